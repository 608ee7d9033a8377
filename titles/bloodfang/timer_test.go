package bloodfang_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/bloodfang/bot"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/bloodfang"
)

// A friend who stops answering does not stall the duel: each time their turn timer runs out the
// AI plays for them (the mulligan included), and the game goes on to its end.
func TestTimerLetsTheAIPlayForASilentFriend(t *testing.T) {
	h, clock := p2ptest.SilentGuest(t, bloodfang.Title, bloodfang.Settings{Decks: []string{"vanguard", "bastion"}, Level: "easy"}, 10*time.Second)
	var last engine.View
	view := func() engine.View {
		for {
			select {
			case u := <-h.Updates():
				last = engine.View{}
				if err := json.Unmarshal(u.View, &last); err != nil {
					t.Fatal(err)
				}
			default:
				return last
			}
		}
	}
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
			b, _ := json.Marshal(a)
			if err := h.Submit(context.Background(), b); err != nil {
				t.Fatal(err)
			}
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
