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
	kittest.Agree(t, views, func(v engine.View) (string, error) {
		if v.Phase != engine.PhaseOver || len(v.Standings) != 4 {
			return "", fmt.Errorf("in phase %v with standings %v", v.Phase, v.Standings)
		}
		return fmt.Sprint("standings ", v.Standings), nil
	})
	for _, p := range m.Pages[1:] {
		checkWire(t, p.Seat, p.Wire.Messages())
	}
	return m
}

// TestHeatHostLeavesForGood: the host's page dies mid-race, nothing said; its successor's page
// takes the race over; the old host, back, races on as a guest in its seat; then the page that
// took over dies too, and the next in order finishes the race (two migrations in a row).
func TestHeatHostLeavesForGood(t *testing.T) {
	var first int
	m := migrate(t, func(m *p2ptest.Migration) []p2ptest.Step {
		first = kittest.Index(m, m.Successor())
		return []p2ptest.Step{{After: 6, Page: 0}, {After: 14, Page: 0, Back: true}, {After: 22, Page: first}}
	})
	if r := kittest.Index(m, m.Runner()); r == first || m.Pages[0].Dead() {
		t.Errorf("page %d runs the race after two migrations; the old host's page is dead: %v", r, m.Pages[0].Dead())
	}
}

// TestHeatChampionshipHostLeavesForGood: a championship of three races among three pages; the
// host's page dies in the first race and comes back in a later one: the successor's page runs
// the rest of the championship, and every page alive ends with the same standings and champion,
// verified.
func TestHeatChampionshipHostLeavesForGood(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
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
