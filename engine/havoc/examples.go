package havoc

import (
	"fmt"
	"strconv"
	"strings"
)

// Example is one of How to play's worked examples: a position, the moves played from it, and
// the point it shows. The page plays it with the engine (Play), so that what it shows is what the
// rules do; a test checks that each shows what Says says.
type Example struct {
	ID, Title string
	Position  string   // ParsePosition's text
	Seed      uint64   // the draws after the position: the dice
	Moves     []string // "SEAT MOVE": "0 play 7s", "1 draw", "0 play Qh spades", "0 roll move"
	Says      string   // the point, in a player's words
}

// Examples are How to play's worked examples.
var Examples = []Example{
	{ID: "toxic", Title: "A toxic 7",
		Position: `cards 4
stage storm
dealer 2
discard 9s 8s      # the 9 of spades on top
storm-turn 0
player You
hand 7s Qh Ad 8c
player Rival
hand 9c Kc Jd
player Third
hand Jh 10d`,
		Moves: []string{"0 play 7s", "1 draw"},
		Says:  "You play the 7 of spades on the 9 of spades. Rival holds no 7 to stack on it, so draws 2 cards, and Third plays on with the 7 no longer toxic.",
	},
	{ID: "coin", Title: "Landing on a coin", Seed: 3,
		Position: `dice 1
stage race
storms 2
coin 44/2 1:+3:1   # Rival's coin, face down, at position 44 in lane 2
player You
lane 2
progress 40
player Rival
lane 3
progress 38`,
		Moves: []string{"0 roll move"},
		Says:  "You roll 4 and land on the coin at 44: Rival's +3, which moves you on to 47. A coin only works when a car lands on it; passing over it does nothing.",
	},
}

// Play plays the example from its position: what the game log says of it (as the table sees
// it), and the game after.
func (e Example) Play() ([]string, *Game, error) {
	g, err := ParsePosition(e.Position, e.Seed)
	if err != nil {
		return nil, nil, err
	}
	for _, m := range e.Moves {
		seat, a, err := exampleAction(m)
		if err == nil {
			err = g.Apply(seat, a)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("move %q: %w", m, err)
		}
	}
	var lines []string
	for _, ev := range g.Events(Spectator, 0) {
		lines = append(lines, Describe(ev, g.Names()))
	}
	return lines, g, nil
}

// exampleAction reads an example's move: a seat and a move, its cards by their words.
func exampleAction(m string) (int, Action, error) {
	w := strings.Fields(m)
	if len(w) < 2 {
		return 0, Action{}, fmt.Errorf("a move is a seat and what it does")
	}
	seat, err := strconv.Atoi(w[0])
	if err != nil {
		return 0, Action{}, err
	}
	a := Action{Type: ActionType(w[1])}
	switch {
	case a.Type == ActPlay && len(w) >= 3:
		c, err := parseCard(w[2], 2)
		if err != nil {
			return 0, a, err
		}
		a.Card = c.ID
		if len(w) == 4 {
			err = a.Suit.UnmarshalText([]byte(w[3]))
		}
		return seat, a, err
	case a.Type == ActRoll && len(w) == 3:
		a.Die = Die(w[2])
	}
	return seat, a, nil
}
