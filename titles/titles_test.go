package titles

import (
	"strings"
	"testing"

	"github.com/heatracing/heat/p2p"
)

func TestFullName(t *testing.T) {
	if got := (Entry{Name: "Heat", Subtitle: "Pedal to the Metal"}).FullName(); got != "Heat: Pedal to the Metal" {
		t.Errorf("FullName = %q", got)
	}
	if got := (Entry{Name: "Blood Fang"}).FullName(); got != "Blood Fang" {
		t.Errorf("FullName = %q", got)
	}
}

// stub is a Title for entries in these tests.
type stub struct{ p2p.Title }

// Register keeps the order of registration, refuses a second entry with an ID and an entry
// without a Title; Find finds unlisted games, All does not list them.
func TestRegister(t *testing.T) {
	Register(Entry{ID: "one", Title: stub{}})
	Register(Entry{ID: "hidden", Title: stub{}, Unlisted: true})
	Register(Entry{ID: "two", Title: stub{}})
	for _, bad := range []Entry{{ID: "one", Title: stub{}}, {ID: "three"}, {Title: stub{}}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%+v) did not refuse it", bad)
				}
			}()
			Register(bad)
		}()
	}
	var ids []string
	for _, g := range All() {
		ids = append(ids, g.ID)
	}
	if strings.Join(ids, ",") != "one,two" {
		t.Errorf("All lists %v", ids)
	}
	if g, ok := Find("hidden"); !ok || !g.Unlisted {
		t.Errorf("Find(hidden) = %+v, %v", g, ok)
	}
	if _, ok := Find("no-such-game"); ok {
		t.Error("Find found a game that is not registered")
	}
	if len(Registered()) != 3 {
		t.Errorf("%d registered", len(Registered()))
	}
}
