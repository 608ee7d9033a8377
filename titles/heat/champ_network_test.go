//go:build !js

package heat_test

import (
	"fmt"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/titles/kit/kittest"
)

// TestChampionshipOverWebRTC: a host and a guest run a custom championship of three races with
// random events through the real signaling server and pion data channels. Both end with the same
// standings and champion, the guest's audit of the whole championship passes, and no update
// carried the other seat's secrets.
func TestChampionshipOverWebRTC(t *testing.T) {
	tb := kittest.Open(t, heat.Title, 1, nil, heat.Settings{Legends: 1, Garage: engine.GarageBasic,
		Championship: &heat.ChampSettings{Tracks: []string{"italia", "usa", "france"}, Events: true}})
	// Each seat races with the bot, and starts each next race when it is the starter.
	views := kittest.Play(t, tb, func(v heat.ChampView) ([]byte, bool, error) {
		switch {
		case v.Champ.Over:
			return nil, true, nil
		case v.Champ.Between && v.Champ.Starter == v.Seat:
			return heat.NextRaceIntent, false, nil
		}
		intent, _, err := decide(v.View) // a race over is not the championship over
		return intent, false, err
	})
	host, guest := views[0].Champ, views[1].Champ
	if len(host.Results) != 3 || host.Champion < 0 || guest.Champion != host.Champion ||
		fmt.Sprint(guest.Standings) != fmt.Sprint(host.Standings) {
		t.Errorf("host %+v, guest %+v", host, guest)
	}
	p2ptest.Verified(t, tb.Guests)
	checkWire(t, tb.Guests[0].Seat(), tb.Wires[0].Messages())
}
