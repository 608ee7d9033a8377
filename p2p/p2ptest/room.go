//go:build !js

package p2ptest

import (
	"bytes"
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/rtc"
)

// Wire keeps every raw message a connection received: a test reads what a peer was sent.
type Wire struct {
	mu   sync.Mutex
	msgs [][]byte
}

// Messages returns a copy of what was received so far.
func (w *Wire) Messages() [][]byte {
	w.mu.Lock()
	defer w.mu.Unlock()
	return slices.Clone(w.msgs)
}

// Record wraps c so that w keeps what c receives.
func (w *Wire) Record(c p2p.Conn) p2p.Conn { return recorder{c, w} }

type recorder struct {
	p2p.Conn
	w *Wire
}

func (r recorder) Recv(ctx context.Context) ([]byte, error) {
	b, err := r.Conn.Recv(ctx)
	if err == nil {
		r.w.mu.Lock()
		r.w.msgs = append(r.w.msgs, bytes.Clone(b))
		r.w.mu.Unlock()
	}
	return b, err
}

// Room serves h's room through a real signaling server (SignalServer) and real pion peers on
// loopback, and brings in guests ("Guest 1", …) until every one of them has joined. It returns
// the guests (each audits the game at the end, Guest.Audit) and the wire each received on;
// everything closes when the test ends.
func Room(ctx context.Context, t testing.TB, h *p2p.Host, guests int, opt p2p.Options) ([]*p2p.Guest, []*Wire) {
	t.Helper()
	dial := rtc.DialSignal(SignalServer(t))
	return RoomVia(ctx, t, h, guests, opt, func(int) rtc.SignalDialer { return dial })
}

// RoomVia is Room with each side's way to signaling: via(0) the host's, via(i) guest i's (a
// Cluster's instances, say).
func RoomVia(ctx context.Context, t testing.TB, h *p2p.Host, guests int, opt p2p.Options, via func(i int) rtc.SignalDialer) ([]*p2p.Guest, []*Wire) {
	t.Helper()
	room := func(i int) rtc.RoomConfig {
		return rtc.RoomConfig{Signal: via(i), API: LoopbackAPI(), Logger: opt.Logger}
	}
	rh, err := rtc.ServeRoom(ctx, h, room(0))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rh.Close() })
	wires := make([]*Wire, guests)
	var gs []*p2p.Guest
	for i := range guests {
		wires[i] = &Wire{}
		dial := rtc.RoomDialer(rh.Room(), room(i+1))
		g, err := p2p.NewGuest(p2p.GuestConfig{Room: rh.Room(), Name: fmt.Sprintf("Guest %d", i+1), Options: opt, Title: h.Title(),
			Dial: func(ctx context.Context) (p2p.Conn, error) {
				c, err := dial(ctx)
				if err != nil {
					return nil, err
				}
				return wires[i].Record(c), nil
			}})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { g.Close() })
		gs = append(gs, g)
	}
	// Joining takes well under a second; a handshake that stalls is given up after
	// HandshakeTimeout (20 s) and tried again, so allow for one of those.
	deadline := time.Now().Add(60 * time.Second)
	for len(h.Lobby().Players) < guests+1 {
		if time.Now().After(deadline) {
			var states []string
			for i, g := range gs {
				states = append(states, fmt.Sprintf("guest %d: %s (%v)", i+1, g.ConnState(), g.Reason()))
			}
			t.Fatalf("only %d players joined in a minute; %s", len(h.Lobby().Players), strings.Join(states, "; "))
		}
		time.Sleep(20 * time.Millisecond)
	}
	return gs, wires
}

// Verified waits until every guest's audit of the game ended, and fails the test unless each
// says it was verified.
func Verified(t testing.TB, gs []*p2p.Guest) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for i, g := range gs {
		for g.Audit().State < p2p.AuditVerified && time.Now().Before(deadline) {
			time.Sleep(10 * time.Millisecond)
		}
		if a := g.Audit(); a.State != p2p.AuditVerified {
			t.Errorf("guest %d's audit: %s", i+1, a.Text)
		}
	}
}
