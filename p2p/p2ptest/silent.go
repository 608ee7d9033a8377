package p2ptest

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
)

// SilentGuest starts a match of title between a host and one guest who says ready and then never
// decides, over an in-memory pipe, with the given turn timer on a manual clock: advance the clock
// to run a timer out. Both sessions close when the test ends. Read the host player's updates from
// the host's Updates.
func SilentGuest(t testing.TB, title p2p.Title, settings any, timer time.Duration) (*p2p.Host, *ManualClock) {
	t.Helper()
	clock := NewManualClock(time.Unix(1000, 0))
	opts := p2p.Options{Clock: clock, Heartbeat: time.Second, PeerTimeout: time.Hour, Retry: time.Hour}
	h, err := p2p.NewHost(p2p.HostConfig{Title: title, Name: "Host", Options: opts})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	g, err := p2p.NewGuest(p2p.GuestConfig{Name: "Silent", Options: opts, Dial: func(ctx context.Context) (p2p.Conn, error) {
		a, b := Pipe()
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
	raw, err := json.Marshal(settings)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Configure(raw, timer); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	return h, clock
}
