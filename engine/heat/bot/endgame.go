package bot

import (
	"math"
	"math/rand/v2"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
)

// The end of the race: cars that finish in the same round are ranked by how far past the line
// they stand, so near the flag the hard bot stops counting spaces and counts the Legends it will
// beat. It forecasts each Legend's finish from the published rules (the round it crosses the
// line and where it ends that round, over random draws of the Legend cards), plays each
// candidate out on each deal of its deck until it crosses the line (this turn or the next), and
// keeps the candidate that finishes ahead of the most Legends. The expert races the other drivers
// the same way, their cards unseen, each round's move forecast from their gear (driverMove).

// endgameReach is how near the finish line (in spaces) the hard bot starts racing the Legends'
// finish rather than the road (45 measured no better).
const endgameReach = 30

// endgameDepth is how many turns a discard's play-out near the flag looks for the finish in: this
// one and the next.
const endgameDepth = 2

// planEndgameDepth is how many turns a plan's play-out near the flag looks for the finish in
// (three measured a point or two better on Great Britain on three seed ranges, none of them the
// held-out one: 61.3 against 60.6 %, 61.2 against 60.2 %, 59.8 against 57.8 %).
const planEndgameDepth = 3

// legendDraws is the number of random sequences of Legend cards each Legend's finish is
// forecast over.
const legendDraws = 64

// finish is where a car ends: the round it crosses the finish line in, counted from this one,
// and its absolute position at the end of that round.
type finish struct {
	round, pos int
}

// ahead is the share of a Legend's forecast finishes that f beats: an earlier round, or the same
// round further past the line (a tie counts half).
func (f finish) ahead(legend []finish) float64 {
	won := 0.0
	for _, l := range legend {
		switch {
		case f.round < l.round, f.round == l.round && f.pos > l.pos:
			won++
		case f.round == l.round && f.pos == l.pos:
			won += 0.5
		}
	}
	return won / float64(len(legend))
}

// against is what a finish is worth against the Legends' forecast finishes: the Legends it beats,
// and a little for each space further on (a round counting a lap), to tell apart finishes that
// beat as many.
func (f finish) against(legends [][]finish, length int) float64 {
	v := 0.0
	for _, l := range legends {
		v += f.ahead(l)
	}
	return v + 0.001*float64(f.pos-f.round*length)
}

// legendFinishes forecasts where each rival still racing finishes: for each, legendDraws
// sequences of its moves from where it stands (blocking left out), a Legend's by the rules and
// cards drawn at random, a driver's by driverMove. Nil when no rival races.
func (d *driver) legendFinishes() [][]finish {
	var out [][]finish
	g := rand.New(rand.NewPCG(d.viewSeed(), 0x6c6567)) // "leg"
	me := slices.Index(d.v.Order, d.v.Seat)
	for _, c := range d.v.Cars {
		if !d.rival(c) {
			continue
		}
		first := 0 // the round of its next move: this one, unless it has moved already
		if d.v.Phase == engine.PhaseTurns && slices.Index(d.v.Order, c.Seat) < me {
			first = 1
		}
		f := make([]finish, legendDraws)
		for i := range f {
			car := c
			for round := first; ; round++ {
				if c.Legend {
					car.Pos.Progress = max(d.legendTarget(car, legendCards[g.IntN(len(legendCards))]), car.Pos.Progress)
				} else {
					car.Pos.Progress += driverMove(c, g)
				}
				if car.Pos.Progress >= d.finish || round > first+50 {
					f[i] = finish{round, car.Pos.Progress}
					break
				}
			}
		}
		out = append(out, f)
	}
	return out
}

// endgame reports whether the car is near enough the flag to race its rivals' finish.
func (d *driver) endgame() bool {
	return d.finish-d.me.Pos.Progress <= endgameReach && slices.ContainsFunc(d.v.Cars, d.rival)
}

// rival reports whether the end game races c's finish: a Legend still racing, and for the expert
// any other car still racing.
func (d *driver) rival(c engine.CarView) bool {
	if c.Finished || c.Retired || c.Seat == d.v.Seat {
		return false
	}
	return c.Legend || d.level == Expert
}

