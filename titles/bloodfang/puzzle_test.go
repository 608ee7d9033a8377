package bloodfang

import (
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/p2p"
)

// Every puzzle the registry lists starts at its position with the player to play, and the AI
// plays it to the end.
func TestPuzzlesStartAndPlayToTheEnd(t *testing.T) {
	if len(Entry.Puzzles) < 5 {
		t.Fatalf("%d puzzles listed, want 5", len(Entry.Puzzles))
	}
	for _, p := range Entry.Puzzles {
		t.Run(p.ID, func(t *testing.T) {
			m, err := Title.New(p.Settings, []p2p.Seat{{Name: "Ana"}, {Name: "AI", Bot: true}}, 5)
			if err != nil {
				t.Fatal(err)
			}
			if got := m.Pending(); len(got) != 1 || got[0] != 0 {
				t.Fatalf("the puzzle waits for %v, not the player", got)
			}
			for n := 0; !m.Over(); n++ {
				if n > 100 {
					t.Fatal("no end after 100 moves")
				}
				seat := m.Pending()[0]
				intent, err := m.Auto(seat)
				if err != nil {
					t.Fatal(err)
				}
				if err := m.Apply(seat, intent); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
	if err := Title.CheckSettings(json.RawMessage(`{"puzzle":"nope"}`), nil); err == nil {
		t.Error("an unknown puzzle is accepted")
	}
}
