//go:build !js

package p2p_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

// toyListing lists a toy room: its name, the host, the players seated out of 4.
func toyListing(l p2p.Lobby) (proto.Listing, bool) {
	if !l.Public {
		return proto.Listing{}, false
	}
	seated := 0
	for _, p := range l.Players {
		if !p.Spectator {
			seated++
		}
	}
	status := proto.StatusWaiting
	if l.Started {
		status = proto.StatusStarted
	}
	return proto.Listing{Game: "toy", Name: l.Name, Host: l.Players[0].Name, Players: seated, Max: 4, Status: status}, true
}

// roomsSeen follows a game's public list from a signaling client.
type roomsSeen map[string]proto.Listing

func (rs roomsSeen) apply(ev proto.Event) {
	for _, l := range ev.Rooms {
		rs[l.Room] = l
	}
	for _, code := range ev.Gone {
		delete(rs, code)
	}
}

// waitRooms reads w's list changes until cond holds.
func waitRooms(t *testing.T, w *client.Client, rs roomsSeen, what string, cond func(roomsSeen) bool) {
	t.Helper()
	deadline := time.After(10 * time.Second)
	for !cond(rs) {
		select {
		case ev := <-w.Events():
			if ev.Type == proto.EventRooms {
				rs.apply(ev)
			}
		case <-deadline:
			t.Fatalf("timed out waiting for %s: the list holds %v", what, rs)
		}
	}
}

func TestRoomHostKeepsItsListingUpToDate(t *testing.T) {
	t.Parallel() // it mostly waits on the listing's updates
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	url := p2ptest.SignalServer(t)
	h := newHost(t, p2p.HostConfig{Name: "Ann", Options: fast()})
	if err := h.Name("  ", true); !errors.Is(err, p2p.ErrBadRoomName) {
		t.Fatalf("a blank room name: %v", err)
	}
	if err := h.Name("Friday night", true); err != nil {
		t.Fatal(err)
	}
	rh, err := rtc.ServeRoom(ctx, h, rtc.RoomConfig{Signal: rtc.DialSignal(url), API: p2ptest.LoopbackAPI(), Listing: toyListing, ListEvery: 20 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer rh.Close()
	w, err := client.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	first, err := w.List(ctx, "toy")
	if err != nil {
		t.Fatal(err)
	}
	rs := roomsSeen{}
	rs.apply(proto.Event{Rooms: first})
	code := rh.Room()
	waitRooms(t, w, rs, "the room listed", func(rs roomsSeen) bool {
		l := rs[code]
		return l.Name == "Friday night" && l.Host == "Ann" && l.Players == 1 && l.Status == proto.StatusWaiting
	})
	eventually(t, "the room host to know it is listed", 5*time.Second, func() bool {
		listed, err := rh.Listed()
		return listed && err == nil
	})

	if _, err := h.AddBot("Robo"); err != nil {
		t.Fatal(err)
	}
	waitRooms(t, w, rs, "two players listed", func(rs roomsSeen) bool { return rs[code].Players == 2 })

	if err := h.Name("Friday night", false); err != nil {
		t.Fatal(err)
	}
	waitRooms(t, w, rs, "the room off the list", func(rs roomsSeen) bool { _, ok := rs[code]; return !ok })

	if err := h.Name("Back on", true); err != nil {
		t.Fatal(err)
	}
	waitRooms(t, w, rs, "the room listed again", func(rs roomsSeen) bool { return rs[code].Name == "Back on" })
	rh.Close() // the host's page leaves signaling: the server drops the listing
	waitRooms(t, w, rs, "the room gone with its host", func(rs roomsSeen) bool { _, ok := rs[code]; return !ok })
}
