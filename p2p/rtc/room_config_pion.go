//go:build !js

package rtc

import (
	"time"

	"github.com/pion/webrtc/v4"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/proto"
)

// RoomConfig says how to reach peers: the signaling server and the WebRTC
// API.
type RoomConfig struct {
	Signal SignalDialer
	// API builds peer connections; nil: webrtc.NewAPI(). Native tests pass
	// one whose SettingEngine includes loopback candidates.
	API    *webrtc.API
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
