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
	if d.level.searches() && !d.naive {
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

func (d *driver) handMap() cardSet { return cardSet(d.v.Me.Hand) }

// cardSet is a hand looked up by card id: a hand holds a handful of cards, which a scan finds
// sooner than a map would.
type cardSet []engine.Card

// get returns the card with the id, or the zero card.
func (h cardSet) get(id int) engine.Card {
	for _, c := range h {
		if c.ID == id {
			return c
		}
	}
	return engine.Card{}
}

// valueChoices lists the ways to pick the speed of the cards that offer a choice (Brakes): one
// nil list when none does. The first value only when naive.
func valueChoices(cards []int, hand cardSet, naive bool) [][]int {
	if !slices.ContainsFunc(cards, func(id int) bool { return len(engine.CardDefs()[hand.get(id).Def].Choices) > 0 }) {
		return noChoice
	}
	out := [][]int{nil}
	for i, id := range cards {
		choices := engine.CardDefs()[hand.get(id).Def].Choices
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
func (d *driver) choices(gear int, hand cardSet) [][]int {
	var playBuf, heatBuf, faceBuf [16]int
	playable, heat, faces := playBuf[:0], heatBuf[:0], faceBuf[:0]
	for _, c := range d.v.Me.Hand {
		if c.Kind == engine.Heat {
			heat = append(heat, c.ID)
		} else {
			playable = append(playable, c.ID)
			faces = append(faces, face(c))
		}
	}
	if d.legal.Play != nil && d.legal.Play.Cluttered {
		if need := gear - len(playable); need >= 0 && need <= len(heat) {
			return [][]int{append(append([]int(nil), playable...), heat[:need]...)}
		}
		return nil
	}
	n := len(playable)
	if gear > n || gear < 1 {
		return nil
	}
	// Cards with the same face are interchangeable: keep one set per multiset of faces. The sets
	// come in the order of the hand (lexicographic by place), the first of each multiset kept.
	var seenBuf [64]uint64
	seen := seenBuf[:0] // few: a linear search beats a map
	sets := 1           // at most n choose gear of them
	for i := range gear {
		sets = sets * (n - i) / (i + 1)
	}
	out := make([][]int, 0, sets)
	flat := make([]int, 0, sets*gear)
	var idx [4]int // the places picked
	for i := range gear {
		idx[i] = i
	}
	for {
		var key [4]int // the faces, sorted (a gear plays at most 4 cards)
		for i := range gear {
			f := faces[idx[i]]
			j := i
			for ; j > 0 && key[j-1] > f; j-- {
				key[j] = key[j-1]
			}
			key[j] = f
		}
		packed := uint64(key[0]) | uint64(key[1])<<16 | uint64(key[2])<<32 | uint64(key[3])<<48
		if !slices.Contains(seen, packed) {
			seen = append(seen, packed)
			from := len(flat)
			for i := range gear {
				flat = append(flat, playable[idx[i]])
			}
			out = append(out, flat[from:len(flat):len(flat)])
		}
		// The next set of places: the last one that can move moves, those after it follow.
		i := gear - 1
		for i >= 0 && idx[i] == n-gear+i {
			i--
		}
		if i < 0 {
			return out
		}
		idx[i]++
		for j := i + 1; j < gear; j++ {
			idx[j] = idx[j-1] + 1
		}
	}
}

// face tells apart the cards a play could hold: Stress, each speed, each upgrade or sponsor card.
func face(c engine.Card) int {
	if c.Kind == engine.Stress {
		return 1
	}
	return 2 + c.Value + 32*int(c.Def)
}

// judgePlay scores playing cards in a gear. Each card's Heat is paid as playStats says; a card
// that cannot be paid is discarded and a [+] flip replaces it, as the engine does.
func (d *driver) judgePlay(g engine.GearOption, cards, values []int, hand cardSet) float64 {
	if d.positions != nil {
		*d.positions++
	}
	if d.legal.Play != nil && d.legal.Play.Cluttered {
		return 0 // the car will not move whatever it plays
	}
	st := d.playStats(g, cards, values, hand)
	heat, base, stress, flips, cardHeat, cool := st.heat, st.base, st.stress, st.flips, st.cardHeat, st.cool
	d.adjust = st.adjust
	d.keepValues(cards)
	start := d.me.Pos.Progress
	odds := d.flipOdds()
	score := 0.0
	if d.p.coolGear != 0 {
		// The gear's Cooldown in React, before the corners, less what paid the cards' Heat.
		inHand := -st.coolPaid
		for _, c := range d.v.Me.Hand {
			if c.Kind == engine.Heat && !slices.Contains(cards, c.ID) {
				inHand++
			}
		}
		gc := engine.GearCooldown(g.Gear)
		if d.me.Adrenaline {
			gc++
		}
		cooled := max(min(gc-st.coolPaid, inHand), 0)
		heat += cooled
		score += d.p.coolGear * d.heatValue * float64(cooled)
	}
	for extra, p := range d.stressSums(stress+flips, odds) {
		if p == 0 {
			continue
		}
		speed := base + extra
		score += p * d.outcome(start, start+speed, speed, g.Gear, heat)
	}
	// Playing Stress clears the hand of a card that is worth nothing later.
	score += d.p.stressPlay * float64(stress)
	if cool > 0 { // the cards' Cooldown, for the Heat cards the hand keeps
		inHand := -st.coolPaid
		for _, c := range d.v.Me.Hand {
			if c.Kind == engine.Heat && !slices.Contains(cards, c.ID) {
				inHand++
			}
		}
		score += d.p.coolWorth * d.heatValue * float64(min(cool, inHand))
	}
	return score - d.heatValue*float64(g.Heat+cardHeat)
}

// stats is what a play's cards bring before any flip: their speed, the flips their Stress and
// [+] symbols make, the Heat they cost, their Cooldown and Adjust, and the Heat the Engine keeps.
type stats struct {
	heat, base, stress, flips, cardHeat, cool, adjust int
	coolPaid                                          int // Heat cooled down in React to pay the cards' Heat
}

// playStats adds up a play's cards. Each card's Heat is paid in React in the order played, from
// what the shift left in the Engine and, as React cools down first, from the Heat cards of the
// hand the gear's and the cards' Cooldown bring back; a card that cannot be paid is discarded
// and a [+] flip replaces it.
func (d *driver) playStats(g engine.GearOption, cards, values []int, hand cardSet) stats {
	st := stats{heat: d.v.Me.Engine - g.Heat}
	coolable := 0 // what React's Cooldown may bring back to pay with
	if !d.naive {
		coolable = engine.GearCooldown(g.Gear)
		if d.me.Adrenaline {
			coolable++
		}
		for _, id := range cards {
			coolable += engine.CardDefs()[hand.get(id).Def].Cooldown
		}
		inHand := 0
		for _, c := range d.v.Me.Hand {
			if c.Kind == engine.Heat && !slices.Contains(cards, c.ID) {
				inHand++
			}
		}
		coolable = min(coolable, inHand)
	}
	for i, id := range cards {
		c := hand.get(id)
		def := engine.CardDefs()[c.Def]
		if c.Kind == engine.Stress {
			st.stress++
			continue
		}
		if def.Heat > 0 {
			if short := def.Heat - st.heat; short > 0 && short <= coolable-st.coolPaid {
				st.heat += short
				st.coolPaid += short
			}
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
