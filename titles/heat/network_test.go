//go:build !js

package heat_test

import (
	"bytes"
	"fmt"
	"testing"

	"go.uber.org/goleak"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/titles/kit/kittest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// TestHeatRaceOverWebRTC: one host and five guests race a whole Heat race (with the Garage draft
// and the weather) through the real signaling server and real pion data channels, the bot
// deciding for every seat from that seat's own view. Everybody sees the same result, and no guest
// ever received another seat's hand, deck order or unrevealed choice.
func TestHeatRaceOverWebRTC(t *testing.T) {
	const guests = 5
	// With the Garage's full draft and the weather: the draft is public, hands and decks are not.
	tb := kittest.Open(t, heat.Title, guests, nil, heat.Settings{Track: "usa", Laps: 1, Garage: engine.GarageBoth, Weather: true})
	views := kittest.Play(t, tb, decide)
	sessions := tb.Sessions()
	for i, v := range views {
		if fmt.Sprint(v.Standings) != fmt.Sprint(views[0].Standings) || len(v.Standings) != guests+1 {
			t.Errorf("session %d ends with standings %v, the host with %v", i, v.Standings, views[0].Standings)
		}
		if v.Seat != sessions[i].Seat() {
			t.Errorf("session %d's views are for seat %d, it holds seat %d", i, v.Seat, sessions[i].Seat())
		}
	}
	p2ptest.Verified(t, tb.Guests)
	for i, g := range tb.Guests {
		checkWire(t, g.Seat(), tb.Wires[i].Messages())
	}
}

// decide is a seat's driver: the bot, from the seat's own view.
var decide = kittest.Bot(func(v engine.View) bool { return v.Phase == engine.PhaseOver },
	func(v engine.View) bool { return v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing },
	func(v engine.View) (engine.Action, error) { return bot.Decide(v, bot.Normal) })

// checkWire reads every update a guest received: views only ever carry its own hand and plan,
// events only its own private cards, and nothing anywhere is a deck's contents.
func checkWire(t *testing.T, seat int, msgs [][]byte) {
	t.Helper()
	for _, u := range kittest.Received[engine.View, engine.Event](t, msgs) {
		if v := u.View; v.Seat != seat || (v.Me != nil && bytes.Count(u.Raw.View, []byte(`"hand":[`)) != 1) {
			t.Fatalf("seat %d received a view for seat %d or with more than its own hand", seat, v.Seat)
		}
		if bytes.Contains(u.Raw.View, []byte(`"deck":[`)) || bytes.Contains(u.Raw.View, []byte(`"pool":[`)) {
			t.Fatalf("seat %d received a deck's or the upgrade pool's contents", seat)
		}
		for i, e := range u.Events {
			if e.Private && e.Seat != seat && len(e.Cards) > 0 {
				t.Fatalf("seat %d received seat %d's private cards: %s", seat, e.Seat, u.Raw.Events[i])
			}
		}
	}
}
