package heat

import "math/bits"

// Apply plays one action of a seat, then everything that follows up to the next decision; the
// events it caused are numbered from the EventCount before the call (read them with Events). An
// invalid action returns an error that speaks to the player and changes nothing.
func (r *Race) Apply(seat int, a Action) error {
	if seat < 0 || seat >= len(r.s.Cars) {
		return badAction("there is no seat %d in this race", seat)
	}
	if r.s.Phase == PhaseOver {
		return ErrOver
	}
	if !a.inRange() {
		return badAction("that action holds a number no card, gear or count of this game has")
	}
	var err error
	switch a.Type {
	case ActShift:
		err = r.shift(seat, &a)
	case ActPlay:
		err = r.play(seat, &a)
	case ActDraft:
		err = r.pick(seat, &a)
	case ActBrakes:
		err = r.brakes(seat, &a)
	case ActCooldown, ActBoost, ActAdrenaline, ActReduce, ActSalvage, ActDirect, ActAccelerate, ActRefresh, ActReactDone,
		ActHeat, ActScrap:
		err = r.react(seat, &a)
	case ActSlipstream:
		err = r.slipstream(seat, &a)
	case ActDiscard:
		err = r.discard(seat, &a)
	case ActRetire:
		err = r.retire(seat)
	case ActSwap:
		err = r.swap(seat, &a)
	default:
		err = badAction("%q is not an action of this game", a.Type)
	}
	if err != nil {
		return err
	}
	if !r.sim {
		r.s.Log.add(seat, a)
	}
	r.advance()
	return nil
}

// Decision is what a seat is asked to decide.
type Decision string

// Decisions.
const (
	DecideNothing    Decision = ""
	DecideDraft      Decision = "draft"      // the Garage draft: pick a card of the market
	DecideShift      Decision = "shift"      // step 1 (a play may follow directly: it keeps the gear)
	DecidePlay       Decision = "play"       // step 2 (the gear may still change)
	DecideBrakes     Decision = "brakes"     // step 3: the speed of the Brakes played
	DecideReact      Decision = "react"      // step 5
	DecideSlipstream Decision = "slipstream" // step 6
	DecideDiscard    Decision = "discard"    // step 8
	DecideSwap       Decision = "swap"       // a championship's draft: the first drafter may swap an upgrade for a leftover
)

// decision returns what seat must decide now.
func (r *Race) decision(seat int) Decision {
	s := &r.s
	if seat < 0 || seat >= len(s.Cars) {
		return DecideNothing
	}
	c := &s.Cars[seat]
	switch s.Phase {
	case PhaseDraft:
		if d := s.Draft; d != nil && d.Order[d.Turn] == seat {
			if d.Swap {
				return DecideSwap
			}
			return DecideDraft
		}
	case PhasePlan:
		switch {
		case s.planning&(1<<seat) == 0:
			return DecideNothing
		case c.PlanGear == 0:
			return DecideShift
		}
		return DecidePlay
	case PhaseTurns:
		if s.Turn >= len(s.Order) || s.Order[s.Turn] != seat {
			return DecideNothing
		}
		return stepDecision(s.Step)
	}
	return DecideNothing
}

// stepDecision is what the active car decides at a step of its turn: nothing at the steps that
// run by themselves.
func stepDecision(step Step) Decision {
	switch step {
	case StepBrakes:
		return DecideBrakes
	case StepReact:
		return DecideReact
	case StepSlipstream:
		return DecideSlipstream
	case StepDiscard:
		return DecideDiscard
	}
	return DecideNothing
}

// Pending lists the seats the race waits for.
func (r *Race) Pending() []int { return r.appendPending(nil) }

// appendPending appends to dst the seats the race waits for, in seat order.
func (r *Race) appendPending(dst []int) []int {
	s := &r.s
	if s.Phase == PhaseTurns {
		// Only the active car decides during the turns, where decision asks only the step.
		if s.Turn < len(s.Order) && stepDecision(s.Step) != DecideNothing {
			dst = append(dst, s.Order[s.Turn])
		}
		return dst
	}
	if s.Phase == PhaseDraft {
		return append(dst, s.Draft.Order[s.Draft.Turn])
	}
	if s.Phase == PhasePlan {
		for m := s.planning; m != 0; m &= m - 1 {
			dst = append(dst, bits.TrailingZeros8(m))
		}
	}
	return dst
}

// stepName says in words what the race is waiting for, for error messages.
func (r *Race) stepName() string {
	s := &r.s
	switch s.Phase {
	case PhaseOver:
		return "the end of the race"
	case PhasePlan:
		return "time to shift gears and play cards"
	case PhaseDraft:
		return s.Cars[s.Draft.Order[s.Draft.Turn]].Name + "'s pick in the draft"
	}
	if s.Turn >= len(s.Order) {
		return "the end of the round"
	}
	name := r.active().Name
	switch s.Step {
	case StepBrakes:
		return name + "'s choice of Brakes"
	case StepReact:
		return name + "'s React step"
	case StepSlipstream:
		return name + "'s Slipstream step"
	case StepDiscard:
		return name + "'s Discard step"
	}
	return name + "'s turn"
}
