package p2p_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal"
)

// A dial that fails for good ends the guest with the reason, at once: a room that does not
// exist or is full, or a browser without WebRTC, which no retry can cure. A passing failure (the
// signaling server out of reach) is tried again.
func TestGuestEndsOnDialFailuresNoRetryCures(t *testing.T) {
	cases := []struct {
		err  error
		ends bool
	}{
		{p2p.ErrNoWebRTC, true},
		{signal.ErrRoomNotFound, true},
		{signal.ErrRoomFull, true},
		{errors.New("dial tcp 127.0.0.1:1: connection refused"), false},
	}
	for _, c := range cases {
		t.Run(c.err.Error(), func(t *testing.T) {
			dials := make(chan struct{}, 100)
			g := newGuest(t, p2p.GuestConfig{Room: "K7RM2Q", Name: "Ann", Options: fast(),
				Dial: func(ctx context.Context) (p2p.Conn, error) {
					select {
					case dials <- struct{}{}:
					default:
					}
					return nil, c.err
				}})
			if c.ends {
				eventually(t, "the guest ended", 2*time.Second, func() bool { return g.ConnState() == p2p.Ended })
				if !errors.Is(g.Reason(), c.err) {
					t.Errorf("the guest ended with %v, want %v", g.Reason(), c.err)
				}
				if len(dials) != 1 {
					t.Errorf("the guest dialled %d times", len(dials))
				}
				return
			}
			eventually(t, "a second dial", 5*time.Second, func() bool { return len(dials) >= 2 })
			if s := g.ConnState(); s == p2p.Ended {
				t.Errorf("a passing failure ended the guest: %v", g.Reason())
			}
		})
	}
}
