//go:build !js

package heat_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// TestHeatRaceAcrossInstances: three signaling instances linked through NATS, as behind a load
// balancer; the host reaches the first, each guest another. They race a whole Heat race over
// real pion data channels, and every guest verifies it at the end.
func TestHeatRaceAcrossInstances(t *testing.T) {
	ctx := kittest.Within(t, 2*time.Minute)
	cluster := p2ptest.SignalCluster(t, 3)
	const guests = 2
	tb := kittest.OpenVia(ctx, t, heat.Title, guests, nil, heat.Settings{Track: "usa", Laps: 1},
		func(i int) rtc.SignalDialer { return cluster.Dialer(i) })
	// The room lives on the host's instance; the guests came in through the two others.
	for i, in := range cluster.Instances {
		if rooms, want := in.Server.Health().Rooms, max(0, 1-i); rooms != want {
			t.Fatalf("instance %d holds %d rooms", i, rooms)
		}
	}
	views := kittest.Play(t, tb, decide)
	for i, v := range views {
		if fmt.Sprint(v.Standings) != fmt.Sprint(views[0].Standings) || len(v.Standings) != guests+1 {
			t.Errorf("session %d ends with standings %v, the host with %v", i, v.Standings, views[0].Standings)
		}
	}
	p2ptest.Verified(t, tb.Guests)
}
