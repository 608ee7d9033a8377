//go:build !js

package p2p_test

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/signal"
	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

// The room flood: strangers from ten addresses hold signaling sockets in a room, each joining
// again as soon as it is sent away, while an honest newcomer joins and a seated player reloads.
const (
	floodSockets = 50
	floodAddrs   = 10
)

// floodServer runs the real signaling server on 127.0.0.1 with its defaults, so that the client
// address is the TCP peer's (no proxy header is trusted).
func floodServer(t testing.TB) string {
	t.Helper()
	srv := signal.NewServer(signal.Config{}, nil)
	mux := http.NewServeMux()
	mux.Handle(proto.Path, srv)
	hs := httptest.NewServer(mux)
	t.Cleanup(func() {
		hs.CloseClientConnections()
		srv.Close()
		hs.Close()
	})
	return "ws" + strings.TrimPrefix(hs.URL, "http") + proto.Path
}

// holdFrom is one hostile socket written without p2p: from local address ip it joins room, holds
// the socket without ever offering, and joins again whenever the server sends it away or refuses
// it, until ctx ends.
func holdFrom(ctx context.Context, url, room string, ip net.IP, refused *atomic.Int64) {
	dialer := &net.Dialer{LocalAddr: &net.TCPAddr{IP: ip}}
	client := &http.Client{Transport: &http.Transport{DialContext: dialer.DialContext}}
	defer client.CloseIdleConnections()
	join, _ := json.Marshal(proto.Message{Type: proto.TypeJoin, ID: 1, Room: room})
	for ctx.Err() == nil {
		func() {
			ws, _, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPClient: client})
			if err != nil {
				return
			}
			defer ws.CloseNow()
			if _, _, err := ws.Read(ctx); err != nil { // the welcome
				return
			}
			if ws.Write(ctx, websocket.MessageText, join) != nil {
				return
			}
			for { // hold: read until the server closes the socket
				_, b, err := ws.Read(ctx)
				if err != nil {
					return
				}
				var m proto.Message
				if json.Unmarshal(b, &m) == nil && m.Type == proto.TypeError && m.ID == 1 {
					refused.Add(1) // the room is full, or this address holds its share
				}
			}
		}()
		select { // the attacker's pace between attempts
		case <-ctx.Done():
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// flood starts hostile sockets from 127.0.0.2 to 127.0.0.(addrs+1) (all of 127.0.0.0/8 is
// loopback on Linux) and returns a function that stops them and waits.
func flood(url, room string, sockets, addrs int, refused *atomic.Int64) (stop func()) {
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for i := range sockets {
		ip := net.IPv4(127, 0, 0, byte(2+i%addrs))
		wg.Go(func() { holdFrom(ctx, url, room, ip, refused) })
	}
	return func() { cancel(); wg.Wait() }
}

// floodTimes runs a flood of sockets from addrs addresses against a real host with a seated guest
// in a started game, and returns how long an honest newcomer took to join (when newcomer) and the
// seated guest's reload to get its seat back (0 when it did not within the wait).
func floodTimes(t testing.TB, wait time.Duration, sockets, addrs int, newcomer bool) (join, reload time.Duration) {
	url := floodServer(t)
	cfg := func() rtc.RoomConfig {
		return rtc.RoomConfig{Signal: rtc.DialSignal(url), API: loopbackAPI(), Logger: logger()}
	}
	h, err := p2p.NewHost(p2p.HostConfig{Title: toy.Title{}, Name: "Host", Options: fast(), OrderedColours: true, AwayGrace: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	t.Cleanup(cancel)
	rh, err := rtc.ServeRoom(ctx, h, cfg())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { rh.Close() })
	room := rh.Room()
	store := p2ptest.NewMemStore()
	seated, err := p2p.NewGuest(p2p.GuestConfig{Room: room, Name: "Ann", Store: store, Dial: rtc.RoomDialer(room, cfg()), Options: fast()})
	if err != nil {
		t.Fatal(err)
	}
	eventually(t, "Ann in the lobby", wait, connected(seated))
	yes := true
	if err := seated.Edit(ctx, p2p.Edit{Ready: &yes}); err != nil {
		t.Fatal(err)
	}
	eventually(t, "Ann ready", wait, func() bool {
		for _, p := range h.Lobby().Players {
			if !p.Host && !p.Ready {
				return false
			}
		}
		return true
	})
	if err := h.Configure(settings(3), 0); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	eventually(t, "Ann seated", wait, func() bool { return seated.Seat() >= 0 })
	seat := seated.Seat()

	var refused atomic.Int64
	stop := flood(url, room, sockets, addrs, &refused)
	t.Cleanup(stop)
	// The flood holds every place of the room it may: the server refuses some of its joins.
	eventually(t, "the flood fills the room", wait, func() bool { return refused.Load() > 0 })

	if newcomer {
		t0 := time.Now()
		bea, err := p2p.NewGuest(p2p.GuestConfig{Room: room, Name: "Bea", Watch: true, Dial: rtc.RoomDialer(room, cfg()), Options: fast()})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { bea.Close() })
		if waitFor(wait, connected(bea)) {
			join = time.Since(t0)
		}
	}

	seated.Close() // Ann's page reloads: a new Guest with the stored seat token
	t0 := time.Now()
	back, err := p2p.NewGuest(p2p.GuestConfig{Room: room, Name: "Ann", Store: store, Dial: rtc.RoomDialer(room, cfg()), Options: fast()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { back.Close() })
	if waitFor(wait, func() bool { return connected(back)() && back.Seat() == seat }) {
		reload = time.Since(t0)
	}
	return join, reload
}

// waitFor polls cond until it holds (true) or d passes (false).
func waitFor(d time.Duration, cond func() bool) bool {
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(2 * time.Millisecond)
	}
	return true
}

// TestRoomFloodLetsPlayersIn: under 50 hostile signaling sockets from 10 addresses, an honest
// newcomer joins and a seated player's reload gets its seat back. Before, the flood held every
// place and both were refused with room-full.
func TestRoomFloodLetsPlayersIn(t *testing.T) {
	if testing.Short() {
		t.Skip("a minute of sockets on loopback")
	}
	join, reload := floodTimes(t, 30*time.Second, floodSockets, floodAddrs, true)
	if join == 0 {
		t.Error("the honest newcomer did not join under the flood")
	}
	if reload == 0 {
		t.Error("the seated player's reload did not get its seat back under the flood")
	}
}

// TestSeatHolderGetsBackUnderAWideFlood: with strangers from 20 addresses, more than the room's
// 15 places, no address holds two places, so a newcomer cannot take one; a seated player's reload
// still gets its seat back, through its seat's key.
func TestSeatHolderGetsBackUnderAWideFlood(t *testing.T) {
	if testing.Short() {
		t.Skip("sockets on loopback")
	}
	if _, reload := floodTimes(t, 30*time.Second, 40, 20, false); reload == 0 {
		t.Error("the seated player's reload did not get its seat back under the flood")
	}
}

// BenchmarkRoomFlood reports the times cmd/bench shows: an honest newcomer's join and a seated
// player's reload under the flood.
func BenchmarkRoomFlood(b *testing.B) {
	var joins, reloads []time.Duration
	for range b.N {
		j, r := floodTimes(b, 30*time.Second, floodSockets, floodAddrs, true)
		if j == 0 || r == 0 {
			b.Fatalf("under the flood: join %v, reload %v (0: did not get in)", j, r)
		}
		joins, reloads = append(joins, j), append(reloads, r)
	}
	b.ReportMetric(float64(slicesMax(joins).Milliseconds()), "join-ms")
	b.ReportMetric(float64(slicesMax(reloads).Milliseconds()), "reload-ms")
	b.ReportMetric(0, "ns/op")
}

func slicesMax(ds []time.Duration) time.Duration {
	var m time.Duration
	for _, d := range ds {
		m = max(m, d)
	}
	return m
}

// TestHostSendsSilentStrangersAway: a stranger that joins the room's signaling and never offers
// is sent away by the host's page (after 5 s), long before the server's own deadline; before,
// nothing sent it away.
func TestHostSendsSilentStrangersAway(t *testing.T) {
	t.Parallel() // it waits the host's 5 s
	if testing.Short() {
		t.Skip("waits for the host's 5 s")
	}
	url := signalServer(t)
	h := newHost(t, p2p.HostConfig{Options: fast()})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	rh, err := rtc.ServeRoom(ctx, h, roomConfig(url))
	if err != nil {
		t.Fatal(err)
	}
	defer rh.Close()
	stranger, err := client.Dial(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer stranger.Close()
	if _, err := stranger.Join(ctx, rh.Room()); err != nil {
		t.Fatal(err)
	}
	deadline := time.After(20 * time.Second) // the server's own deadline is 30 s
	for {
		select {
		case ev := <-stranger.Events():
			if ev.Type == proto.EventError && errors.Is(ev.Err, proto.ErrExpelled) {
				return
			}
			if ev.Type == proto.EventClosed {
				t.Fatalf("closed without being sent away: %v", ev.Err)
			}
		case <-deadline:
			t.Fatal("the host did not send the silent stranger away")
		}
	}
}
