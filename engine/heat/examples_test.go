package heat

import (
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
)

// Every example of How to play reads, plays, and shows what it says: the Heat a corner costs,
// or the spin-out.
func TestExamplesShowWhatTheySay(t *testing.T) {
	checks := map[string]func(r *Race, lines []string) string{
		"corner": func(r *Race, lines []string) string {
			c := &r.s.Cars[0]
			if len(c.Engine) != 4 || c.SpinOuts != 0 {
				return "the car did not pay 2 Heat of its 6"
			}
			return enginetest.Says(lines, "Corner 2: You at Speed 5 over the limit of 3, pays 2 Heat.")
		},
		"spin": func(r *Race, lines []string) string {
			c := &r.s.Cars[0]
			if c.SpinOuts != 1 || c.Gear != 1 || len(c.Engine) != 0 || c.Pos >= r.track.Corners[1].Space {
				return "the car did not spin out to 1st gear, its Engine emptied"
			}
			return enginetest.Says(lines, "cannot pay 6 Heat and spins out")
		},
	}
	enginetest.Examples(t, Examples, func(e Example) string { return e.ID }, Example.Play, checks)
}
