package p2p_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
)

// ghost says hello without a token and drops, as a stranger squatting the lobby would.
func ghost(t *testing.T, h *p2p.Host, name string) {
	t.Helper()
	g := dialRaw(t, h)
	id := g.hello(name).Player
	g.c.Close()
	eventually(t, name+" away", 5*time.Second, func() bool {
		p, ok := h.Lobby().Me(id)
		return !ok || !p.Connected
	})
}

// entry waits for the host's lobby to show player id.
func entry(t *testing.T, h *p2p.Host, id string) p2p.Player {
	t.Helper()
	var p p2p.Player
	eventually(t, "the player in the lobby", 5*time.Second, func() bool {
		var ok bool
		p, ok = h.Lobby().Me(id)
		return ok && p.Connected
	})
	return p
}

// seated counts the lobby's players present with a colour.
func seated(l p2p.Lobby) int {
	n := 0
	for _, p := range l.Players {
		if p.Connected && !p.Spectator {
			n++
		}
	}
	return n
}

// Guests who say hello and drop before the start do not keep honest newcomers from a seat, nor
// fill the table, and leave the lobby after the grace.
func TestGhostsDoNotSquatTheLobby(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	opt := p2p.Options{Clock: clock, Logger: logger(), PeerTimeout: 1000 * time.Hour}
	h := newHost(t, p2p.HostConfig{Options: opt, LobbyGrace: 10 * time.Second})
	colours := len(h.Lobby().Colours)

	// five ghosts before each newcomer, until the six colours are held by players present.
	for i := 1; i < colours; i++ {
		for j := range 5 {
			ghost(t, h, fmt.Sprintf("Ghost%d.%d", i, j))
		}
		g := dialRaw(t, h)
		id := g.hello(fmt.Sprintf("Honest%d", i)).Player
		if p := entry(t, h, id); p.Spectator || p.Colour == "" {
			t.Fatalf("honest newcomer %d watches after ghosts: %+v (%d players seated)", i, p, seated(h.Lobby()))
		}
	}
	if n := seated(h.Lobby()); n != colours {
		t.Fatalf("%d players seated, want %d", n, colours)
	}
	// the table's entries do not fill up with ghosts either.
	for j := range 31 {
		ghost(t, h, fmt.Sprintf("Late ghost %d", j))
	}
	late := dialRaw(t, h)
	entry(t, h, late.hello("Latecomer").Player)
	// after the grace the ghosts are gone, and the six players and the latecomer stay.
	clock.Advance(10 * time.Second)
	eventually(t, "the ghosts gone", 5*time.Second, func() bool { return len(h.Lobby().Players) == colours+1 })
	if n := seated(h.Lobby()); n != colours {
		t.Errorf("%d players seated after the ghosts left, want %d", n, colours)
	}
}

// Watchers who come after the start and drop do not fill the table for the rest of the game: a
// later watcher takes the oldest one's entry, and after the grace they are gone. Before, every
// later watcher got table-full until the end.
func TestGhostWatchersAfterTheStart(t *testing.T) {
	clock := p2ptest.NewManualClock(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC))
	opt := p2p.Options{Clock: clock, Logger: logger(), PeerTimeout: 1000 * time.Hour}
	h := newHost(t, p2p.HostConfig{Options: opt, LobbyGrace: 10 * time.Second})
	if _, err := h.AddBot("Bot"); err != nil {
		t.Fatal(err)
	}
	if err := h.Configure(settings(3), 0); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	entries := len(h.Lobby().Players)
	for j := range 32 - entries { // the table's 32 entries
		ghost(t, h, fmt.Sprintf("Ghost %d", j))
	}
	late := dialRaw(t, h)
	if p := entry(t, h, late.hello("Latecomer").Player); !p.Spectator {
		t.Fatalf("the latecomer %+v plays a started game", p)
	}
	clock.Advance(10 * time.Second)
	eventually(t, "the ghosts gone", 5*time.Second, func() bool { return len(h.Lobby().Players) == entries+1 })
}
