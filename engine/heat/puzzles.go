package heat

import "fmt"

// Puzzle is a position to get out of: the player drives the first car, and must cross the
// finish line by the end of round Deadline without spinning out.
type Puzzle struct {
	ID       string
	Name     string
	Goal     string // what to do, in a player's words
	Position string // ParsePosition's text
	Deadline int    // the last round the finish may take
}

// Solved says whether the race meets the puzzle's goal, and if not, why not: a spin-out, or
// the finish too late (or not yet).
func (p Puzzle) Solved(r *Race) (bool, string) {
	c := &r.s.Cars[0]
	switch {
	case c.SpinOuts > 0:
		return false, "you spun out"
	case c.FinishRound == 0 && r.s.Round > p.Deadline:
		return false, fmt.Sprintf("you did not finish by the end of round %d", p.Deadline)
	case c.FinishRound == 0:
		return false, "you have not finished yet"
	case c.FinishRound > p.Deadline:
		return false, fmt.Sprintf("you finished in round %d, after round %d", c.FinishRound, p.Deadline)
	}
	return true, fmt.Sprintf("you finished in round %d without spinning out", c.FinishRound)
}

// Puzzles are the shipped puzzles; a test finds a way through each (and shows that most ways
// fail).
var Puzzles = []Puzzle{
	{ID: "heat-1", Name: "Flat out in 4th", Deadline: 10,
		Goal: "Cross the last corners and the finish line by the end of round 10 without spinning out.",
		Position: `
track gb
laps 1
round 6
car You
at 40
gear 4
engine 3
hand 1 4 S 2 1 1 2
deck 3 2 2 H 3 2 1 H
`},
	{ID: "heat-2", Name: "From 1st gear", Deadline: 10,
		Goal: "Cross the last corners and the finish line by the end of round 10 without spinning out.",
		Position: `
track gb
laps 1
round 6
car You
at 38
gear 1
engine 1
hand 4 1 H 1 2 3 H
deck 3 3 3 2 4 2 2 4
`},
	{ID: "heat-3", Name: "Heat in hand", Deadline: 10,
		Goal: "Cross the last corners and the finish line by the end of round 10 without spinning out.",
		Position: `
track gb
laps 1
round 6
car You
at 36
gear 2
engine 3
hand 1 2 H S 1 2 1
deck 3 2 1 3 1 3 4 2
`},
	{ID: "heat-4", Name: "Three fours", Deadline: 10,
		Goal: "Cross the last corners and the finish line by the end of round 10 without spinning out.",
		Position: `
track gb
laps 1
round 6
car You
at 39
gear 3
engine 2
hand 2 4 2 H 4 4 3
deck 4 2 S 2 S 3 3 4
`},
	{ID: "heat-5", Name: "One Heat left", Deadline: 10,
		Goal: "Cross the last corners and the finish line by the end of round 10 without spinning out.",
		Position: `
track usa
laps 1
round 6
car You
at 46
gear 2
engine 1
hand 4 3 1 4 1 2 2
deck 2 2 H 3 4 1 3 2
`},
}
