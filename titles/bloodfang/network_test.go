//go:build !js

package bloodfang_test

import (
	"bytes"
	"encoding/json"
	"sync"
	"testing"

	"go.uber.org/goleak"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/bloodfang/bot"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/bloodfang"
	"github.com/heatracing/heat/titles/kit/kittest"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

// decide is a player's driver: the easy AI, from the player's own view.
var decide = kittest.Bot(func(v engine.View) bool { return v.Phase == engine.PhaseOver },
	func(v engine.View) bool { return v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing },
	func(v engine.View) (engine.Action, error) { return bot.Decide(v, bot.Easy) })

// TestBloodFangGameOverWebRTC: the host and a guest play a whole game of Blood Fang through the
// real signaling server and real pion data channels, each deciding from its own views. Both see
// the same result, and the guest's wire never held the host's hand or either deck's order.
func TestBloodFangGameOverWebRTC(t *testing.T) {
	tb := kittest.Open(t, bloodfang.Title, 1, nil, bloodfang.Settings{Decks: []string{"plague", "bastion"}, Level: "easy"})
	hands := []map[engine.HandCard]bool{{}, {}} // every hand card each seat held
	var mu sync.Mutex
	views := kittest.Play(t, tb, func(v engine.View) ([]byte, bool, error) {
		if v.Me != nil {
			mu.Lock()
			for _, h := range v.Me.Hand {
				hands[v.Seat][h] = true
			}
			mu.Unlock()
		}
		return decide(v)
	})
	for i, v := range views {
		if v.Result == nil || v.Result.Scores != views[0].Result.Scores || v.Result.Winner != views[0].Result.Winner {
			t.Errorf("session %d ends with %+v, the host with %+v", i, v.Result, views[0].Result)
		}
	}
	h, g := tb.Host, tb.Guests[0]
	if len(hands[h.Seat()]) < 5 {
		t.Fatalf("the host held only %d cards", len(hands[h.Seat()]))
	}
	msgs := tb.Wires[0].Messages()
	checkWire(t, g.Seat(), h.Seat(), msgs)
	if n := found(hands[h.Seat()], msgs); n != 0 {
		t.Errorf("the guest's wire holds %d of the host's hand cards", n)
	}
	// The search can see a hand: the guest's own cards are on its wire.
	if n := found(hands[g.Seat()], msgs); n < 5 {
		t.Errorf("only %d of the guest's own hand cards found on its wire", n)
	}
	p2ptest.Verified(t, tb.Guests)
}

// found counts the hand cards that appear, encoded, in the updates of a wire.
func found(hand map[engine.HandCard]bool, msgs [][]byte) int {
	n := 0
	for h := range hand {
		card, _ := json.Marshal(h)
		for _, b := range msgs {
			if bytes.Contains(b, card) {
				n++
				break
			}
		}
	}
	return n
}

// checkWire reads every update the guest received: its views are its own, its events hold none
// of the other seat's drawn cards or hand IDs, and no deck travels as a list.
func checkWire(t *testing.T, seat, host int, msgs [][]byte) {
	t.Helper()
	for _, u := range kittest.Received[engine.View, engine.Event](t, msgs) {
		if u.View.Seat != seat || u.View.Me == nil {
			t.Fatalf("seat %d received a view for seat %d", seat, u.View.Seat)
		}
		if bytes.Contains(u.Raw.View, []byte(`"deck":[`)) || bytes.Contains(u.Raw.View, []byte(`"cards":[`)) {
			t.Fatalf("seat %d received a deck as a list: %s", seat, u.Raw.View)
		}
		for i, e := range u.Events {
			if e.Seat == host && (len(e.Cards) > 0 || e.Hand != 0) {
				t.Fatalf("seat %d received the host's private cards: %s", seat, u.Raw.Events[i])
			}
		}
	}
}
