//go:build !js

package signal

import (
	"errors"
	"fmt"
	"testing"
	"time"
)

// joinFrom dials from addr (through one trusted proxy) and joins room with seat key seat ("":
// none).
func (h *harness) joinFrom(addr, room, seat string) (*Client, error) {
	h.t.Helper()
	c, err := h.dialFrom(addr)
	if err != nil {
		return nil, err
	}
	_, err = c.JoinSeat(ctxT(h.t), room, seat)
	return c, err
}

// TestStrangersCannotLockARoom: sockets that join and hold from ten addresses (as many as each
// may) do not keep a newcomer out: the newcomer takes the place of a crowded address, and no
// attacker can take it back. Before, seven held sockets made every newcomer get room-full.
func TestStrangersCannotLockARoom(t *testing.T) {
	h := newHarness(t, Config{TrustedProxies: 1})
	host, room, _ := h.host()
	held, full := 0, 0
	for i := range 50 {
		_, err := h.joinFrom(fmt.Sprintf("198.51.100.%d", i%10+1), room, "")
		switch {
		case err == nil:
			held++
		case errors.Is(err, ErrRoomFull), errors.Is(err, ErrRoomBusy):
			full++
		default:
			t.Fatalf("attacker join %d: %v", i, err)
		}
	}
	if held == 0 || full == 0 {
		t.Fatalf("the flood held %d places and was refused %d times: it should fill the room", held, full)
	}
	if _, err := h.joinFrom("203.0.113.7", room, ""); err != nil {
		t.Fatalf("an honest newcomer under the flood: %v", err)
	}
	// The attackers try again from every address: none takes the newcomer's place.
	for i := range 50 {
		_, _ = h.joinFrom(fmt.Sprintf("198.51.100.%d", i%10+1), room, "")
	}
	h.srv.mu.Lock()
	var honest bool
	for _, g := range h.srv.rooms[room].guests {
		honest = honest || g.addr == "203.0.113.7"
	}
	h.srv.mu.Unlock()
	if !honest {
		t.Fatal("the attackers pushed the newcomer out of the room")
	}
	_ = host
}

// TestASeatHolderAlwaysGetsIn: with every place held by strangers from as many addresses (so that
// a newcomer cannot get in), a guest whose seat key the host named still joins.
func TestASeatHolderAlwaysGetsIn(t *testing.T) {
	h := newHarness(t, Config{TrustedProxies: 1, MaxPeersPerRoom: 4})
	host, room, _ := h.host()
	if err := host.Seats(ctxT(t), []string{"seat-key-1"}); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		if _, err := h.joinFrom(fmt.Sprintf("198.51.100.%d", i+1), room, ""); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := h.joinFrom("203.0.113.7", room, ""); !errors.Is(err, ErrRoomFull) {
		t.Fatalf("a newcomer in a room held by one stranger per address: %v, want %v", err, ErrRoomFull)
	}
	if _, err := h.joinFrom("203.0.113.8", room, "not-a-seat"); !errors.Is(err, ErrRoomFull) {
		t.Fatalf("a made-up seat key: %v, want %v", err, ErrRoomFull)
	}
	old, err := h.joinFrom("203.0.113.9", room, "seat-key-1")
	if err != nil {
		t.Fatalf("the seat holder: %v", err)
	}
	// Its reload: the new socket replaces the old one.
	if _, err := h.joinFrom("203.0.113.9", room, "seat-key-1"); err != nil {
		t.Fatalf("the seat holder's reload: %v", err)
	}
	ev := next(t, old)
	if ev.Type != EventError || !errors.Is(ev.Err, ErrExpelled) {
		t.Fatalf("the seat holder's old socket got %+v, want %v", ev, ErrExpelled)
	}
}

func TestAddressLimitPerRoom(t *testing.T) {
	h := newHarness(t, Config{TrustedProxies: 1, MaxGuestsPerAddr: 2})
	_, room, _ := h.host()
	for i := range 3 {
		_, err := h.joinFrom("198.51.100.1", room, "")
		if want := error(nil); i == 2 {
			if !errors.Is(err, ErrRoomBusy) {
				t.Fatalf("third join from one address: %v, want %v", err, ErrRoomBusy)
			}
		} else if !errors.Is(err, want) {
			t.Fatalf("join %d: %v", i, err)
		}
	}
	if _, err := h.joinFrom("198.51.100.2", room, ""); err != nil {
		t.Fatalf("another address: %v", err)
	}
}

// TestSlowJoinersAreSentAway: a guest still in the room JoinTimeout after joining, with the host
// there, is sent away; the time a host spends away does not count.
func TestSlowJoinersAreSentAway(t *testing.T) {
	h := newHarness(t, Config{JoinTimeout: 20 * time.Second})
	host, room, token := h.host()
	slow, _ := h.guest(room, host)
	h.clock.Advance(19 * time.Second)
	h.sweep()
	host.Close()
	expect(t, slow, EventHostAway)
	h.clock.Advance(time.Minute)
	h.sweep()
	host = h.dial()
	if err := host.Resume(ctxT(t), room, token); err != nil {
		t.Fatal(err)
	}
	expect(t, slow, EventHostBack)
	h.clock.Advance(19 * time.Second)
	h.sweep()
	h.clock.Advance(time.Second)
	h.sweep()
	expectErr(t, slow, ErrExpelled)
	expectClosed(t, slow)
	expect(t, host, EventPeerLeft)
}

func TestHostExpels(t *testing.T) {
	h := newHarness(t, Config{})
	host, room, _ := h.host()
	g, id := h.guest(room, host)
	if err := host.Expel(ctxT(t), id); err != nil {
		t.Fatal(err)
	}
	expectErr(t, g, ErrExpelled)
	expectClosed(t, g)
	if ev := expect(t, host, EventPeerLeft); ev.Peer != id {
		t.Fatalf("peer-left %q, want %q", ev.Peer, id)
	}
	// A guest cannot expel.
	other, _ := h.guest(room, host)
	if err := other.Expel(ctxT(t), HostID); err != nil {
		t.Fatal(err)
	}
	expectErr(t, other, ErrWrongState)
}
