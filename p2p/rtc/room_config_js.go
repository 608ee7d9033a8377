//go:build js && wasm

package rtc

import (
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/proto"
)

// RoomConfig says how to reach peers: the signaling server. In the browser
// peer connections are the browser's own, so there is no API to choose.
type RoomConfig struct {
	Signal SignalDialer
	Logger p2p.Logger
	// HandshakeTimeout bounds one WebRTC handshake; default 20 s.
	HandshakeTimeout time.Duration
	// Listing builds the room's public listing from the lobby (listing.go); nil, or false: the
	// room is not listed.
	Listing func(p2p.Lobby) (proto.Listing, bool)
	// ListEvery is how often the listing is looked at and, when it changed, published; default
	// 1 s.
	ListEvery time.Duration
}
