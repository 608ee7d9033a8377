package heat

import (
	"testing"

	"github.com/heatracing/heat/p2p"
)

// Every puzzle the registry lists starts at its position for one driver, the computer drives it
// to the end, and the goal's check reads the save.
func TestPuzzlesStartAndAreChecked(t *testing.T) {
	if len(Entry.Puzzles) < 5 {
		t.Fatalf("%d puzzles listed, want 5", len(Entry.Puzzles))
	}
	for _, pz := range Entry.Puzzles {
		t.Run(pz.ID, func(t *testing.T) {
			if err := Title.CheckSettings(pz.Settings, []p2p.Seat{{Name: "Ana"}, {Name: "Bot", Bot: true}}); err == nil {
				t.Error("a one-car puzzle takes two drivers")
			}
			m, err := Title.New(pz.Settings, []p2p.Seat{{Name: "Ana"}}, 5)
			if err != nil {
				t.Fatal(err)
			}
			save, err := m.Save()
			if err != nil {
				t.Fatal(err)
			}
			if ok, why := pz.Solved(save); ok || why == "" {
				t.Fatalf("solved before a move: %v %q", ok, why)
			}
			for n := 0; !m.Over(); n++ {
				if n > 300 {
					t.Fatal("no end after 300 moves")
				}
				intent, err := m.Auto(0)
				if err != nil {
					t.Fatal(err)
				}
				if err := m.Apply(0, intent); err != nil {
					t.Fatal(err)
				}
			}
			save, err = m.Save()
			if err != nil {
				t.Fatal(err)
			}
			if _, why := pz.Solved(save); why == "" {
				t.Fatal("the check says nothing")
			}
		})
	}
}
