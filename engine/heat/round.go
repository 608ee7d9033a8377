package heat

import (
	"github.com/heatracing/heat/engine/kit"
)

// startRound begins a round: the turn order from where the cars stand, Adrenaline for the last
// cars, and the planning steps for every driver still racing.
func (r *Race) startRound() {
	s := &r.s
	s.Round++
	for i := range s.Cars { // the cars that finished last round leave the track
		if c := &s.Cars[i]; c.FinishRound != 0 && c.FinishRound == s.Round-1 && !c.Retired {
			r.unplace(c)
		}
	}
	s.Phase = PhasePlan
	s.Turn = 0
	s.Step = StepStart
	s.Legends.Current = 0
	s.Order = s.Order[:0]
	s.planning = 0
	for i := range s.Cars {
		c := &s.Cars[i]
		c.PlanGear, c.PlanCards, c.PlanValues, c.Committed = 0, c.PlanCards[:0], nil, false
		c.Cluttered, c.Adrenaline, c.Revealed = false, false, false
		c.Played = c.Played[:0]
		c.Shown = c.Shown[:0]
		c.T = turnFlags{}
		if c.racing() {
			s.Order = append(s.Order, i)
		}
		if c.mustPlan() {
			s.planning |= 1 << i
		}
	}
	r.sortByPosition(s.Order)
	if !r.sim {
		r.emit(&Event{Kind: EvRound, Seat: -1, Order: s.Order})
	}
	r.grantAdrenaline()
}

// appendStandings appends to dst every car ranked: finished cars in finishing order, then the
// others by where they stand, then the retired cars, the last to retire first. The rules use a
// buffer on the stack; callers who keep the list pass nil.
func (r *Race) appendStandings(dst []int) []int {
	s := &r.s
	out := append(dst, s.Finished...)
	from := len(out)
	for i := range s.Cars {
		if s.Cars[i].racing() {
			out = append(out, i)
		}
	}
	kit.SortSmall(out[from:], r.byPosition)
	for i := len(s.Retired) - 1; i >= 0; i-- {
		out = append(out, s.Retired[i])
	}
	return out
}

// grantAdrenaline gives Adrenaline to the last car, and to the last two when the race has five
// cars or more, from the order at the start of the round (finished cars and Legends count).
// Legends never use it; Qualifying skips it; a lone car has nobody to chase.
func (r *Race) grantAdrenaline() {
	s := &r.s
	n := len(s.Cars)
	if s.Config.Mode == ModeQualifying || n < 2 {
		return
	}
	// The standings (see appendStandings): the finished cars, then those still racing, which
	// startRound has just sorted by position into the turn order. Retired cars are out of it.
	var buf [MaxCars]int
	rank := append(append(buf[:0], s.Finished...), s.Order...)
	last := 1
	if n >= 5 {
		last = 2
	}
	if len(rank) < 2 {
		return
	}
	for _, seat := range rank[max(len(rank)-last, 0):] {
		c := &s.Cars[seat]
		if c.racing() && !c.Legend {
			c.Adrenaline = true
			if !r.sim {
				r.emit(&Event{Kind: EvAdrenaline, Seat: seat})
			}
		}
	}
}

// endRound removes the cars that finished this round from the track, ranks them, and either
// starts the next round or ends the race.
func (r *Race) endRound() {
	s := &r.s
	r.roundDiscards()
	var buf [MaxCars]int
	done := buf[:0]
	for i := range s.Cars {
		if s.Cars[i].FinishRound == s.Round {
			done = append(done, i)
		}
	}
	kit.SortSmall(done, r.byPosition)
	for _, seat := range done {
		s.Finished = append(s.Finished, seat)
		if !r.sim {
			r.emit(&Event{Kind: EvFinish, Seat: seat, Place: len(s.Finished), Rounds: s.Round})
		}
	}
	racing := 0
	for i := range s.Cars {
		if s.Cars[i].racing() {
			racing++
		}
	}
	switch {
	case racing == 0,
		s.Config.End == EndLeaderFinishes && len(s.Finished) > 0,
		s.Round >= MaxRounds:
		r.finishRace()
	default:
		r.startRound()
	}
}

func (r *Race) finishRace() {
	s := &r.s
	s.Phase = PhaseOver
	s.Order = s.Order[:0]
	var buf [MaxCars]int
	r.emit(&Event{Kind: EvOver, Seat: -1, Order: r.appendStandings(buf[:0])}) // the log keeps a copy
}

// Over reports whether the race has ended.
func (r *Race) Over() bool { return r.s.Phase == PhaseOver }

// Standings ranks every car, leader first: the final result once the race is over.
func (r *Race) Standings() []int { return r.appendStandings(nil) }
