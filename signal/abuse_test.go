//go:build !js

package signal

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/signal/proto"
)

func TestMessageSizeLimit(t *testing.T) {
	const limit = 1024
	h := newHarness(t, Config{MaxMessageBytes: limit, MaxStrikes: 100})

	t.Run("client refuses before sending", func(t *testing.T) {
		c := h.dial()
		big := `"` + strings.Repeat("x", limit) + `"`
		err := c.Send(ctxT(t), proto.HostID, []byte(big))
		if !errors.Is(err, proto.ErrTooBig) {
			t.Fatalf("send %d bytes: %v, want %v", len(big), err, proto.ErrTooBig)
		}
	})
	t.Run("server answers too-big and goes on", func(t *testing.T) {
		ws := h.raw()
		writeRaw(t, ws, `{"type":"signal","to":"host","data":"`+strings.Repeat("x", 2*limit)+`"}`)
		if m := readRaw(t, ws); m.Type != proto.TypeError || m.Code != proto.CodeTooBig {
			t.Fatalf("got %+v, want a too-big error", m)
		}
		// Exactly at the limit is fine (and then wrong-state: not in a room).
		msg := `{"type":"signal","to":"host","data":"`
		msg += strings.Repeat("x", limit-len(msg)-2) + `"}`
		writeRaw(t, ws, msg)
		if m := readRaw(t, ws); m.Code != proto.CodeWrongState {
			t.Fatalf("a message of exactly %d bytes got %+v, want wrong-state", len(msg), m)
		}
		writeRaw(t, ws, `{"type":"create","id":7}`)
		if m := readRaw(t, ws); m.Type != proto.TypeCreated || m.ID != 7 {
			t.Fatalf("got %+v, want created", m)
		}
	})
	t.Run("far too big closes the socket", func(t *testing.T) {
		ws := h.raw()
		writeRaw(t, ws, strings.Repeat(" ", 5*limit))
		_, _, err := ws.Read(ctxT(t))
		if s := websocket.CloseStatus(err); s != websocket.StatusMessageTooBig {
			t.Fatalf("read after a huge message: %v (status %d), want status 1009", err, s)
		}
	})
}

func TestMessageRateLimit(t *testing.T) {
	// The fake clock stands still, so exactly the burst gets through.
	h := newHarness(t, Config{MessagesPerSecond: 2, MessageBurst: 5, MaxStrikes: 100})
	host, room, _ := h.host() // create: 1 message of the host's burst
	g, id := h.guest(room, host)

	for i := range 8 {
		send(t, g, proto.HostID, fmt.Sprint(i))
	}
	// join used 1 of the guest's 5 tokens: 4 signals pass, 4 are refused.
	for i := range 4 {
		expectSignal(t, host, id, fmt.Sprint(i))
	}
	for range 4 {
		expectErr(t, g, proto.ErrRateLimited)
	}
	h.clock.Advance(time.Second) // 2 tokens
	send(t, g, proto.HostID, `"a"`)
	send(t, g, proto.HostID, `"b"`)
	send(t, g, proto.HostID, `"c"`)
	expectSignal(t, host, id, `"a"`)
	expectSignal(t, host, id, `"b"`)
	expectErr(t, g, proto.ErrRateLimited)
}

func TestMessageFloodDisconnects(t *testing.T) {
	h := newHarness(t, Config{MessagesPerSecond: 1, MessageBurst: 3, MaxStrikes: 5})
	c := h.dial()
	for range 20 {
		if err := c.Send(ctxT(t), proto.HostID, []byte(`{}`)); err != nil {
			break // the server may close before we are done
		}
	}
	var codes []string
	for ev := range c.Events() {
		if ev.Type == proto.EventError {
			codes = append(codes, ev.Err.(*proto.Error).Code)
		}
	}
	// 3 wrong-state (the burst) and 2 rate-limited strikes, then misbehaving.
	want := []string{proto.CodeWrongState, proto.CodeWrongState, proto.CodeWrongState, proto.CodeRateLimited, proto.CodeRateLimited, proto.CodeMisbehaving}
	if strings.Join(codes, " ") != strings.Join(want, " ") {
		t.Fatalf("errors %v, want %v", codes, want)
	}
}

