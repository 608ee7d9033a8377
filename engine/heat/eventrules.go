package heat

// The event cards' rules during a race (rules reference §6.3), checked after step 7 like the
// press corners: a spin-out under "spin out = eliminated" takes the car out of the race; a car
// that did not spin out gains a sponsor card for Speed 15 or more, for passing 3 cars, or for
// being one of the first three to complete lap 1, as the race's event says.

// eventRules applies the event's rules to the car whose corners were just checked.
func (r *Race) eventRules(c *car) {
	e := r.event()
	if c.Legend || e.Number == 0 {
		return
	}
	if c.T.SpunOut {
		if e.Eliminate {
			r.eliminate(c)
		}
		return
	}
	if e.Record > 0 && c.T.Speed >= e.Record {
		r.gainSponsor(c, 0, e.Number)
	}
	if e.Pass > 0 && r.passed(c) >= e.Pass {
		r.gainSponsor(c, 0, e.Number)
	}
	if e.FirstLap > 0 {
		L := r.track.Length
		if c.T.Start < L && c.Pos >= L && r.acrossLapOne(c) < e.FirstLap {
			r.gainSponsor(c, 0, e.Number)
		}
	}
}

// passed counts the cars standing strictly between where the car started its turn and where it
// stands now.
func (r *Race) passed(c *car) int {
	n := 0
	for i := range r.s.Cars {
		o := &r.s.Cars[i]
		if o != c && r.onTrack(o) && o.Pos > c.T.Start && o.Pos < c.Pos {
			n++
		}
	}
	return n
}

// acrossLapOne counts the other cars that have already completed lap 1.
func (r *Race) acrossLapOne(c *car) int {
	n := 0
	for i := range r.s.Cars {
		o := &r.s.Cars[i]
		if o != c && o.Pos >= r.track.Length {
			n++
		}
	}
	return n
}

// eliminate takes a car out of the race: it leaves the track, is ranked with the retired cars and
// scores no championship points.
func (r *Race) eliminate(c *car) {
	if r.onTrack(c) {
		r.unplace(c)
	}
	c.Retired, c.Eliminated = true, true
	r.replenish(c) // only clears the play area: the car no longer races
	r.s.Retired = append(r.s.Retired, c.Seat)
	r.emit(&Event{Kind: EvEliminated, Seat: c.Seat, From: r.pos(c)})
}
