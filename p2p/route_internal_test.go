package p2p

import (
	"errors"
	"testing"

	"github.com/heatracing/heat/signal"
)

func TestRouteOf(t *testing.T) {
	for _, tt := range []struct {
		local, remote string
		want          Route
	}{
		{"host", "host", RouteDirect}, {"srflx", "prflx", RouteDirect}, {"relay", "srflx", RouteRelay},
		{"host", "relay", RouteRelay}, {"", "host", RouteUnknown}, {"relay", "", RouteUnknown},
	} {
		if got := routeOf(tt.local, tt.remote); got != tt.want {
			t.Errorf("routeOf(%q, %q) = %q, want %q", tt.local, tt.remote, got, tt.want)
		}
	}
}

func TestHandshakeError(t *testing.T) {
	relay := []signal.ICEServer{{URLs: []string{"stun:a:3478", "turn:a:3478?transport=udp"}}}
	if !hasRelay(relay) || hasRelay([]signal.ICEServer{{URLs: []string{"stun:a"}}}) || hasRelay(nil) {
		t.Error("hasRelay misreads the servers")
	}
	var ce *ConnectError
	if err := handshakeError(ErrClosed, false, true); !errors.As(err, &ce) || ce.Step != StepHost {
		t.Errorf("no answer: %v", err)
	}
	if err := handshakeError(ErrClosed, true, false); !errors.As(err, &ce) || ce.Step != StepNetwork || ce.Relay {
		t.Errorf("no path: %v", err)
	}
	if handshakeError(nil, true, true) != nil {
		t.Error("an open channel is an error")
	}
}
