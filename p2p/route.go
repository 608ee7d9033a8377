package p2p

// Route says how a peer connection reaches the other side, from the ICE candidate pair it
// selected.
type Route string

const (
	// RouteUnknown: not connected yet, not a WebRTC connection, or the pair is not known.
	RouteUnknown Route = ""
	// RouteDirect: straight from one network to the other (a host, server-reflexive or
	// peer-reflexive pair: the routers let the packets through).
	RouteDirect Route = "direct"
	// RouteRelay: through a TURN relay, because no direct path got through the routers.
	RouteRelay Route = "relay"
)

// Text is how a page names the route to a player.
func (r Route) Text() string {
	switch r {
	case RouteDirect:
		return "direct"
	case RouteRelay:
		return "through the relay"
	}
	return ""
}

// ConnRoute is the route of a connection over WebRTC (RouteUnknown for any other Conn).
func ConnRoute(c Conn) Route {
	if r, ok := c.(interface{ Route() Route }); ok {
		return r.Route()
	}
	return RouteUnknown
}

// routeOf names the route of a pair from its two candidates' types ("host", "srflx", "prflx",
// "relay").
func routeOf(local, remote string) Route {
	switch {
	case local == "" || remote == "":
		return RouteUnknown
	case local == "relay" || remote == "relay":
		return RouteRelay
	}
	return RouteDirect
}

// learnRoute finds out, off the loop (the browser answers getStats later), how l's connection
// reaches the host, and writes it into p's lobby entry while l is still p's link.
func (h *hosting) learnRoute(l *link, p *player) {
	c := l.conn
	go func() {
		r := ConnRoute(c)
		if r == RouteUnknown {
			return
		}
		_ = h.loop.do(func() {
			if h.peers.of(p) == l && p.Route != string(r) {
				p.Route = string(r)
				h.lobby.changed = true
			}
		})
	}()
}
