package bot

import (
	"cmp"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/kit"
)

// How the bot judges where a turn leaves it: the spaces gained, less the Heat spent, less what a
// spin-out costs, less the trouble the next corner will give.

// outcome scores a turn that started at start, now stands at at with the given Speed, in gear,
// with heat Heat left in the Engine to pay corners.
func (d *driver) outcome(start, at, speed, gear, heat int) float64 {
	paid, stop, spun := d.cross(start, at, speed, heat)
	if spun {
		return float64(stop-start) - d.p.spin - float64(spinStress(gear))*d.p.stress - d.heatValue*float64(heat)
	}
	score := float64(at-start) - d.heatValue*float64(paid) - d.short(heat-paid)
	if d.level != Easy {
		score += d.nextTurn(at, gear, heat-paid)
	}
	return score
}

// reserveHeat is the Heat an Engine should keep for what the next turns may ask (a corner taken
// too fast, two gears down at once, a Boost): below it each Heat missing costs p.reserve more.
const reserveHeat = 2

// short is what an Engine left with heat Heat after a turn costs beyond the Heat's own value,
// fading as the Heat's value fades near the flag.
func (d *driver) short(heat int) float64 {
	if d.p.reserve == 0 || heat >= reserveHeat || d.p.heat == 0 {
		return 0
	}
	return d.p.reserve * float64(reserveHeat-max(heat, 0)) * d.heatValue / d.p.heat
}

// cross works out the corners a move from start to at at speed crosses with heat in the Engine:
// the Heat it pays for them, or, when the Engine cannot pay a corner, the Heat paid before it and
// the space before that corner, where the car spins out (step 7).
func (d *driver) cross(start, at, speed, heat int) (paid, stop int, spun bool) {
	var lineBuf, cornerBuf [8]int
	lines, corners := engine.AppendCrossed(d.t, d.v.Laps, start, at, lineBuf[:0], cornerBuf[:0])
	for i, x := range lines {
		limit, overheat := d.limit(corners[i])
		over := speed - limit
		if over <= 0 {
			continue
		}
		if overheat {
			over++
		}
		if paid+over > heat {
			return paid, x - 1, true
		}
		paid += over
	}
	return paid, at, false
}

// spinStress is the Stress cards a spin-out in gear adds to the hand: 1 in 1st or 2nd, 2 above.
func spinStress(gear int) int {
	if gear >= 3 {
		return 2
	}
	return 1
}

// nextTurn judges the position a turn ends in: can the next turn avoid crossing the coming corner
// too fast, and is the gear right for the road ahead?
func (d *driver) nextTurn(at, gear, heat int) float64 {
	if at >= d.finish {
		return 0
	}
	dist, corner, ok := d.nextCorner(at)
	if !ok {
		return 0.4 * float64(gear) // a straight to the flag: speed is all that counts
	}
	adjust := d.adjust
	d.adjust = 0 // next turn's cards are not known
	limit, _ := d.limit(corner)
	d.adjust = adjust
	// The slowest the next turn can go: one free downshift, one more for 1 Heat, and
	// (at best) a 1 per card.
	low := max(gear-1, 1)
	cost := d.crossCost(low, dist, limit)
	if gear-2 >= 1 && heat > 0 {
		if c := 1 + d.crossCost(gear-2, dist, limit); c < cost {
			cost = c
		}
	}
	score := 0.0
	switch {
	case cost > heat:
		score -= d.p.doomed
	case cost > 0:
		score -= d.heatValue * float64(cost)
	}
	// Momentum: a higher gear pays off when the road ahead is long enough to use it.
	score += d.p.momentum * min(float64(gear), float64(dist)/d.p.span)
	return score
}

// crossCost is the Heat the next turn must pay at the coming corner if its slowest play in gear
// reaches it.
func (d *driver) crossCost(gear, dist, limit int) int {
	minSpeed := d.slowest(gear)
	if minSpeed < dist {
		return 0
	}
	return max(minSpeed-limit, 0)
}

// slowest estimates the slowest play of n cards next turn: the lowest cards kept, and the lowest
// Speed card the deck holds for the cards still to be drawn (keepValues works them out).
func (d *driver) slowest(n int) int {
	if d.slow == nil { // no hand kept in mind (the Brakes' choice): the deck's cards alone
		d.setSlow(nil)
	}
	return d.slow[min(n, len(d.slow)-1)]
}

// keepValues works out slow from the values of the cards in hand that will still be there next
// turn, Stress counted at its likely flip, Heat left out: the sums of the lowest of them, the hand
// filled up with the lowest Speed card the deck holds.
func (d *driver) keepValues(except []int) {
	out := d.keepBuf[:0]
	for _, c := range d.v.Me.Hand {
		switch {
		case c.Kind == engine.Heat, slices.Contains(except, c.ID):
		case c.Kind == engine.Stress:
			out = append(out, 2)
		default:
			out = append(out, c.Value)
		}
	}
	d.keepBuf = out
	d.setSlow(out)
}

// setSlow works out slow for the values of the cards kept.
func (d *driver) setSlow(keep []int) {
	draw := 1
	for v := 1; v <= 4; v++ {
		if d.deck[v] > 0 {
			draw = v
			break
		}
	}
	var buf [2 * engine.HandSize]int
	vals := append(buf[:0], keep...)
	for len(vals) < engine.HandSize {
		vals = append(vals, draw)
	}
	kit.SortSmall(vals, cmp.Compare[int])
	d.slow = append(d.slow[:0], 0)
	for i, v := range vals {
		d.slow = append(d.slow, d.slow[i]+v)
	}
}

// nextCorner returns the distance to the next corner line ahead of an absolute position and that
// corner's index, if it comes before the finish.
func (d *driver) nextCorner(at int) (dist, corner int, ok bool) {
	space := d.t.Space(at)
	corner = d.t.NextCorner(space)
	dist = d.t.Corners[corner].Space - space
	if dist <= 0 {
		dist += d.t.Length
	}
	if at+dist > d.finish {
		return 0, 0, false
	}
	return dist, corner, true
}
