package bloodfang

import (
	"fmt"
	"slices"
	"strings"
)

// Example is one of How to play's worked examples: a position, the first player's play from it,
// and the point it shows. The page plays it with the engine (Play), so that what it shows is what
// the rules do; a test checks that each shows what Says says.
type Example struct {
	ID, Title string
	Position  string // ParsePosition's text
	Card      string // the first player's card, by its ID
	At        Pos    // where it goes
	Says      string // the point, in a player's words
}

// Examples are How to play's worked examples.
var Examples = []Example{
	{ID: "pawns", Title: "Pawns, and a capture",
		Position: `names You, Rival
active 0
hand 0: squire archer
hand 1: sentry
board
A1 .  .  . B1
A2 A1 B1 . B1
A1 .  .  . B1`,
		Card: "squire", At: Pos{Row: 1, Col: 1},
		Says: "The Squire goes on a tile of yours with a pawn. Its pawn cells give you a pawn above, below and behind it, and take Rival's empty tile in front of it, pawn and all."},
	{ID: "hexer", Title: "An ability that destroys",
		Position: `names You, Rival
active 0
hand 0: hexer archer
hand 1: sentry
board
A1 . .       B1 B1
A1 . B:scout B1 B1
A1 . .       B1 B1`,
		Card: "hexer", At: Pos{Row: 1, Col: 0},
		Says: "The Hexer lowers the enemy cards two tiles ahead of it by 2 as it is played: Rival's Scout falls to power 0 and is destroyed, its tile left to Rival."},
}

// Play plays the example from its position: what the game log says of the play, and the game
// after.
func (e Example) Play() ([]string, *Game, error) {
	g, err := ParsePosition(e.Position, 1)
	if err != nil {
		return nil, nil, err
	}
	i := slices.IndexFunc(g.s.Players[0].Hand, func(h handCard) bool { return g.set.cards[h.Def].ID == e.Card })
	if i < 0 {
		return nil, nil, fmt.Errorf("the first player holds no %s", e.Card)
	}
	if err := g.Apply(0, Play(g.s.Players[0].Hand[i].ID, e.At)); err != nil {
		return nil, nil, err
	}
	var lines []string
	for _, ev := range g.Events(Spectator, 0) {
		if ev.Kind == EvTurn {
			break // the play is over
		}
		l := Describe(ev, g.Names())
		lines = append(lines, strings.ToUpper(l[:1])+l[1:]+".")
	}
	return lines, g, nil
}
