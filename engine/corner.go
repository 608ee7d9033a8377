package engine

import "github.com/heatracing/heat/tracks"

// Step 7, Check Corner: every corner line crossed this turn, in order. Over the limit, pay the
// difference in Heat; unable to pay, spin out: pay all, back to the space before that corner,
// Stress into hand (1 in 1st/2nd gear, 2 in 3rd/4th), 1st gear, and stop checking.

// crossed lists the corner lines a move crosses: see Crossed.
func (r *Race) crossed(from, to int) (lines []int, corners []int) {
	return Crossed(r.track, r.s.Config.Laps, from, to)
}

// Crossed lists the corner lines a car crosses moving from one absolute distance to another: their
// absolute distances and corner indexes, nearest first, leaving out corners beyond the finish line
// of a race of the given laps.
func Crossed(t *tracks.Track, laps, from, to int) (lines []int, corners []int) {
	L := t.Length
	finish := laps * L
	for lap := t.Lap(from); lap <= t.Lap(to); lap++ {
		for i, k := range t.Corners {
			x := lap*L + k.Space
			if from < x && x <= to && x <= finish {
				lines = append(lines, x)
				corners = append(corners, i)
			}
		}
	}
	return lines, corners
}

func (r *Race) checkCorners(c *car) {
	if c.Legend {
		return
	}
	lines, corners := r.crossed(c.T.Start, c.Pos)
	for i, x := range lines {
		k := r.track.Corners[corners[i]]
		over := c.T.Speed - k.Limit
		if over <= len(c.Engine) {
			paid := max(over, 0)
			r.payHeat(c, paid)
			r.emit(Event{Kind: EvCorner, Seat: c.Seat, Corner: corners[i] + 1, Speed: c.T.Speed, Limit: k.Limit, Heat: paid})
			continue
		}
		r.spinOut(c, x, corners[i])
		return
	}
}

func (r *Race) payHeat(c *car, n int) {
	for range n {
		c.Discard = append(c.Discard, c.Engine[len(c.Engine)-1])
		c.Engine = c.Engine[:len(c.Engine)-1]
	}
}

func (r *Race) spinOut(c *car, line, corner int) {
	paid := len(c.Engine)
	r.payHeat(c, paid)
	stress := 1
	if c.Gear >= 3 {
		stress = 2
	}
	for range stress {
		c.Hand = append(c.Hand, Card{ID: r.s.NextID, Kind: Stress})
		r.s.NextID++
	}
	from := r.pos(c)
	if p, lane, ok := r.landing(c, line-1, line-1-len(r.s.Cars)); ok {
		c.Pos, c.Lane = p, lane
	}
	c.Gear = 1
	c.SpinOuts++
	c.StressTaken += stress
	c.T.SpunOut = true
	k := r.track.Corners[corner]
	r.emit(Event{Kind: EvSpinOut, Seat: c.Seat, Corner: corner + 1, Speed: c.T.Speed, Limit: k.Limit,
		Heat: paid, Count: stress, From: from, To: r.pos(c), Gear: 1})
}
