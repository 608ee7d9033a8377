package rtc

import (
	"time"

	"github.com/heatracing/heat/p2p"
)

// withDefaults fills in the logger and the handshake timeout.
func (c RoomConfig) withDefaults() RoomConfig {
	if c.Logger == nil {
		c.Logger = p2p.Quiet()
	}
	if c.HandshakeTimeout <= 0 {
		c.HandshakeTimeout = 20 * time.Second
	}
	if c.ListEvery <= 0 {
		c.ListEvery = time.Second
	}
	return c
}
