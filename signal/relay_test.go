//go:build !js

package signal

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

func TestWelcomeCarriesICEServers(t *testing.T) {
	ice := []proto.ICEServer{
		{URLs: []string{"stun:stun.example.org:3478"}},
		{URLs: []string{"turn:turn.example.org:3478?transport=udp"}, Username: "u", Credential: "p"},
	}
	for _, tc := range []struct {
		name string
		ice  []proto.ICEServer
	}{
		{"none by default", nil},
		{"configured", ice},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, Config{ICEServers: tc.ice, MaxMessageBytes: 4096})
			c := h.dial()
			if got := c.ICEServers(); !slices.EqualFunc(got, tc.ice, func(a, b proto.ICEServer) bool {
				return slices.Equal(a.URLs, b.URLs) && a.Username == b.Username && a.Credential == b.Credential
			}) {
				t.Fatalf("ICEServers() = %+v, want %+v", got, tc.ice)
			}
			if c.MaxMessageBytes() != 4096 {
				t.Fatalf("MaxMessageBytes() = %d, want 4096", c.MaxMessageBytes())
			}
		})
	}
}

func TestCreateJoinRelay(t *testing.T) {
	h := newHarness(t, Config{})
	host, room, token := h.host()
	if len(room) != proto.CodeLength || len(token) < 20 {
		t.Fatalf("room %q token length %d", room, len(token))
	}
	if _, ok := proto.NormalizeCode(room); !ok {
		t.Fatalf("room code %q is not in the code alphabet", room)
	}
	g1, id1 := h.guest(room, host)
	g2, id2 := h.guest(room, host)
	if id1 == id2 || id1 == proto.HostID {
		t.Fatalf("guest ids %q and %q", id1, id2)
	}

	send(t, g1, proto.HostID, `{"sdp":"offer from g1"}`)
	expectSignal(t, host, id1, `{"sdp":"offer from g1"}`)
	send(t, host, id1, `{"sdp":"answer"}`)
	expectSignal(t, g1, proto.HostID, `{"sdp":"answer"}`)
	send(t, host, id2, `["any","json",1]`)
	expectSignal(t, g2, proto.HostID, `["any","json",1]`)
	send(t, g2, proto.HostID, `"text"`)
	expectSignal(t, host, id2, `"text"`)

	// A lower-case, dashed code as a person types it finds the room too.
	typed := strings.ToLower(room[:3] + "-" + room[3:])
	g3 := h.dial()
	if _, err := g3.Join(ctxT(t), typed); err != nil {
		t.Fatalf("join with %q: %v", typed, err)
	}
	expect(t, host, proto.EventPeerJoined)

	// A guest leaving is announced to the host.
	g1.Close()
	if ev := expect(t, host, proto.EventPeerLeft); ev.Peer != id1 {
		t.Fatalf("peer-left for %q, want %q", ev.Peer, id1)
	}
	send(t, host, id1, `{}`)
	expectErr(t, host, proto.ErrPeerNotFound)
}

func TestRelayIsolation(t *testing.T) {
	h := newHarness(t, Config{})
	hostA, roomA, _ := h.host()
	a1, idA1 := h.guest(roomA, hostA)
	a2, idA2 := h.guest(roomA, hostA)
	hostB, roomB, _ := h.host()
	b1, idB1 := h.guest(roomB, hostB)
	if idA1 != idB1 {
		t.Fatalf("ids are per room: want the first guests of A and B to share %q, got %q", idA1, idB1)
	}

	// A guest cannot address another guest, not even by a valid id.
	send(t, a1, idA2, `{"x":1}`)
	expectErr(t, a1, proto.ErrNotAllowed)
	send(t, a1, "g9", `{"x":1}`)
	expectErr(t, a1, proto.ErrNotAllowed)

	// Room B's host talks to its g1; room A's g1 gets nothing.
	send(t, hostB, idB1, `{"for":"b1"}`)
	expectSignal(t, b1, proto.HostID, `{"for":"b1"}`)
	send(t, b1, proto.HostID, `{"from":"b1"}`)
	expectSignal(t, hostB, idB1, `{"from":"b1"}`)

	// Barriers: each connection's next event must be the one sent now, so
	// nothing from room B or from the rejected sends slipped in before.
	send(t, hostA, idA1, `"barrier a1"`)
	expectSignal(t, a1, proto.HostID, `"barrier a1"`)
	send(t, hostA, idA2, `"barrier a2"`)
	expectSignal(t, a2, proto.HostID, `"barrier a2"`)
	send(t, a2, proto.HostID, `"barrier hostA"`)
	expectSignal(t, hostA, idA2, `"barrier hostA"`)

	// The host cannot address itself either.
	send(t, hostA, proto.HostID, `{}`)
	expectErr(t, hostA, proto.ErrPeerNotFound)
}

