package heat

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Example is one of How to play's worked examples: a position, what the first car does from it,
// and the point it shows. The page plays it with the engine (Play), so that what it shows is
// what the rules do; a test checks that each shows what Says says.
type Example struct {
	ID, Title string
	Position  string   // ParsePosition's text
	Moves     []string // the first car's moves: "play 4 1" (card words), "shift 3", "react-done"
	Says      string   // the point, in a player's words
}

// Examples are How to play's worked examples.
var Examples = []Example{
	{ID: "corner", Title: "Over a corner's limit",
		Position: `track usa
car You
at 29         # 4 spaces before corner 2, whose limit is 3
gear 2
engine 6
hand 4 1 3 2 2 H S`,
		Moves: []string{"play 4 1", "react-done"},
		Says:  "In 2nd gear you play two cards: 4 and 1 make Speed 5. Corner 2's limit is 3, so crossing it costs 2 Heat from your Engine."},
	{ID: "spin", Title: "A spin-out",
		Position: `track usa
car You
at 29
gear 3
engine 1      # only 1 Heat left to pay with
hand 4 3 2 1 2 H S`,
		Moves: []string{"play 4 3 2", "react-done"},
		Says:  "At Speed 9 through a limit of 3 you owe 6 Heat, but your Engine holds 1: you spin out, stop before the corner, take Stress and drop to 1st gear."},
}

// Play plays the example from its position: what the race log says of it, and the race after.
func (e Example) Play() ([]string, *Race, error) {
	r, err := ParsePosition(e.Position, 1)
	if err != nil {
		return nil, nil, err
	}
	for _, m := range e.Moves {
		a, err := exampleAction(r, m)
		if err != nil {
			return nil, nil, fmt.Errorf("move %q: %w", m, err)
		}
		if err := r.Apply(0, a); err != nil {
			return nil, nil, fmt.Errorf("move %q: %w", m, err)
		}
	}
	names := []string{r.s.Cars[0].Name}
	var lines []string
	for _, ev := range r.Events(Spectator, 0) {
		if ev.Kind != EvRound && ev.Kind != EvReady {
			lines = append(lines, Describe(ev, names))
		}
	}
	return lines, r, nil
}

// exampleAction reads an example's move for the first car: its cards by their words.
func exampleAction(r *Race, m string) (Action, error) {
	verb, rest, _ := strings.Cut(m, " ")
	a := Action{Type: ActionType(verb)}
	switch a.Type {
	case ActPlay, ActDiscard:
		want, err := positionCards(rest)
		if err != nil {
			return a, err
		}
		hand := slices.Clone(r.s.Cars[0].Hand)
		for _, w := range want {
			i := slices.IndexFunc(hand, func(c Card) bool { return c.Kind == w.Kind && c.Value == w.Value })
			if i < 0 {
				return a, fmt.Errorf("no such card in hand")
			}
			a.Cards = append(a.Cards, hand[i].ID)
			hand = slices.Delete(hand, i, i+1)
		}
	case ActShift:
		g, err := strconv.Atoi(rest)
		if err != nil {
			return a, err
		}
		a.Gear = g
	}
	return a, nil
}
