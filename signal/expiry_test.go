//go:build !js

package signal

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestHostResumeWithinGrace(t *testing.T) {
	h := newHarness(t, Config{HostGrace: time.Minute, JoinTimeout: -1})
	host, room, token := h.host()
	g, id := h.guest(room, host)

	host.Close()
	expect(t, g, EventHostAway)
	h.clock.Advance(59 * time.Second)
	h.sweep()

	host2 := h.dial()
	peers, err := host2.ResumeWithPeers(ctxT(t), room, token)
	if err != nil {
		t.Fatalf("resume within grace: %v", err)
	}
	if !slices.Equal(peers, []string{id}) {
		t.Fatalf("peers %v, want [%s]", peers, id)
	}
	expect(t, g, EventHostBack)

	// The room works again both ways, and the grace clock was reset.
	send(t, g, HostID, `{"ice":1}`)
	expectSignal(t, host2, id, `{"ice":1}`)
	send(t, host2, id, `{"ice":2}`)
	expectSignal(t, g, HostID, `{"ice":2}`)
	h.clock.Advance(time.Hour)
	h.sweep()
	send(t, host2, id, `"still here"`)
	expectSignal(t, g, HostID, `"still here"`)
}

func TestResumeRefused(t *testing.T) {
	h := newHarness(t, Config{})
	host, room, token := h.host()
	other := "222222"
	if other == room {
		other = "333333"
	}
	for _, tc := range []struct {
		name, room, token string
		want              error
	}{
		// A wrong token on a live room is answered like a missing room, so
		// that a guesser learns nothing.
		{"wrong token", room, token[:len(token)-1] + "x", ErrRoomNotFound},
		{"another room's token", room, newToken(), ErrRoomNotFound},
		{"wrong room", other, token, ErrRoomNotFound},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.token == token {
				t.Skip("the altered token happens to equal the real one")
			}
			err := h.dial().Resume(ctxT(t), tc.room, tc.token)
			if !errors.Is(err, tc.want) {
				t.Fatalf("resume: %v, want %v", err, tc.want)
			}
		})
	}
	// The real host was not disturbed.
	g, id := h.guest(room, host)
	send(t, g, HostID, `1`)
	expectSignal(t, host, id, `1`)
}

func TestResumeReplacesAnOpenHostSocket(t *testing.T) {
	h := newHarness(t, Config{})
	host, room, token := h.host()
	g, id := h.guest(room, host)

	host2 := h.dial()
	if err := host2.Resume(ctxT(t), room, token); err != nil {
		t.Fatal(err)
	}
	expectErr(t, host, ErrReplaced)
	expectClosed(t, host)
	expect(t, g, EventHostBack)
	send(t, g, HostID, `"to the new host"`)
	expectSignal(t, host2, id, `"to the new host"`)
}

func TestGraceExpiryClosesRoom(t *testing.T) {
	h := newHarness(t, Config{HostGrace: time.Minute})
	host, room, token := h.host()
	g, _ := h.guest(room, host)
	host.Close()
	expect(t, g, EventHostAway)

	h.clock.Advance(time.Minute)
	h.sweep()
	if ev := expect(t, g, EventRoomClosed); ev.Reason != ReasonHostGone {
		t.Fatalf("reason %q, want %q", ev.Reason, ReasonHostGone)
	}
	expectClosed(t, g)
	if err := h.dial().Resume(ctxT(t), room, token); !errors.Is(err, ErrRoomNotFound) {
		t.Fatalf("resume after grace: %v, want %v", err, ErrRoomNotFound)
	}
	if n := h.srv.Health().Rooms; n != 0 {
		t.Fatalf("%d rooms left", n)
	}
}