func TestMalformedMessages(t *testing.T) {
	for _, tc := range []struct {
		name   string
		binary bool
		msg    string
		code   string
		id     uint64 // the error answers this request id
	}{
		{"not JSON", false, `hello`, proto.CodeBadRequest, 0},
		{"truncated JSON", false, `{"type":"create"`, proto.CodeBadRequest, 0},
		{"array", false, `[{"type":"create"}]`, proto.CodeBadRequest, 0},
		{"no type", false, `{}`, proto.CodeBadRequest, 0},
		{"type not a string", false, `{"type":5}`, proto.CodeBadRequest, 0},
		{"unknown type", false, `{"type":"launch-missiles","id":9}`, proto.CodeUnknownType, 9},
		{"server-only type", false, `{"type":"welcome"}`, proto.CodeUnknownType, 0},
		{"join without room", false, `{"type":"join","id":1}`, proto.CodeBadRequest, 1},
		{"resume without token", false, `{"type":"resume","room":"ABCDEF"}`, proto.CodeBadRequest, 0},
		{"signal without data", false, `{"type":"signal","to":"host"}`, proto.CodeBadRequest, 0},
		{"signal with null data", false, `{"type":"signal","to":"host","data":null}`, proto.CodeBadRequest, 0},
		{"signal without recipient", false, `{"type":"signal","data":{}}`, proto.CodeBadRequest, 0},
		{"trailing garbage", false, `{"type":"create"} x`, proto.CodeBadRequest, 0},
		{"binary frame", true, `{"type":"create"}`, proto.CodeBadRequest, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, Config{MaxStrikes: 3})
			ws := h.raw()
			typ := websocket.MessageText
			if tc.binary {
				typ = websocket.MessageBinary
			}
			for i := range 3 {
				if err := ws.Write(ctxT(t), typ, []byte(tc.msg)); err != nil {
					t.Fatal(err)
				}
				m := readRaw(t, ws)
				if m.Type != proto.TypeError || m.Code != tc.code || m.Text == "" || m.ID != tc.id {
					t.Fatalf("message %d: got %+v, want error %q with a text and id %d", i, m, tc.code, tc.id)
				}
			}
			// The third strike is the last.
			if m := readRaw(t, ws); m.Code != proto.CodeMisbehaving {
				t.Fatalf("got %+v, want misbehaving", m)
			}
			_, _, err := ws.Read(ctxT(t))
			if s := websocket.CloseStatus(err); s != websocket.StatusPolicyViolation {
				t.Fatalf("read after the last strike: %v, want close status 1008", err)
			}
		})
	}
}

func TestCodeGuessingIsThrottledPerAddress(t *testing.T) {
	h := newHarness(t, Config{JoinsPerMinute: 5, JoinBurst: 5, TrustedProxies: 1})
	host, room, _ := h.host()
	wrong := "222222"
	if wrong == room {
		wrong = "333333"
	}
	attacker, err := h.dialFrom("203.0.113.7")
	if err != nil {
		t.Fatal(err)
	}
	// Each failed join costs a token, and so does a failed resume.
	for i := range 5 {
		var err error
		if i%2 == 0 {
			_, err = attacker.Join(ctxT(t), wrong)
		} else {
			err = attacker.Resume(ctxT(t), wrong, "token")
		}
		if !errors.Is(err, proto.ErrRoomNotFound) {
			t.Fatalf("guess %d: %v, want %v", i, err, proto.ErrRoomNotFound)
		}
	}
	// Now even the right code is refused, without saying whether it exists.
	for _, code := range []string{wrong, room} {
		if _, err := attacker.Join(ctxT(t), code); !errors.Is(err, proto.ErrRateLimited) {
			t.Fatalf("guess with %s after the budget: %v, want %v", code, err, proto.ErrRateLimited)
		}
	}
	// Another connection from the same address shares the budget.
	again, err := h.dialFrom("203.0.113.7")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := again.Join(ctxT(t), room); !errors.Is(err, proto.ErrRateLimited) {
		t.Fatalf("new socket, same address: %v, want %v", err, proto.ErrRateLimited)
	}
	// Another address is not affected.
	friend, err := h.dialFrom("198.51.100.1")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := friend.Join(ctxT(t), room); err != nil {
		t.Fatalf("another address: %v", err)
	}
	expect(t, host, proto.EventPeerJoined)
	// A minute later the budget is back.
	h.clock.Advance(time.Minute)
	if _, err := attacker.Join(ctxT(t), room); err != nil {
		t.Fatalf("a minute later: %v", err)
	}
}

