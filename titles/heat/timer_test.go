package heat_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// When a player's turn timer runs out, the bot finishes that player's turn — in Heat both the
// gear and the cards of the hidden plan — instead of waiting a full timer for each step.
func TestTimerFinishesTheTurn(t *testing.T) {
	h, clock, view := timedRace(t, heat.Settings{Track: "usa", Laps: 1})
	for range 2 {
		time.Sleep(20 * time.Millisecond)
		a, err := bot.Decide(view(), bot.Normal)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(a)
		if err := h.Submit(context.Background(), b); err != nil {
			t.Fatal(err)
		}
	}
	if v := view(); v.Phase != engine.PhasePlan || len(v.Waiting) != 1 {
		t.Fatalf("before the timer: phase %s, waiting %v; want the plan waiting for the guest", v.Phase, v.Waiting)
	}
	clock.Advance(10 * time.Second)
	deadline := time.Now().Add(3 * time.Second)
	for v := view(); v.Phase == engine.PhasePlan; v = view() {
		if time.Now().After(deadline) {
			t.Fatalf("one timer later the guest's plan is still not made (waiting %v): the bot must finish the turn", v.Waiting)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// In the Garage draft, a player whose timer runs out gets the bot's pick, and the draft goes on
// (the bot keeps picking for a player who stays silent, so one timeout may cover several picks).
func TestTimerPicksInTheDraft(t *testing.T) {
	h, clock, view := timedRace(t, heat.Settings{Track: "usa", Laps: 1, Garage: engine.GarageBasic})
	deadline := time.Now().Add(10 * time.Second)
	timedOut := 0
	for v := view(); v.Phase == engine.PhaseDraft || v.Phase == ""; v = view() {
		if time.Now().After(deadline) {
			t.Fatalf("the draft did not end: %+v", v.Draft)
		}
		switch {
		case v.Me != nil && v.Me.Legal.Decision == engine.DecideDraft:
			a, err := bot.Decide(v, bot.Normal)
			if err != nil {
				t.Fatal(err)
			}
			kittest.Submit(t, h, a)
		case v.Draft != nil && v.Draft.Picker == 1:
			timedOut++
			clock.Advance(10 * time.Second)
		}
		time.Sleep(20 * time.Millisecond)
	}
	v := view()
	if timedOut == 0 || len(v.Cars[1].Upgrades) != engine.DraftRounds {
		t.Errorf("the guest's picks timed out %d times and it holds %v", timedOut, v.Cars[1].Upgrades)
	}
}

// timedRace starts a race between the host and a guest who never decides, with a 10 s turn
// timer on a manual clock; view returns the newest view the host's player has had.
func timedRace(t *testing.T, s heat.Settings) (*p2p.Host, *p2ptest.ManualClock, func() engine.View) {
	t.Helper()
	h, clock := p2ptest.SilentGuest(t, heat.Title, s, 10*time.Second)
	view := kittest.Newest[engine.View](t, h) // the newest view the host's player has had
	return h, clock, view
}
