package bloodfang_test

import (
	"slices"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/bloodfang/bot"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/bloodfang"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// A friend who stops answering does not stall the duel: each time their turn timer runs out the
// AI plays for them (the mulligan included), and the game goes on to its end.
func TestTimerLetsTheAIPlayForASilentFriend(t *testing.T) {
	h, clock := p2ptest.SilentGuest(t, bloodfang.Title, bloodfang.Settings{Decks: []string{"vanguard", "bastion"}, Level: "easy"}, 10*time.Second)
	view := kittest.Newest[engine.View](t, h) // the newest view the host's player has had
	timeouts := 0
	deadline := time.Now().Add(60 * time.Second)
	for v := view(); v.Phase != engine.PhaseOver; v = view() {
		if time.Now().After(deadline) {
			t.Fatalf("the duel did not end: phase %s, waiting for %v after %d timeouts", v.Phase, v.Waiting, timeouts)
		}
		switch {
		case v.Me != nil && slices.Contains(v.Waiting, v.Seat):
			a, err := bot.Decide(v, bot.Easy)
			if err != nil {
				t.Fatal(err)
			}
			kittest.Submit(t, h, a)
		case slices.Contains(v.Waiting, 1-v.Seat):
			timeouts++
			clock.Advance(10 * time.Second)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if timeouts == 0 {
		t.Error("the game ended without the silent friend's timer ever running out")
	}
}
