package bloodfang

import (
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/titles/kit/kittest"
)

// Every puzzle the registry lists starts at its position with the player to play, and the AI
// plays it to the end; an unknown puzzle is refused.
func TestPuzzlesStartAndPlayToTheEnd(t *testing.T) {
	kittest.Puzzles(t, Entry, 5, 100)
	if err := Title.CheckSettings(json.RawMessage(`{"puzzle":"nope"}`), nil); err == nil {
		t.Error("an unknown puzzle is accepted")
	}
}
