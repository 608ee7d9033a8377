//go:build !js

package heat_test

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

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/titles/heat"
)

func TestMain(m *testing.M) { goleak.VerifyTestMain(m) }

var fast = p2p.Options{Heartbeat: 50 * time.Millisecond, PeerTimeout: 3 * time.Second, ReorderWait: 40 * time.Millisecond, Retry: 200 * time.Millisecond}

// drive plays a session's seat with the bot from its own views until the race is over, and
// returns its last view.
func drive(ctx context.Context, s p2p.Session) (engine.View, error) {
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
			if v.Phase == engine.PhaseOver {
				return v, nil
			}
			if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
				continue
			}
			a, err := bot.Decide(v, bot.Normal)
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
			return v, fmt.Errorf("the race did not end: %w (last view: round %d, phase %s)", ctx.Err(), v.Round, v.Phase)
		}
	}
}

// TestHeatRaceOverWebRTC: one host and five guests race a whole Heat race (with the Garage draft
// and the weather) through the real signaling server and real pion data channels, the bot
// deciding for every seat from that seat's own view. Everybody sees the same result, and no guest ever received another seat's hand,
// deck order or unrevealed choice.
func TestHeatRaceOverWebRTC(t *testing.T) {
	log := p2ptest.Logger(t) // the sessions' debug logs, shown if the test fails
	fast := fast
	fast.Logger = log
	h, err := p2p.NewHost(p2p.HostConfig{Title: heat.Title{}, Name: "Host", Options: fast})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	const guests = 5
	gs, wires := p2ptest.Room(ctx, t, h, guests, fast)
	// With the Garage's full draft and the weather: the draft is public, hands and decks are not.
	settings, _ := json.Marshal(heat.Settings{Track: "usa", Laps: 1, Garage: engine.GarageBoth, Weather: true})
	if err := h.Configure(settings, 0); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(60 * time.Second)
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
		time.Sleep(20 * time.Millisecond)
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
		if fmt.Sprint(v.Standings) != fmt.Sprint(views[0].Standings) || len(v.Standings) != guests+1 {
			t.Errorf("session %d ends with standings %v, the host with %v", i, v.Standings, views[0].Standings)
		}
		if v.Seat != sessions[i].Seat() {
			t.Errorf("session %d's views are for seat %d, it holds seat %d", i, v.Seat, sessions[i].Seat())
		}
	}
	p2ptest.Verified(t, gs)
	for i, g := range gs {
		checkWire(t, g.Seat(), wires[i].Messages())
	}
}

// checkWire reads every update a guest received: views only ever carry its own hand and plan,
// events only its own private cards, and nothing anywhere is a deck's contents.
func checkWire(t *testing.T, seat int, msgs [][]byte) {
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
		if v.Seat != seat || (v.Me != nil && bytes.Count(u.View, []byte(`"hand":[`)) != 1) {
			t.Fatalf("seat %d received a view for seat %d or with more than its own hand", seat, v.Seat)
		}
		if bytes.Contains(u.View, []byte(`"deck":[`)) || bytes.Contains(u.View, []byte(`"pool":[`)) {
			t.Fatalf("seat %d received a deck's or the upgrade pool's contents", seat)
		}
		for _, raw := range u.Events {
			var e engine.Event
			if err := json.Unmarshal(raw, &e); err != nil {
				t.Fatal(err)
			}
			if e.Private && e.Seat != seat && len(e.Cards) > 0 {
				t.Fatalf("seat %d received seat %d's private cards: %s", seat, e.Seat, raw)
			}
		}
	}
	if updates == 0 {
		t.Fatalf("seat %d received no update", seat)
	}
}
