//go:build !js

package heat_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles/heat"
)

// driveChamp plays a session's seat through a championship with the bot, starting each next race
// when the seat is the starter, and returns its last view.
func driveChamp(ctx context.Context, s p2p.Session) (heat.ChampView, error) {
	var v heat.ChampView
	for {
		select {
		case u, ok := <-s.Updates():
			if !ok {
				return v, p2p.ErrClosed
			}
			v = heat.ChampView{}
			if err := json.Unmarshal(u.View, &v); err != nil {
				return v, err
			}
			var intent []byte
			switch {
			case v.Champ.Over:
				return v, nil
			case v.Champ.Between && v.Champ.Starter == v.Seat:
				intent = heat.NextRaceIntent
			case v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing:
				continue
			default:
				a, err := bot.Decide(v.View, bot.Normal)
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
			return v, fmt.Errorf("the championship did not end: %w (race %d, round %d)", ctx.Err(), v.Champ.Index+1, v.Round)
		}
	}
}

// TestChampionshipOverWebRTC: a host and a guest run a custom championship of three races with
// random events through the real signaling server and pion data channels. Both end with the same
// standings and champion, the guest's audit of the whole championship passes, and no update
// carried the other seat's secrets.
func TestChampionshipOverWebRTC(t *testing.T) {
	log := p2ptest.Logger(t)
	fast := fast
	fast.Logger = log
	h, err := p2p.NewHost(p2p.HostConfig{Title: heat.Title{}, Name: "Host", Options: fast})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	gs, wires := p2ptest.Room(ctx, t, h, 1, fast)
	settings, _ := json.Marshal(heat.Settings{Legends: 1, Garage: engine.GarageBasic,
		Championship: &heat.ChampSettings{Tracks: []string{"italia", "usa", "france"}, Events: true}})
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
		time.Sleep(20 * time.Millisecond)
	}
	sessions := []p2p.Session{h, gs[0]}
	views := make([]heat.ChampView, 2)
	errs := make([]error, 2)
	var wg sync.WaitGroup
	for i, s := range sessions {
		wg.Go(func() { views[i], errs[i] = driveChamp(ctx, s) })
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("session %d: %v", i, err)
		}
	}
	host, guest := views[0].Champ, views[1].Champ
	if len(host.Results) != 3 || host.Champion < 0 || guest.Champion != host.Champion ||
		fmt.Sprint(guest.Standings) != fmt.Sprint(host.Standings) {
		t.Errorf("host %+v, guest %+v", host, guest)
	}
	p2ptest.Verified(t, gs)
	checkWire(t, gs[0].Seat(), wires[0].Messages())
}
