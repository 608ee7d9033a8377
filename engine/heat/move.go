package heat

// spots lists the spots where the cars other than one stand, for the searches of a free spot: each
// car's space is worked out once per search, not again at every space looked at. Cars that left
// the track do not block.
type spots struct {
	n     int
	space [MaxCars]int
	lane  [MaxCars]int
}

// listOthers fills o with the spots of the cars on the track other than self.
func (r *Race) listOthers(self *car, o *spots) {
	n := 0
	for i := range r.s.Cars {
		c := &r.s.Cars[i]
		if c.Seat != self.Seat && r.onTrack(c) {
			o.space[n], o.lane[n] = r.track.Space(c.Pos), c.Lane
			n++
		}
	}
	o.n = n
}

// carOn reports whether a car on the track other than self stands on space a or b.
func (r *Race) carOn(self *car, a, b int) bool {
	for i := range r.s.Cars {
		c := &r.s.Cars[i]
		if c.Seat == self.Seat || !r.onTrack(c) {
			continue
		}
		if s := r.track.Space(c.Pos); s == a || s == b {
			return true
		}
	}
	return false
}

// freeLane returns the lane a car would take on space, among the others: the race-line spot if
// free, else the other one.
func (r *Race) freeLane(o *spots, space int) (int, bool) {
	var taken [3]bool
	for i := range o.n {
		if o.space[i] == space {
			taken[o.lane[i]] = true
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
	var others spots
	r.listOthers(c, &others)
	for p := target; p >= lowest; p-- {
		if lane, ok := r.freeLane(&others, r.track.Space(p)); ok {
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
