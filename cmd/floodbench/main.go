// Command floodbench measures what a resync flood costs an honest player, the way the
// review of the resync flood measured it: a native host races Heat over real pion data channels on loopback with one
// honest guest (the bot deciding, after a think time), and reports the guest's turn latency
// (from submitting an intent to the host's answer: p50, p99 and the longest stall) and the
// process's peak heap over the race, first with no attacker, then with spectator links that each
// send resync{since: 0} 950 times a second (and reconnect when the host drops them).
//
//	go run ./cmd/floodbench [-links 4] [-laps 3] [-think 60ms] [-for 20s]
//
// It uses only the p2p API that predates the flood's fixes (the resync limits), so that the same file runs on an old
// commit for the "before" figures.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pion/ice/v4"
	"github.com/pion/webrtc/v4"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/rtc"
	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/signal"
	"github.com/heatracing/heat/signal/proto"
	heattitle "github.com/heatracing/heat/titles/heat"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "floodbench:", err)
		os.Exit(1)
	}
}

type config struct {
	links int
	laps  int
	think time.Duration
	span  time.Duration
}

func run(args []string, stderr io.Writer) error {
	p2p.UsePlatformNames()
	fs := flag.NewFlagSet("floodbench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c config
	fs.IntVar(&c.links, "links", 4, "flooding spectator links")
	fs.IntVar(&c.laps, "laps", 3, "laps of the race (a longer race has a longer history)")
	fs.DurationVar(&c.think, "think", 60*time.Millisecond, "the honest guest's think time per decision")
	fs.DurationVar(&c.span, "for", 20*time.Second, "how long to measure")
	if err := fs.Parse(args); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "%-22s %10s %10s %10s %8s %14s\n", "", "p50", "p99", "stall", "turns", "peak heap")
	for _, links := range []int{0, c.links} {
		r, err := measure(c, links)
		if err != nil {
			return err
		}
		fmt.Fprintf(stderr, "%-22s %10s %10s %10s %8d %11.0f MB   (%d resyncs sent, %d reconnects)\n",
			fmt.Sprintf("%d flooding links", links), r.p50, r.p99, r.stall, r.turns, float64(r.peak)/(1<<20), r.resyncs, r.redials)
	}
	return nil
}

type result struct {
	p50, p99, stall  time.Duration
	turns            int
	peak             uint64
	resyncs, redials int64
}

func loopbackAPI() *webrtc.API {
	var se webrtc.SettingEngine
	se.SetIncludeLoopbackCandidate(true)
	se.SetInterfaceFilter(func(name string) bool { return name == "lo" })
	se.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
	se.SetICEMulticastDNSMode(ice.MulticastDNSModeDisabled)
	return webrtc.NewAPI(webrtc.WithSettingEngine(se))
}

