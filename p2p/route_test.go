//go:build !js

package p2p_test

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
)

// TestRouteOverWebRTC: the host's lobby says how each guest's connection reaches it (on
// loopback, directly).
func TestRouteOverWebRTC(t *testing.T) {
	url := signalServer(t)
	h := newHost(t, p2p.HostConfig{Options: fast()})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	room, err := p2p.ServeRoom(ctx, h, roomConfig(url))
	if err != nil {
		t.Fatal(err)
	}
	defer room.Close()
	g := newGuest(t, p2p.GuestConfig{Room: room.Room(), Name: "G", Dial: p2p.RoomDialer(room.Room(), roomConfig(url)), Options: fast()})
	eventually(t, "the guest's route in the lobby", 30*time.Second, func() bool {
		for _, pl := range h.Lobby().Players {
			if pl.Name == "G" {
				return pl.Route == string(p2p.RouteDirect)
			}
		}
		return false
	})
	eventually(t, "the guest sees its route too", 10*time.Second, func() bool {
		me, ok := g.Lobby().Me()
		return ok && me.Route == "direct"
	})
	if g.Trouble() != nil {
		t.Errorf("a connected guest reports trouble: %v", g.Trouble())
	}
}

// TestTroubleReachingTheServer: a guest that cannot reach the game server keeps trying and says
// so in plain words.
func TestTroubleReachingTheServer(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "ws://" + ln.Addr().String() + "/signal"
	ln.Close() // nothing listens there now
	g := newGuest(t, p2p.GuestConfig{Room: "ABCDEF", Name: "G", Dial: p2p.RoomDialer("ABCDEF", roomConfig(url)), Options: fast()})
	eventually(t, "the guest's trouble", 10*time.Second, func() bool { return g.Trouble() != nil })
	var ce *p2p.ConnectError
	if err := g.Trouble(); !errors.As(err, &ce) || ce.Step != p2p.StepServer || !strings.Contains(err.Error(), "game server") {
		t.Errorf("trouble %v, want the game server step", err)
	}
	if s := g.ConnState(); s != p2p.Connecting {
		t.Errorf("state %s, want still connecting", s)
	}
}

func TestConnectErrorWords(t *testing.T) {
	cause := errors.New("ice failed")
	for _, tt := range []struct {
		err  *p2p.ConnectError
		want string
	}{
		{&p2p.ConnectError{Step: p2p.StepServer, Err: cause}, "Cannot reach the game server"},
		{&p2p.ConnectError{Step: p2p.StepHost, Err: cause}, "host's page does not answer"},
		{&p2p.ConnectError{Step: p2p.StepNetwork, Relay: true, Err: cause}, "not even through the game's relay"},
		{&p2p.ConnectError{Step: p2p.StepNetwork, Err: cause}, "has no relay"},
	} {
		if !strings.Contains(tt.err.Error(), tt.want) || !errors.Is(tt.err, cause) {
			t.Errorf("step %d (relay %v): %q, want it to say %q and wrap its cause", tt.err.Step, tt.err.Relay, tt.err, tt.want)
		}
	}
	if p2p.RouteRelay.Text() != "through the relay" || p2p.RouteDirect.Text() != "direct" || p2p.RouteUnknown.Text() != "" {
		t.Error("the routes' words changed")
	}
}
