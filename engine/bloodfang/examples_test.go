package bloodfang

import (
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
)

// Every example of How to play reads, plays, and shows what it says.
func TestExamplesShowWhatTheySay(t *testing.T) {
	at := func(g *Game, row, col int) tile { return g.s.Board[row][col] }
	checks := map[string]func(g *Game, lines []string) string{
		"pawns": func(g *Game, lines []string) string {
			if at(g, 0, 1).Owner != 0 || at(g, 2, 1).Owner != 0 || at(g, 1, 0).Pawns != 3 || at(g, 1, 2).Owner != 0 || at(g, 1, 2).Pawns != 1 {
				return "the Squire's pawns did not spread, or Rival's tile was not taken with its pawn"
			}
			return enginetest.Says(lines, "You captures lane 2, tile 3")
		},
		"hexer": func(g *Game, lines []string) string {
			if t := at(g, 1, 2); t.Unit.ID != 0 || t.Owner != 1 {
				return "Rival's Scout still stands, or its tile changed hands"
			}
			return enginetest.Says(lines, "Rival's Scout on lane 2, tile 3 is destroyed")
		},
	}
	enginetest.Examples(t, Examples, func(e Example) string { return e.ID }, Example.Play, checks)
}
