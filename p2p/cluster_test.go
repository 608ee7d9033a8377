//go:build !js

package p2p_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/rtc"
)

// TestHostRehomesWhenItsInstanceDies: three signaling instances behind a "load balancer"
// (p2ptest.Cluster.Dialer), the host on the first, a guest on each other. The host's instance
// dies mid-lobby: the guests stay connected to the host (signaling is no part of a session), the
// host's page resumes its room on another instance with the same code, a newcomer finds it there,
// and the four play a match to its end.
func TestHostRehomesWhenItsInstanceDies(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cluster := p2ptest.SignalCluster(t, 3)
	via := func(i int) rtc.RoomConfig {
		return rtc.RoomConfig{Signal: cluster.Dialer(i), API: loopbackAPI(), Logger: logger()}
	}
	h := newHost(t, p2p.HostConfig{Options: fast()})
	rh, err := rtc.ServeRoom(ctx, h, via(0))
	if err != nil {
		t.Fatal(err)
	}
	defer rh.Close()
	code := rh.Room()
	var gs []*p2p.Guest
	for i := 1; i <= 2; i++ {
		gs = append(gs, newGuest(t, p2p.GuestConfig{Room: code, Name: fmt.Sprintf("G%d", i), Dial: rtc.RoomDialer(code, via(i)), Options: fast()}))
	}
	for _, g := range gs {
		eventually(t, "guest connected", 10*time.Second, connected(g))
	}

	cluster.Instances[0].Kill()
	eventually(t, "the room held by another instance", 10*time.Second, func() bool {
		return cluster.Instances[1].Server.Health().Rooms+cluster.Instances[2].Server.Health().Rooms == 1
	})
	if rh.Room() != code {
		t.Fatalf("the host's room is %q after its instance died, want %q", rh.Room(), code)
	}
	late := newGuest(t, p2p.GuestConfig{Room: code, Name: "G3", Dial: rtc.RoomDialer(code, via(2)), Options: fast()})
	gs = append(gs, late)
	const rounds = 2
	startMatch(t, h, gs, rounds)
	ss := []p2p.Session{h}
	for _, g := range gs {
		ss = append(ss, g)
	}
	checkMatch(t, driveAll(ctx, ss...), rounds)
}
