package bloodfang

import (
	"strings"
	"testing"
)

// Every example of How to play reads, plays, and shows what it says.
func TestExamplesShowWhatTheySay(t *testing.T) {
	at := func(g *Game, row, col int) tile { return g.s.Board[row][col] }
	checks := map[string]func(g *Game, lines []string) string{
		"pawns": func(g *Game, lines []string) string {
			if at(g, 0, 1).Owner != 0 || at(g, 2, 1).Owner != 0 || at(g, 1, 0).Pawns != 3 || at(g, 1, 2).Owner != 0 || at(g, 1, 2).Pawns != 1 {
				return "the Squire's pawns did not spread, or Rival's tile was not taken with its pawn"
			}
			return want(lines, "You captures lane 2, tile 3")
		},
		"hexer": func(g *Game, lines []string) string {
			if t := at(g, 1, 2); t.Unit.ID != 0 || t.Owner != 1 {
				return "Rival's Scout still stands, or its tile changed hands"
			}
			return want(lines, "Rival's Scout on lane 2, tile 3 is destroyed")
		},
	}
	if len(Examples) != len(checks) {
		t.Fatalf("%d examples, %d checks", len(Examples), len(checks))
	}
	for _, e := range Examples {
		t.Run(e.ID, func(t *testing.T) {
			lines, g, err := e.Play()
			if err != nil {
				t.Fatal(err)
			}
			if why := checks[e.ID](g, lines); why != "" {
				t.Fatalf("%s; the log says:\n%s", why, strings.Join(lines, "\n"))
			}
		})
	}
}

// want says what is missing when no line holds s.
func want(lines []string, s string) string {
	for _, l := range lines {
		if strings.Contains(l, s) {
			return ""
		}
	}
	return "no line says " + s
}