func measure(c config, links int) (result, error) {
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	srv := signal.NewServer(signal.Config{}, quiet)
	mux := http.NewServeMux()
	mux.Handle(proto.Path, srv)
	hs := httptest.NewServer(mux)
	defer func() { hs.CloseClientConnections(); srv.Close(); hs.Close() }()
	url := "ws" + strings.TrimPrefix(hs.URL, "http") + proto.Path
	room := func() rtc.RoomConfig {
		return rtc.RoomConfig{Signal: rtc.DialSignal(url), API: loopbackAPI(), Logger: quiet}
	}
	opt := p2p.Options{Logger: quiet}
	h, err := p2p.NewHost(p2p.HostConfig{Title: heattitle.Title, Name: "Host", Options: opt})
	if err != nil {
		return result{}, err
	}
	defer h.Close()
	ctx, cancel := context.WithTimeout(context.Background(), c.span+2*time.Minute)
	defer cancel()
	rh, err := rtc.ServeRoom(ctx, h, room())
	if err != nil {
		return result{}, err
	}
	defer rh.Close()
	g, err := p2p.NewGuest(p2p.GuestConfig{Room: rh.Room(), Name: "Honest", Dial: rtc.RoomDialer(rh.Room(), room()), Options: opt})
	if err != nil {
		return result{}, err
	}
	defer g.Close()
	for len(h.Lobby().Players) < 2 {
		if ctx.Err() != nil {
			return result{}, errors.New("the honest guest did not join")
		}
		time.Sleep(10 * time.Millisecond)
	}
	settings, _ := json.Marshal(heattitle.Settings{Track: "usa", Laps: c.laps, Legends: 4})
	if err := h.Configure(settings, 0); err != nil {
		return result{}, err
	}
	yes := true
	if err := g.Edit(ctx, p2p.Edit{Ready: &yes}); err != nil {
		return result{}, err
	}
	if err := h.Start(); err != nil {
		return result{}, err
	}

	// The attackers: spectator links flooding resyncs, reconnecting when dropped.
	var st result
	var resyncs, redials atomic.Int64
	attack, stopAttack := context.WithCancel(ctx)
	var wg sync.WaitGroup
	for i := range links {
		wg.Go(func() { flood(attack, rh.Room(), room, fmt.Sprintf("Eve %d", i+1), &resyncs, &redials) })
	}
	time.Sleep(time.Second) // let the flood start

	// The heap, sampled.
	var peak atomic.Uint64
	sampling, stopSampling := context.WithCancel(ctx)
	wg.Go(func() {
		var m runtime.MemStats
		for sampling.Err() == nil {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
			time.Sleep(250 * time.Millisecond)
		}
	})

	// Both players race; the guest's turns are timed.
	var lat []time.Duration
	window, stopWindow := context.WithTimeout(ctx, c.span)
	defer stopWindow()
	var hostErr error
	wg.Go(func() { hostErr = play(window, h, 0, nil) })
	err = play(window, g, c.think, &lat)
	stopWindow()
	stopAttack()
	stopSampling()
	wg.Wait()
	if err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return st, fmt.Errorf("the honest guest: %w", err)
	}
	if hostErr != nil && !errors.Is(hostErr, context.DeadlineExceeded) && !errors.Is(hostErr, context.Canceled) {
		return st, fmt.Errorf("the host: %w", hostErr)
	}
	if len(lat) == 0 {
		return st, errors.New("the honest guest took no turn")
	}
	slices.Sort(lat)
	st.p50, st.p99, st.stall = lat[len(lat)/2], lat[len(lat)*99/100], lat[len(lat)-1]
	st.turns, st.peak, st.resyncs, st.redials = len(lat), peak.Load(), resyncs.Load(), redials.Load()
	return st, nil
}

// play drives a session's seat with the bot until the race ends or ctx does, timing each
// submitted intent into lat (if not nil).
func play(ctx context.Context, s p2p.Session, think time.Duration, lat *[]time.Duration) error {
	for {
		select {
		case u, ok := <-s.Updates():
			if !ok {
				return p2p.ErrClosed
			}
			var v engine.View
			if err := json.Unmarshal(u.View, &v); err != nil {
				return err
			}
			if v.Phase == engine.PhaseOver {
				return nil
			}
			if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
				continue
			}
			a, err := bot.Decide(v, bot.Normal)
			if err != nil {
				return err
			}
			intent, _ := json.Marshal(a)
			if think > 0 {
				select {
				case <-time.After(think):
				case <-ctx.Done():
					return ctx.Err()
				}
			}
			start := time.Now()
			err = s.Submit(ctx, intent)
			if lat != nil && err == nil {
				*lat = append(*lat, time.Since(start))
			}
			var rej *p2p.RejectedError
			if err != nil && !errors.As(err, &rej) && !errors.Is(err, p2p.ErrNotYourTurn) {
				return err
			}
		case <-ctx.Done():
			return ctx.Err()
		}
	}
}

// flood is one attacker: a spectator link that sends resync{since: 0} 950 times a second and
// reads (and forgets) everything it is sent; dropped, it connects again.
func flood(ctx context.Context, code string, room func() rtc.RoomConfig, name string, resyncs, redials *atomic.Int64) {
	for ctx.Err() == nil {
		conn, err := rtc.RoomDialer(code, room())(ctx)
		if err != nil {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		redials.Add(1)
		go func() {
			for {
				if _, err := conn.Recv(ctx); err != nil {
					return
				}
			}
		}()
		seq := uint64(1)
		send := func(t wire.Type, p any) error {
			b, err := wire.Encode(t, seq, p)
			if err != nil {
				return err
			}
			seq++
			return conn.Send(ctx, b)
		}
		err = send(wire.TypeHello, wire.Hello{Name: name, Nonce: fmt.Sprint(time.Now().UnixNano()), Watch: true})
		tick := time.NewTicker(time.Second / 950)
		for id := uint64(1); err == nil && ctx.Err() == nil; id++ {
			<-tick.C
			err = send(wire.TypeResync, wire.Resync{ID: id, Since: 0})
			if err == nil {
				resyncs.Add(1)
			}
		}
		tick.Stop()
		_ = conn.Close()
	}
}
