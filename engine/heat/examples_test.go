package heat

import (
	"strings"
	"testing"
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
			return want(lines, "Corner 2: You at Speed 5 over the limit of 3, pays 2 Heat.")
		},
		"spin": func(r *Race, lines []string) string {
			c := &r.s.Cars[0]
			if c.SpinOuts != 1 || c.Gear != 1 || len(c.Engine) != 0 || c.Pos >= r.track.Corners[1].Space {
				return "the car did not spin out to 1st gear, its Engine emptied"
			}
			return want(lines, "cannot pay 6 Heat and spins out")
		},
	}
	if len(Examples) != len(checks) {
		t.Fatalf("%d examples, %d checks", len(Examples), len(checks))
	}
	for _, e := range Examples {
		t.Run(e.ID, func(t *testing.T) {
			lines, r, err := e.Play()
			if err != nil {
				t.Fatal(err)
			}
			if why := checks[e.ID](r, lines); why != "" {
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
