package havoc

import (
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
)

// Every example of How to play reads, plays, and shows what it says.
func TestExamplesShowWhatTheySay(t *testing.T) {
	checks := map[string]func(g *Game, lines []string) string{
		"toxic": func(g *Game, lines []string) string {
			s := &g.s
			if len(s.Players[1].Hand) != 5 || s.Storm.Toxic != 0 || s.Storm.Turn != 2 {
				return "Rival did not draw 2, or the 7 is still toxic, or it is not Third's turn"
			}
			return enginetest.Says(lines, "You plays 7♠: toxic, draw 2.", "Rival draws 2 cards for the toxic 7s; the 7 is no longer toxic.")
		},
		"coin": func(g *Game, lines []string) string {
			if at := g.spot(0); at != (Spot{Pos: 47, Lane: 2}) || len(g.s.Track) != 0 || len(g.s.Spent) != 1 {
				return "You did not land on the coin and move on to 47"
			}
			return enginetest.Says(lines, "You rolls 4.", "Rival's +3 coin")
		},
	}
	enginetest.Examples(t, Examples, func(e Example) string { return e.ID }, Example.Play, checks)
}
