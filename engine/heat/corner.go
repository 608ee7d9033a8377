package heat

import "github.com/heatracing/heat/tracks"

// Step 7, Check Corner: every corner line crossed this turn, in order. Over the limit, pay the
// difference in Heat; unable to pay, spin out: pay all, back to the space before that corner,
// Stress into hand (1 in 1st/2nd gear, 2 in 3rd/4th), 1st gear, and stop checking.

// crossingRoom is how many crossed corners a caller of crossed makes room for on its stack.
const crossingRoom = 8

// crossed lists the corner lines a move crosses, appended to the given lists: see Crossed.
func (r *Race) crossed(from, to int, lines, corners []int) ([]int, []int) {
	return appendCrossed(r.track, r.s.Config.Laps, from, to, lines, corners)
}

// Crossed lists the corner lines a car crosses moving from one absolute distance to another: their
// absolute distances and corner indexes, nearest first, leaving out corners beyond the finish line
// of a race of the given laps.
func Crossed(t *tracks.Track, laps, from, to int) (lines []int, corners []int) {
	return appendCrossed(t, laps, from, to, nil, nil)
}

// AppendCrossed is Crossed appending to the given lists, for callers that reuse their memory.
func AppendCrossed(t *tracks.Track, laps, from, to int, lines, corners []int) ([]int, []int) {
	return appendCrossed(t, laps, from, to, lines, corners)
}

func appendCrossed(t *tracks.Track, laps, from, to int, lines, corners []int) ([]int, []int) {
	end := min(to, laps*t.Length)
	if end <= from {
		return lines, corners
	}
	// Lap after lap from the start of from's, the corners in order (their spaces rise), until
	// one lies beyond the end.
	for base := from - t.Space(from); ; base += t.Length {
		for i := range t.Corners { // by index: a Corner is large, and only its space is read
			x := base + t.Corners[i].Space
			if x > end {
				return lines, corners
			}
			if x > from {
				lines = append(lines, x)
				corners = append(corners, i)
			}
		}
	}
}

func (r *Race) checkCorners(c *car) {
	if c.Legend {
		return
	}
	var lineBuf, cornerBuf [crossingRoom]int
	lines, corners := r.crossed(c.T.Start, c.Pos, lineBuf[:0], cornerBuf[:0])
	if len(lines) == 0 {
		return
	}
	for i, x := range lines {
		limit := max(r.limit(corners[i])+c.T.Adjust, 0)
		cost := max(c.T.Speed-limit, 0)
		if cost > 0 && r.road(corners[i]) == RoadOverheat {
			cost++
		}
		if cost <= len(c.Engine) {
			r.payHeat(c, cost)
			if !r.sim {
				r.emit(&Event{Kind: EvCorner, Seat: c.Seat, Corner: corners[i] + 1, Speed: c.T.Speed, Limit: limit, Heat: cost})
			}
			continue
		}
		r.spinOut(c, x, corners[i], limit, cost)
		return // a spin-out wins no sponsor
	}
	r.pressGains(c, lines, corners)
}

func (r *Race) payHeat(c *car, n int) {
	for range n {
		c.Discard = append(c.Discard, c.Engine[len(c.Engine)-1])
		c.Engine = c.Engine[:len(c.Engine)-1]
	}
}

func (r *Race) spinOut(c *car, line, corner, limit, cost int) {
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
		r.unplace(c)
		c.Pos, c.Lane = p, lane
		r.place(c)
	}
	c.Gear = 1
	c.SpinOuts++
	c.StressTaken += stress
	c.T.SpunOut = true
	if !r.sim {
		r.emit(&Event{Kind: EvSpinOut, Seat: c.Seat, Corner: corner + 1, Speed: c.T.Speed, Limit: limit,
			Heat: paid, Count: stress, From: from, To: r.pos(c), Gear: 1, Cost: cost})
	}
}
