package bot

import (
	"math"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
)

// plan chooses the gear and the cards together: every gear on offer and every set of cards for
// it, each judged by where it leaves the car (averaged over what its Stress cards may flip).
// It answers the step asked: the shift, then the play. The hard bot searches instead (search.go).
func (d *driver) plan() engine.Action {
	var best play
	if d.level == Hard && !d.naive {
		best = d.searchPlay()
	} else {
		best = d.bestPlay()
	}
	return d.planAction(best)
}

// play is a gear and the cards for it, as judged.
type play struct {
	score        float64
	gear         engine.GearOption
	cards, value []int
}

// planAction answers the step asked with a play: the shift, then the cards.
func (d *driver) planAction(p play) engine.Action {
	if p.cards == nil { // no way to play: keep the gear on offer
		return engine.Action{Type: engine.ActShift, Gear: d.gears()[0].Gear}
	}
	if d.legal.Decision == engine.DecideShift {
		return engine.Action{Type: engine.ActShift, Gear: p.gear.Gear}
	}
	return engine.Action{Type: engine.ActPlay, Cards: p.cards, Values: p.value}
}

// gears are the gears the plan may take: those on offer, or the one already shifted to.
func (d *driver) gears() []engine.GearOption {
	if d.legal.Decision == engine.DecidePlay && d.v.Me.Plan != nil {
		return []engine.GearOption{{Gear: d.v.Me.Plan.Gear}}
	}
	return d.legal.Gears
}

// plays lists every play on offer with its judgement, in the order they are found.
func (d *driver) plays() []play {
	hand := d.handMap()
	out := make([]play, 0, 64)
	for _, g := range d.gears() {
		for _, cards := range d.choices(g.Gear, hand) {
			for _, values := range valueChoices(cards, hand, d.naive) {
				s := d.judgePlay(g, cards, values, hand)
				if d.level == Easy {
					s += 2.5 * d.jitter()
				}
				out = append(out, play{s, g, cards, values})
			}
		}
	}
	return out
}

// bestPlay is the play judged best (a play, even a hopeless one, beats none).
func (d *driver) bestPlay() play {
	best := play{score: math.Inf(-1)}
	for _, p := range d.plays() {
		if p.score > best.score || best.cards == nil {
			best = p
		}
	}
	return best
}

func (d *driver) handMap() map[int]engine.Card {
	hand := make(map[int]engine.Card, len(d.v.Me.Hand))
	for _, c := range d.v.Me.Hand {
		hand[c.ID] = c
	}
	return hand
}

// valueChoices lists the ways to pick the speed of the cards that offer a choice (Brakes): one
// nil list when none does. The first value only when naive.
func valueChoices(cards []int, hand map[int]engine.Card, naive bool) [][]int {
	if !slices.ContainsFunc(cards, func(id int) bool { return len(engine.CardDefs()[hand[id].Def].Choices) > 0 }) {
		return noChoice
	}
	out := [][]int{nil}
	for i, id := range cards {
		choices := engine.CardDefs()[hand[id].Def].Choices
		if len(choices) == 0 {
			continue
		}
		if naive {
			choices = choices[:1]
		}
		var next [][]int
		for _, picked := range out {
			for _, v := range choices {
				vs := make([]int, len(cards))
				copy(vs, picked)
				vs[i] = v
				next = append(next, vs)
			}
		}
		out = next
	}
	return out
}

// noChoice is valueChoices' answer for cards that offer no choice: shared, never changed.
var noChoice = [][]int{nil}

// choices lists the card sets that may be played in a gear.
func (d *driver) choices(gear int, hand map[int]engine.Card) [][]int {
	var playable, heat []int
	for _, c := range d.v.Me.Hand {
		if c.Kind == engine.Heat {
			heat = append(heat, c.ID)
		} else {
			playable = append(playable, c.ID)
		}
	}
	if d.legal.Play != nil && d.legal.Play.Cluttered {
		if need := gear - len(playable); need >= 0 && need <= len(heat) {
			return [][]int{append(append([]int(nil), playable...), heat[:need]...)}
		}
		return nil
	}
	if gear > len(playable) {
		return nil
	}
	// Cards with the same face are interchangeable: keep one set per multiset of faces.
	var out [][]int
	var seen [][4]int // few: a linear search beats a map
	flat := make([]int, 0, 16*gear)
	pick := make([]int, 0, gear)
	var walk func(from int)
	walk = func(from int) {
		if len(pick) == gear {
			var key [4]int // the faces, sorted (a gear plays at most 4 cards)
			for i, id := range pick {
				f := face(hand[id])
				for ; i > 0 && key[i-1] > f; i-- {
					key[i] = key[i-1]
				}
				key[i] = f
			}
			if !slices.Contains(seen, key) {
				seen = append(seen, key)
				from := len(flat)
				flat = append(flat, pick...)
				out = append(out, flat[from:len(flat):len(flat)])
			}
			return
		}
		for i := from; i <= len(playable)-(gear-len(pick)); i++ {
			pick = append(pick, playable[i])
			walk(i + 1)
			pick = pick[:len(pick)-1]
		}
	}
	walk(0)
	return out
}

