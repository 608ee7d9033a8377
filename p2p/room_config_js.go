//go:build js && wasm

package p2p

import (
	"log/slog"
	"time"
)

// RoomConfig says how to reach peers: the signaling server. In the browser
// peer connections are the browser's own, so there is no API to choose.
type RoomConfig struct {
	Signal SignalDialer
	Logger *slog.Logger
	// HandshakeTimeout bounds one WebRTC handshake; default 20 s.
	HandshakeTimeout time.Duration
}
