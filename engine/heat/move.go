package heat

// laneBit is a lane's bit in state.spots.
func laneBit(lane int) uint8 { return uint8(lane) & 3 }

// place marks the car's spot taken; unplace frees it. Every move of a car on the track goes
// between the two, and a car leaving the track is unplaced.
func (r *Race) place(c *car)   { r.s.spots[r.track.Space(c.Pos)] |= laneBit(c.Lane) }
func (r *Race) unplace(c *car) { r.s.spots[r.track.Space(c.Pos)] &^= laneBit(c.Lane) }

// respot marks the spots of every car on the track afresh, for a race whose cars were placed by
// hand (New's grid, the tests' scenes).
func (r *Race) respot() {
	r.s.spots = [len(r.s.spots)]uint8{}
	for i := range r.s.Cars {
		if c := &r.s.Cars[i]; r.onTrack(c) {
			r.place(c)
		}
	}
}

// taken is the lanes of space that cars other than self take.
func (r *Race) taken(self *car, space int) uint8 {
	t := r.s.spots[space]
	if r.track.Space(self.Pos) == space && r.onTrack(self) {
		t &^= laneBit(self.Lane)
	}
	return t
}

// carOn reports whether a car on the track other than self stands on space a or b.
func (r *Race) carOn(self *car, a, b int) bool {
	return r.taken(self, a) != 0 || r.taken(self, b) != 0
}

// freeLane returns the lane a car takes on space when the lanes in taken are full: the race-line
// spot if free, else the other one.
func (r *Race) freeLane(taken uint8, space int) (int, bool) {
	rl := r.track.RaceLane(space)
	switch {
	case taken&laneBit(rl) == 0:
		return rl, true
	case taken&laneBit(3-rl) == 0:
		return 3 - rl, true
	}
	return 0, false
}

// landing finds where a car heading for target ends up: the first space at or behind target with
// a free spot, no further back than lowest.
func (r *Race) landing(c *car, target, lowest int) (int, int, bool) {
	for p := target; p >= lowest; p-- {
		s := r.track.Space(p)
		if lane, ok := r.freeLane(r.taken(c, s), s); ok {
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
		r.unplace(c)
		c.Pos, c.Lane = p, lane
		r.place(c)
	}
}
