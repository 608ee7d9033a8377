//go:build !js

package signal

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

func TestRoomsPerAddressAreBounded(t *testing.T) {
	h := newHarness(t, Config{TrustedProxies: 1, MaxRoomsPerAddr: 2})
	create := func(addr string) (*client.Client, error) {
		t.Helper()
		c, err := h.dialFrom(addr)
		if err != nil {
			t.Fatalf("dial from %s: %v", addr, err)
		}
		_, _, err = c.Create(ctxT(t))
		return c, err
	}
	for _, tc := range []struct {
		addr string
		want error
	}{
		{"192.0.2.1", nil},
		{"192.0.2.1", nil},
		{"192.0.2.1", proto.ErrTooManyRooms},
		{"192.0.2.2", nil}, // another address is not hindered
		{"2001:db8:0:1::1", nil},
		{"2001:db8:0:1::2", nil},
		{"2001:db8:0:1::3", proto.ErrTooManyRooms}, // one /64 is one address
	} {
		_, err := create(tc.addr)
		if !errors.Is(err, tc.want) {
			t.Fatalf("create from %s: %v, want %v", tc.addr, err, tc.want)
		}
		if tc.want != nil && !strings.Contains(err.Error(), "2 open rooms") {
			t.Errorf("the refusal %q does not say the limit in words", err)
		}
	}

	// A room that closes gives its place back.
	host, err := create("192.0.2.3")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := create("192.0.2.3"); err != nil {
		t.Fatal(err)
	}
	if err := host.CloseRoom(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	h.eventually("room closed", func() bool { return h.srv.Health().Rooms == 6 })
	if _, err := create("192.0.2.3"); err != nil {
		t.Fatalf("create after closing a room: %v", err)
	}
}

// TestUnjoinedRoomsExpireQuickly: on a busy server (half of MaxRooms taken), a room that no
// guest joined waits UnjoinedGrace for its host, one that had a guest HostGrace.
func TestUnjoinedRoomsExpireQuickly(t *testing.T) {
	h := newHarness(t, Config{MaxRooms: 4, HostGrace: 2 * time.Minute, UnjoinedGrace: 10 * time.Second})
	lonely, lonelyRoom, lonelyToken := h.host()
	host, room, token := h.host()
	g, _ := h.guest(room, host)
	g.Close() // the room had a guest: its host keeps the full grace
	expect(t, host, proto.EventPeerLeft)
	lonely.Close()
	host.Close()
	h.eventually("hosts gone", func() bool { return h.srv.Health().Connections == 0 })

	h.clock.Advance(10 * time.Second)
	h.sweep()
	if err := h.dial().Resume(ctxT(t), lonelyRoom, lonelyToken); !errors.Is(err, proto.ErrRoomNotFound) {
		t.Fatalf("resume an unjoined room after its grace: %v, want %v", err, proto.ErrRoomNotFound)
	}
	if n := h.srv.Health().Rooms; n != 1 {
		t.Fatalf("%d rooms after the unjoined grace, want the joined one", n)
	}
	if err := h.dial().Resume(ctxT(t), room, token); err != nil {
		t.Fatalf("resume a joined room within the host grace: %v", err)
	}
}

// TestUnjoinedRoomsKeepTheirGraceOnAQuietServer: a host who leaves a fresh room to send its
// link finds it again within HostGrace while the server is far from full.
func TestUnjoinedRoomsKeepTheirGraceOnAQuietServer(t *testing.T) {
	h := newHarness(t, Config{MaxRooms: 100, HostGrace: 2 * time.Minute, UnjoinedGrace: 10 * time.Second})
	host, room, token := h.host()
	host.Close()
	h.eventually("host gone", func() bool { return h.srv.Health().Connections == 0 })
	h.clock.Advance(time.Minute)
	h.sweep()
	if err := h.dial().Resume(ctxT(t), room, token); err != nil {
		t.Fatalf("resume a fresh room a minute later: %v", err)
	}
}

// TestCreateAndLeaveFloodFreesTheServer: rooms created from many addresses
// and left at once fill MaxRooms only until UnjoinedGrace.
func TestCreateAndLeaveFloodFreesTheServer(t *testing.T) {
	const maxRooms = 30
	h := newHarness(t, Config{TrustedProxies: 1, MaxRooms: maxRooms, UnjoinedGrace: 10 * time.Second})
	for i := range maxRooms {
		c, err := h.dialFrom(fmt.Sprintf("10.0.%d.1", i))
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := c.Create(ctxT(t)); err != nil {
			t.Fatalf("create %d: %v", i, err)
		}
		c.Close()
	}
	h.eventually("flood gone", func() bool { return h.srv.Health().Connections == 0 })
	late, err := h.dialFrom("192.0.2.9")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := late.Create(ctxT(t)); !errors.Is(err, proto.ErrServerFull) {
		t.Fatalf("create while full: %v, want %v", err, proto.ErrServerFull)
	}

	h.clock.Advance(10 * time.Second)
	h.sweep()
	if n := h.srv.Health().Rooms; n != 0 {
		t.Fatalf("%d of %d rooms left after the unjoined grace", n, maxRooms)
	}
	if _, _, err := late.Create(ctxT(t)); err != nil {
		t.Fatalf("create after the flood left: %v", err)
	}
}

// TestWrongTokenLooksLikeNoRoom compares the raw answers: code and text.
func TestWrongTokenLooksLikeNoRoom(t *testing.T) {
	h := newHarness(t, Config{})
	_, room, token := h.host()
	other := "222222"
	if other == room {
		other = "333333"
	}
	wrong := newToken()
	if wrong == token {
		t.Skip("a fresh token equals the room's")
	}
	answer := func(room string) proto.Message {
		ws := h.raw()
		writeRaw(t, ws, fmt.Sprintf(`{"type":"resume","id":1,"room":%q,"token":%q}`, room, wrong))
		m := readRaw(t, ws)
		ws.Close(websocket.StatusNormalClosure, "")
		return m
	}
	live, missing := answer(room), answer(other)
	if live.Type != proto.TypeError || live.Code != missing.Code || live.Text != missing.Text {
		t.Fatalf("a wrong token on a live room gets %+v, a missing room %+v: a guesser can tell them apart", live, missing)
	}
}
