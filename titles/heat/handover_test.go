//go:build !js

package heat_test

import (
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
	t.Helper()
	return kittest.Migrate(t, heat.Title, heat.Settings{Track: "usa", Laps: 1}, decide, func(v engine.View) (string, error) {
		if v.Phase != engine.PhaseOver || len(v.Standings) != 4 {
			return "", fmt.Errorf("in phase %v with standings %v", v.Phase, v.Standings)
		}
		return fmt.Sprint("standings ", v.Standings), nil
	}, checkWire, steps)
}

// TestHeatHostLeavesForGood: the host's page dies mid-race, nothing said; its successor's page
// takes the race over; the old host, back, races on as a guest in its seat; then the page that
// took over dies too, and the next in order finishes the race (two migrations in a row).
func TestHeatHostLeavesForGood(t *testing.T) { kittest.HostLeavesForGood(t, 6, migrate) }

// TestHeatChampionshipHostLeavesForGood: a championship of three races among three pages; the
// host's page dies in the first race and comes back in a later one: the successor's page runs
// the rest of the championship, and every page alive ends with the same standings and champion,
// verified.
func TestHeatChampionshipHostLeavesForGood(t *testing.T) {
	ctx := kittest.Within(t, 3*time.Minute)
	m := kittest.OpenMigration(ctx, t, heat.Title, 2, 0, nil, heat.Settings{
		Championship: &heat.ChampSettings{Tracks: []string{"italia", "usa", "france"}, Events: true}})
	views := kittest.PlayMigration(ctx, t, m, func(v heat.ChampView) ([]byte, bool, error) {
		switch {
		case v.Champ.Over:
			return nil, true, nil
		case v.Champ.Between && v.Champ.Starter == v.Seat:
			return heat.NextRaceIntent, false, nil
		}
		intent, _, err := decide(v.View)
		return intent, false, err
	}, p2ptest.Step{After: 8, Page: 0}, p2ptest.Step{After: 40, Page: 0, Back: true})
	kittest.Agree(t, views, func(v heat.ChampView) (string, error) {
		if len(v.Champ.Results) != 3 || v.Champ.Champion < 0 {
			return "", fmt.Errorf("with %d results, champion %d", len(v.Champ.Results), v.Champ.Champion)
		}
		return fmt.Sprint("standings ", v.Champ.Standings, ", champion ", v.Champ.Champion), nil
	})
	if len(views) != 3 {
		t.Errorf("%d pages alive at the end, want 3 (the old host back)", len(views))
	}
}
