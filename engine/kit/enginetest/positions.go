package enginetest

import (
	"strings"
	"testing"
)

// BadPositions checks that parse reads good and refuses each of bad (a table of positions' text,
// each with a word of the error it must get) with an error that says what is wrong.
func BadPositions(t *testing.T, parse func(text string) error, good string, bad []struct{ Name, Text, Want string }) {
	t.Helper()
	if err := parse(good); err != nil {
		t.Fatalf("a good position: %v", err)
	}
	for _, tt := range bad {
		t.Run(tt.Name, func(t *testing.T) {
			if err := parse(tt.Text); err == nil || !strings.Contains(err.Error(), tt.Want) {
				t.Fatalf("the position is read with %v, want an error saying %q", err, tt.Want)
			}
		})
	}
}
