//go:build !js

package p2p_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
)

// toyDecide plays the toy game from a page's view.
func toyDecide(view json.RawMessage, _ int) ([]byte, bool, error) {
	var v toy.View
	if err := json.Unmarshal(view, &v); err != nil {
		return nil, false, err
	}
	if v.Over {
		return nil, true, nil
	}
	return decide(v), false, nil
}

// openToy opens a toy match of rounds for a host and three members over WebRTC.
func openToy(ctx context.Context, t *testing.T, rounds int) *p2ptest.Migration {
	opt := fast()
	if opt.Logger == nil {
		opt.Logger = p2ptest.Logger(t)
	}
	return p2ptest.OpenMigration(ctx, t, toy.Title{}, 3, 0, opt, 500*time.Millisecond, func(h *p2p.Host) error {
		return h.Configure(settings(rounds), 0)
	})
}

// checkToy checks that every page alive ended the match with the same scores.
func checkToy(t *testing.T, m *p2ptest.Migration, rounds int) {
	t.Helper()
	m.Check()
	var first *toy.View
	for _, p := range m.Alive() {
		var v toy.View
		if err := json.Unmarshal(p.Last(), &v); err != nil {
			t.Fatal(err)
		}
		if !v.Over || v.Round != rounds {
			t.Errorf("%s ended in round %d, over %v", p.Name, v.Round, v.Over)
		}
		if first == nil {
			first = &v
		} else if !equalInts(v.Scores, first.Scores) {
			t.Errorf("%s ends with %v, another page with %v", p.Name, v.Scores, first.Scores)
		}
	}
}

// The host's page dies mid-match, nothing said: its successor takes the game over, the others
// follow it with their seats, the old host comes back as a player of its seat, and every page
// alive ends with the same scores and a verified audit.
func TestHostLeavesForGood(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	const rounds = 6
	m := openToy(ctx, t, rounds)
	first := m.Successor()
	if first == nil || first == m.Pages[0] {
		t.Fatalf("the lobby names no successor")
	}
	m.Play(ctx, toyDecide, p2ptest.Step{After: 4, Page: 0}, p2ptest.Step{After: 12, Page: 0, Back: true})
	checkToy(t, m, rounds)
	if r := m.Runner(); r != first {
		t.Errorf("%s runs the game, want the successor %s", r.Name, first.Name)
	}
	if lv := m.Runner().Runs().Lobby(); lv.Runner == "" {
		t.Errorf("the lobby does not name the page that runs the game: %+v", lv)
	}
	// Only the successors ever received a checkpoint (Check): the first, then the one the first
	// named once its page ran the game; never the fourth page.
	if p2ptest.Checkpoints(first.Wire.Messages())[first.ID] == 0 {
		t.Error("the successor received no checkpoint")
	}
	never := 0
	for _, p := range m.Pages[1:] {
		if len(p2ptest.Checkpoints(p.Wire.Messages())) == 0 {
			never++
		}
	}
	if never == 0 {
		t.Error("every guest received checkpoints: only the successor and the one it named should")
	}
}

// Two migrations in a row: the host's page dies, then its successor's; the next in order takes
// over and the match ends verified on the two pages left.
func TestTwoMigrationsInARow(t *testing.T) {
	t.Parallel() // it mostly waits for two hosts' pages to be missed
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	const rounds = 6
	m := openToy(ctx, t, rounds)
	first := m.Successor()
	var i int
	for i = range m.Pages {
		if m.Pages[i] == first {
			break
		}
	}
	m.Play(ctx, toyDecide, p2ptest.Step{After: 3, Page: 0}, p2ptest.Step{After: 9, Page: i})
	checkToy(t, m, rounds)
	if r := m.Runner(); r == first || r == m.Pages[0] {
		t.Errorf("%s runs the game after two migrations", r.Name)
	}
}
