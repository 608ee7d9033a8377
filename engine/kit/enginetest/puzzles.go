package enginetest

import "testing"

// Puzzles starts each of an engine's puzzles from its position (start) and runs check on it, in a
// subtest named by id; there must be at least least puzzles.
func Puzzles[P, G any](t *testing.T, puzzles []P, least int, id func(P) string, start func(P) (G, error), check func(t *testing.T, p P, g G)) {
	t.Helper()
	if len(puzzles) < least {
		t.Fatalf("%d puzzles, want %d", len(puzzles), least)
	}
	for _, p := range puzzles {
		t.Run(id(p), func(t *testing.T) {
			g, err := start(p)
			if err != nil {
				t.Fatal(err)
			}
			check(t, p, g)
		})
	}
}
