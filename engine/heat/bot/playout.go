package bot

// A play-out: one candidate played through the rest of its turn on one deal of the deck, then
// judged by the best play of the next turn (search.go deals and averages).

import (
	"math/rand/v2"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
)

// playOut plays one candidate through this turn on one deal of the deck, and returns the spaces
// it gains, less the Heat it pays and what a spin-out costs, plus the judgement of the best play
// of the next turn from where it leaves the car and the hand the deal gives it. With a field (the
// cars as they will stand), the move lands on a free spot and takes a slipstream when it pays.
func (d *driver) playOut(p play, deck, discard []engine.Card, hand cardSet, g *rand.Rand, depth int, f *field) float64 {
	st := d.playStats(p.gear, p.cards, p.value, hand)
	t := turn{deck: deck, discard: discard, g: g, played: make([]engine.Card, 0, 8)}
	for _, id := range p.cards {
		t.played = append(t.played, hand.get(id))
	}
	// Steps 3 and 4: the flips find Speed cards; then the hand that stays, the Cooldown and the move.
	speed := st.base + t.flips(st.stress+st.flips)
	heat, start, at := d.settle(p, st, speed, &t, f)
	score := -d.heatValue * float64(p.gear.Heat+st.cardHeat)
	if d.learned() {
		score = 0 // the learned leaf weighs the Heat left in the Engine itself
	}
	// Step 6: a slipstream, when the cars offer one and it pays.
	if to, ok := d.slipstreamFrom(f, at); ok {
		other := t.clone()
		plain := d.endTurn(&t, p, st, start, at, speed, heat, depth)
		return score + max(plain, d.endTurn(&other, p, st, start, to, speed, heat, depth))
	}
	return score + d.endTurn(&t, p, st, start, at, speed, heat, depth)
}

// settle is step 5 for a candidate that moves at speed: the cards not played stay in hand
// (t.rest), the gear's and the cards' Cooldown (and Adrenaline's) put Heat cards from them back in
// the Engine, and the car lands, on a free spot among the cars of f when there is a field. It
// returns the Heat then in the Engine and the move's start and end.
func (d *driver) settle(p play, st stats, speed int, t *turn, f *field) (heat, start, at int) {
	for _, c := range d.v.Me.Hand {
		if !slices.Contains(p.cards, c.ID) {
			t.rest = append(t.rest, c)
		}
	}
	heat = st.heat
	cool := engine.GearCooldown(p.gear.Gear) + st.cool
	if d.me.Adrenaline {
		cool++
	}
	for i := len(t.rest) - 1; i >= 0 && cool > 0; i-- {
		if t.rest[i].Kind == engine.Heat {
			t.rest = slices.Delete(t.rest, i, i+1)
			heat++
			cool--
		}
	}
	start = d.me.Pos.Progress
	at = start + speed
	if f != nil && speed > 0 {
		at = start
		if p, ok := d.landing(f, start+speed, start+1); ok {
			at = p
		}
	}
	return heat, start, at
}

// turn is what a play-out carries through the turn: the deal's deck and discard pile, the cards
// played and the hand that stays.
type turn struct {
	deck, discard, played, rest []engine.Card
	g                           *rand.Rand
	// lost is what the spin-outs of an end-game play-out cost beyond where they stopped the car
	// (the slow restart), for a finish projected past them.
	lost float64
}

// draw draws the top card of the deck, the discard pile reshuffled first if the deck is empty.
func (t *turn) draw() (engine.Card, bool) {
	if len(t.deck) == 0 {
		if len(t.discard) == 0 {
			return engine.Card{}, false
		}
		t.deck, t.discard = t.discard, t.deck[:0]
		t.g.Shuffle(len(t.deck), func(i, j int) { t.deck[i], t.deck[j] = t.deck[j], t.deck[i] })
	}
	c := t.deck[len(t.deck)-1]
	t.deck = t.deck[:len(t.deck)-1]
	return c, true
}

// flips resolves n [+] flips from the deck and returns the speed they find.
func (t *turn) flips(n int) int {
	speed := 0
	for range n {
		for {
			c, ok := t.draw()
			if !ok {
				break
			}
			if c.Kind == engine.Speed {
				speed += c.Value
				t.played = append(t.played, c)
				break
			}
			t.discard = append(t.discard, c)
		}
	}
	return speed
}

// spinOut puts in the hand that stays the Stress cards a spin-out in gear adds.
func (t *turn) spinOut(gear int) {
	for range spinStress(gear) {
		t.rest = append(t.rest, engine.Card{ID: -100 - len(t.rest), Kind: engine.Stress})
	}
}

// clone copies the turn, for a second way to end it.
func (t *turn) clone() turn {
	return turn{deck: slices.Clone(t.deck), discard: slices.Clone(t.discard), played: slices.Clone(t.played),
		rest: slices.Clone(t.rest), g: t.g}
}

