package p2p

import (
	"errors"
	"strings"

	"github.com/heatracing/heat/signal/proto"
)

// ConnectStep is a step of reaching the host.
type ConnectStep int

const (
	// StepServer: reaching the game server (signaling).
	StepServer ConnectStep = iota + 1
	// StepHost: the host's page answering the offer.
	StepHost
	// StepNetwork: the two devices finding a path to each other (ICE), directly or through
	// the relay.
	StepNetwork
)

// ConnectError says which step of reaching the host failed, in a player's words, and what to
// try. Relay says whether the game server offered a relay (a TURN server).
type ConnectError struct {
	Step  ConnectStep
	Relay bool
	Err   error
}

func (e *ConnectError) Error() string {
	switch e.Step {
	case StepServer:
		return "Cannot reach the game server. Check your internet connection; the game keeps trying."
	case StepHost:
		return "The host's page does not answer. Ask the host to keep the room open in their browser; the game keeps trying."
	case StepNetwork:
		if e.Relay {
			return "Your device and the host's cannot reach each other, not even through the game's relay. " +
				"A firewall may block it: try another network (a phone's hotspot, for one); the game keeps trying."
		}
		return "Your device and the host's cannot reach each other directly, and this game server has no relay. " +
			"Try from the same network as the host, or ask whoever runs the server to give it its public address " +
			"(-public-ip or -domain) so that it relays; the game keeps trying."
	}
	return "Cannot reach the host; the game keeps trying."
}

func (e *ConnectError) Unwrap() error { return e.Err }

// hasRelay reports whether servers include a TURN server.
func hasRelay(servers []proto.ICEServer) bool {
	for _, s := range servers {
		for _, u := range s.URLs {
			if strings.HasPrefix(u, "turn:") || strings.HasPrefix(u, "turns:") {
				return true
			}
		}
	}
	return false
}

// handshakeError words a failed handshake: no answer from the host, or no path once it
// answered. A closed room or signaling keeps its own error.
func handshakeError(err error, answered, relay bool) error {
	if _, ok := errors.AsType[*ConnectError](err); err == nil || ok {
		return err
	}
	if !answered {
		return &ConnectError{Step: StepHost, Relay: relay, Err: err}
	}
	return &ConnectError{Step: StepNetwork, Relay: relay, Err: err}
}