// face tells apart the cards a play could hold: Stress, each speed, each upgrade or sponsor card.
func face(c engine.Card) int {
	if c.Kind == engine.Stress {
		return 1
	}
	return 2 + c.Value + 32*int(c.Def)
}

// judgePlay scores playing cards in a gear. Each card's Heat is paid in the order played, from
// what the shift left in the Engine; a card that cannot be paid is discarded and a [+] flip
// replaces it, as the engine does.
func (d *driver) judgePlay(g engine.GearOption, cards, values []int, hand map[int]engine.Card) float64 {
	if d.legal.Play != nil && d.legal.Play.Cluttered {
		return 0 // the car will not move whatever it plays
	}
	st := d.playStats(g, cards, values, hand)
	heat, base, stress, flips, cardHeat, cool := st.heat, st.base, st.stress, st.flips, st.cardHeat, st.cool
	d.adjust = st.adjust
	d.keep = d.keepValues(cards)
	start := d.me.Pos.Progress
	odds := d.flipOdds()
	score := 0.0
	for extra, p := range d.stressSums(stress+flips, odds) {
		if p == 0 {
			continue
		}
		speed := base + extra
		score += p * d.outcome(start, start+speed, speed, g.Gear, heat)
	}
	// Playing Stress clears the hand of a card that is worth nothing later.
	score += 0.3 * float64(stress)
	if cool > 0 { // the cards' Cooldown, for the Heat cards the hand keeps
		inHand := 0
		for _, c := range d.v.Me.Hand {
			if c.Kind == engine.Heat && !slices.Contains(cards, c.ID) {
				inHand++
			}
		}
		score += coolWorth * d.heatValue * float64(min(cool, inHand))
	}
	return score - d.heatValue*float64(g.Heat+cardHeat)
}

// stats is what a play's cards bring before any flip: their speed, the flips their Stress and
// [+] symbols make, the Heat they cost, their Cooldown and Adjust, and the Heat the Engine keeps.
type stats struct {
	heat, base, stress, flips, cardHeat, cool, adjust int
}

// playStats adds up a play's cards. Each card's Heat is paid in the order played, from what the
// shift left in the Engine; a card that cannot be paid is discarded and a [+] flip replaces it.
func (d *driver) playStats(g engine.GearOption, cards, values []int, hand map[int]engine.Card) stats {
	st := stats{heat: d.v.Me.Engine - g.Heat}
	for i, id := range cards {
		c := hand[id]
		def := engine.CardDefs()[c.Def]
		if c.Kind == engine.Stress {
			st.stress++
			continue
		}
		if def.Heat > 0 {
			if def.Heat > st.heat {
				st.flips++ // unpaid
				continue
			}
			st.heat -= def.Heat
			st.cardHeat += def.Heat
		}
		switch {
		case len(def.Choices) > 0 && i < len(values):
			st.base += values[i]
		case c.Kind != engine.Heat:
			st.base += c.Value
		}
		if !d.naive {
			st.flips += def.Boosts // each [+] flips like a Stress card
			st.adjust += def.Adjust
			st.cool += def.Cooldown
		}
	}
	return st
}

// stressSums returns the distribution of the total that n Stress flips add.
func (d *driver) stressSums(n int, odds [5]float64) []float64 {
	dist := append(d.sums[0][:0], 1)
	for range n {
		next := d.sums[1][:0]
		for range len(dist) + 4 {
			next = append(next, 0)
		}
		for s, p := range dist {
			for v := 0; v <= 4; v++ {
				next[s+v] += p * odds[v]
			}
		}
		d.sums[0], d.sums[1] = next, dist
		dist = next
	}
	return dist
}

// coolWorth is what one Heat card a played card's Cooldown may put back in the Engine is worth,
// in Heat: the gear's own Cooldown may have done it anyway.
const coolWorth = 0.5
