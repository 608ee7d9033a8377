package bloodfang

import (
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

// duel is a configuration of two players with the given preset decks; seat 0 plays first.
func duel(deck0, deck1 string) Config {
	return Config{Seats: []SeatConfig{{Name: "Ann", Deck: deck0}, {Name: "Bob", Deck: deck1}}}
}

// started returns a game past the mulligan (both keep), seat 0 to play.
func started(t testing.TB, cfg Config, seed uint64) *Game {
	t.Helper()
	g, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	for seat := range Players {
		if err := g.Apply(seat, Action{Type: ActMulligan}); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// arrange gives seat exactly the named cards in hand, taken from its deck and hand (the others
// go back to the deck), and returns their hand IDs in order.
func arrange(t testing.TB, g *Game, seat int, ids ...string) []int {
	t.Helper()
	p := &g.s.Players[seat]
	for _, h := range p.Hand {
		p.Deck = append(p.Deck, h.Def)
	}
	p.Hand = nil
	var out []int
	for _, id := range ids {
		d := g.set.index[id]
		k := slices.Index(p.Deck, d)
		if k < 0 {
			t.Fatalf("seat %d has no %s left in its deck", seat, id)
		}
		p.Deck = slices.Delete(p.Deck, k, k+1)
		g.s.NextCard++
		p.Hand = append(p.Hand, handCard{ID: g.s.NextCard, Def: d})
		out = append(out, g.s.NextCard)
	}
	return out
}

// put places a card straight onto the board, for unit tests of power and scoring.
func put(g *Game, p Pos, id string, owner int) {
	g.s.NextUnit++
	t := g.s.Board.at(p)
	t.Owner = owner
	t.Unit = unit{ID: g.s.NextUnit, Def: g.set.index[id], Owner: owner}
}

func must(t testing.TB, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// randomAction is a uniformly random legal action of seat.
func randomAction(g *Game, seat int, r *rng.Source) Action {
	if g.s.Phase == PhaseMulligan {
		var back []int
		for _, h := range g.s.Players[seat].Hand {
			if r.Intn(3) == 0 {
				back = append(back, h.ID)
			}
		}
		return Action{Type: ActMulligan, Cards: back}
	}
	opts := g.Options(nil, seat)
	if len(opts) > 1 && r.Intn(8) != 0 {
		opts = opts[:len(opts)-1] // pass less often than a uniform choice would
	}
	return opts[r.Intn(len(opts))]
}

// playRandom plays a game to its end with random legal actions and returns the actions taken.
func playRandom(g *Game, r *rng.Source) int {
	n := 0
	for !g.Over() {
		seat := g.Pending()[0]
		if err := g.Apply(seat, randomAction(g, seat, r)); err != nil {
			panic(err)
		}
		n++
	}
	return n
}

func randomSource(seed uint64) *rng.Source { return &rng.Source{S: seed} }
