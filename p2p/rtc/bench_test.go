//go:build !js

package rtc

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/pion/ice/v4"
	"github.com/pion/webrtc/v4"

	"github.com/heatracing/heat/p2p"
)

// counter is the smallest title: every intent adds one; the view is the
// count. It keeps the benchmark about the network layer.
type counter struct{}

func (counter) Colours() []string                               { return []string{"red", "blue"} }
func (counter) CheckSettings(json.RawMessage, []p2p.Seat) error { return nil }
func (counter) New(json.RawMessage, []p2p.Seat, uint64) (p2p.Game, error) {
	return &count{}, nil
}
func (counter) Load([]byte) (p2p.Game, error)     { return &count{}, nil }
func (counter) Replay([]byte) (p2p.Replay, error) { return p2p.Replay{}, errors.New("no replay") }

type count struct{ n int }

func (c *count) Apply(int, json.RawMessage) error { c.n++; return nil }
func (c *count) View(_ int, since int) (p2p.SeatView, error) {
	b, _ := json.Marshal(map[string]int{"n": c.n})
	return p2p.SeatView{View: b, Next: 0}, nil
}
func (c *count) Pending() []int                    { return []int{0, 1} }
func (c *count) Auto(int) (json.RawMessage, error) { return nil, errors.New("no") }
func (c *count) Over() bool                        { return false }
func (c *count) Save() ([]byte, error)             { return []byte("{}"), nil }

// rtcPair connects two pion peers on loopback and returns both ends of one
// data channel.
func rtcPair(tb testing.TB) (*rtcConn, *rtcConn) {
	tb.Helper()
	var se webrtc.SettingEngine
	se.SetIncludeLoopbackCandidate(true)
	se.SetInterfaceFilter(func(name string) bool { return name == "lo" })
	se.SetNetworkTypes([]webrtc.NetworkType{webrtc.NetworkTypeUDP4})
	se.SetICEMulticastDNSMode(ice.MulticastDNSModeDisabled)
	api := webrtc.NewAPI(webrtc.WithSettingEngine(se))
	a, err := api.NewPeerConnection(webrtc.Configuration{})
	if err != nil {
		tb.Fatal(err)
	}
	b, err := api.NewPeerConnection(webrtc.Configuration{})
	if err != nil {
		tb.Fatal(err)
	}
	dc, err := a.CreateDataChannel(dataChannelLabel, nil)
	if err != nil {
		tb.Fatal(err)
	}
	ca := newRTCConn(a, dc, nil)
	got := make(chan *rtcConn, 1)
	b.OnDataChannel(func(d *webrtc.DataChannel) { got <- newRTCConn(b, d, nil) })
	offer, _ := a.CreateOffer(nil)
	gather := webrtc.GatheringCompletePromise(a)
	_ = a.SetLocalDescription(offer)
	<-gather
	_ = b.SetRemoteDescription(*a.LocalDescription())
	answer, _ := b.CreateAnswer(nil)
	gather = webrtc.GatheringCompletePromise(b)
	_ = b.SetLocalDescription(answer)
	<-gather
	_ = a.SetRemoteDescription(*b.LocalDescription())
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var cb *rtcConn
	select {
	case cb = <-got:
	case <-ctx.Done():
		tb.Fatal("no data channel")
	}
	if err := ca.waitOpen(ctx); err != nil {
		tb.Fatal(err)
	}
	if err := cb.waitOpen(ctx); err != nil {
		tb.Fatal(err)
	}
	return ca, cb
}

// echo measures raw round trips: a small message out and straight back.
type echo struct{ a, b *rtcConn }

func newEcho(tb testing.TB) *echo {
	a, b := rtcPair(tb)
	go func() {
		for {
			m, err := b.Recv(context.Background())
			if err != nil {
				return
			}
			if b.Send(context.Background(), m) != nil {
				return
			}
		}
	}()
	tb.Cleanup(func() { a.Close(); b.Close() })
	return &echo{a, b}
}

func (e *echo) once(tb testing.TB) time.Duration {
	msg := []byte(`{"v":2,"t":"intent","s":1,"p":{"id":1,"seat":1,"intent":{}}}`)
	start := time.Now()
	if err := e.a.Send(context.Background(), msg); err != nil {
		tb.Fatal(err)
	}
	if _, err := e.a.Recv(context.Background()); err != nil {
		tb.Fatal(err)
	}
	return time.Since(start)
}

