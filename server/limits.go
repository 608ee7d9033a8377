package server

import "time"

// Limits bound the server's TCP connections, every one of them: page loads, idle keep-alive
// connections and the signaling WebSockets. Without them, idle keep-alive connections from a
// few addresses exhaust the process's file descriptors, and then nothing is accepted at all.
// A zero field takes its default; the comments give the defaults and why.
type Limits struct {
	// MaxConns bounds the open connections. When it is reached, a new connection closes the one
	// that has waited longest without a request in progress (an idle keep-alive connection, or
	// one that has not sent its request yet), or is closed at once if every connection is busy.
	// Default 20,000, lowered to three quarters of the open-file limit (ulimit -n) when that is
	// lower: the signaling server's own default of 15,000 WebSockets fits, with room for page
	// loads.
	MaxConns int

	// MaxConnsPerAddr bounds the open connections of one client address (an IPv6 address counts
	// by its /64, which one subscriber usually owns); the excess is closed at once. Default 256: a
	// browser opens at most 6 connections to a site plus its signaling socket, so a household or
	// a LAN party behind one NAT stays far below. Negative switches it off, which a server
	// behind a reverse proxy needs: there every connection comes from the proxy's address.
	MaxConnsPerAddr int

	// IdleTimeout closes a keep-alive connection that waited that long for its next request.
	// Default 30 seconds: a page asks for everything it needs within a second or two, and a
	// browser opens a new connection when it needs one later.
	IdleTimeout time.Duration
}

// Timeouts of one HTTP request. The signaling WebSockets are not bound by them: net/http clears
// a connection's deadlines when coder/websocket hijacks it, and the signaling server pings its
// sockets itself.
const (
	// readHeaderTimeout bounds reading a request's headers: a browser sends them at once.
	readHeaderTimeout = 10 * time.Second
	// readTimeout bounds reading a whole request: the game's requests have no body.
	readTimeout = 30 * time.Second
	// writeTimeout bounds handling a request and writing its response, app.wasm included: 5
	// minutes let a slow mobile connection (100 kbit/s) fetch a few megabytes.
	writeTimeout = 5 * time.Minute
)

const (
	defaultMaxConns        = 20_000
	defaultMaxConnsPerAddr = 256
	defaultIdleTimeout     = 30 * time.Second
)

func (l Limits) withDefaults() Limits {
	if l.MaxConns <= 0 {
		l.MaxConns = defaultMaxConns
		if n := openFileLimit(); n > 0 && n*3/4 < l.MaxConns {
			l.MaxConns = max(n*3/4, 1)
		}
	}
	if l.MaxConnsPerAddr == 0 {
		l.MaxConnsPerAddr = defaultMaxConnsPerAddr
	}
	if l.IdleTimeout <= 0 {
		l.IdleTimeout = defaultIdleTimeout
	}
	return l
}
