//go:build !js

package bloodfang_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/bloodfang/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/titles/bloodfang"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

var fast = p2p.Options{Heartbeat: 50 * time.Millisecond, PeerTimeout: 3 * time.Second, ReorderWait: 40 * time.Millisecond, Retry: 200 * time.Millisecond}

// drive plays a session's seat with the AI from its own views until the game is over; seen
// collects every hand card the seat held.
func drive(ctx context.Context, s p2p.Session, seen map[engine.HandCard]bool) (engine.View, error) {
	var v engine.View
	for {
		select {
		case u, ok := <-s.Updates():
			if !ok {
				return v, p2p.ErrClosed
			}
			v = engine.View{}
			if err := json.Unmarshal(u.View, &v); err != nil {
				return v, err
			}
			if v.Me != nil {
				for _, h := range v.Me.Hand {
					seen[h] = true
				}
			}
			if v.Phase == engine.PhaseOver {
				return v, nil
			}
			if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
				continue
			}
			a, err := bot.Decide(v, bot.Easy)
			if err != nil {
				return v, err
			}
			intent, _ := json.Marshal(a)
			err = s.Submit(ctx, intent)
			var rej *p2p.RejectedError
			if err != nil && !errors.As(err, &rej) && !errors.Is(err, p2p.ErrNotYourTurn) {
				return v, err
			}
		case <-ctx.Done():
			return v, fmt.Errorf("the game did not end: %w (last view: turn %d, phase %s)", ctx.Err(), v.Turn, v.Phase)
		}
	}
}

// TestBloodFangGameOverWebRTC: the host and a guest play a whole game of Blood Fang through the
// real signaling server and real pion data channels, each deciding from its own views. Both see
// the same result, and the guest's wire never held the host's hand or either deck's order.
func TestBloodFangGameOverWebRTC(t *testing.T) {
	log := p2ptest.Logger(t)
	opt := fast
	opt.Logger = log
	h, err := p2p.NewHost(p2p.HostConfig{Title: bloodfang.Title, Name: "Host", Options: opt})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	gs, wires := p2ptest.Room(ctx, t, h, 1, opt)
	settings, _ := json.Marshal(bloodfang.Settings{Decks: []string{"plague", "bastion"}, Level: "easy"})
	if err := h.Configure(settings, 0); err != nil {
		t.Fatal(err)
	}
	yes := true
	if err := gs[0].Edit(ctx, p2p.Edit{Ready: &yes}); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	for err := h.Start(); err != nil; err = h.Start() {
		if time.Now().After(deadline) {
			t.Fatalf("start: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	sessions := []p2p.Session{h, gs[0]}
	views := make([]engine.View, len(sessions))
	errs := make([]error, len(sessions))
	hands := []map[engine.HandCard]bool{{}, {}}
	var wg sync.WaitGroup
	for i, s := range sessions {
		wg.Go(func() { views[i], errs[i] = drive(ctx, s, hands[i]) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("session %d: %v", i, err)
		}
	}
	for i, v := range views {
		if v.Result == nil || v.Result.Scores != views[0].Result.Scores || v.Result.Winner != views[0].Result.Winner {
			t.Errorf("session %d ends with %+v, the host with %+v", i, v.Result, views[0].Result)
		}
	}
	if len(hands[0]) < 5 {
		t.Fatalf("the host held only %d cards", len(hands[0]))
	}
	msgs := wires[0].Messages()
	checkWire(t, gs[0].Seat(), h.Seat(), msgs)
	if n := found(hands[h.Seat()], msgs); n != 0 {
		t.Errorf("the guest's wire holds %d of the host's hand cards", n)
	}
	// The search can see a hand: the guest's own cards are on its wire.
	if n := found(hands[gs[0].Seat()], msgs); n < 5 {
		t.Errorf("only %d of the guest's own hand cards found on its wire", n)
	}
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
	updates := 0
	for _, b := range msgs {
		var env wire.Envelope
		if err := json.Unmarshal(b, &env); err != nil {
			t.Fatalf("seat %d received a message that is not an envelope: %v", seat, err)
		}
		if env.T != wire.TypeUpdate {
			continue
		}
		updates++
		var u wire.Update
		if err := json.Unmarshal(env.P, &u); err != nil {
			t.Fatal(err)
		}
		var v engine.View
		if err := json.Unmarshal(u.View, &v); err != nil {
			t.Fatal(err)
		}
		if v.Seat != seat || v.Me == nil {
			t.Fatalf("seat %d received a view for seat %d", seat, v.Seat)
		}
		if bytes.Contains(u.View, []byte(`"deck":[`)) || bytes.Contains(u.View, []byte(`"cards":[`)) {
			t.Fatalf("seat %d received a deck as a list: %s", seat, u.View)
		}
		for _, raw := range u.Events {
			var e engine.Event
			if err := json.Unmarshal(raw, &e); err != nil {
				t.Fatal(err)
			}
			if e.Seat == host && (len(e.Cards) > 0 || e.Hand != 0) {
				t.Fatalf("seat %d received the host's private cards: %s", seat, raw)
			}
		}
	}
	if updates == 0 {
		t.Fatalf("seat %d received no update", seat)
	}
}
