package p2p

import (
	"github.com/heatracing/heat/signal/proto"
)

// What the WebRTC transport (p2p/rtc) needs of the sessions beside their public API: the room a
// host is registered under, and the session's logging.

// SetRoom records the room the host's transport registered, and the host's token for it, in the
// lobby (and so in the host's saved record, to register the same room after a reload).
func (h *Host) SetRoom(room, token string) error { return h.setRoom(room, token) }

// RoomToken is the room and token the host's saved record kept, "" before any.
func (h *Host) RoomToken() (room, token string) { return h.roomToken() }

// Tagged is l with attrs added to every record it logs.
func Tagged(l Logger, attrs ...any) Logger { return withAttrs(l, attrs...) }

// Quiet is the logger that logs nothing, the sessions' default.
func Quiet() Logger { return discard{} }

// LobbyMoved is signalled whenever the lobby changes (the transport keeps the server's seats
// equal to the lobby's).
func (h *Host) LobbyMoved() <-chan struct{} { return h.lobbyMoved.ch }

// RouteOf names the route of an ICE candidate pair from its two candidates' types ("host",
// "srflx", "prflx", "relay").
func RouteOf(local, remote string) Route { return routeOf(local, remote) }

// HasRelay reports whether servers include a TURN server.
func HasRelay(servers []proto.ICEServer) bool { return hasRelay(servers) }

// HandshakeError words a failed handshake with the host (a ConnectError).
func HandshakeError(err error, answered, relay bool) error {
	return handshakeError(err, answered, relay)
}
