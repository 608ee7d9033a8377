package heat

import (
	"slices"

	"github.com/heatracing/heat/engine/rng"
)

// Legends: cars driven by the rules themselves. One Legend card is flipped per round, when the
// first Legend moves, and every Legend uses it: a helmet speed and a diamond for each colour.

// LegendCard is one of the 10 published Legend cards.
type LegendCard struct {
	Number  int    `json:"number"`
	Helmet  [6]int `json:"helmet"`  // by colour index, in the order of Colours
	Diamond [6]int `json:"diamond"` // by colour index
}

// The 10 cards as printed, in the column order black, blue, green, red, gray, yellow:
// helmet speed then diamond (rules reference §3.1).
var legendTable = [10][6][2]int{
	{{16, 2}, {18, 3}, {15, 2}, {13, 1}, {14, 1}, {11, 0}},
	{{18, 3}, {16, 2}, {12, 1}, {17, 2}, {19, 3}, {13, 1}},
	{{17, 2}, {14, 1}, {10, 0}, {11, 0}, {13, 1}, {15, 2}},
	{{14, 1}, {12, 1}, {18, 3}, {15, 2}, {16, 2}, {17, 2}},
	{{13, 1}, {17, 2}, {16, 2}, {10, 0}, {12, 1}, {19, 3}},
	{{19, 3}, {10, 0}, {13, 1}, {14, 1}, {18, 3}, {12, 1}},
	{{15, 2}, {13, 1}, {19, 3}, {18, 3}, {11, 0}, {14, 1}},
	{{11, 0}, {19, 3}, {14, 1}, {12, 1}, {10, 0}, {16, 2}},
	{{12, 1}, {11, 0}, {17, 2}, {19, 3}, {15, 2}, {10, 0}},
	{{10, 0}, {15, 2}, {11, 0}, {16, 2}, {17, 2}, {18, 3}},
}

var legendColumns = []string{"black", "blue", "green", "red", "gray", "yellow"}

// LegendCards returns the 10 Legend cards.
func LegendCards() []LegendCard {
	out := make([]LegendCard, len(legendTable))
	for n, row := range legendTable {
		out[n].Number = n + 1
		for col, cell := range row {
			i := slices.Index(Colours, legendColumns[col])
			out[n].Helmet[i] = cell[0]
			out[n].Diamond[i] = cell[1]
		}
	}
	return out
}

var legendCards = LegendCards()

// legendDeck is the shared Legend deck: card numbers left to flip, and this round's card.
type legendDeck struct {
	Deck    []int
	Current int // 0: none flipped this round
}

func newLegendDeck(g *rng.Source) legendDeck {
	d := legendDeck{}
	d.refill(g)
	return d
}

func (d *legendDeck) refill(g *rng.Source) {
	d.Deck = d.Deck[:0]
	for n := 1; n <= len(legendTable); n++ {
		d.Deck = append(d.Deck, n)
	}
	deck := d.Deck
	rng.Shuffle(g, deck)
}

// legendCard returns this round's Legend card, flipping one (reshuffling the used cards when the
// deck is empty) the first time a Legend moves in the round.
func (r *Race) legendCard() LegendCard {
	d := &r.s.Legends
	if d.Current == 0 {
		if len(d.Deck) == 0 {
			d.refill(&r.s.RNG)
		}
		d.Current = d.Deck[len(d.Deck)-1]
		d.Deck = d.Deck[:len(d.Deck)-1]
		if !r.sim {
			r.emit(&Event{Kind: EvLegendCard, Seat: -1, Legend: d.Current})
		}
	}
	return legendCards[d.Current-1]
}

// legendTurn moves a Legend (rules reference §3.2).
//   - Before the Legends line of the next corner: its helmet speed, unless that reaches the
//     corner line; then it stops diamond-many spaces before the corner. On the final lap, when the
//     finish line comes before that corner, it takes its helmet speed and can finish.
//   - Past the Legends line: the corner's limit plus the diamond, but it stops on the space before
//     a second corner line (before a third with aggressive Legends when it starts on a chevron).
//
// Legends never use Heat, Cooldown, Boost or Slipstream and never spin out; normal blocking applies.
func (r *Race) legendTurn(c *car) {
	card := r.legendCard()
	col := slices.Index(Colours, c.Colour)
	helmet := card.Helmet[col] + r.s.Config.LegendLevel
	diamond := card.Diamond[col]
	t := r.track
	space := t.Space(c.Pos)
	ci := t.NextCorner(space)
	k := t.Corners[ci]
	toCorner := k.Space - space // spaces until the corner line is crossed
	if toCorner <= 0 {
		toCorner += t.Length
	}
	cornerAt := c.Pos + toCorner
	var target int
	switch {
	case toCorner <= k.Space-k.LegendLine:
		target = c.Pos + r.limit(ci) + diamond
		allowed := 1
		if r.s.Config.AggressiveLegends && k.Chevron > 0 && toCorner == k.Chevron {
			allowed = 2
		}
		var lineBuf, cornerBuf [crossingRoom]int
		if lines, _ := r.crossed(c.Pos, target, lineBuf[:0], cornerBuf[:0]); len(lines) > allowed {
			target = lines[allowed] - 1
		}
	case helmet < toCorner || cornerAt > r.finishLine():
		target = c.Pos + helmet
	default:
		target = cornerAt - 1 - diamond
	}
	from := r.pos(c)
	r.moveBy(c, target-c.Pos)
	if !r.sim {
		r.emit(&Event{Kind: EvLegendMove, Seat: c.Seat, From: from, To: r.pos(c), Speed: target - from.Progress, Legend: card.Number})
	}
}
