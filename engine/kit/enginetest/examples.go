package enginetest

import (
	"strings"
	"testing"
)

// Examples plays each of an engine's How to play examples (play: the game after and its log)
// and checks that it shows what it says: checks holds one check an example, by its id, which
// says what is wrong with the game after or its log ("" when nothing is). An example without a
// check, or a check without an example, fails.
func Examples[E, G any](t *testing.T, all []E, id func(E) string, play func(E) ([]string, G, error), checks map[string]func(g G, lines []string) string) {
	t.Helper()
	if len(all) != len(checks) {
		t.Fatalf("%d examples, %d checks", len(all), len(checks))
	}
	for _, e := range all {
		t.Run(id(e), func(t *testing.T) {
			check, ok := checks[id(e)]
			if !ok {
				t.Fatalf("no check for example %q", id(e))
			}
			lines, g, err := play(e)
			if err != nil {
				t.Fatal(err)
			}
			if why := check(g, lines); why != "" {
				t.Fatalf("%s; the log says:\n%s", why, strings.Join(lines, "\n"))
			}
		})
	}
}

// Says says what is missing from a game's log when no line holds one of ss ("" when every one
// is there).
func Says(lines []string, ss ...string) string {
	for _, s := range ss {
		found := false
		for _, l := range lines {
			found = found || strings.Contains(l, s)
		}
		if !found {
			return "no line says " + s
		}
	}
	return ""
}
