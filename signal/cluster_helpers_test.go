//go:build !js

package signal

import (
	"bytes"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"

	"github.com/heatracing/heat/signal/proto"
)

// natsHarness is a NATS server embedded in the test, on loopback.
type natsHarness struct {
	t    testing.TB
	port int
	srv  *natsserver.Server
}

// startNATS runs a NATS server until the test ends.
func startNATS(t testing.TB) *natsHarness {
	t.Helper()
	n := &natsHarness{t: t, port: -1}
	n.start()
	t.Cleanup(n.stop)
	return n
}

func (n *natsHarness) start() {
	n.t.Helper()
	srv, err := natsserver.NewServer(&natsserver.Options{Host: "127.0.0.1", Port: n.port, NoLog: true, NoSigs: true, MaxPayload: 1 << 20})
	if err != nil {
		n.t.Fatal(err)
	}
	srv.Start()
	if !srv.ReadyForConnections(waitTime) {
		n.t.Fatal("NATS did not start")
	}
	n.srv = srv
	n.port = srv.Addr().(*net.TCPAddr).Port
}

// stop shuts NATS down; start brings it back on the same port.
func (n *natsHarness) stop() {
	if n.srv != nil {
		n.srv.Shutdown()
		n.srv.WaitForShutdown()
		n.srv = nil
	}
}

func (n *natsHarness) url() string {
	return "nats://" + net.JoinHostPort("127.0.0.1", strconv.Itoa(n.port))
}

// member is one instance of a test cluster: a real server on loopback with its bus.
type member struct {
	*harness
	bus  *NATSBus
	logs *logBuffer
}

// clusterConfig is a test cluster's configuration: the real clock, quick heartbeats and list
// flushes, a shared key.
func clusterConfig() Config {
	return Config{
		Now: time.Now, ClusterHeartbeat: 200 * time.Millisecond, ClusterKey: []byte("test cluster key"),
		ListInterval: 50 * time.Millisecond, JanitorInterval: 100 * time.Millisecond,
	}
}

// newMembers starts n instances linked through NATS at url, each with cfg (cfg.Cluster is set
// per instance) changed by tweak, if given.
func newMembers(t testing.TB, url string, n int, cfg Config, tweak ...func(i int, c *Config)) []*member {
	t.Helper()
	ms := make([]*member, n)
	for i := range ms {
		logs := &logBuffer{}
		logger := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
		bus, err := DialNATS(url, NATSOptions{Name: "test " + strconv.Itoa(i), ReconnectWait: 50 * time.Millisecond}, logger)
		if err != nil {
			t.Fatal(err)
		}
		c := cfg
		c.Cluster = bus
		for _, f := range tweak {
			f(i, &c)
		}
		h := newHarnessLogged(t, c, logger)
		t.Cleanup(bus.Close)
		ms[i] = &member{harness: h, bus: bus, logs: logs}
	}
	// Each instance hears the others' heartbeats before the test begins.
	for _, m := range ms {
		m.eventually("the other instances' heartbeats", func() bool {
			m.srv.mu.Lock()
			defer m.srv.mu.Unlock()
			return len(m.srv.cl.seen) == n-1
		})
	}
	return ms
}

// kill stops an instance the way a crash does: its NATS link goes first, then its sockets,
// without goodbyes.
func (m *member) kill() {
	m.bus.Close()
	m.srv.Close()
	m.hs.CloseClientConnections()
}

// logBuffer keeps what a logger wrote.
type logBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// newHarnessLogged is newHarness with the server's logs going to logger.
func newHarnessLogged(t testing.TB, cfg Config, logger *slog.Logger) *harness {
	t.Helper()
	h := &harness{t: t, clock: newFakeClock()}
	h.srv = NewServer(cfg, logger)
	mux := http.NewServeMux()
	mux.Handle(proto.Path, h.srv)
	h.hs = httptest.NewServer(mux)
	h.url = "ws" + strings.TrimPrefix(h.hs.URL, "http") + proto.Path
	t.Cleanup(func() {
		h.srv.Close()
		h.hs.Close()
		http.DefaultTransport.(*http.Transport).CloseIdleConnections()
	})
	return h
}
