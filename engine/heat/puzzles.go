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
var Puzzles = lateRacePuzzles([]lateRace{
	{"Flat out in 4th", "gb", 40, 4, 3, "1 4 S 2 1 1 2", "3 2 2 H 3 2 1 H"},
	{"From 1st gear", "gb", 38, 1, 1, "4 1 H 1 2 3 H", "3 3 3 2 4 2 2 4"},
	{"Heat in hand", "gb", 36, 2, 3, "1 2 H S 1 2 1", "3 2 1 3 1 3 4 2"},
	{"Three fours", "gb", 39, 3, 2, "2 4 2 H 4 4 3", "4 2 S 2 S 3 3 4"},
	{"One Heat left", "usa", 46, 2, 1, "4 3 1 4 1 2 2", "2 2 H 3 4 1 3 2"},
})

// lateRace is a puzzle of the shipped kind: one car alone on a one-lap race in round 6, a few
// spaces before the last corners, to finish by the end of round 10. Its hand and its draw deck
// (top card first) are in ParsePosition's card words.
type lateRace struct {
	name, track      string
	at, gear, engine int
	hand, deck       string
}

// lateRacePuzzles writes the puzzles of the table in order, as heat-1, heat-2 and so on.
func lateRacePuzzles(table []lateRace) []Puzzle {
	const deadline = 10
	out := make([]Puzzle, len(table))
	for i, p := range table {
		out[i] = Puzzle{ID: fmt.Sprintf("heat-%d", i+1), Name: p.name, Deadline: deadline,
			Goal: fmt.Sprintf("Cross the last corners and the finish line by the end of round %d without spinning out.", deadline),
			Position: fmt.Sprintf("\ntrack %s\nlaps 1\nround 6\ncar You\nat %d\ngear %d\nengine %d\nhand %s\ndeck %s\n",
				p.track, p.at, p.gear, p.engine, p.hand, p.deck)}
	}
	return out
}
