package server

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

// waitTime bounds every wait; nothing should come near it.
const waitTime = 10 * time.Second

// served is a Server running on a loopback port.
type served struct {
	url  string
	port string
}

// serveLimited runs a server with lim on 127.0.0.1 until the test ends.
func serveLimited(t *testing.T, lim Limits) served {
	t.Helper()
	h := newTestHandler(t, Options{Limits: lim})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- h.Serve(ctx, ln) }()
	t.Cleanup(func() {
		stop()
		if err := <-done; err != nil {
			t.Errorf("serve: %v", err)
		}
	})
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	return served{url: "http://" + ln.Addr().String(), port: port}
}

// dialFrom opens a TCP connection to s from the loopback address local (127.0.0.x: Linux routes
// all of 127/8 to the loopback interface, so each is a client address of its own).
func (s served) dialFrom(t *testing.T, local string) net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(local)}, Timeout: waitTime}
	c, err := d.Dial("tcp", "127.0.0.1:"+s.port)
	if err != nil {
		t.Skipf("cannot dial from %s (a loopback address other than 127.0.0.1 is needed): %v", local, err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// keepAlive sends GET /healthz on a fresh connection from local and reads the answer, leaving
// the connection open as a browser does. It reports whether the server answered; a connection
// it refused is closed.
func (s served) keepAlive(t *testing.T, local string) (net.Conn, *bufio.Reader, bool) {
	t.Helper()
	c := s.dialFrom(t, local)
	c.SetDeadline(time.Now().Add(waitTime))
	defer c.SetDeadline(time.Time{})
	if _, err := io.WriteString(c, "GET /healthz HTTP/1.1\r\nHost: heat.test\r\n\r\n"); err != nil {
		c.Close()
		return nil, nil, false
	}
	br := bufio.NewReader(c)
	res, err := http.ReadResponse(br, nil)
	if err != nil {
		c.Close()
		return nil, nil, false
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("health check answered %s", res.Status)
	}
	return c, br, true
}

// healthyFrom checks that GET /healthz on a new connection from local answers 200.
func (s served) healthyFrom(t *testing.T, local string) {
	t.Helper()
	c, _, ok := s.keepAlive(t, local)
	if !ok {
		t.Fatalf("the health check from %s was refused", local)
	}
	c.Close()
}

// openConns counts the connections the server has not closed yet.
type openConns struct {
	n  atomic.Int64
	wg sync.WaitGroup
}

// watch counts c as open until the server closes it.
func (o *openConns) watch(c net.Conn, br *bufio.Reader) {
	o.n.Add(1)
	o.wg.Add(1)
	go func() {
		defer o.wg.Done()
		defer o.n.Add(-1)
		br.ReadByte() // the server sends nothing more: this returns when the connection ends
	}()
}

func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(waitTime)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestIdleConnectionsAreBounded opens many keep-alive connections from one address, as the
// review's attacker did, and checks that they stay within the limits while the health check
// from another address keeps answering.
func TestIdleConnectionsAreBounded(t *testing.T) {
	const flood = 300
	tests := []struct {
		name     string
		lim      Limits
		answered int // how many of the flood get an answer
		open     int // how many of them may stay open
	}{
		{"per address", Limits{MaxConnsPerAddr: 40, IdleTimeout: time.Hour}, 40, 40},
		// At the total limit the longest idle connection makes room for the next one.
		{"in total", Limits{MaxConns: 40, MaxConnsPerAddr: -1, IdleTimeout: time.Hour}, flood, 40},
		// Idle ones are closed after the idle timeout.
		{"idle timeout", Limits{MaxConnsPerAddr: -1, IdleTimeout: 200 * time.Millisecond}, flood, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := serveLimited(t, tt.lim)
			var open openConns
			answered := 0
			for i := range flood {
				c, br, ok := s.keepAlive(t, "127.0.0.1")
				if ok {
					answered++
					open.watch(c, br)
				}
				if i%50 == 0 {
					s.healthyFrom(t, "127.0.0.2")
				}
			}
			s.healthyFrom(t, "127.0.0.2")
			deadline := time.Now().Add(waitTime)
			for open.n.Load() > int64(tt.open) {
				if time.Now().After(deadline) {
					t.Fatalf("%d of %d connections answered and %d still open after %s, want at most %d open",
						answered, flood, open.n.Load(), waitTime, tt.open)
				}
				time.Sleep(5 * time.Millisecond)
			}
			if answered != tt.answered {
				t.Errorf("%d of %d connections answered, want %d", answered, flood, tt.answered)
			}
			t.Logf("%d of %d connections answered, %d still open", answered, flood, open.n.Load())
			s.healthyFrom(t, "127.0.0.2")
		})
	}
}

// TestWebSocketsOutliveHTTPTimeouts checks that the signaling sockets, which net/http hands over
// to coder/websocket, are not cut by the idle timeout, and that they count against the
// per-address limit until they close.
func TestWebSocketsOutliveHTTPTimeouts(t *testing.T) {
	const idle = 50 * time.Millisecond
	s := serveLimited(t, Limits{MaxConnsPerAddr: 2, IdleTimeout: idle})
	ctx, cancel := context.WithTimeout(context.Background(), waitTime)
	defer cancel()
	wsURL := "ws" + strings.TrimPrefix(s.url, "http") + proto.Path

	host, err := client.Dial(ctx, wsURL)
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	room, _, err := host.Create(ctx)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(10 * idle) // several idle timeouts pass with the socket silent
	guest, err := client.Dial(ctx, wsURL)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := guest.Join(ctx, room); err != nil {
		t.Fatalf("join after the idle timeout: %v", err)
	}
	select {
	case ev := <-host.Events():
		if ev.Type != proto.EventPeerJoined {
			t.Fatalf("the host's socket got %+v after the idle timeout, want peer-joined", ev)
		}
	case <-ctx.Done():
		t.Fatal("the host heard nothing of the guest")
	}

	// Two sockets are open from 127.0.0.1: a third connection is refused.
	if _, _, ok := s.keepAlive(t, "127.0.0.1"); ok {
		t.Fatal("a third connection from one address was served with a limit of 2")
	}
	guest.Close()
	eventually(t, "the closed socket's place given back", func() bool {
		c, _, ok := s.keepAlive(t, "127.0.0.1")
		if ok {
			c.Close()
		}
		return ok
	})
}

func TestLimitsDefaults(t *testing.T) {
	lim := Limits{}.withDefaults()
	if lim.MaxConnsPerAddr != defaultMaxConnsPerAddr || lim.IdleTimeout != defaultIdleTimeout {
		t.Errorf("defaults %+v", lim)
	}
	if n := openFileLimit(); lim.MaxConns > defaultMaxConns || (n > 0 && lim.MaxConns > n) {
		t.Errorf("MaxConns %d with an open-file limit of %d", lim.MaxConns, n)
	}
	if off := (Limits{MaxConnsPerAddr: -1}).withDefaults(); off.MaxConnsPerAddr != -1 {
		t.Errorf("a negative MaxConnsPerAddr became %d", off.MaxConnsPerAddr)
	}
}

func TestAddrKey(t *testing.T) {
	for _, tt := range []struct{ addr, want string }{
		{"192.0.2.1:5000", "192.0.2.1"},
		{"[::ffff:192.0.2.1]:5000", "192.0.2.1"},
		{"[2001:db8:1:2:3:4:5:6]:5000", "2001:db8:1:2::/64"},
		{"[fe80::1%eth0]:5000", "fe80::/64"},
	} {
		a, err := net.ResolveTCPAddr("tcp", tt.addr)
		if err != nil {
			t.Fatal(err)
		}
		if got := addrKey(a); got != tt.want {
			t.Errorf("addrKey(%s) = %s, want %s", tt.addr, got, tt.want)
		}
	}
	if got := addrKey(fakeAddr("pipe")); got != "pipe" {
		t.Errorf("addrKey of a non-IP address = %q", got)
	}
}

type fakeAddr string

func (a fakeAddr) Network() string { return "fake" }
func (a fakeAddr) String() string  { return string(a) }

func TestProxiesSwitchOffThePerAddressLimit(t *testing.T) {
	for _, tt := range []struct {
		name string
		opts Options
		want int
	}{
		{"direct", Options{}, defaultMaxConnsPerAddr},
		{"behind a proxy", Options{TrustedProxies: 1}, -1},
		{"behind a proxy, limit chosen", Options{TrustedProxies: 1, Limits: Limits{MaxConnsPerAddr: 5000}}, 5000},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := newTestHandler(t, tt.opts).limits.MaxConnsPerAddr; got != tt.want {
				t.Errorf("MaxConnsPerAddr %d, want %d", got, tt.want)
			}
		})
	}
}
