package engine

// freeLane returns the lane a car would take on the space of absolute distance p: the race-line
// spot if free, else the other one. Cars that left the track do not block.
func (r *Race) freeLane(self *car, p int) (int, bool) {
	space := r.track.Space(p)
	var taken [3]bool
	for i := range r.s.Cars {
		o := &r.s.Cars[i]
		if o.Seat == self.Seat || !r.onTrack(o) {
			continue
		}
		if r.track.Space(o.Pos) == space {
			taken[o.Lane] = true
		}
	}
	rl := r.track.RaceLane(space)
	switch {
	case !taken[rl]:
		return rl, true
	case !taken[3-rl]:
		return 3 - rl, true
	}
	return 0, false
}

// landing finds where a car heading for target ends up: the first space at or behind target with
// a free spot, no further back than lowest.
func (r *Race) landing(c *car, target, lowest int) (int, int, bool) {
	for p := target; p >= lowest; p-- {
		if lane, ok := r.freeLane(c, p); ok {
			return p, lane, true
		}
	}
	return 0, 0, false
}

// moveBy moves a car forward n spaces; a full landing space sends it to the first free spot
// behind, and if every space up to its own is full it stays where it is.
func (r *Race) moveBy(c *car, n int) {
	if n <= 0 {
		return
	}
	if p, lane, ok := r.landing(c, c.Pos+n, c.Pos+1); ok {
		c.Pos, c.Lane = p, lane
	}
}

// hasCarAt reports whether another car on the track stands on the space of absolute distance p.
func (r *Race) hasCarAt(self *car, p int) bool {
	space := r.track.Space(p)
	for i := range r.s.Cars {
		o := &r.s.Cars[i]
		if o.Seat != self.Seat && r.onTrack(o) && r.track.Space(o.Pos) == space {
			return true
		}
	}
	return false
}
