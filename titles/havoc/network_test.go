//go:build !js

package havoc_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"sync"
	"testing"
	"time"

	"go.uber.org/goleak"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/havoc/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/titles/havoc"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

var fast = p2p.Options{Heartbeat: 50 * time.Millisecond, PeerTimeout: 3 * time.Second, ReorderWait: 40 * time.Millisecond, Retry: 200 * time.Millisecond}

// drive plays a session's seat with the bot from its own views until the race is over.
func drive(ctx context.Context, s p2p.Session) (engine.View, error) {
	var v engine.View
	for {
		select {
		case u, ok := <-s.Updates():
			if !ok {
				return v, p2p.ErrClosed
			}
			var hv havoc.View
			if err := json.Unmarshal(u.View, &hv); err != nil {
				return v, err
			}
			v = hv.View
			if v.Stage == engine.StageOver {
				return v, nil
			}
			var intent []byte
			switch {
			case hv.Pause != nil && v.Seat == havoc.HostSeat:
				intent, _ = json.Marshal(engine.Action{Type: havoc.ActContinue})
			case hv.Pause != nil, v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing:
				continue
			default:
				a, err := bot.Decide(v)
				if err != nil {
					return v, err
				}
				intent, _ = json.Marshal(a)
			}
			err := s.Submit(ctx, intent)
			var rej *p2p.RejectedError
			if err != nil && !errors.As(err, &rej) && !errors.Is(err, p2p.ErrNotYourTurn) {
				return v, err
			}
		case <-ctx.Done():
			return v, fmt.Errorf("the race did not end: %w (last view: round %d, stage %s)", ctx.Err(), v.Round, v.Stage)
		}
	}
}

// TestHavocGameOverWebRTC: a host, two guests and a bot play a whole 4-player Havoc Speedway
// game through the real signaling server and real pion data channels, each player deciding from
// its own views. Everybody sees the same result, and no guest ever received another seat's hand,
// another seat's face-down coin or a face-down card.
func TestHavocGameOverWebRTC(t *testing.T) {
	log := p2ptest.Logger(t)
	opt := fast
	opt.Logger = log
	h, err := p2p.NewHost(p2p.HostConfig{Title: havoc.Title, Name: "Host", Options: opt})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	const guests = 2
	gs, wires := p2ptest.Room(ctx, t, h, guests, opt)
	settings, _ := json.Marshal(havoc.Settings{Laps: 1, Cards: 4})
	if err := h.Configure(settings, 0); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
	if _, err := h.AddBot("Skid"); err != nil {
		t.Fatal(err)
	}
	yes := true
	for _, g := range gs {
		if err := g.Edit(ctx, p2p.Edit{Ready: &yes}); err != nil {
			t.Fatal(err)
		}
	}
	for err := h.Start(); err != nil; err = h.Start() {
		if time.Now().After(deadline) {
			t.Fatalf("start: %v", err)
		}
		time.Sleep(10 * time.Millisecond)
	}
	sessions := []p2p.Session{h}
	for _, g := range gs {
		sessions = append(sessions, g)
	}
	views := make([]engine.View, len(sessions))
	errs := make([]error, len(sessions))
	var wg sync.WaitGroup
	for i, s := range sessions {
		wg.Go(func() { views[i], errs[i] = drive(ctx, s) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("session %d: %v", i, err)
		}
	}
	for i, v := range views {
		if v.Winner < 0 || v.Winner != views[0].Winner || fmt.Sprint(v.Ranking) != fmt.Sprint(views[0].Ranking) || len(v.Ranking) != 4 {
			t.Errorf("session %d ends with winner %d ranking %v, the host with %d %v", i, v.Winner, v.Ranking, views[0].Winner, views[0].Ranking)
		}
	}
	p2ptest.Verified(t, gs)
	for i, g := range gs {
		checkWire(t, g.Seat(), wires[i].Messages())
	}
}

var faceUp = regexp.MustCompile(`"coin":(\d+),"owner":(\d+),"(value|tow)"`)

// checkWire reads every update a guest received: views carry only its own hand and its own
// coins face up, events only its own private cards and coin faces; no face-down layout card.
func checkWire(t *testing.T, seat int, msgs [][]byte) {
	t.Helper()
	updates := 0
	spent := map[string]bool{} // coins turned face up by a landing are public from then on
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
		if v.Seat != seat || (v.Me != nil && bytes.Count(u.View, []byte(`"hand":[`)) != 1) {
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
		for _, m := range faceUp.FindAllSubmatch(u.View, -1) {
			if string(m[2]) != fmt.Sprint(seat) && !spent[string(m[1])] {
				t.Fatalf("seat %d sees the face of seat %s's coin %s", seat, m[2], m[1])
			}
		}
		for _, raw := range u.Events {
			var e engine.Event
			if err := json.Unmarshal(raw, &e); err != nil {
				t.Fatal(err)
			}
			if e.Kind == engine.EvCoin || e.Kind == engine.EvTow {
				spent[fmt.Sprint(e.Coin.ID)] = true
			}
			if e.Private && e.Seat != seat && (len(e.Cards) > 0 || (e.Coin != nil && !e.Coin.FaceDown()) || slices.ContainsFunc(e.Coins, func(c engine.Coin) bool { return !c.FaceDown() })) {
				t.Fatalf("seat %d received seat %d's private cards or coins: %s", seat, e.Seat, raw)
			}
		}
	}
	if updates == 0 {
		t.Fatalf("seat %d received no update", seat)
	}
}
