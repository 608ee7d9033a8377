package heat

import (
	"testing"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// Every puzzle the registry lists starts at its position for one driver, the computer drives it
// to the end, and the goal's check reads the save; a one-car puzzle takes no second driver.
func TestPuzzlesStartAndAreChecked(t *testing.T) {
	kittest.Puzzles(t, Entry, 5, 300)
	for _, pz := range Entry.Puzzles {
		if err := Title.CheckSettings(pz.Settings, []p2p.Seat{{Name: "Ana"}, {Name: "Bot", Bot: true}}); err == nil {
			t.Errorf("%s: a one-car puzzle takes two drivers", pz.ID)
		}
	}
}
