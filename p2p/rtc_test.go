//go:build !js

package p2p_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/pion/webrtc/v4"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/signal/proto"
)

func loopbackAPI() *webrtc.API { return p2ptest.LoopbackAPI() }

func signalServer(t testing.TB) string { return p2ptest.SignalServer(t) }

func roomConfig(url string) rtc.RoomConfig {
	return rtc.RoomConfig{Signal: rtc.DialSignal(url), API: loopbackAPI(), Logger: logger()}
}

func TestMatchOverWebRTC(t *testing.T) {
	url := signalServer(t)
	h := newHost(t, p2p.HostConfig{Options: fast()})
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	room, err := rtc.ServeRoom(ctx, h, roomConfig(url))
	if err != nil {
		t.Fatal(err)
	}
	defer room.Close()
	if room.Room() == "" || h.Lobby().Room != room.Room() {
		t.Fatalf("room %q, lobby %q", room.Room(), h.Lobby().Room)
	}
	const n = 5
	wires := make([]tape, n)
	var gs []*p2p.Guest
	for i := range n {
		d := recording(rtc.RoomDialer(room.Room(), roomConfig(url)), &wires[i])
		gs = append(gs, newGuest(t, p2p.GuestConfig{Room: room.Room(), Name: fmt.Sprintf("G%d", i), Dial: d, Options: fast()}))
	}
	const rounds = 5
	startMatch(t, h, gs, rounds)
	ss := []p2p.Session{h}
	for _, g := range gs {
		ss = append(ss, g)
	}
	checkMatch(t, driveAll(ctx, ss...), rounds)

	for i, g := range gs {
		checkNoSecrets(t, g.Seat(), g.Lobby().You, h.Lobby().Successor == g.Lobby().You, wires[i].messages())
	}
}

func TestHostRestartOverWebRTC(t *testing.T) {
	url := signalServer(t)
	store := p2ptest.NewMemStore()
	cfg := p2p.HostConfig{Title: toy.Title{}, Name: "Host", Store: store, Options: fast(), AwayGrace: time.Minute}
	h1, err := p2p.NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	room1, err := rtc.ServeRoom(ctx, h1, roomConfig(url))
	if err != nil {
		t.Fatal(err)
	}
	code := room1.Room()
	var gs []*p2p.Guest
	gstores := []*p2ptest.MemStore{p2ptest.NewMemStore(), p2ptest.NewMemStore()}
	for i := range 2 {
		gs = append(gs, newGuest(t, p2p.GuestConfig{Room: code, Name: fmt.Sprintf("G%d", i), Dial: rtc.RoomDialer(code, roomConfig(url)), Store: gstores[i], Options: fast()}))
	}
	const rounds = 3
	startMatch(t, h1, gs, rounds)
	var wg sync.WaitGroup
	results := make([]result, len(gs))
	for i, g := range gs {
		wg.Go(func() { results[i] = drive(ctx, g) })
	}
	// the host plays round 1, then its page reloads.
	for u := range h1.Updates() {
		var v toy.View
		_ = json.Unmarshal(u.View, &v)
		if v.Round >= 2 {
			break
		}
		if in := decide(v); in != nil {
			_ = h1.Submit(ctx, in)
		}
	}
	room1.Close()
	h1.Close()

	h2, err := p2p.ResumeHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer h2.Close()
	room2, err := rtc.ServeRoom(ctx, h2, roomConfig(url))
	if err != nil {
		t.Fatal(err)
	}
	defer room2.Close()
	if room2.Room() != code {
		t.Fatalf("resumed room %q, want %q", room2.Room(), code)
	}
	hostRun := drive(ctx, h2)
	wg.Wait()
	checkMatch(t, append([]result{hostRun}, results...), rounds)
}

// TestWrongRoomCodeEnds: a guest with a code no room has gets a definite answer, not endless
// retries.
func TestWrongRoomCodeEnds(t *testing.T) {
	url := signalServer(t)
	g := newGuest(t, p2p.GuestConfig{Room: "ZZZZZZ", Name: "Lost", Dial: rtc.RoomDialer("ZZZZZZ", roomConfig(url)), Options: fast()})
	eventually(t, "ended", 10*time.Second, func() bool { return g.ConnState() == p2p.Ended })
	if !errors.Is(g.Reason(), proto.ErrRoomNotFound) {
		t.Errorf("reason %v, want room not found", g.Reason())
	}
}