func TestSuccessfulJoinsCostNothing(t *testing.T) {
	h := newHarness(t, Config{JoinsPerMinute: 1, JoinBurst: 1, MaxPeersPerRoom: 10})
	host, room, _ := h.host()
	for range 8 { // a LAN party behind one address
		h.guest(room, host)
	}
}

func TestCreationsAreThrottledPerAddress(t *testing.T) {
	h := newHarness(t, Config{CreatesPerMinute: 2, CreateBurst: 2})
	for i := range 3 {
		c := h.dial()
		_, _, err := c.Create(ctxT(t))
		if i < 2 && err != nil {
			t.Fatalf("creation %d: %v", i, err)
		}
		if i == 2 && !errors.Is(err, proto.ErrRateLimited) {
			t.Fatalf("creation %d: %v, want %v", i, err, proto.ErrRateLimited)
		}
	}
}

func TestCreationFloodStaysBounded(t *testing.T) {
	const (
		maxRooms = 20
		maxAddrs = 50
		maxConns = 60
		floods   = 150
	)
	h := newHarness(t, Config{
		TrustedProxies: 1, MaxRooms: maxRooms, MaxAddrs: maxAddrs, MaxConns: maxConns,
	})
	var created, full, refused int
	for i := range floods {
		addr := fmt.Sprintf("10.%d.%d.1", i/250, i%250)
		if i%2 == 1 { // IPv6 attackers rotate addresses inside one /64: one budget
			addr = fmt.Sprintf("2001:db8:0:1::%x", i)
		}
		c, err := h.dialFrom(addr)
		if err != nil {
			if !errors.Is(err, proto.ErrServerFull) {
				t.Fatalf("dial %d: %v", i, err)
			}
			refused++
			continue
		}
		_, _, err = c.Create(ctxT(t))
		switch {
		case err == nil:
			created++
		case errors.Is(err, proto.ErrServerFull), errors.Is(err, proto.ErrRateLimited), errors.Is(err, proto.ErrTooManyRooms):
			full++
			c.Close() // gives the connection slot back
		default:
			t.Fatalf("create %d: %v", i, err)
		}
		if n := h.srv.limits.len(); n > maxAddrs {
			t.Fatalf("rate-limit table holds %d addresses, bound %d", n, maxAddrs)
		}
	}
	h.eventually("closed sockets forgotten", func() bool { return h.srv.Health().Connections == maxRooms })
	hl := h.srv.Health()
	if created != maxRooms || hl.Rooms != maxRooms || full+refused != floods-maxRooms {
		t.Fatalf("created %d, server full %d, refused %d, health %+v; want %d rooms", created, full, refused, hl, maxRooms)
	}
	// Once the buckets refill the table empties.
	h.clock.Advance(time.Hour)
	h.sweep()
	if n := h.srv.limits.len(); n != 0 {
		t.Fatalf("rate-limit table holds %d addresses after an idle hour", n)
	}
}

func TestConnectionLimits(t *testing.T) {
	h := newHarness(t, Config{TrustedProxies: 1, MaxConns: 3, MaxConnsPerAddr: 2})
	if _, err := h.dialFrom("192.0.2.1"); err != nil {
		t.Fatal(err)
	}
	if _, err := h.dialFrom("192.0.2.1"); err != nil {
		t.Fatal(err)
	}
	if _, err := h.dialFrom("192.0.2.1"); !errors.Is(err, proto.ErrRateLimited) {
		t.Fatalf("third socket from one address: %v, want %v", err, proto.ErrRateLimited)
	}
	c, err := h.dialFrom("192.0.2.2")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := h.dialFrom("192.0.2.3"); !errors.Is(err, proto.ErrServerFull) {
		t.Fatalf("fourth socket: %v, want %v", err, proto.ErrServerFull)
	}
	c.Close()
	h.eventually("slot freed", func() bool { return h.srv.Health().Connections == 2 })
	if _, err := h.dialFrom("192.0.2.3"); err != nil {
		t.Fatalf("after a close: %v", err)
	}
}
