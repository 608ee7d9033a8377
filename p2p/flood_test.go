package p2p_test

import (
	"context"
	"encoding/json"
	"errors"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
)

// replies reads what a raw peer was sent until the link closes or goes quiet, and counts each
// message type and each error code.
func replies(r *rawPeer) (types map[wire.Type]int, codes map[wire.Code]int, closed bool) {
	types, codes = map[wire.Type]int{}, map[wire.Code]int{}
	for {
		e, err := r.next(wire.TypeError, wire.TypeResult, wire.TypeUpdate, wire.TypeLobby)
		if err != nil {
			return types, codes, errors.Is(err, p2p.ErrClosed)
		}
		types[e.T]++
		var reply struct{ Code wire.Code }
		_ = json.Unmarshal(e.P, &reply)
		if reply.Code != "" {
			codes[reply.Code]++
		}
	}
}

// A peer that floods lobby changes gets a player's pace, then is dropped: its changes are not
// sent to everyone hundreds of times a second (950 a second were, to every member).
func TestLobbyChangeFloodIsRefused(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	h := newHost(t, p2p.HostConfig{Options: manual(clock)})
	evil := dialRaw(t, h)
	evil.hello("Eve")
	for i := range 40 {
		ready := i%2 == 0
		if !evil.try(evil.env(wire.TypeEdit, wire.Edit{ID: uint64(i + 1), Ready: &ready})) {
			break // dropped already
		}
	}
	types, codes, closed := replies(evil)
	if types[wire.TypeResult] < 10 || codes[wire.CodeTooFast] == 0 || !closed {
		t.Fatalf("40 lobby changes at once: %v replies, codes %v, link closed %v; want the first 10 answered, then refusals and the link dropped",
			types, codes, closed)
	}
	if lobbies := types[wire.TypeLobby]; lobbies > 12 {
		t.Errorf("the flood caused %d lobby broadcasts, want at most the 10 allowed (and the welcome's)", lobbies)
	}
}

// A peer that floods resyncs is answered once, refused after, and dropped: each answer holds the
// whole history, so a flood of them slowed an honest host's turns a hundredfold.
func TestResyncFloodIsRefused(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	opt := manual(clock)
	opt.Retry = time.Second
	h := newHost(t, p2p.HostConfig{Options: opt})
	evil := dialRaw(t, h)
	evil.start(h, evil.ready("Eve"))
	if _, err := evil.next(wire.TypeUpdate); err != nil {
		t.Fatal(err)
	}
	// Once a second is a guest's pace: each is answered with the whole history.
	for i := range 3 {
		evil.raw(evil.env(wire.TypeResync, wire.Resync{ID: uint64(10 + i), Since: 0}))
		e, err := evil.next(wire.TypeUpdate, wire.TypeError)
		if err != nil || e.T != wire.TypeUpdate {
			t.Fatalf("resync %d a second apart: %v %v", i, e, err)
		}
		clock.Advance(time.Second)
	}
	for i := range 20 {
		if !evil.try(evil.env(wire.TypeResync, wire.Resync{ID: uint64(20 + i), Since: 0})) {
			break // dropped already
		}
	}
	types, codes, closed := replies(evil)
	if types[wire.TypeUpdate] > 1 || codes[wire.CodeTooFast] == 0 || !closed {
		t.Fatalf("20 resyncs at once: %v replies, codes %v, link closed %v; want one answer at most, then refusals and the link dropped",
			types, codes, closed)
	}
}

// try sends b and reports whether the link took it: a flooding peer may be cut off mid-flood.
func (r *rawPeer) try(b []byte) bool {
	return r.c.Send(context.Background(), b) == nil
}
