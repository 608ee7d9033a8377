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
)

// When a player's turn timer runs out, the bot finishes that player's turn — in Heat both the
// gear and the cards of the hidden plan — instead of waiting a full timer for each step.
func TestTimerFinishesTheTurn(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Unix(1000, 0))
	opts := p2p.Options{Clock: clock, Heartbeat: time.Second, PeerTimeout: time.Hour, Retry: time.Hour}
	h, err := p2p.NewHost(p2p.HostConfig{Title: heat.Title{}, Name: "Host", Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	g, err := p2p.NewGuest(p2p.GuestConfig{Name: "Slow", Options: opts, Dial: func(ctx context.Context) (p2p.Conn, error) {
		a, b := p2ptest.Pipe()
		return a, h.Attach(b)
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	deadline := time.Now().Add(5 * time.Second)
	for len(h.Lobby().Players) < 2 || g.ConnState() != p2p.Connected {
		if time.Now().After(deadline) {
			t.Fatal("the guest did not join")
		}
		time.Sleep(5 * time.Millisecond)
	}
	yes := true
	if err := g.Edit(context.Background(), p2p.Edit{Ready: &yes}); err != nil {
		t.Fatal(err)
	}
	settings, _ := json.Marshal(heat.Settings{Track: "usa", Laps: 1})
	if err := h.Configure(settings, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	// The host plans its round itself.
	var last engine.View
	view := func() engine.View { // the newest view the host's player has had
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
	deadline = time.Now().Add(3 * time.Second)
	for v := view(); v.Phase == engine.PhasePlan; v = view() {
		if time.Now().After(deadline) {
			t.Fatalf("one timer later the guest's plan is still not made (waiting %v): the bot must finish the turn", v.Waiting)
		}
		time.Sleep(10 * time.Millisecond)
	}
}
