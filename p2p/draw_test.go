package p2p_test

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
)

// A seat that commits and then withholds its share (a page of the host's own, say, that does not
// like the honest shares) is removed before the start, the lobby says so, and the draw runs again
// with fresh shares from the others; the game then starts without it, and the honest guests'
// audits pass.
func TestWithheldShareIsRemovedAndDrawnAgain(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	opt := manual(clock)
	h := newHost(t, p2p.HostConfig{ShareWait: 10 * time.Second, Options: opt})
	var gs []*p2p.Guest
	for i := range 2 {
		gs = append(gs, newGuest(t, p2p.GuestConfig{Room: "DRAW", Name: fmt.Sprintf("G%d", i), Dial: pipeDialer(h, nil), Title: h.Title(), RevealWait: time.Hour, Options: fast()}))
	}
	for _, g := range gs {
		eventually(t, "guest connected", 5*time.Second, connected(g))
		ready(t, g)
	}
	mallory := dialRaw(t, h)
	w := mallory.ready("Mallory")
	if err := h.Configure(settings(1), 0); err != nil {
		t.Fatal(err)
	}
	started := make(chan error, 1)
	go func() { started <- h.Start() }()

	// Mallory commits like anyone, sees the honest shares revealed, and says nothing more.
	committed := false
	var first p2p.Lobby
	for first.Drawing != "reveal" || !allRevealed(first, w.Player) {
		e, err := mallory.next(wire.TypeLobby)
		if err != nil {
			t.Fatalf("Mallory never saw the honest shares: %v", err)
		}
		first = p2p.Lobby{}
		_ = json.Unmarshal(e.P, &first)
		if first.Drawing == "commit" && !committed {
			c := p2p.ShareCommitment(first.Room, first.Commit, first.Round, w.Player, "0123")
			mallory.raw(mallory.env(wire.TypeEdit, wire.Edit{ID: 2, Commitment: &c}))
			committed = true
		}
	}
	select {
	case err := <-started:
		t.Fatalf("the game started without Mallory's share (%v)", err)
	default:
	}
	clock.Advance(10 * time.Second)
	if _, err := mallory.next(wire.TypeKicked); err != nil {
		t.Fatalf("Mallory was not removed: %v", err)
	}
	select {
	case err := <-started:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the draw did not run again to the start")
	}
	l := h.Lobby()
	if l.Round != first.Round+1 || !strings.Contains(l.Notice, "Mallory was removed: their page did not reveal its share of the seed in time") || !strings.Contains(l.Notice, "drawn again") {
		t.Errorf("round %d after %d, notice %q", l.Round, first.Round, l.Notice)
	}
	seated := 0
	for _, p := range l.Players {
		if p.ID == w.Player {
			t.Errorf("Mallory is still in the lobby: %+v", p)
		}
		if p.Spectator {
			continue
		}
		seated++
		for _, q := range first.Players {
			if q.ID == p.ID && q.Share != "" && q.Share == p.Share {
				t.Errorf("%s's share %s was used again in the new draw", p.Name, p.Share)
			}
		}
	}
	if seated != 3 {
		t.Errorf("%d seats, want the host and the two guests", seated)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	checkMatch(t, driveAll(ctx, h, gs[0], gs[1]), 1)
	for i, a := range audited(t, gs) {
		if a.State != p2p.AuditVerified {
			t.Errorf("guest %d: %+v", i, a)
		}
	}
}

// allRevealed reports whether every seated guest but the one named has its share listed.
func allRevealed(l p2p.Lobby, but string) bool {
	n := 0
	for _, p := range l.Players {
		if p.Host || p.Bot || p.Spectator || p.ID == but {
			continue
		}
		if p.Share == "" {
			return false
		}
		n++
	}
	return n > 0
}

// A forged commitment or share from a peer is refused with a reason and changes nothing: out of
// turn, malformed, not matching, from a spectator, or mixed with other changes.
func TestForgedSharesChangeNothing(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	opt := manual(clock)
	opt.MaxStrikes = 100
	h := newHost(t, p2p.HostConfig{ShareWait: 10 * time.Second, Options: opt})
	honest := newGuest(t, p2p.GuestConfig{Room: "FORGE", Name: "Honest", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "guest connected", 5*time.Second, connected(honest))
	ready(t, honest)
	eve := dialRaw(t, h)
	w := eve.ready("Eve")
	watcher := dialRaw(t, h)
	watcher.raw(watcher.env(wire.TypeHello, wire.Hello{Name: "Wat", Nonce: "n-wat", Watch: true}))
	if _, err := watcher.next(wire.TypeWelcome); err != nil {
		t.Fatal(err)
	}
	// The welcome may be on its way before the host's lobby lists the spectator: every snapshot
	// below must start from the lobby with all three peers in it.
	eventually(t, "the spectator listed", 5*time.Second, func() bool { return len(h.Lobby().Players) == 4 })
	l := h.Lobby()
	good := p2p.ShareCommitment(l.Room, l.Commit, l.Round, w.Player, "abcd")
	id := uint64(1)
	try := func(who *rawPeer, name string, e wire.Edit, want wire.Code) {
		t.Helper()
		id++
		e.ID = id
		clock.Advance(500 * time.Millisecond) // a player's pace of lobby changes
		before, _ := json.Marshal(h.Lobby())
		who.raw(who.env(wire.TypeEdit, e))
		m, err := who.next(wire.TypeResult)
		if err != nil {
			t.Fatalf("%s: no answer: %v", name, err)
		}
		var res wire.Result
		_ = json.Unmarshal(m.P, &res)
		if res.Code != want {
			t.Errorf("%s: %+v, want %q", name, res, want)
		}
		if after, _ := json.Marshal(h.Lobby()); string(after) != string(before) {
			t.Errorf("%s changed the lobby:\n%s\n%s", name, before, after)
		}
	}
	s := func(v string) *string { return &v }
	try(eve, "a share before any draw", wire.Edit{Share: s("abcd")}, wire.CodeBadShare)
	try(eve, "a commitment that is not hex", wire.Edit{Commitment: s(strings.Repeat("z", 64))}, wire.CodeMalformed)
	try(eve, "a short commitment", wire.Edit{Commitment: s("abcd")}, wire.CodeMalformed)
	try(eve, "an upper-case commitment", wire.Edit{Commitment: s(strings.ToUpper(good))}, wire.CodeMalformed)
	try(eve, "a commitment with a name change", wire.Edit{Commitment: &good, Name: s("Evil")}, wire.CodeMalformed)
	try(watcher, "a spectator's commitment", wire.Edit{Commitment: &good}, wire.CodeBadShare)
	try(eve, "a share far too long", wire.Edit{Share: s(strings.Repeat("ab", wire.MaxIntent))}, wire.CodeMalformed)

	// Into the draw: Eve commits, and the host lists every commitment.
	id++
	clock.Advance(500 * time.Millisecond)
	eve.raw(eve.env(wire.TypeEdit, wire.Edit{ID: id, Commitment: &good}))
	if _, err := eve.next(wire.TypeResult); err != nil {
		t.Fatal(err)
	}
	started := make(chan error, 1)
	go func() { started <- h.Start() }()
	eventually(t, "the commitments listed", 5*time.Second, func() bool { return h.Lobby().Drawing == "reveal" })
	other := p2p.ShareCommitment(l.Room, l.Commit, l.Round, w.Player, "ef01")
	try(eve, "a new commitment once they are listed", wire.Edit{Commitment: &other}, wire.CodeBadShare)
	try(eve, "a share that does not match", wire.Edit{Share: s("ef01")}, wire.CodeBadShare)
	try(watcher, "a spectator's share", wire.Edit{Share: s("abcd")}, wire.CodeBadShare)
	try(eve, "a name change in the draw", wire.Edit{Name: s("Evil")}, wire.CodeStarting)
	try(eve, "the share in upper case", wire.Edit{Share: s("ABCD")}, wire.CodeMalformed)
	// The honest share goes in at last, and the game starts.
	id++
	clock.Advance(500 * time.Millisecond)
	eve.raw(eve.env(wire.TypeEdit, wire.Edit{ID: id, Share: s("abcd")}))
	if _, err := eve.next(wire.TypeResult); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-started:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the game did not start")
	}
	try(eve, "a share after the start", wire.Edit{Share: s("abcd")}, wire.CodeStarted)
}
