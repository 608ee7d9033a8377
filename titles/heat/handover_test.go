//go:build !js

package heat_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// migrate races Heat for four pages (the host and three guests) while steps kill pages and bring
// them back, and checks that every page alive ends with the same standings, a verified audit,
// and a wire that never held another seat's cards.
func migrate(t *testing.T, steps func(m *p2ptest.Migration) []p2ptest.Step) *p2ptest.Migration {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	m := kittest.OpenMigration(ctx, t, heat.Title, 3, 0, nil, heat.Settings{Track: "usa", Laps: 1})
	views := kittest.PlayMigration(ctx, t, m, decide, steps(m)...)
	var first *engine.View
	for p, v := range views {
		if v.Phase != engine.PhaseOver || len(v.Standings) != 4 {
			t.Errorf("%s ends in phase %v with standings %v", p.Name, v.Phase, v.Standings)
		}
		if first == nil {
			first = &v
		} else if fmt.Sprint(v.Standings) != fmt.Sprint(first.Standings) {
			t.Errorf("%s ends with standings %v, another page with %v", p.Name, v.Standings, first.Standings)
		}
	}
	for _, p := range m.Pages[1:] {
		checkWire(t, p.Seat, p.Wire.Messages())
	}
	return m
}

// TestHeatHostLeavesForGood: the host's page dies mid-race, nothing said; its successor's page
// takes the race over, and the old host, back, races on as a guest in its seat.
func TestHeatHostLeavesForGood(t *testing.T) {
	m := migrate(t, func(m *p2ptest.Migration) []p2ptest.Step {
		return []p2ptest.Step{{After: 6, Page: 0}, {After: 20, Page: 0, Back: true}}
	})
	if m.Runner() == m.Pages[0] || m.Pages[0].Dead() {
		t.Errorf("%s runs the race; the old host's page is dead: %v", m.Runner().Name, m.Pages[0].Dead())
	}
}

// TestHeatTwoMigrations: the host's page dies, then its successor's; the next in order finishes
// the race.
func TestHeatTwoMigrations(t *testing.T) {
	var first int
	m := migrate(t, func(m *p2ptest.Migration) []p2ptest.Step {
		first = kittest.Index(m, m.Successor())
		return []p2ptest.Step{{After: 6, Page: 0}, {After: 20, Page: first}}
	})
	if r := kittest.Index(m, m.Runner()); r == 0 || r == first {
		t.Errorf("page %d runs the race after two migrations", r)
	}
}
