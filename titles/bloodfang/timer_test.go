package bloodfang_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/bloodfang/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/bloodfang"
)

// A friend who stops answering does not stall the duel: each time their turn timer runs out the
// AI plays for them (the mulligan included), and the game goes on to its end.
func TestTimerLetsTheAIPlayForASilentFriend(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Unix(1000, 0))
	opts := p2p.Options{Clock: clock, Heartbeat: time.Second, PeerTimeout: time.Hour, Retry: time.Hour}
	h, err := p2p.NewHost(p2p.HostConfig{Title: bloodfang.Title{}, Name: "Host", Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	g, err := p2p.NewGuest(p2p.GuestConfig{Name: "Silent", Options: opts, Dial: func(ctx context.Context) (p2p.Conn, error) {
		a, b := p2ptest.Pipe()
		return a, h.Attach(b)
	}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
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
	settings, _ := json.Marshal(bloodfang.Settings{Decks: []string{"vanguard", "bastion"}, Level: "easy"})
	if err := h.Configure(settings, 10*time.Second); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
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
	deadline = time.Now().Add(60 * time.Second)
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