// session measures intent -> view: a guest submits, the host applies and
// sends the view back, the guest's Updates yields it.
type session struct {
	h *p2p.Host
	g *p2p.Guest
}

func newSession(tb testing.TB) *session {
	p2p.UsePlatformNames() // as a page that plays with friends does: one that plays alone takes no guest
	a, b := rtcPair(tb)
	h, err := p2p.NewHost(p2p.HostConfig{Title: counter{}, Name: "Host", Options: p2p.Options{Logger: benchLog, MaxRate: 1 << 20}})
	if err != nil {
		tb.Fatal(err)
	}
	used := false
	g, err := p2p.NewGuest(p2p.GuestConfig{Name: "Guest", Options: p2p.Options{Logger: benchLog}, Dial: func(ctx context.Context) (p2p.Conn, error) {
		if used {
			return nil, errors.New("only one connection")
		}
		used = true
		if err := h.Attach(b); err != nil {
			return nil, err
		}
		return a, nil
	}})
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { g.Close(); h.Close() })
	deadline := time.Now().Add(5 * time.Second)
	for g.ConnState() != p2p.Connected && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	yes := true
	if err := g.Edit(context.Background(), p2p.Edit{Ready: &yes}); err != nil {
		tb.Fatal(err)
	}
	if err := h.Start(); err != nil {
		tb.Fatal(err)
	}
	<-g.Updates()
	return &session{h, g}
}

func (s *session) once(tb testing.TB) time.Duration {
	start := time.Now()
	if err := s.g.Submit(context.Background(), json.RawMessage(`{}`)); err != nil {
		tb.Fatal(err)
	}
	<-s.g.Updates()
	return time.Since(start)
}

func percentiles(b *testing.B, name string, d []time.Duration) (p50, p99 time.Duration) {
	slices.Sort(d)
	p50 = d[len(d)/2]
	p99 = d[min(len(d)-1, len(d)*99/100)]
	b.ReportMetric(float64(p50.Microseconds()), name+"-p50-µs")
	b.ReportMetric(float64(p99.Microseconds()), name+"-p99-µs")
	return p50, p99
}

// BenchmarkRoundTrip compares intent -> view through a Host and a Guest
// with a raw echo over the same kind of pion data channel, back to back.
func BenchmarkRoundTrip(b *testing.B) {
	raw, ses := newEcho(b), newSession(b)
	n := max(b.N, 500)
	var rd, sd []time.Duration
	for range 50 { // warm both up
		raw.once(b)
		ses.once(b)
	}
	b.ResetTimer()
	for range n {
		rd = append(rd, raw.once(b))
		sd = append(sd, ses.once(b))
	}
	b.StopTimer()
	report(b, rd, sd)
}

// BenchmarkRoundTripAfterIdle is the same after a 1 s silence before each
// sample (SCTP delayed acknowledgements would show up here). It takes 20
// samples whatever b.N is: run it with -benchtime 1x.
func BenchmarkRoundTripAfterIdle(b *testing.B) {
	raw, ses := newEcho(b), newSession(b)
	raw.once(b)
	ses.once(b)
	const samples = 20
	var rd, sd []time.Duration
	b.ResetTimer()
	for i := range samples {
		// both channels were idle for a second; take turns going first.
		time.Sleep(time.Second)
		if i%2 == 0 {
			rd = append(rd, raw.once(b))
			sd = append(sd, ses.once(b))
		} else {
			sd = append(sd, ses.once(b))
			rd = append(rd, raw.once(b))
		}
	}
	b.StopTimer()
	report(b, rd, sd)
}

func report(b *testing.B, rd, sd []time.Duration) {
	r50, r99 := percentiles(b, "echo", rd)
	s50, s99 := percentiles(b, "intent", sd)
	b.ReportMetric(float64(s50)/float64(r50), "p50-ratio")
	b.ReportMetric(float64(s99)/float64(r99), "p99-ratio")
}

// benchLog is an interface, so that "none" is a nil Logger and not a nil *slog.Logger.
var benchLog = func() p2p.Logger {
	if os.Getenv("P2P_LOG") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return nil
}()
