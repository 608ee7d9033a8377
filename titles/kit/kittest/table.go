//go:build !js

// Package kittest plays a game's title in a real room for its tests: the real signaling server
// and pion peers on loopback (p2ptest.Room), the host and its guests each deciding from their own
// views until the match is over. Only tests import it.
package kittest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/rtc"
)

// Fast are session options for a room on loopback.
var Fast = p2p.Options{Heartbeat: 50 * time.Millisecond, PeerTimeout: 3 * time.Second, ReorderWait: 40 * time.Millisecond, Retry: 200 * time.Millisecond}

// Deadline bounds a table's whole match, from opening the room to the last session's end.
const Deadline = 3 * time.Minute

// Table is a started match in a real room: the host, its guests, and what each guest's data
// channel carried.
type Table struct {
	Host   *p2p.Host
	Guests []*p2p.Guest
	Wires  []*p2ptest.Wire
	ctx    context.Context // ends at the Deadline or with the test
}

// Open hosts title in a real room with guests joined, bots added (by name) and settings set,
// and starts the match once every guest is ready. The host closes when the test ends; the room
// and the match must be done within the Deadline.
func Open(t testing.TB, title p2p.Title, guests int, bots []string, settings any) *Table {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), Deadline)
	t.Cleanup(cancel)
	return OpenVia(ctx, t, title, guests, bots, settings, nil)
}

// OpenVia is Open with the test's own context and each side's way to signaling
// (p2ptest.RoomVia); nil: one signaling server of the test's own.
func OpenVia(ctx context.Context, t testing.TB, title p2p.Title, guests int, bots []string, settings any, via func(i int) rtc.SignalDialer) *Table {
	t.Helper()
	opt := Fast
	opt.Logger = p2ptest.Logger(t) // the sessions' debug logs, shown if the test fails
	h, err := p2p.NewHost(p2p.HostConfig{Title: title, Name: "Host", Options: opt})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	var gs []*p2p.Guest
	var wires []*p2ptest.Wire
	if via == nil {
		gs, wires = p2ptest.Room(ctx, t, h, guests, opt)
	} else {
		gs, wires = p2ptest.RoomVia(ctx, t, h, guests, opt, via)
	}
	raw, err := json.Marshal(settings)
	if err != nil {
		t.Fatal(err)
	}
	if err := h.Configure(raw, 0); err != nil {
		t.Fatal(err)
	}
	for _, b := range bots {
		if _, err := h.AddBot(b); err != nil {
			t.Fatal(err)
		}
	}
	yes := true
	for _, g := range gs {
		if err := g.Edit(ctx, p2p.Edit{Ready: &yes}); err != nil {
			t.Fatal(err)
		}
	}
	// The guests' ready marks reach the host's lobby a moment after they are sent.
	deadline := time.Now().Add(60 * time.Second)
	for err := h.Start(); err != nil; err = h.Start() {
		if time.Now().After(deadline) {
			t.Fatalf("start: %v", err)
		}
		select {
		case <-ctx.Done():
			t.Fatalf("start: %v", ctx.Err())
		case <-time.After(10 * time.Millisecond):
		}
	}
	return &Table{Host: h, Guests: gs, Wires: wires, ctx: ctx}
}

// Sessions are the host's then each guest's.
func (tb *Table) Sessions() []p2p.Session {
	out := []p2p.Session{tb.Host}
	for _, g := range tb.Guests {
		out = append(out, g)
	}
	return out
}

// Decide reads a seat's newest view V and says what its player does: the intent to submit (nil
// to wait for the next update), or over once the match has ended for it.
type Decide[V any] func(v V) (intent []byte, over bool, err error)

// Bot is a seat's Decide from a bot: over once done says the match has ended for the seat,
// waiting while idle says the seat has nothing to decide, else the intent of decide's action.
func Bot[V, A any](done, idle func(V) bool, decide func(V) (A, error)) Decide[V] {
	return func(v V) ([]byte, bool, error) {
		switch {
		case done(v):
			return nil, true, nil
		case idle(v):
			return nil, false, nil
		}
		a, err := decide(v)
		return Intent(a), false, err
	}
}

// Play drives every session with decide, each in its own goroutine, until each sees the match
// over, and returns each session's last view (the host's first). A session that fails or does
// not finish within the table's Deadline fails the test.
func Play[V any](t testing.TB, tb *Table, decide Decide[V]) []V {
	t.Helper()
	sessions := tb.Sessions()
	views := make([]V, len(sessions))
	errs := make([]error, len(sessions))
	var wg sync.WaitGroup
	for i, s := range sessions {
		wg.Go(func() { views[i], errs[i] = drive(tb.ctx, s, decide) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("session %d: %v", i, err)
		}
	}
	return views
}

// drive plays one session until its match is over, and returns its last view.
func drive[V any](ctx context.Context, s p2p.Session, decide Decide[V]) (V, error) {
	var v V
	for {
		select {
		case u, ok := <-s.Updates():
			if !ok {
				return v, p2p.ErrClosed
			}
			var fresh V
			if err := json.Unmarshal(u.View, &fresh); err != nil {
				return v, err
			}
			v = fresh
			intent, over, err := decide(v)
			if over || err != nil {
				return v, err
			}
			if intent == nil {
				continue
			}
			err = s.Submit(ctx, intent)
			var rej *p2p.RejectedError
			if err != nil && !errors.As(err, &rej) && !errors.Is(err, p2p.ErrNotYourTurn) {
				return v, err
			}
		case <-ctx.Done():
			return v, fmt.Errorf("the match did not end: %w (last view: %+v)", ctx.Err(), v)
		}
	}
}