// driverMove is a forecast of one round's move near the flag of a driver whose cards nobody else
// sees: 2, 3, 3 and 4 cards of 1 to 4 from 1st to 4th gear, and half the time, with Heat in its
// Engine, a Boost of 1 to 4. That is how far the bots move a round over the last 30 spaces, by
// the gear they start the round in (about 6, 8, 8 and 12 spaces from 1st to 4th: a car shifts up
// a gear when it can, and the slow corners of a last lap hold 3rd gear back as much as 2nd).
func driverMove(c engine.CarView, g *rand.Rand) int {
	cards := 3
	switch {
	case c.Gear <= 1:
		cards = 2
	case c.Gear >= 4:
		cards = 4
	}
	n := 0
	for range cards {
		n += 1 + g.IntN(4)
	}
	if c.Engine > 0 && g.IntN(2) == 0 {
		n += 1 + g.IntN(4)
	}
	return n
}

// finishOf plays a candidate out on a deal like playOut, and says where the car finishes: this
// turn (with the Adrenaline and the Boost a finishing car takes), or, depth allowing, after the
// next turn's best play on the same deal; later, at the start of the round after.
func (d *driver) finishOf(p play, t *turn, hand cardSet, f *field, depth int) finish {
	st := d.playStats(p.gear, p.cards, p.value, hand)
	for _, id := range p.cards {
		t.played = append(t.played, hand.get(id))
	}
	speed := st.base + t.flips(st.stress+st.flips)
	heat, start, at := d.settle(p, st, speed, t, f)
	// The corners, then the line.
	gear := p.gear.Gear
	d.adjust = st.adjust
	paid, stop, spun := d.cross(start, at, speed, heat)
	if spun {
		t.spinOut(gear)
		paid, at, gear = heat, stop, 1
		t.lost += d.p.spin
	}
	d.adjust = 0
	heat -= paid
	if !spun { // the Adrenaline space and a Boost over the line
		boost := 0
		if heat > 0 {
			boost = t.flips(1)
		}
		adrenaline := 0
		if d.me.Adrenaline {
			adrenaline = 1
		}
		if at+adrenaline+boost >= d.finish {
			return finish{0, at + adrenaline + boost}
		}
	}
	t.discard = append(t.discard, t.played...)
	t.played = t.played[:0]
	for len(t.rest) < engine.HandSize {
		c, ok := t.draw()
		if !ok {
			break
		}
		t.rest = append(t.rest, c)
	}
	next, clutter := d.nextDriver(at, gear, heat, t.rest, t.discard, len(t.deck))
	if depth <= 1 {
		return d.projected(next, clutter, at, t.lost)
	}
	if next == nil || clutter {
		return finish{2, at}
	}
	best := next.bestPlay()
	if best.cards == nil {
		return finish{2, at}
	}
	nt := turn{deck: t.deck, discard: t.discard, g: t.g, played: t.played, lost: t.lost}
	r := next.finishOf(best, &nt, next.handMap(), nil, depth-1)
	r.round++
	return r
}

// endgameCruise is the spaces a round a projected finish moves a car beyond the next turn: about
// what a car makes a round on the last lap (7 and 11 measured no better).
const endgameCruise = 9

// projected is where a car still short of the line when a play-out stops looking (at, with the
// next turn's driver next, nil when it has no gear to choose) finishes: the next turn takes it as
// far as its best play's judgement says, the spaces it gains less the Heat it pays and the trouble
// it meets, then endgameCruise spaces a round to the line; lost is what the play-out's spin-outs
// cost beyond where they stopped it. Counting the car's position alone, as the end game did, let
// a play-out trade the Heat, the gear and the hand the next turns need for a space now.
func (d *driver) projected(next *driver, clutter bool, at int, lost float64) finish {
	pos := float64(at) - lost
	switch {
	case clutter:
		pos -= d.p.spin / 2 // a turn standing still in 1st gear
	case next != nil:
		if best := next.bestPlay(); best.cards != nil {
			pos += best.score
		}
	}
	round := 1
	for pos < float64(d.finish) {
		pos += endgameCruise
		round++
	}
	return finish{round, int(math.Round(pos))}
}

// nextFinish judges a hand for the next round near the flag: over the Legends' forecast
// finishes, how many the best play of that hand beats (the deal's deck left gives the flips and
// the turn after).
func (d *driver) nextFinish(at, gear, heat int, hand, discard, deck []engine.Card, g *rand.Rand, legends [][]finish) float64 {
	next, clutter := d.nextDriver(at, gear, heat, hand, discard, len(deck))
	fin := finish{2, at}
	if next != nil && !clutter {
		if best := next.bestPlay(); best.cards != nil {
			t := turn{deck: slices.Clone(deck), discard: slices.Clone(discard), g: g, played: make([]engine.Card, 0, 8)}
			fin = next.finishOf(best, &t, next.handMap(), nil, endgameDepth)
		}
	}
	fin.round++ // the next round
	return fin.against(legends, d.t.Length)
}
