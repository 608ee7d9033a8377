package heat_test

import (
	"context"
	"encoding/json"
	"slices"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/heat"
)

// A guest gone for the whole championship (it never decides) is driven by the bot whenever its
// turn timer runs out: every race ends, and it keeps its seat and its points in the standings.
func TestChampionshipDrivesAGoneGuest(t *testing.T) {
	s := heat.Settings{Legends: 1, Championship: &heat.ChampSettings{Tracks: []string{"italia", "usa", "france"}}}
	h, clock := p2ptest.SilentGuest(t, heat.Title, s, 10*time.Second)
	var v heat.ChampView
	deadline := time.Now().Add(90 * time.Second)
	for !v.Champ.Over {
		if time.Now().After(deadline) {
			t.Fatalf("the championship did not end: race %d, round %d, waiting %v", v.Champ.Index+1, v.Round, v.Waiting)
		}
		select {
		case u := <-h.Updates():
			v = heat.ChampView{}
			if err := json.Unmarshal(u.View, &v); err != nil {
				t.Fatal(err)
			}
			continue
		case <-time.After(20 * time.Millisecond):
		}
		var intent []byte
		switch {
		case v.Champ.Between && v.Champ.Starter == 0:
			intent = heat.NextRaceIntent
		case v.Me != nil && v.Me.Legal.Decision != engine.DecideNothing:
			a, err := bot.Decide(v.View, bot.Normal)
			if err != nil {
				t.Fatal(err)
			}
			intent, _ = json.Marshal(a)
		case slices.Contains(v.Waiting, 1):
			clock.Advance(10 * time.Second) // the guest's timer runs out: the bot drives for it
			continue
		default:
			continue
		}
		_ = h.Submit(context.Background(), intent) // a view behind the host's is refused: the next one comes
	}
	if len(v.Champ.Results) != 3 {
		t.Fatalf("%d races run", len(v.Champ.Results))
	}
	for _, st := range v.Champ.Standings {
		if st.Seat == 1 && len(st.Races) != 3 {
			t.Errorf("the gone guest's standing %+v", st)
		}
	}
	for i, r := range v.Champ.Results {
		if r.Out[1] || !slices.Contains(r.Places, 1) {
			t.Errorf("race %d: the guest's car did not race to the end (%+v)", i+1, r)
		}
	}
}
