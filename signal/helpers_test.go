//go:build !js

package signal

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	"go.uber.org/goleak"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

func TestMain(m *testing.M) {
	if os.Getenv(benchChildEnv) != "" {
		os.Exit(runBenchChild())
	}
	goleak.VerifyTestMain(m)
}

// waitTime bounds every wait in the tests; nothing should come near it.
const waitTime = 5 * time.Second

// fakeClock is a clock the test moves by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func newFakeClock() *fakeClock {
	return &fakeClock{t: time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)}
}

func (f *fakeClock) Now() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.t
}

func (f *fakeClock) Advance(d time.Duration) {
	f.mu.Lock()
	f.t = f.t.Add(d)
	f.mu.Unlock()
}

// harness is a real server on loopback with a fake clock. Its janitor only
// runs when the test calls sweep, so expiry is deterministic.
type harness struct {
	t     testing.TB
	srv   *Server
	hs    *httptest.Server
	url   string
	clock *fakeClock
}

func newHarness(t testing.TB, cfg Config) *harness {
	t.Helper()
	h := &harness{t: t, clock: newFakeClock()}
	if cfg.Now == nil {
		cfg.Now = h.clock.Now
	}
	if cfg.JanitorInterval == 0 {
		cfg.JanitorInterval = time.Hour
	}
	if cfg.ListInterval == 0 {
		cfg.ListInterval = time.Hour // the test flushes the lists (h.flush)
	}
	var logger *slog.Logger
	if os.Getenv("SIGNAL_TEST_LOG") != "" {
		logger = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	h.srv = NewServer(cfg, logger)
	mux := http.NewServeMux()
	mux.Handle(proto.Path, h.srv)
	mux.Handle("/healthz", h.srv.HealthHandler())
	h.hs = httptest.NewServer(mux)
	h.url = "ws" + strings.TrimPrefix(h.hs.URL, "http") + proto.Path
	t.Cleanup(func() {
		h.srv.Close()
		h.hs.Close()
		http.DefaultTransport.(*http.Transport).CloseIdleConnections()
	})
	return h
}

// sweep runs the janitor once.
func (h *harness) sweep() { h.srv.sweep() }

// flush sends the public lists' changes once.
func (h *harness) flush() { h.srv.flushLists() }

// dial connects a client and closes it at the end of the test.
func (h *harness) dial() *client.Client {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitTime)
	defer cancel()
	c, err := client.Dial(ctx, h.url)
	if err != nil {
		h.t.Fatalf("dial: %v", err)
	}
	h.t.Cleanup(func() { c.Close() })
	return c
}

// dialFrom connects a client that claims, through X-Forwarded-For, to come
// from addr (the server must trust one proxy).
func (h *harness) dialFrom(addr string) (*client.Client, error) {
	ctx, cancel := context.WithTimeout(context.Background(), waitTime)
	defer cancel()
	c, err := client.DialWith(ctx, h.url, &websocket.DialOptions{
		HTTPHeader: http.Header{"X-Forwarded-For": {addr}},
	})
	if err != nil {
		return nil, err
	}
	h.t.Cleanup(func() { c.Close() })
	return c, nil
}

// raw opens a bare WebSocket and reads the welcome off it.
func (h *harness) raw() *websocket.Conn {
	h.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), waitTime)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, h.url, nil)
	if err != nil {
		h.t.Fatalf("dial: %v", err)
	}
	h.t.Cleanup(func() { ws.CloseNow() })
	if m := readRaw(h.t, ws); m.Type != proto.TypeWelcome {
		h.t.Fatalf("first message is %q, want welcome", m.Type)
	}
	return ws
}

// host dials and creates a room.
func (h *harness) host() (c *client.Client, room, token string) {
	h.t.Helper()
	c = h.dial()
	room, token, err := c.Create(ctxT(h.t))
	if err != nil {
		h.t.Fatalf("create: %v", err)
	}
	return c, room, token
}

// guest dials and joins room; the host, if given, must see it arrive.
func (h *harness) guest(room string, host *client.Client) (*client.Client, string) {
	h.t.Helper()
	c := h.dial()
	id, err := c.Join(ctxT(h.t), room)
	if err != nil {
		h.t.Fatalf("join: %v", err)
	}
	if host != nil {
		if ev := expect(h.t, host, proto.EventPeerJoined); ev.Peer != id {
			h.t.Fatalf("peer-joined for %q, want %q", ev.Peer, id)
		}
	}
	return c, id
}

// eventually polls cond until it holds.
func (h *harness) eventually(what string, cond func() bool) {
	h.t.Helper()
	deadline := time.Now().Add(waitTime)
	for !cond() {
		if time.Now().After(deadline) {
			h.t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func ctxT(t testing.TB) context.Context {
	ctx, cancel := context.WithTimeout(context.Background(), waitTime)
	t.Cleanup(cancel)
	return ctx
}

// next returns c's next event.
func next(t testing.TB, c *client.Client) proto.Event {
	t.Helper()
	select {
	case ev, ok := <-c.Events():
		if !ok {
			t.Fatalf("events channel closed")
		}
		return ev
	case <-time.After(waitTime):
		t.Fatalf("no event within %v", waitTime)
	}
	return proto.Event{}
}

// expect returns c's next event, which must be of type typ.
func expect(t testing.TB, c *client.Client, typ proto.EventType) proto.Event {
	t.Helper()
	ev := next(t, c)
	if ev.Type != typ {
		t.Fatalf("event %q (%+v), want %q", ev.Type, ev, typ)
	}
	return ev
}

// expectErr returns c's next event, which must be an EventError matching target.
func expectErr(t testing.TB, c *client.Client, target error) {
	t.Helper()
	ev := expect(t, c, proto.EventError)
	if !errors.Is(ev.Err, target) {
		t.Fatalf("error event %v, want %v", ev.Err, target)
	}
}

// expectSignal checks that c's next event is a signal from `from` with data.
func expectSignal(t testing.TB, c *client.Client, from, data string) {
	t.Helper()
	ev := expect(t, c, proto.EventSignal)
	if ev.From != from || string(ev.Data) != data {
		t.Fatalf("signal from %q data %s, want from %q data %s", ev.From, ev.Data, from, data)
	}
}

// expectClosed checks that c's connection ends: an EventClosed, then the
// channel closes.
func expectClosed(t testing.TB, c *client.Client) {
	t.Helper()
	expect(t, c, proto.EventClosed)
	select {
	case ev, ok := <-c.Events():
		if ok {
			t.Fatalf("event %+v after EventClosed", ev)
		}
	case <-time.After(waitTime):
		t.Fatalf("events channel not closed after EventClosed")
	}
}

func send(t testing.TB, c *client.Client, to, data string) {
	t.Helper()
	if err := c.Send(ctxT(t), to, json.RawMessage(data)); err != nil {
		t.Fatalf("send to %s: %v", to, err)
	}
}

// writeRaw sends a text message on a bare socket.
func writeRaw(t testing.TB, ws *websocket.Conn, s string) {
	t.Helper()
	if err := ws.Write(ctxT(t), websocket.MessageText, []byte(s)); err != nil {
		t.Fatalf("write: %v", err)
	}
}

// readRaw reads one message off a bare socket.
func readRaw(t testing.TB, ws *websocket.Conn) proto.Message {
	t.Helper()
	_, b, err := ws.Read(ctxT(t))
	if err != nil {
		t.Fatalf("read: %v", err)
	}
	var m proto.Message
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("server sent bad JSON %q: %v", b, err)
	}
	return m
}
