package p2p_test

import (
	"context"
	"encoding/json"
	"sync"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
)

// manual options: the clock moves only when the test says.
func manual(c *p2ptest.ManualClock) p2p.Options {
	return p2p.Options{Clock: c, Logger: logger(), Heartbeat: time.Second, PeerTimeout: time.Hour, Retry: time.Hour}
}

// latest waits for a view of s that cond accepts and returns it.
func latest(t *testing.T, s p2p.Session, cond func(toy.View) bool) toy.View {
	t.Helper()
	deadline := time.After(3 * time.Second)
	for {
		select {
		case u := <-s.Updates():
			var v toy.View
			if err := json.Unmarshal(u.View, &v); err != nil {
				t.Fatal(err)
			}
			if cond(v) {
				return v
			}
		case <-deadline:
			t.Fatal("the expected view did not come")
		}
	}
}

// sync waits until the host loop has handled everything before.
func sync_(t *testing.T, h *p2p.Host) {
	t.Helper()
	if _, err := h.Save(); err != nil {
		t.Fatal(err)
	}
}

// timedMatch starts a one-round match between the host and a guest, on a manual clock, with a
// turn timer.
func timedMatch(t *testing.T, clock *p2ptest.ManualClock, timer time.Duration) (*p2p.Host, *p2p.Guest) {
	t.Helper()
	h := newHost(t, p2p.HostConfig{Options: manual(clock)})
	g := newGuest(t, p2p.GuestConfig{Name: "Slow", Dial: pipeDialer(h, nil), Options: manual(clock)})
	eventually(t, "connected", 2*time.Second, connected(g))
	ready(t, g)
	if err := h.Configure(settings(1), timer); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	return h, g
}

func TestTurnTimer(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Unix(1000, 0))
	h, g := timedMatch(t, clock, 10*time.Second)
	v := latest(t, h, func(v toy.View) bool { return v.Phase == "pick" })
	pick, _ := json.Marshal(toy.Intent{Pick: v.Hand[0]})
	if err := h.Submit(context.Background(), pick); err != nil {
		t.Fatal(err)
	}
	sync_(t, h)
	clock.Advance(9 * time.Second)
	sync_(t, h)
	if v := latest(t, h, func(toy.View) bool { return true }); v.Chosen[1] {
		t.Fatal("the guest was played for before its time ran out")
	}
	clock.Advance(time.Second)
	latest(t, h, func(v toy.View) bool { return v.Phase == "bid" && v.Chosen[1] })
	gv := latest(t, g, func(v toy.View) bool { return v.Picked != "" })
	if gv.Picked == "" || len(gv.Hand) != 2 {
		t.Fatalf("the guest's view after the timer: %+v", gv)
	}
	// the host bids; the guest's bid timer starts afresh when its turn comes.
	bid := 1
	b, _ := json.Marshal(toy.Intent{Bid: &bid})
	if err := h.Submit(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	sync_(t, h)
	clock.Advance(9 * time.Second)
	sync_(t, h)
	if s, _ := h.Save(); len(mustLog(t, s)) != 3 {
		t.Fatalf("log after 9 s: %d steps", len(mustLog(t, s)))
	}
	clock.Advance(time.Second)
	latest(t, g, func(v toy.View) bool { return v.Over })
}

func mustLog(t *testing.T, save []byte) []json.RawMessage {
	var s struct{ Log []json.RawMessage }
	if err := json.Unmarshal(save, &s); err != nil {
		t.Fatal(err)
	}
	return s.Log
}

// gate is a dialer that can be shut, and the host ends of its conns.
type gate struct {
	mu    sync.Mutex
	open  bool
	h     *p2p.Host
	conns []p2p.Conn
	wait  chan struct{}
}

