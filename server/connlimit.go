package server

import (
	"container/list"
	"crypto/tls"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"sync"
	"time"
)

// limitListener enforces Limits on the connections its listener accepts. Connections over the
// per-address limit are closed at once; at the total limit the connection that has waited
// longest without a request in progress makes room, so that the health check and real players
// still get in while idle connections fill the server.
type limitListener struct {
	net.Listener
	lim Limits
	log *slog.Logger

	mu       sync.Mutex
	open     int
	byAddr   map[string]int
	waiting  list.List // of *limitedConn without a request in progress, longest waiting first
	refused  int       // since the last warning
	lastWarn time.Time
}

// warnEvery spaces the warnings about refused connections.
const warnEvery = time.Minute

func newLimitListener(ln net.Listener, lim Limits, log *slog.Logger) *limitListener {
	return &limitListener{Listener: ln, lim: lim, log: log, byAddr: make(map[string]int)}
}

// Accept returns the next connection within the limits; it closes the ones over them.
func (l *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		if lc := l.admit(c); lc != nil {
			return lc, nil
		}
		c.Close()
	}
}

// admit counts c, or returns nil when c must be refused.
func (l *limitListener) admit(c net.Conn) *limitedConn {
	addr := addrKey(c.RemoteAddr())
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.lim.MaxConnsPerAddr > 0 && l.byAddr[addr] >= l.lim.MaxConnsPerAddr {
		l.refuseLocked("too many connections from one address", addr)
		return nil
	}
	for l.open >= l.lim.MaxConns {
		front := l.waiting.Front()
		if front == nil {
			l.refuseLocked("too many connections", addr)
			return nil
		}
		victim := front.Value.(*limitedConn)
		l.releaseLocked(victim)
		victim.Conn.Close() // the socket only: net/http's later Close finds it released
		l.log.Debug("closing a waiting connection to make room", "addr", victim.addr)
	}
	l.open++
	l.byAddr[addr]++
	lc := &limitedConn{Conn: c, l: l, addr: addr}
	lc.waiting = l.waiting.PushBack(lc) // it has not sent a request yet
	return lc
}

// refuseLocked counts a refusal and warns now and then. l.mu must be held.
func (l *limitListener) refuseLocked(why, addr string) {
	l.refused++
	l.log.Debug("refusing a connection", "why", why, "addr", addr)
	if now := time.Now(); now.Sub(l.lastWarn) >= warnEvery {
		l.log.Warn("connection limits reached: refusing connections", "why", why, "refused", l.refused,
			"open", l.open, "max_conns", l.lim.MaxConns, "max_conns_per_addr", l.lim.MaxConnsPerAddr)
		l.refused, l.lastWarn = 0, now
	}
}

// releaseLocked forgets c once. l.mu must be held.
func (l *limitListener) releaseLocked(c *limitedConn) {
	if c.released {
		return
	}
	c.released = true
	l.open--
	if l.byAddr[c.addr]--; l.byAddr[c.addr] <= 0 {
		delete(l.byAddr, c.addr)
	}
	if c.waiting != nil {
		l.waiting.Remove(c.waiting)
		c.waiting = nil
	}
}

// connState follows each connection through net/http (http.Server.ConnState): idle ones may
// make room, busy and hijacked ones may not.
func (l *limitListener) connState(nc net.Conn, state http.ConnState) {
	if tc, ok := nc.(*tls.Conn); ok { // HTTPS: the counted connection is under TLS
		nc = tc.NetConn()
	}
	c, ok := nc.(*limitedConn)
	if !ok {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	if c.released {
		return
	}
	switch state {
	case http.StateIdle:
		if c.waiting == nil {
			c.waiting = l.waiting.PushBack(c)
		}
	case http.StateActive, http.StateHijacked:
		if c.waiting != nil {
			l.waiting.Remove(c.waiting)
			c.waiting = nil
		}
	case http.StateClosed:
		l.releaseLocked(c)
	}
}

// limitedConn is a counted connection; closing it gives its place back.
type limitedConn struct {
	net.Conn
	l    *limitListener
	addr string
	// Guarded by l.mu:
	waiting  *list.Element // in l.waiting while no request is in progress
	released bool
}

// Close closes the socket and gives its place back. A hijacked connection (a WebSocket) is
// counted until it is closed this way.
func (c *limitedConn) Close() error {
	err := c.Conn.Close()
	c.l.mu.Lock()
	c.l.releaseLocked(c)
	c.l.mu.Unlock()
	return err
}

// addrKey is the client address of a connection: its IP, or for IPv6 its /64 prefix.
func addrKey(a net.Addr) string {
	ap, err := netip.ParseAddrPort(a.String())
	if err != nil {
		return a.String()
	}
	ip := ap.Addr().Unmap().WithZone("")
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}
