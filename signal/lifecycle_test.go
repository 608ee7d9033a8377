//go:build !js

package signal

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"
	"go.uber.org/goleak"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

func TestHealth(t *testing.T) {
	h := newHarness(t, Config{})
	get := func() (int, Health) {
		t.Helper()
		resp, err := h.hs.Client().Get(h.hs.URL + "/healthz")
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
			t.Fatalf("content type %q", ct)
		}
		var hl Health
		if err := json.NewDecoder(resp.Body).Decode(&hl); err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, hl
	}
	if code, hl := get(); code != http.StatusOK || hl != (Health{Status: "ok", Version: proto.ProtocolVersion}) {
		t.Fatalf("empty server: %d %+v", code, hl)
	}
	host, room, _ := h.host()
	h.guest(room, host)
	h.guest(room, host)
	h.dial() // in no room: a connection but not a peer
	h.host()
	want := Health{Status: "ok", Version: proto.ProtocolVersion, Rooms: 2, Peers: 4, Connections: 5}
	if code, hl := get(); code != http.StatusOK || hl != want {
		t.Fatalf("got %d %+v, want 200 %+v", code, hl, want)
	}
	host.Close()
	want.Peers, want.Connections = 3, 4 // the room waits for its host
	h.eventually("host gone", func() bool { return h.srv.Health() == want })

	if err := h.srv.Shutdown(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	if code, hl := get(); code != http.StatusServiceUnavailable || hl.Status != "shutting-down" {
		t.Fatalf("after shutdown: %d %+v", code, hl)
	}
}

func TestGracefulShutdown(t *testing.T) {
	h := newHarness(t, Config{})
	host, room, _ := h.host()
	g, _ := h.guest(room, host)
	lobby := h.dial()

	start := time.Now()
	if err := h.srv.Shutdown(ctxT(t)); err != nil {
		t.Fatalf("shutdown: %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("shutdown took %v with cooperative peers", d)
	}
	for _, c := range []*client.Client{host, g} {
		if ev := expect(t, c, proto.EventRoomClosed); ev.Reason != proto.ReasonShutdown {
			t.Fatalf("reason %q, want %q", ev.Reason, proto.ReasonShutdown)
		}
		expectClosed(t, c)
	}
	expectErr(t, lobby, proto.ErrShutdown)
	expectClosed(t, lobby)
	if hl := h.srv.Health(); hl.Rooms != 0 || hl.Connections != 0 {
		t.Fatalf("after shutdown: %+v", hl)
	}
	if _, err := client.Dial(ctxT(t), h.url); !errors.Is(err, proto.ErrShutdown) {
		t.Fatalf("dial after shutdown: %v, want %v", err, proto.ErrShutdown)
	}
	if err := h.srv.Shutdown(ctxT(t)); err != nil {
		t.Fatalf("second shutdown: %v", err)
	}
}

func TestShutdownDeadlineDropsStubbornPeers(t *testing.T) {
	h := newHarness(t, Config{})
	host, room, _ := h.host()
	ws := h.raw() // never reads, so never completes the close handshake
	writeRaw(t, ws, `{"type":"join","room":"`+room+`"}`)
	expect(t, host, proto.EventPeerJoined)

	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	err := h.srv.Shutdown(ctx)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("shutdown: %v, want the deadline", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Fatalf("shutdown past its deadline took %v", d)
	}
	if n := h.srv.Health().Connections; n != 0 {
		t.Fatalf("%d connections after shutdown", n)
	}
}

func TestCloseIsImmediateAndIdempotent(t *testing.T) {
	h := newHarness(t, Config{})
	host, room, _ := h.host()
	g, _ := h.guest(room, host)
	if err := h.srv.Close(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []*client.Client{host, g} {
		ev := next(t, c)
		for ev.Type != proto.EventClosed {
			ev = next(t, c)
		}
	}
	if err := h.srv.Close(); err != nil {
		t.Fatal(err)
	}
	if err := h.srv.Shutdown(ctxT(t)); err != nil {
		t.Fatal(err)
	}
}

func TestClientCloseUnblocksEverything(t *testing.T) {
	// A server that welcomes and then never answers.
	quiet := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		ws.Write(r.Context(), websocket.MessageText, encode(proto.Message{Type: proto.TypeWelcome, Version: proto.ProtocolVersion}))
		for {
			if _, _, err := ws.Read(context.Background()); err != nil {
				return
			}
		}
	}))
	defer quiet.Close()
	c, err := client.Dial(ctxT(t), "ws"+strings.TrimPrefix(quiet.URL, "http"))
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := c.Join(context.Background(), "222222")
		done <- err
	}()
	time.Sleep(20 * time.Millisecond) // let the request go out
	c.Close()
	select {
	case err := <-done:
		if !errors.Is(err, proto.ErrClosed) {
			t.Fatalf("pending join after Close: %v, want %v", err, proto.ErrClosed)
		}
	case <-time.After(waitTime):
		t.Fatal("a pending request outlived Close")
	}
	for range c.Events() { // must be closed
	}
	if err := c.Send(ctxT(t), proto.HostID, []byte(`{}`)); !errors.Is(err, proto.ErrClosed) {
		t.Fatalf("send after close: %v, want %v", err, proto.ErrClosed)
	}
	c.Close()
}

func TestDialRefusesOtherVersions(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		ws.Write(r.Context(), websocket.MessageText, encode(proto.Message{Type: proto.TypeWelcome, Version: proto.ProtocolVersion + 1}))
		ws.Read(r.Context())
	}))
	defer srv.Close()
	if _, err := client.Dial(ctxT(t), "ws"+strings.TrimPrefix(srv.URL, "http")); !errors.Is(err, proto.ErrVersion) {
		t.Fatalf("dial: %v, want %v", err, proto.ErrVersion)
	}
}

func TestNoGoroutineLeaks(t *testing.T) {
	before := goleak.IgnoreCurrent()
	func() {
		h := newHarness(&silentTB{T: t}, Config{})
		host, room, token := h.host()
		g, id := h.guest(room, host)
		send(t, g, proto.HostID, `{"offer":1}`)
		expectSignal(t, host, id, `{"offer":1}`)
		host.Close()
		expect(t, g, proto.EventHostAway)
		host2 := h.dial()
		if err := host2.Resume(ctxT(t), room, token); err != nil {
			t.Fatal(err)
		}
		h.dial()
		if err := h.srv.Shutdown(ctxT(t)); err != nil {
			t.Fatal(err)
		}
		h.runCleanups()
	}()
	goleak.VerifyNone(t, before)
}

// silentTB collects cleanups so a test can run them before checking for
// leaks, instead of after.
type silentTB struct {
	*testing.T
	cleanups []func()
}

func (s *silentTB) Cleanup(f func()) { s.cleanups = append(s.cleanups, f) }

func (h *harness) runCleanups() {
	if s, ok := h.t.(*silentTB); ok {
		for i := len(s.cleanups) - 1; i >= 0; i-- {
			s.cleanups[i]()
		}
		s.cleanups = nil
	}
}
