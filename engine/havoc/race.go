package havoc

import (
	"slices"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/tracks/speedway"
)

// startRace starts a racing stage: each racer rolls once, in order.
func (g *Game) startRace() {
	s := &g.s
	s.Stage, s.Turn = StageRace, 0
	for i := range s.Players {
		s.Players[i].Car.Dice = nil
	}
}

// dieChoices lists the dice seat's car may roll (the rules' "Pit Rules" and "Pit-Lane Rules").
func (g *Game) dieChoices(seat int) []Die {
	c := &g.s.Players[seat].Car
	switch c.Lane {
	case LanePit:
		return []Die{DieMove}
	case LanePitLane:
		if g.occupant(Spot{Pos: speedway.Wrap(c.Progress), Lane: 1}) >= 0 {
			return []Die{DieMove}
		}
	}
	return []Die{DieMove, DieLane}
}

// d6 rolls one die.
func (g *Game) d6() int { return g.s.RNG.Intn(6) + 1 }

// roll plays seat's turn of the racing stage.
func (g *Game) roll(seat int, a *Action) error {
	c := &g.s.Players[seat].Car
	if a.Die != DieMove && a.Die != DieLane {
		return badAction("roll the movement die (%q) or the lane-change die (%q)", DieMove, DieLane)
	}
	if !slices.Contains(g.dieChoices(seat), a.Die) {
		if c.Lane == LanePit {
			return illegal("in the pit you must roll the movement die, and only one")
		}
		return illegal("a car stands to your right: from the pit lane you must roll the movement die")
	}
	if a.Die == DieLane {
		face := laneDie[g.d6()]
		c.Dice = nil
		g.emit(Event{Kind: EvRoll, Seat: seat, Die: DieLane, Face: face})
		g.sidestep(seat, face)
	} else {
		dice := 1
		if c.Lane >= 1 {
			dice = g.s.Config.Dice // in and out of the pit: always one die
		}
		c.Dice = make([]int, dice)
		total := 0
		for i := range c.Dice {
			c.Dice[i] = g.d6()
			total += c.Dice[i]
		}
		g.emit(Event{Kind: EvRoll, Seat: seat, Die: DieMove, Dice: slices.Clone(c.Dice), Count: total})
		if c.Lane < 1 {
			g.pitLaneRun(seat, total)
		} else {
			g.drive(seat, total)
		}
	}
	g.endTurn(seat)
	return nil
}

// endTurn credits the laps the car has completed, notes a finish, and passes the turn on.
func (g *Game) endTurn(seat int) {
	s := &g.s
	c := &s.Players[seat].Car
	if c.Lane != LanePit {
		done := floorDiv(c.Progress-1, speedway.Positions)
		for c.Laps < done && c.Laps < s.Config.Laps {
			c.Laps++
			g.emit(Event{Kind: EvLap, Seat: seat, Lap: c.Laps})
		}
		if !c.Finished && c.Progress > s.Config.Laps*speedway.Positions {
			c.Finished, s.Final = true, true
			g.emit(Event{Kind: EvFinish, Seat: seat})
		}
	}
	s.Turn++
	if s.Turn == len(g.racers()) {
		g.endRaceStage()
	}
}

// endRaceStage ends the round after a racing stage: the race ends once a car has crossed the
// line on its final lap, the car furthest ahead winning; level leaders race on alone (the rules'
// "Race Completion").
func (g *Game) endRaceStage() {
	s := &g.s
	var contenders []int
	switch {
	case s.Tie != nil:
		contenders = s.Tie
	case s.Final:
		for _, seat := range s.Order {
			if s.Players[seat].Car.Finished {
				contenders = append(contenders, seat)
			}
		}
	case s.Round >= MaxRounds:
		contenders = s.Order
	default:
		g.startStorm()
		return
	}
	leaders := g.furthest(contenders)
	if len(leaders) == 1 || s.Round >= MaxRounds {
		g.finish(leaders[0])
		return
	}
	s.Tie = leaders
	s.Round++
	g.emit(Event{Kind: EvTieRace, Seat: -1, Order: slices.Clone(leaders)})
	g.startRace()
}

// furthest returns the seats among seats whose cars are furthest ahead, in the same order.
func (g *Game) furthest(seats []int) []int {
	best := 0
	for i, seat := range seats {
		if p := g.s.Players[seat].Car.Progress; i == 0 || p > best {
			best = p
		}
	}
	var out []int
	for _, seat := range seats {
		if g.s.Players[seat].Car.Progress == best {
			out = append(out, seat)
		}
	}
	return out
}

// finish ends the race: the winner first, then the others by how far they got (finishers
// first), level cars in winning order.
func (g *Game) finish(winner int) {
	s := &g.s
	s.Winner = winner
	rest := slices.DeleteFunc(slices.Clone(s.Order), func(seat int) bool { return seat == winner })
	kit.SortSmall(rest, func(a, b int) int {
		ca, cb := &s.Players[a].Car, &s.Players[b].Car
		if ca.Finished != cb.Finished {
			if ca.Finished {
				return -1
			}
			return 1
		}
		return cb.Progress - ca.Progress
	})
	s.Ranking = append([]int{winner}, rest...)
	s.Stage = StageOver
	g.emit(Event{Kind: EvOver, Seat: winner, Order: slices.Clone(s.Ranking)})
}
