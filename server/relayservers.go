package server

import (
	"crypto/rand"
	"encoding/hex"

	"github.com/heatracing/heat/server/relay"
	"github.com/heatracing/heat/signal"
)

// relayServers is the signaling server's hook that hands each socket the relay's STUN and
// TURN addresses with credentials of its own (nil without a relay): the relay's quotas then
// count per socket.
func relayServers(r *relay.Server) func(addr string) []signal.ICEServer {
	if r == nil {
		return nil
	}
	return func(string) []signal.ICEServer {
		id := make([]byte, 8)
		rand.Read(id)
		c := r.Credentials(hex.EncodeToString(id))
		return []signal.ICEServer{{URLs: r.URLs(), Username: c.Username, Credential: c.Password}}
	}
}
