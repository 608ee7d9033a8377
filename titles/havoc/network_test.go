//go:build !js

package havoc_test

import (
	"bytes"
	"fmt"
	"regexp"
	"slices"
	"testing"

	"go.uber.org/goleak"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/havoc"
	"github.com/heatracing/heat/titles/kit/kittest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// TestHavocGameOverWebRTC: a host, two guests and a bot play a whole 4-player Havoc Speedway
// game through the real signaling server and real pion data channels, each player deciding from
// its own views. Everybody sees the same result, and no guest ever received another seat's hand,
// another seat's face-down coin or a face-down card.
func TestHavocGameOverWebRTC(t *testing.T) {
	tb := kittest.Open(t, havoc.Title, 2, []string{"Skid"}, havoc.Settings{Laps: 1, Cards: 4})
	views := kittest.Play(t, tb, decideHavoc)
	for i, v := range views {
		if v.Winner < 0 || v.Winner != views[0].Winner || fmt.Sprint(v.Ranking) != fmt.Sprint(views[0].Ranking) || len(v.Ranking) != 4 {
			t.Errorf("session %d ends with winner %d ranking %v, the host with %d %v", i, v.Winner, v.Ranking, views[0].Winner, views[0].Ranking)
		}
	}
	p2ptest.Verified(t, tb.Guests)
	for i, g := range tb.Guests {
		checkWire(t, g.Seat(), tb.Wires[i].Messages())
	}
}

var faceUp = regexp.MustCompile(`"coin":(\d+),"owner":(\d+),"(value|tow)"`)

// checkWire reads every update a guest received: views carry only its own hand and its own
// coins face up, events only its own private cards and coin faces; no face-down layout card.
func checkWire(t *testing.T, seat int, msgs [][]byte) {
	t.Helper()
	spent := map[string]bool{} // coins turned face up by a landing are public from then on
	for _, u := range kittest.Received[engine.View, engine.Event](t, msgs) {
		v := u.View
		if v.Seat != seat || (v.Me != nil && bytes.Count(u.Raw.View, []byte(`"hand":[`)) != 1) {
			t.Fatalf("seat %d received a view for seat %d or with more than its own hand", seat, v.Seat)
		}
		for _, c := range v.Spent {
			spent[fmt.Sprint(c.ID)] = true
		}
		for _, lc := range v.Layout {
			if lc.By < 0 && lc.Card != nil {
				t.Fatalf("seat %d sees face-down layout card %d", seat, lc.Slot)
			}
		}
		for _, m := range faceUp.FindAllSubmatch(u.Raw.View, -1) {
			if string(m[2]) != fmt.Sprint(seat) && !spent[string(m[1])] {
				t.Fatalf("seat %d sees the face of seat %s's coin %s", seat, m[2], m[1])
			}
		}
		for i, e := range u.Events {
			if e.Kind == engine.EvCoin || e.Kind == engine.EvTow {
				spent[fmt.Sprint(e.Coin.ID)] = true
			}
			if e.Private && e.Seat != seat && (len(e.Cards) > 0 || (e.Coin != nil && !e.Coin.FaceDown()) || slices.ContainsFunc(e.Coins, func(c engine.Coin) bool { return !c.FaceDown() })) {
				t.Fatalf("seat %d received seat %d's private cards or coins: %s", seat, e.Seat, u.Raw.Events[i])
			}
		}
	}
}