func TestJoinErrors(t *testing.T) {
	h := newHarness(t, Config{MaxPeersPerRoom: 3})
	host, room, _ := h.host()
	h.guest(room, host)
	h.guest(room, host) // host + 2 guests: full

	other := "2222222"[:proto.CodeLength]
	if other == room {
		other = "3333333"[:proto.CodeLength]
	}
	for _, tc := range []struct {
		name string
		code string
		want error
	}{
		{"wrong code", other, proto.ErrRoomNotFound},
		{"not a code", "hello!", proto.ErrRoomNotFound},
		{"too short", room[:4], proto.ErrRoomNotFound},
		{"full room", room, proto.ErrRoomFull},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := h.dial()
			_, err := c.Join(ctxT(t), tc.code)
			if !errors.Is(err, tc.want) {
				t.Fatalf("join %q: %v, want %v", tc.code, err, tc.want)
			}
		})
	}

	t.Run("one room per connection", func(t *testing.T) {
		c, _, _ := h.host()
		if _, err := c.Join(ctxT(t), room); !errors.Is(err, proto.ErrWrongState) {
			t.Fatalf("join after create: %v, want %v", err, proto.ErrWrongState)
		}
		if _, _, err := c.Create(ctxT(t)); !errors.Is(err, proto.ErrWrongState) {
			t.Fatalf("create twice: %v, want %v", err, proto.ErrWrongState)
		}
	})
	t.Run("signal before joining", func(t *testing.T) {
		c := h.dial()
		send(t, c, proto.HostID, `{}`)
		expectErr(t, c, proto.ErrWrongState)
	})
	t.Run("close-room by a guest", func(t *testing.T) {
		host, room, _ := h.host()
		g, _ := h.guest(room, host)
		if err := g.CloseRoom(ctxT(t)); err != nil {
			t.Fatal(err)
		}
		expectErr(t, g, proto.ErrWrongState)
	})
}

func TestJoinWhileHostAway(t *testing.T) {
	h := newHarness(t, Config{})
	host, room, token := h.host()
	host.Close()
	h.eventually("host away", func() bool { return h.srv.Health().Peers == 0 })

	g, id := h.guest(room, nil)
	expect(t, g, proto.EventHostAway)
	send(t, g, proto.HostID, `{}`)
	expectErr(t, g, proto.ErrHostAway)

	host2 := h.dial()
	peers, err := host2.ResumeWithPeers(ctxT(t), room, token)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(peers, []string{id}) {
		t.Fatalf("resumed with peers %v, want [%s]", peers, id)
	}
	expect(t, g, proto.EventHostBack)
}

func TestCloseRoom(t *testing.T) {
	h := newHarness(t, Config{})
	host, room, token := h.host()
	g, _ := h.guest(room, host)
	if err := host.CloseRoom(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*client.Client{host, g} {
		if ev := expect(t, c, proto.EventRoomClosed); ev.Reason != proto.ReasonHostClosed {
			t.Fatalf("room-closed reason %q, want %q", ev.Reason, proto.ReasonHostClosed)
		}
		expectClosed(t, c)
	}
	if err := h.dial().Resume(ctxT(t), room, token); !errors.Is(err, proto.ErrRoomNotFound) {
		t.Fatalf("resume a closed room: %v, want %v", err, proto.ErrRoomNotFound)
	}
	if err := host.Send(ctxT(t), "g1", []byte(`{}`)); !errors.Is(err, proto.ErrClosed) {
		t.Fatalf("send after close: %v, want %v", err, proto.ErrClosed)
	}
}
