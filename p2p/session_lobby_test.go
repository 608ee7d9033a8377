package p2p_test

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
)

func TestLobby(t *testing.T) {
	ctx := context.Background()
	h := newHost(t, p2p.HostConfig{Options: fast()})
	a := newGuest(t, p2p.GuestConfig{Name: "Ann", Dial: pipeDialer(h, nil), Options: fast()})
	b := newGuest(t, p2p.GuestConfig{Name: "Bob", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "guests connected", 2*time.Second, func() bool { return connected(a)() && connected(b)() })
	eventually(t, "host sees three", 2*time.Second, lobbyHas(h, 3))

	colours := func(s p2p.Session) map[string]int {
		m := map[string]int{}
		for _, p := range s.Lobby().Players {
			if !p.Spectator {
				m[p.Colour]++
			}
		}
		return m
	}
	for c, n := range colours(h) {
		if n != 1 || c == "" {
			t.Fatalf("colours not unique: %v", colours(h))
		}
	}
	me := func(s p2p.Session) p2p.Player { p, _ := s.Lobby().Me(); return p }
	hostColour := me(h).Colour
	str := func(s string) *string { return &s }

	edits := []struct {
		name string
		s    p2p.Session
		edit p2p.Edit
		want error
	}{
		{"colour taken by the host", a, p2p.Edit{Colour: str(hostColour)}, p2p.ErrColourTaken},
		{"colour not offered", a, p2p.Edit{Colour: str("purple")}, p2p.ErrBadColour},
		{"empty name", a, p2p.Edit{Name: str("   ")}, p2p.ErrBadName},
		{"name too long", a, p2p.Edit{Name: str("abcdefghijklmnopqrstuvwxyz")}, p2p.ErrBadName},
		{"free colour", a, p2p.Edit{Colour: str("white")}, nil},
		{"rename", b, p2p.Edit{Name: str("Bobby")}, nil},
		{"taken by a guest", b, p2p.Edit{Colour: str("white")}, p2p.ErrColourTaken},
		{"host takes a free one", h, p2p.Edit{Colour: str("black")}, nil},
	}
	for _, tc := range edits {
		err := tc.s.Edit(ctx, tc.edit)
		if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
			t.Fatalf("%s: got %v, want %v", tc.name, err, tc.want)
		}
	}
	eventually(t, "edits seen by the host", time.Second, func() bool {
		return me(a).Colour == "white" && me(b).Name == "Bobby" && me(h).Colour == "black"
	})

	// start only when everyone present is ready.
	if err := h.Start(); !errors.Is(err, p2p.ErrNotReady) {
		t.Fatalf("start with nobody ready: %v", err)
	}
	ready(t, a)
	if err := h.Start(); !errors.Is(err, p2p.ErrNotReady) {
		t.Fatalf("start with Bob not ready: %v", err)
	}
	// bad settings are refused by the title, readably.
	if err := h.Configure([]byte(`{"rounds":0}`), 0); err != nil {
		t.Fatal(err)
	}
	ready(t, b)
	if err := h.Start(); err == nil || err.Error() != "rounds must be between 1 and 50" {
		t.Fatalf("start with bad settings: %v", err)
	}

	// kick: Bob is gone, cannot come back with his token, and his colour is free.
	bobID := me(b).ID
	if err := h.Kick(bobID); err != nil {
		t.Fatal(err)
	}
	eventually(t, "Bob kicked", 2*time.Second, func() bool { return b.ConnState() == p2p.Ended })
	if !errors.Is(b.Reason(), p2p.ErrKicked) {
		t.Fatalf("Bob's reason: %v", b.Reason())
	}
	if err := h.Kick(bobID); !errors.Is(err, p2p.ErrNoPlayer) {
		t.Fatalf("kick twice: %v", err)
	}

	if _, err := h.AddBot("Robo"); err != nil {
		t.Fatal(err)
	}
	if err := h.Configure(settings(1), 0); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	if err := h.Configure(settings(2), 0); !errors.Is(err, p2p.ErrStarted) {
		t.Fatalf("configure after start: %v", err)
	}
	if err := a.Edit(ctx, p2p.Edit{Name: str("Anna")}); !errors.Is(err, p2p.ErrStarted) {
		t.Fatalf("edit after start: %v", err)
	}
	eventually(t, "Ann seated", time.Second, func() bool { return a.Seat() >= 0 })

	// a late joiner watches.
	c := newGuest(t, p2p.GuestConfig{Name: "Cat", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "Cat connected", 2*time.Second, connected(c))
	if p := me(c); !p.Spectator || c.Seat() != p2p.Spectator {
		t.Fatalf("late joiner: %+v seat %d", p, c.Seat())
	}
	if err := c.Submit(ctx, []byte(`{"bid":1}`)); !errors.Is(err, p2p.ErrSpectator) {
		t.Fatalf("spectator submits: %v", err)
	}
	select {
	case u := <-c.Updates():
		if len(u.View) == 0 {
			t.Fatal("spectator got an empty view")
		}
	case <-time.After(2 * time.Second):
		t.Fatal("spectator got no view")
	}
	seats := map[int]string{}
	for _, p := range h.Lobby().Players {
		if !p.Spectator {
			seats[p.Seat] = p.Name
		}
	}
	if len(seats) != 3 {
		t.Fatalf("seats: %v", seats)
	}
}

// A spectator asked for by the guest, and a table with no colour left.
func TestLobbyFull(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Options: fast()})
	for range 5 {
		if _, err := h.AddBot("Bot"); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := h.AddBot("Bot"); !errors.Is(err, p2p.ErrTableFull) {
		t.Fatalf("seventh bot: %v", err)
	}
	g := newGuest(t, p2p.GuestConfig{Name: "Late", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "connected", 2*time.Second, connected(g))
	if p, _ := g.Lobby().Me(); !p.Spectator {
		t.Fatalf("no colour left, yet %+v", p)
	}
	if err := h.Kick(h.Lobby().Players[1].ID); err != nil {
		t.Fatal(err)
	}
	// a colour is free again, but this guest asked only to watch.
	w := newGuest(t, p2p.GuestConfig{Name: "Watcher", Watch: true, Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "connected", 2*time.Second, connected(w))
	if p, _ := w.Lobby().Me(); !p.Spectator || p.Colour != "" {
		t.Fatalf("a watcher got %+v", p)
	}
}

// TestCallsShowAtOnce: what a call on a session changes shows in its snapshots as soon as the
// call returns. (A room code read right after ServeRoom was sometimes still empty: guests were
// sent to a room that did not exist.)
func TestCallsShowAtOnce(t *testing.T) {
	ctx := context.Background()
	h := newHost(t, p2p.HostConfig{Options: fast()})
	g := newGuest(t, p2p.GuestConfig{Name: "Ann", Dial: pipeDialer(h, nil), Options: fast()})
	eventually(t, "guest connected", 2*time.Second, connected(g))
	for i := range 200 {
		name := fmt.Sprintf("Bot %d", i)
		if _, err := h.AddBot(name); err != nil {
			t.Fatal(err)
		}
		if !hasPlayer(h.Lobby(), name) {
			t.Fatalf("call %d: the host's lobby does not show the bot it has just added", i)
		}
		if err := h.Kick(botID(h.Lobby(), name)); err != nil {
			t.Fatal(err)
		}
		if hasPlayer(h.Lobby(), name) {
			t.Fatalf("call %d: the host's lobby still shows the bot it has just removed", i)
		}
		if i%25 != 0 {
			continue // a guest's lobby changes are paced (see TestLobbyChangeFloodIsRefused)
		}
		guestName := fmt.Sprintf("Ann %d", i)
		if err := g.Edit(ctx, p2p.Edit{Name: &guestName}); err != nil {
			t.Fatal(err)
		}
		if !hasPlayer(h.Lobby(), guestName) {
			t.Fatalf("edit %d: the host's lobby does not show the name the guest has just set", i)
		}
	}
}

func hasPlayer(l p2p.Lobby, name string) bool { return botID(l, name) != "" }

func botID(l p2p.Lobby, name string) string {
	for _, p := range l.Players {
		if p.Name == name {
			return p.ID
		}
	}
	return ""
}