// endTurn plays the rest of the turn for a car that moved from start to at at speed: step 7's
// corners, step 9's replenish, and the judgement of the next turn (or, deeper, its play-out).
func (d *driver) endTurn(t *turn, p play, st stats, start, at, speed, heat, depth int) float64 {
	gear := p.gear.Gear
	score := 0.0
	d.adjust = st.adjust
	paid, stop, spun := d.cross(start, at, speed, heat)
	spin := 0.0
	if spun {
		t.spinOut(gear)
		score -= d.p.spin + d.heatValue*float64(heat-paid)
		spin = d.p.spin
		paid, at, gear = heat, stop, 1
	}
	d.adjust = 0
	heat -= paid
	score += float64(at-start) - d.heatValue*float64(paid) - d.short(heat)
	if at >= d.finish {
		return score + float64(at-d.finish)
	}
	// Step 9: the played cards to the discard pile, the hand refilled from the deal.
	t.discard = append(t.discard, t.played...)
	for len(t.rest) < engine.HandSize {
		c, ok := t.draw()
		if !ok {
			break
		}
		t.rest = append(t.rest, c)
	}
	// Heat cards drawn into the next hand stay there, dead, until a Cooldown takes them.
	for _, c := range t.rest {
		if c.Kind == engine.Heat {
			score -= d.p.handHeat
		}
	}
	if depth <= 1 {
		if d.learned() { // the spaces moved, a spin-out, and the learned value of where it leaves the car
			return float64(at-start) - spin + d.nextLearned(at, gear, heat, t.rest, t.discard, len(t.deck))
		}
		return score + d.nextBest(at, gear, heat, t.rest, t.discard, len(t.deck))
	}
	next, clutter := d.nextDriver(at, gear, heat, t.rest, t.discard, len(t.deck))
	if next == nil || clutter {
		return score - d.p.spin/2
	}
	best := next.bestPlay()
	if best.cards == nil {
		return score
	}
	return score + next.playOut(best, t.deck, t.discard, next.handMap(), t.g, depth-1, nil)
}

// nextDriver is the driver of the next turn for the car at at, in gear, with heat in the Engine,
// holding hand: nil if it has no gear to choose, and whether its hand is cluttered.
func (d *driver) nextDriver(at, gear, heat int, hand, discard []engine.Card, deck int) (*driver, bool) {
	v := d.v
	v.Round++
	v.Cars = slices.Clone(d.v.Cars)
	me := &v.Cars[v.Seat]
	me.Pos = engine.Pos{Progress: at, Lane: 1}
	me.Gear, me.Played, me.Speed, me.TurnStart, me.Adrenaline = gear, nil, 0, at, false
	gears, clutter := gearOptions(gear, heat, hand)
	if len(gears) == 0 {
		return nil, clutter
	}
	v.Me = &engine.Private{Hand: hand, Discard: discard, Deck: deck, Engine: heat,
		Legal: engine.Legal{Decision: engine.DecideShift, Gears: gears, Play: &engine.PlayOption{Gear: gear, Cluttered: clutter}}}
	next := newDriver(v, d.t, Normal)
	next.setParams(&hardJudge, at)
	next.positions = d.positions
	return next, clutter
}

// nextBest judges the best play of the next turn for the car at at, in gear, with heat in the
// Engine, holding hand: the normal bot's judgement of every play it could make.
func (d *driver) nextBest(at, gear, heat int, hand, discard []engine.Card, deck int) float64 {
	next, clutter := d.nextDriver(at, gear, heat, hand, discard, deck)
	switch {
	case next == nil:
		return 0
	case clutter:
		return -d.p.spin / 2 // a turn standing still in 1st gear
	}
	return next.bestPlay().score
}

// nextLearned is nextBest's position valued by the learned leaf.
func (d *driver) nextLearned(at, gear, heat int, hand, discard []engine.Card, deck int) float64 {
	next, clutter := d.nextDriver(at, gear, heat, hand, discard, deck)
	judge := 0.0
	switch {
	case next == nil:
		return 0
	case clutter:
		judge = -d.p.spin / 2
	default:
		judge = next.bestPlay().score
	}
	return next.leafValue(judge)
}

// learned reports whether this driver's search judges its leaves by the learned value (leaf.go):
// the expert's does on a circuit the value was fitted for; the hard bot's judges them by its
// hand-set weights.
func (d *driver) learned() bool {
	return d.level == Expert && learnedLeaf && leafWeights[d.v.Track] != nil
}

// gearOptions are the gears a car in gear, with heat in its Engine and this hand, may choose
// next turn, as the engine offers them (RULES.md, "A round"), and whether the hand is cluttered.
func gearOptions(gear, heat int, hand []engine.Card) ([]engine.GearOption, bool) {
	playable := 0
	for _, c := range hand {
		if c.Kind != engine.Heat {
			playable++
		}
	}
	low := gear - 1
	if heat > 0 {
		low = gear - 2
	}
	clutter := playable < max(low, 1)
	var out []engine.GearOption
	for g := 1; g <= 4; g++ {
		dist := max(g-gear, gear-g)
		switch {
		case clutter:
			if dist <= 1 && len(hand) >= g {
				out = append(out, engine.GearOption{Gear: g})
			}
		case dist <= 1 && playable >= g:
			out = append(out, engine.GearOption{Gear: g})
		case dist == 2 && heat > 0 && playable >= g:
			out = append(out, engine.GearOption{Gear: g, Heat: 1})
		}
	}
	return out, clutter
}
