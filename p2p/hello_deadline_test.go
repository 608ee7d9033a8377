package p2p_test

import (
	"context"
	"errors"
	"runtime"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
)

// attachSilent attaches a connection that never says hello and returns the stranger's end.
func attachSilent(t *testing.T, h *p2p.Host) (p2p.Conn, error) {
	t.Helper()
	g, hc := p2ptest.Pipe()
	t.Cleanup(func() { g.Close() })
	if err := h.Attach(hc); err != nil {
		hc.Close()
		return nil, err
	}
	return g, nil
}

// closed reports whether the host closed c within d, reading past what it sent.
func closed(c p2p.Conn, d time.Duration) bool {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	defer cancel()
	for {
		if _, err := c.Recv(ctx); err != nil {
			return errors.Is(err, p2p.ErrClosed)
		}
	}
}

// A connection that never says hello is closed at the hello deadline, and its goroutines end:
// strangers cannot pile up links (79 silent links held 1,800 goroutines).
func TestSilentLinksDropped(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	// a stranger can keep a link from looking silent by pinging; here the silence timeout is
	// out of reach, so that only the hello deadline can close the links.
	opt := p2p.Options{Clock: clock, Logger: logger(), PeerTimeout: 1000 * time.Hour, HelloTimeout: 10 * time.Second, MaxPending: 8}
	h := newHost(t, p2p.HostConfig{Options: opt})
	baseline := runtime.NumGoroutine()

	var silent []p2p.Conn
	for range 6 {
		c, err := attachSilent(t, h)
		if err != nil {
			t.Fatal(err)
		}
		silent = append(silent, c)
	}
	late := dialRaw(t, h)
	peak := runtime.NumGoroutine()
	if peak <= baseline {
		t.Fatalf("%d goroutines with 7 links, %d before", peak, baseline)
	}
	// just before the deadline the links are still open: the last one says hello in time.
	clock.Advance(9 * time.Second)
	late.hello("Late")

	start := clock.Now()
	defer func() {
		if t.Failed() {
			t.Logf("goroutines: %d before, %d with 7 links, %d at the end", baseline, peak, runtime.NumGoroutine())
		}
	}()
	eventually(t, "the silent links closed", 10*time.Second, func() bool {
		clock.Advance(100 * time.Millisecond)
		for _, c := range silent {
			if !closed(c, time.Millisecond) {
				return false
			}
		}
		return true
	})
	t.Logf("closed %v after the deadline", clock.Now().Sub(start.Add(time.Second)))
	// the player who said hello stays.
	late.raw(late.env(wire.TypePing, wire.Beat{N: 1}))
	if _, err := late.next(wire.TypePong); err != nil {
		t.Fatalf("the player who said hello lost its link: %v", err)
	}
	eventually(t, "goroutines back to the baseline", 10*time.Second, func() bool {
		return runtime.NumGoroutine() <= baseline+2 // the player's link
	})
	t.Logf("goroutines: %d before, %d with 7 links, %d after", baseline, peak, runtime.NumGoroutine())
}

// At most MaxPending connections may wait to say hello; more are refused until one says hello.
func TestPendingLinksCapped(t *testing.T) {
	opt := fast()
	opt.MaxPending = 4
	h := newHost(t, p2p.HostConfig{Options: opt})
	for i := range 3 {
		if _, err := attachSilent(t, h); err != nil {
			t.Fatalf("link %d: %v", i+1, err)
		}
	}
	guest := dialRaw(t, h)
	refused := func(n int) {
		t.Helper()
		for i := range n {
			if _, err := attachSilent(t, h); !errors.Is(err, p2p.ErrBusy) {
				t.Fatalf("link %d beyond the cap: got %v, want ErrBusy", i+1, err)
			}
		}
	}
	refused(20)
	guest.hello("Guest")
	if _, err := attachSilent(t, h); err != nil {
		t.Fatalf("a link once a place is free: %v", err)
	}
	refused(1)
}

// An honest guest refused while strangers wait retries, and gets in once their hello deadline
// closed them.
func TestGuestGetsInAfterStrangers(t *testing.T) {
	opt := fast()
	opt.MaxPending, opt.HelloTimeout = 2, 300*time.Millisecond
	h := newHost(t, p2p.HostConfig{Options: opt})
	for range 2 {
		if _, err := attachSilent(t, h); err != nil {
			t.Fatal(err)
		}
	}
	g := newGuest(t, p2p.GuestConfig{Name: "Honest", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "the guest connected", 10*time.Second, connected(g))
}
