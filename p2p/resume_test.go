package p2p_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
)

func TestGuestRejoinsMidDecision(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Options: fast()})
	store := p2ptest.NewMemStore()
	gt := &gate{h: h, open: true, wait: make(chan struct{})}
	a := newGuest(t, p2p.GuestConfig{Room: "ROOM", Name: "Ann", Dial: gt.dial, Store: store, Options: fast()})
	b := newGuest(t, p2p.GuestConfig{Room: "ROOM", Name: "Bob", Dial: pipeDialer(h, nil), Options: fast()})
	startMatch(t, h, []*p2p.Guest{a, b}, 3)
	if _, err := store.Get(p2p.KeyGuest("ROOM")); err != nil {
		t.Fatalf("the seat token was not stored: %v", err)
	}
	before := latest(t, a, func(v toy.View) bool { return v.Phase == "pick" && v.Picked == "" })

	// the page goes away mid-decision, without a goodbye.
	gt.set(false)
	eventually(t, "Ann away", 2*time.Second, func() bool { return a.ConnState() == p2p.Reconnecting })
	a.Close()

	// the reopened page finds its seat and its hand again.
	a2 := newGuest(t, p2p.GuestConfig{Room: "ROOM", Name: "Someone", Dial: pipeDialer(h, nil), Store: store, Options: fast()})
	after := latest(t, a2, func(toy.View) bool { return true })
	if after.You != before.You || !slices.Equal(after.Hand, before.Hand) || after.Picked != "" {
		t.Fatalf("rejoined as %+v, was %+v", after, before)
	}
	if n := len(h.Lobby().Players); n != 3 {
		t.Fatalf("lobby has %d players after a rejoin", n)
	}
	if p, _ := a2.Lobby().Me(); p.Name != "Ann" {
		t.Fatalf("rejoined as %+v", p)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	// a2 starts from its first update again: drive it from its own decision.
	pick, _ := json.Marshal(toy.Intent{Pick: after.Hand[0]})
	if err := a2.Submit(ctx, pick); err != nil {
		t.Fatal(err)
	}
	rs := driveAll(ctx, h, b, a2)
	for i, r := range rs {
		if r.err != nil || !r.last.Over {
			t.Fatalf("session %d: %v %+v", i, r.err, r.last)
		}
	}
}

// hostHolder lets guests dial whichever host is up now.
type hostHolder struct {
	mu sync.Mutex
	h  *p2p.Host
}

func (hh *hostHolder) set(h *p2p.Host) {
	hh.mu.Lock()
	defer hh.mu.Unlock()
	hh.h = h
}

func (hh *hostHolder) dial(ctx context.Context) (p2p.Conn, error) {
	hh.mu.Lock()
	h := hh.h
	hh.mu.Unlock()
	if h == nil {
		return nil, errors.New("no host")
	}
	return pipeDialer(h, nil)(ctx)
}

func TestHostRestartsFromStore(t *testing.T) {
	store := p2ptest.NewMemStore()
	cfg := p2p.HostConfig{Title: toy.Title{}, Name: "Host", Store: store, Options: fast(), AwayGrace: time.Minute}
	h1, err := p2p.NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	hh := &hostHolder{h: h1}
	var gs []*p2p.Guest
	for i := range 3 {
		gs = append(gs, newGuest(t, p2p.GuestConfig{Room: "R", Name: fmt.Sprintf("G%d", i), Dial: hh.dial, Options: fast()}))
	}
	if _, err := h1.AddBot("Bot"); err != nil {
		t.Fatal(err)
	}
	const rounds = 4
	startMatch(t, h1, gs, rounds)

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	results := make([]result, len(gs))
	for i, g := range gs {
		wg.Go(func() { results[i] = drive(ctx, g) })
	}
	// the host plays into round 2, then its page reloads.
	var hostRun result
	func() {
		hctx, hcancel := context.WithCancel(ctx)
		defer hcancel()
		for u := range h1.Updates() {
			var v toy.View
			_ = json.Unmarshal(u.View, &v)
			if v.Round >= 2 {
				return
			}
			if in := decide(v); in != nil {
				_ = h1.Submit(hctx, in)
			}
		}
	}()
	saved, _ := h1.Save()
	hh.set(nil)
	h1.Close()
	eventually(t, "guests notice", 5*time.Second, func() bool {
		for _, g := range gs {
			if g.ConnState() != p2p.Reconnecting {
				return false
			}
		}
		return true
	})

	h2, err := p2p.ResumeHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	// guests may have played after that Save, but nothing may be lost.
	s2, _ := h2.Save()
	l1, l2 := mustLog(t, saved), mustLog(t, s2)
	if len(l2) < len(l1) || fmt.Sprint(l2[:len(l1)]) != fmt.Sprint(l1) {
		t.Fatalf("resumed a different game:\n%s\n%s", s2, saved)
	}
	if h2.Seat() != 0 {
		t.Fatalf("the host resumed in seat %d", h2.Seat())
	}
	hh.set(h2)
	hostRun = drive(ctx, h2)
	wg.Wait()
	checkMatch(t, append([]result{hostRun}, results...), rounds)
	if n := len(h2.Lobby().Players); n != 5 {
		t.Fatalf("the resumed lobby has %d players", n)
	}
}

func TestResumeWithNothingSaved(t *testing.T) {
	_, err := p2p.ResumeHost(p2p.HostConfig{Title: toy.Title{}, Name: "H", Store: p2ptest.NewMemStore()})
	if !errors.Is(err, p2p.ErrNoSave) {
		t.Fatalf("got %v", err)
	}
}
