package p2p_test

import (
	"errors"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
)

// A player the host removed stays out when it comes back without its seat token (a new page, its
// storage for the room cleared): the host bans its browser, not only the token.
// Before, the same browser joined again at once.
func TestRemovalBansTheBrowser(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Options: fast()})
	join := func(name, browser string) *p2p.Guest {
		return newGuest(t, p2p.GuestConfig{Room: "BAN", Name: name, Browser: browser, Store: p2ptest.NewMemStore(), Dial: pipeDialer(h, nil), Options: fast()})
	}
	ended := func(g *p2p.Guest) func() bool {
		return func() bool { return g.ConnState() == p2p.Ended }
	}
	mallory := join("Mallory", "browser-m")
	eventually(t, "Mallory in", 5*time.Second, connected(mallory))
	me, _ := mallory.Lobby().Me()
	if err := h.Kick(me.ID); err != nil {
		t.Fatal(err)
	}
	eventually(t, "Mallory removed", 5*time.Second, ended(mallory))

	again := join("Mallory", "browser-m") // a new page: no seat token
	eventually(t, "Mallory refused", 5*time.Second, ended(again))
	if !errors.Is(again.Reason(), p2p.ErrKicked) {
		t.Fatalf("Mallory's browser came back and got %v, want ErrKicked", again.Reason())
	}
	for _, p := range h.Lobby().Players {
		if p.Name == "Mallory" {
			t.Fatal("Mallory is back in the lobby")
		}
	}
	ann := join("Ann", "browser-a")
	eventually(t, "Ann in", 5*time.Second, connected(ann))
}