func TestIdleExpiry(t *testing.T) {
	h := newHarness(t, Config{RoomIdleTimeout: 10 * time.Minute, HostGrace: time.Hour, JoinTimeout: -1})
	host, room, _ := h.host()
	g, id := h.guest(room, host)

	// Relayed messages keep the room alive.
	for range 3 {
		h.clock.Advance(9 * time.Minute)
		h.sweep()
		send(t, g, HostID, `"keepalive"`)
		expectSignal(t, host, id, `"keepalive"`)
	}
	h.clock.Advance(10 * time.Minute)
	h.sweep()
	for _, c := range []*Client{host, g} {
		if ev := expect(t, c, EventRoomClosed); ev.Reason != ReasonIdle {
			t.Fatalf("reason %q, want %q", ev.Reason, ReasonIdle)
		}
		expectClosed(t, c)
	}
	h.eventually("no connections", func() bool { return h.srv.Health().Connections == 0 })
}

func TestLobbyTimeout(t *testing.T) {
	h := newHarness(t, Config{LobbyTimeout: time.Minute})
	c := h.dial()
	host, _, _ := h.host()
	h.clock.Advance(time.Minute)
	h.sweep()
	expectErr(t, c, ErrTimeout)
	expectClosed(t, c)
	// A host is in a room: it stays.
	if _, _, err := host.Create(ctxT(t)); !errors.Is(err, ErrWrongState) {
		t.Fatalf("host lost its connection: %v", err)
	}
}

func TestPingDropsDeadPeer(t *testing.T) {
	h := newHarness(t, Config{PingInterval: time.Minute, WriteTimeout: 100 * time.Millisecond})
	live := h.dial()
	h.raw() // never reads again, so never answers a ping
	h.clock.Advance(time.Minute)
	h.sweep()
	h.eventually("the silent peer dropped", func() bool { return h.srv.Health().Connections == 1 })
	// The live client answered its ping and is still served.
	if _, _, err := live.Create(ctxT(t)); err != nil {
		t.Fatal(err)
	}
}

func TestSlowReaderIsDisconnected(t *testing.T) {
	h := newHarness(t, Config{
		SendQueue: 16, MessagesPerSecond: 1e9, MessageBurst: 1e9, MaxMessageBytes: 64 << 10,
	})
	host, room, _ := h.host()
	ws := h.raw() // a guest that stops reading
	writeRaw(t, ws, `{"type":"join","id":1,"room":"`+room+`"}`)
	id := expect(t, host, EventPeerJoined).Peer

	// The host reads its events while it sends, as a real host does, and waits for the server
	// to answer a request after each message (Unpublish: the server handles a socket's messages
	// in order), so at most one message is in flight when the guest is dropped. Without that
	// pacing, the megabytes still in the loopback buffers come back as a burst of "peer not
	// found" errors that overflows the host's own small queue in this test.
	left := make(chan Event, 1)
	go func() {
		for ev := range host.Events() {
			if ev.Type == EventPeerLeft {
				left <- ev
				return
			}
		}
	}()
	// 60 KB messages fill the loopback buffers, then the queue, quickly.
	data := []byte(`"` + strings.Repeat("x", 60<<10) + `"`)
	for i := 0; ; i++ {
		select {
		case ev := <-left:
			if ev.Peer != id {
				t.Fatalf("peer-left for %q, want %q", ev.Peer, id)
			}
			return
		default:
		}
		if i == 5000 {
			t.Fatal("the guest was never disconnected")
		}
		if err := host.Send(ctxT(t), id, data); err != nil {
			t.Fatal(err)
		}
		if err := host.Unpublish(ctxT(t)); err != nil {
			t.Fatal(err)
		}
	}
}

func TestJanitorRunsByItself(t *testing.T) {
	h := newHarness(t, Config{JanitorInterval: 5 * time.Millisecond, HostGrace: time.Minute})
	host, room, _ := h.host()
	g, _ := h.guest(room, host)
	host.Close()
	expect(t, g, EventHostAway)
	h.clock.Advance(time.Minute)
	if ev := expect(t, g, EventRoomClosed); ev.Reason != ReasonHostGone {
		t.Fatalf("reason %q, want %q", ev.Reason, ReasonHostGone)
	}
}
