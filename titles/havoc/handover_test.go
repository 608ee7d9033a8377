//go:build !js

package havoc_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/havoc/bot"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/havoc"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// decideHavoc plays a seat from its own view; the host's seat continues after the pauses.
var decideHavoc = kittest.Bot(func(hv havoc.View) bool { return hv.Stage == engine.StageOver },
	func(hv havoc.View) bool {
		if hv.Pause != nil {
			return hv.Seat != havoc.HostSeat
		}
		return hv.Me == nil || hv.Me.Legal.Decision == engine.DecideNothing
	},
	func(hv havoc.View) (engine.Action, error) {
		if hv.Pause != nil {
			return engine.Action{Type: havoc.ActContinue}, nil
		}
		return bot.Decide(hv.View)
	})

// migrate plays Havoc Speedway for four pages while steps kill pages and bring them back, and
// checks that every page alive ends with the same winner and ranking, a verified audit, and a
// wire that never held another seat's secrets.
func migrate(t *testing.T, steps func(m *p2ptest.Migration) []p2ptest.Step) *p2ptest.Migration {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	m := kittest.OpenMigration(ctx, t, havoc.Title, 3, 0, nil, havoc.Settings{Laps: 1, Dice: 2, Cards: 3, Coins: 1})
	views := kittest.PlayMigration(ctx, t, m, decideHavoc, steps(m)...)
	kittest.Agree(t, views, func(v havoc.View) (string, error) {
		if v.Winner < 0 || len(v.Ranking) != 4 {
			return "", fmt.Errorf("with winner %d ranking %v", v.Winner, v.Ranking)
		}
		return fmt.Sprint("winner ", v.Winner, ", ranking ", v.Ranking), nil
	})
	for _, p := range m.Pages[1:] {
		checkWire(t, p.Seat, p.Wire.Messages())
	}
	return m
}

// TestHavocHostLeavesForGood: the host's page dies mid-game, nothing said; its successor's page
// takes the game over; the old host, back, plays on as a guest in its seat; then the page that
// took over dies too, and the next in order finishes the game (two migrations in a row).
func TestHavocHostLeavesForGood(t *testing.T) {
	var first int
	m := migrate(t, func(m *p2ptest.Migration) []p2ptest.Step {
		first = kittest.Index(m, m.Successor())
		return []p2ptest.Step{{After: 8, Page: 0}, {After: 16, Page: 0, Back: true}, {After: 24, Page: first}}
	})
	if r := kittest.Index(m, m.Runner()); r == first || m.Pages[0].Dead() {
		t.Errorf("page %d runs the game after two migrations; the old host's page is dead: %v", r, m.Pages[0].Dead())
	}
}
