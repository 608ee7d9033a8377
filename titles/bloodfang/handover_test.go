//go:build !js

package bloodfang_test

import (
	"errors"
	"fmt"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/bloodfang"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// TestBloodFangHostLeavesForGood: a duel watched by two spectators (four pages). The host's page
// dies mid-game, nothing said: the other player's page takes the game over; the old host, back,
// plays on as a guest in its seat and is named successor; then the page that took over dies too,
// and the old host's page takes the game back. Every page alive ends with the same result and a
// verified audit, and the players' wires never held the other's hand.
func TestBloodFangHostLeavesForGood(t *testing.T) {
	ctx := kittest.Within(t, 3*time.Minute)
	m := kittest.OpenMigration(ctx, t, bloodfang.Title, 3, 2, nil, bloodfang.Settings{Decks: []string{"plague", "bastion"}, Level: "easy"})
	other := kittest.Index(m, m.Successor())
	if other <= 0 || m.Pages[other].Seat != 1 {
		t.Fatalf("the successor is page %d, not the other player's", other)
	}
	// A deal can end the game after four intents (both mulligans, then a pass each when no card in
	// either hand is paid for by one pawn), so every step comes before the fourth: the host dies
	// once the mulligans are in, comes back, and the page that took over dies after the next move.
	views := kittest.PlayMigration(ctx, t, m, decide, p2ptest.Step{After: 2, Page: 0}, p2ptest.Step{After: 2, Page: 0, Back: true}, p2ptest.Step{After: 3, Page: other})
	if m.Runner() != m.Pages[0] {
		t.Errorf("%s runs the game, want the old host's page back", m.Runner().Name)
	}
	kittest.Agree(t, views, func(v engine.View) (string, error) {
		if v.Result == nil {
			return "", errors.New("without a result")
		}
		return fmt.Sprint("scores ", v.Result.Scores, ", winner ", v.Result.Winner), nil
	})
	for _, p := range m.Pages {
		if p.Seat >= 0 && len(p.Wire.Messages()) > 0 {
			checkWire(t, p.Seat, 1-p.Seat, p.Wire.Messages())
		}
	}
}
