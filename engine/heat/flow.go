package heat

// advance runs everything that needs no decision — reveals, moves, corners, Legends, replenishing,
// new rounds — and stops where a seat must decide, or when the race is over.
func (r *Race) advance() {
	s := &r.s
	for {
		switch s.Phase {
		case PhaseOver, PhaseDraft:
			return
		case PhasePlan:
			if r.waitingForPlans() {
				return
			}
			r.reveal()
		case PhaseTurns:
			if s.Turn >= len(s.Order) {
				r.endRound()
				continue
			}
			if !r.runTurn(r.active()) {
				return
			}
		}
	}
}

// runTurn runs the steps of the active car's turn from where it stands, in a loop of its own (the
// phase and the active car stay the same until the turn ends). It returns false where the car
// must decide, true once its turn is over and the next car's is due.
func (r *Race) runTurn(c *car) bool {
	s := &r.s
	for {
		if c.Retired { // it retired before its turn came, or an event eliminated it in its turn
			s.Turn++
			s.Step = StepStart
			return true
		}
		switch s.Step {
		case StepStart:
			r.startTurn(c)
		case StepBrakes:
			return false
		case StepMove:
			r.resolveMove(c)
			s.Step = StepReact
		case StepReact:
			if r.canReact(c) {
				return false
			}
			s.Step = StepSlipstream
		case StepSlipstream:
			if _, _, ok := r.slipstreamTarget(c, 0); ok {
				return false
			}
			s.Step = StepCorners
		case StepCorners:
			r.checkCorners(c)
			if s.Config.Champ != nil {
				r.eventRules(c)
			}
			r.checkLaps(c)
			s.Step = StepDiscard
		case StepDiscard:
			if r.canDiscard(c) {
				return false
			}
			s.Step = StepReplenish
		case StepReplenish:
			if !c.Legend {
				r.replenish(c)
			}
			s.Turn++
			s.Step = StepStart
			return true
		}
	}
}

// startTurn is step 3 (and 4): reveal the cards and resolve their [+] flips; the Brakes' speeds
// are chosen next, once the flips are shown, then the car moves. Legends move by their own
// rules; a cluttered hand does not move and goes straight to step 9.
func (r *Race) startTurn(c *car) {
	s := &r.s
	c.Revealed = true
	c.T.Start, c.T.StartLane = c.Pos, c.Lane
	if c.Legend {
		r.legendTurn(c)
		r.checkLaps(c)
		s.Step = StepReplenish
		return
	}
	if c.Shown == nil && len(c.Played) > 0 { // its first turn: room for the flips to come
		c.Shown = make([]Card, 0, turnRoom)
	}
	c.Shown = append(c.Shown[:0], c.Played...)
	if c.Cluttered {
		if !r.sim {
			r.emit(&Event{Kind: EvClutter, Seat: c.Seat, Gear: c.Gear, Cards: c.Shown})
		}
		c.Gear = 1
		if !r.sim {
			r.emit(&Event{Kind: EvGearReset, Seat: c.Seat, Gear: 1})
		}
		s.Step = StepReplenish
		return
	}
	if !r.sim {
		r.emit(&Event{Kind: EvReveal, Seat: c.Seat, Gear: c.Gear, Heat: c.T.ShiftHeat, Cards: c.Shown})
	}
	r.revealSymbols(c)
	s.Step = StepMove
	if len(c.unchosen()) > 0 {
		s.Step = StepBrakes
	}
}

// checkLaps records laps completed during the turn and the finish.
func (r *Race) checkLaps(c *car) {
	L := r.track.Length
	before, now := 0, c.lapsDone(L)
	if c.T.Start >= 0 {
		before = c.T.Start / L
	}
	for lap := before + 1; lap <= now && lap <= r.s.Config.Laps; lap++ {
		used := 0
		for _, n := range c.LapRounds {
			used += n
		}
		c.LapRounds = append(c.LapRounds, r.s.Round-used)
		if !r.sim {
			r.emit(&Event{Kind: EvLap, Seat: c.Seat, Lap: lap, Rounds: r.s.Round - used})
		}
	}
	if c.racing() && c.Pos >= r.finishLine() {
		c.FinishRound = r.s.Round
	}
}
