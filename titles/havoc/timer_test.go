//go:build !js

package havoc_test

import (
	"slices"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/havoc/bot"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/havoc"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// A friend who stops answering does not stall the race: each time their turn timer runs out the
// bot plays for them, and the race goes on to its end; the host continues after each stage.
func TestTimerLetsTheBotPlayForASilentFriend(t *testing.T) {
	h, clock := p2ptest.SilentGuest(t, havoc.Title, havoc.Settings{Laps: 1, Dice: 2, Cards: 3}, 10*time.Second)
	view := kittest.Newest[havoc.View](t, h) // the newest view the host's player has had
	submit := func(a engine.Action) {
		kittest.Submit(t, h, a)
	}
	timeouts, pauses := 0, 0
	deadline := time.Now().Add(60 * time.Second)
	for v := view(); v.Stage != engine.StageOver; v = view() {
		if time.Now().After(deadline) {
			t.Fatalf("the race did not end: stage %s, waiting for %v after %d timeouts", v.Stage, v.Waiting, timeouts)
		}
		switch {
		case v.Pause != nil:
			pauses++
			submit(engine.Action{Type: havoc.ActContinue})
		case v.Me != nil && v.Me.Legal.Decision != engine.DecideNothing:
			a, err := bot.Decide(v.View)
			if err != nil {
				t.Fatal(err)
			}
			submit(a)
		case slices.Contains(v.Waiting, 1-v.Seat):
			timeouts++
			clock.Advance(10 * time.Second)
		}
		time.Sleep(5 * time.Millisecond)
	}
	if timeouts == 0 || pauses == 0 {
		t.Errorf("the race ended after %d timeouts and %d pauses", timeouts, pauses)
	}
}