func (g *gate) dial(ctx context.Context) (p2p.Conn, error) {
	for {
		g.mu.Lock()
		if g.open {
			a, b := p2ptest.Pipe()
			g.conns = append(g.conns, b)
			g.mu.Unlock()
			if err := g.h.Attach(b); err != nil {
				return nil, err
			}
			return a, nil
		}
		w := g.wait
		g.mu.Unlock()
		select {
		case <-w:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
}

func (g *gate) set(open bool) {
	g.mu.Lock()
	defer g.mu.Unlock()
	g.open = open
	if open {
		close(g.wait)
	} else {
		g.wait = make(chan struct{})
		for _, c := range g.conns {
			c.Close()
		}
		g.conns = nil
	}
}

func TestAwaySeatIsDrivenUntilItReturns(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Unix(1000, 0))
	h := newHost(t, p2p.HostConfig{Options: manual(clock), AwayGrace: 5 * time.Second})
	gt := &gate{h: h, open: true, wait: make(chan struct{})}
	g := newGuest(t, p2p.GuestConfig{Name: "Away", Dial: gt.dial, Options: manual(clock)})
	eventually(t, "connected", 2*time.Second, connected(g))
	ready(t, g)
	if err := h.Configure(settings(2), 0); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	eventually(t, "guest seated", 2*time.Second, func() bool { return g.Seat() == 1 })
	gt.set(false)
	eventually(t, "guest away", 2*time.Second, func() bool { return g.ConnState() == p2p.Reconnecting })
	eventually(t, "host sees it away", 2*time.Second, lobbyHas(h, 1))

	v := latest(t, h, func(v toy.View) bool { return v.Phase == "pick" })
	pick, _ := json.Marshal(toy.Intent{Pick: v.Hand[0]})
	if err := h.Submit(context.Background(), pick); err != nil {
		t.Fatal(err)
	}
	sync_(t, h)
	clock.Advance(4 * time.Second)
	sync_(t, h)
	if s, _ := h.Save(); len(mustLog(t, s)) != 1 {
		t.Fatal("the away seat was driven before its grace ended")
	}
	clock.Advance(time.Second)
	latest(t, h, func(v toy.View) bool { return v.Phase == "bid" })
	bid := 2
	b, _ := json.Marshal(toy.Intent{Bid: &bid})
	if err := h.Submit(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	// its bid is driven at once (the grace is long over); round 2 begins,
	// and its pick there is driven too: it is still away.
	hv := latest(t, h, func(v toy.View) bool { return v.Round == 2 && v.Chosen[1] })

	// back: the seat is the player's again, even with no timer.
	gt.set(true)
	eventually(t, "guest back", 2*time.Second, connected(g))
	pick, _ = json.Marshal(toy.Intent{Pick: hv.Hand[0]})
	if err := h.Submit(context.Background(), pick); err != nil {
		t.Fatal(err)
	}
	if err := h.Submit(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	latest(t, g, func(v toy.View) bool { return v.Phase == "bid" && v.Turn == 1 })
	clock.Advance(time.Hour)
	sync_(t, h)
	if s, _ := h.Save(); len(mustLog(t, s)) != 7 {
		t.Fatalf("a returned seat was driven: %d steps", len(mustLog(t, s)))
	}
	if err := g.Submit(context.Background(), b); err != nil {
		t.Fatal(err)
	}
	latest(t, g, func(v toy.View) bool { return v.Over })
}

// TestTurnTimersReachThePlayers: every update says how long each waited-for seat has left, so a
// page can count down; a seat that has decided has no timer any more.
func TestTurnTimersReachThePlayers(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Unix(1000, 0))
	h, g := timedMatch(t, clock, 10*time.Second)
	u := <-g.Updates()
	if u.Timers[0] != 10*time.Second || u.Timers[1] != 10*time.Second {
		t.Fatalf("the guest's first update carries timers %v, want 10 s for seats 0 and 1", u.Timers)
	}
	hu := <-h.Updates()
	if hu.Timers[1] != 10*time.Second {
		t.Fatalf("the host's own update carries timers %v", hu.Timers)
	}
	clock.Advance(4 * time.Second)
	var v toy.View
	_ = json.Unmarshal(hu.View, &v)
	pick, _ := json.Marshal(toy.Intent{Pick: v.Hand[0]})
	if err := h.Submit(context.Background(), pick); err != nil {
		t.Fatal(err)
	}
	u = <-g.Updates()
	if _, ok := u.Timers[0]; ok || u.Timers[1] != 6*time.Second {
		t.Fatalf("after the host picked, 4 s later: timers %v, want only seat 1 with 6 s", u.Timers)
	}
}
