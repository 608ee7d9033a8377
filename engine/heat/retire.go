package heat

// Retiring: a driver may take its car out of the race at any time once the race has started
// (after the Garage draft) until its car has finished. The car leaves the track at once, is ranked
// behind every car that finished or still races, and the race goes on for the others: it ends
// when every car still racing has finished, or when no car races any more.

// mayRetire reports whether seat may retire now (Legal asks it for every seat: no error is built).
func (r *Race) mayRetire(seat int) bool {
	s := &r.s
	if seat < 0 || seat >= len(s.Cars) || s.Phase == PhaseOver || s.Phase == PhaseDraft {
		return false
	}
	c := &s.Cars[seat]
	return !c.Legend && c.racing()
}

// retireAllowed reports whether seat may retire now, or why not.
func (r *Race) retireAllowed(seat int) error {
	s := &r.s
	c := &s.Cars[seat]
	switch {
	case s.Phase == PhaseOver:
		return ErrOver
	case c.Legend:
		return illegal("a Legend cannot retire")
	case c.Retired:
		return illegal("%s has already retired", c.Name)
	case !c.racing():
		return illegal("%s has already finished", c.Name)
	case s.Phase == PhaseDraft:
		return notYourTurn("a car may retire once the race has started, after the draft")
	}
	return nil
}

// retire takes the seat's car out of the race: it leaves the track, its plan is dropped, its
// played cards go where step 9 would send them, and it waits for nothing more.
func (r *Race) retire(seat int) error {
	if err := r.retireAllowed(seat); err != nil {
		return err
	}
	s := &r.s
	c := &s.Cars[seat]
	if r.onTrack(c) {
		r.unplace(c)
	}
	c.Retired = true
	s.planning &^= 1 << seat
	c.PlanGear, c.PlanCards, c.PlanValues, c.Committed = 0, c.PlanCards[:0], nil, false
	r.replenish(c) // only clears the play area: the car no longer races
	s.Retired = append(s.Retired, seat)
	r.emit(&Event{Kind: EvRetire, Seat: seat, From: r.pos(c)})
	// If it is the active car, its turn ends here: advance skips retired cars in the turn order.
	return nil
}

// Retired reports whether seat's car has retired.
func (r *Race) Retired(seat int) bool {
	return seat >= 0 && seat < len(r.s.Cars) && r.s.Cars[seat].Retired
}

// OutOfRace reports whether none of the given seats still races: each has retired or finished.
// The host of a solo race asks it for the human seats after each action: when it is true, it may
// end the race at once with PlayOut (the solo automatic end).
func (r *Race) OutOfRace(seats []int) bool {
	for _, seat := range seats {
		if seat >= 0 && seat < len(r.s.Cars) && r.s.Cars[seat].racing() {
			return false
		}
	}
	return true
}

// MaxPlayOutActions bounds PlayOut: far more actions than any race takes.
const MaxPlayOutActions = 1 << 16

// PlayOut plays the race to its end, asking decide for every action of the seats the race waits
// for (a bot, for a solo race whose humans have all retired): the cars still racing finish the
// race and are ranked as they would be. Every action is logged as usual, so the race file replays
// the same. It stops with decide's error, or with the engine's refusal of an action.
func (r *Race) PlayOut(decide func(seat int) (Action, error)) error {
	var buf [MaxCars]int
	for n := 0; !r.Over(); n++ {
		if n >= MaxPlayOutActions {
			return illegal("the race did not end after %d actions", MaxPlayOutActions)
		}
		pending := r.appendPending(buf[:0])
		if len(pending) == 0 {
			return illegal("the race waits for nobody and is not over")
		}
		seat := pending[0]
		a, err := decide(seat)
		if err != nil {
			return err
		}
		if err := r.Apply(seat, a); err != nil {
			return err
		}
	}
	return nil
}
