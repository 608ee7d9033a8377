package p2p_test

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"os"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
	"go.uber.org/goleak"
)

func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}

// logger shows session logs with -v and P2P_LOG=1. It returns the interface, so that "none" is a
// nil Logger and not a nil *slog.Logger, which would be a logger.
func logger() p2p.Logger {
	if os.Getenv("P2P_LOG") != "" {
		return slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
	}
	return nil
}

// fast options for tests on the real clock.
func fast() p2p.Options {
	return p2p.Options{Logger: logger(), Heartbeat: 50 * time.Millisecond, PeerTimeout: 2 * time.Second, ReorderWait: 40 * time.Millisecond, Retry: 150 * time.Millisecond}
}

func newHost(t testing.TB, cfg p2p.HostConfig) *p2p.Host {
	t.Helper()
	if cfg.Title == nil {
		cfg.Title = toy.Title{}
	}
	if cfg.Name == "" {
		cfg.Name = "Host"
	}
	cfg.OrderedColours = true // the tests know who gets which colour
	h, err := p2p.NewHost(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

// pipeDialer connects guests to h in memory; wrap (optional) wraps the
// guest's and the host's end.
func pipeDialer(h *p2p.Host, wrap func(guest, host p2p.Conn) (p2p.Conn, p2p.Conn)) p2p.Dialer {
	return func(ctx context.Context) (p2p.Conn, error) {
		g, hc := p2ptest.Pipe()
		if wrap != nil {
			g, hc = wrap(g, hc)
		}
		if err := h.Attach(hc); err != nil {
			return nil, err
		}
		return g, nil
	}
}

func newGuest(t testing.TB, cfg p2p.GuestConfig) *p2p.Guest {
	t.Helper()
	g, err := p2p.NewGuest(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	return g
}

// eventually polls cond until it holds or the time is up.
func eventually(t testing.TB, what string, d time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

func connected(s p2p.Session) func() bool {
	return func() bool {
		_, me := s.Lobby().Me()
		return s.ConnState() == p2p.Connected && me
	}
}

// lobbyHas reports whether the lobby holds n connected entries.
func lobbyHas(s p2p.Session, n int) func() bool {
	return func() bool {
		c := 0
		for _, p := range s.Lobby().Players {
			if p.Connected {
				c++
			}
		}
		return c == n
	}
}

func ready(t testing.TB, s p2p.Session) {
	t.Helper()
	yes := true
	if err := s.Edit(context.Background(), p2p.Edit{Ready: &yes}); err != nil {
		t.Fatal(err)
	}
}

// decide plays the toy game for a seat from its own view alone.
func decide(v toy.View) json.RawMessage {
	if v.Over || v.You < 0 {
		return nil
	}
	switch {
	case v.Phase == "pick" && v.Picked == "" && len(v.Hand) > 0:
		b, _ := json.Marshal(toy.Intent{Pick: v.Hand[len(v.Hand)-1]})
		return b
	case v.Phase == "bid" && v.Turn == v.You:
		bid := (v.Round + v.You) % 4
		b, _ := json.Marshal(toy.Intent{Bid: &bid})
		return b
	}
	return nil
}

// result is what a driven session saw.
type result struct {
	last   toy.View
	events []toy.Event
	err    error
}

// drive plays a session to the end of the match from its updates.
func drive(ctx context.Context, s p2p.Session) result {
	var r result
	for {
		select {
		case u, ok := <-s.Updates():
			if !ok {
				r.err = p2p.ErrClosed
				return r
			}
			r.last = toy.View{}
			if err := json.Unmarshal(u.View, &r.last); err != nil {
				r.err = err
				return r
			}
			for _, e := range u.Events {
				var ev toy.Event
				if err := json.Unmarshal(e, &ev); err != nil {
					r.err = err
					return r
				}
				r.events = append(r.events, ev)
			}
			if r.last.Over {
				return r
			}
			if in := decide(r.last); in != nil {
				err := s.Submit(ctx, in)
				var rej *p2p.RejectedError
				if err != nil && !errors.As(err, &rej) && !errors.Is(err, p2p.ErrNotYourTurn) {
					r.err = err
					return r
				}
			}
		case <-ctx.Done():
			r.err = ctx.Err()
			return r
		}
	}
}

// driveAll drives sessions concurrently and returns their results.
func driveAll(ctx context.Context, ss ...p2p.Session) []result {
	out := make([]result, len(ss))
	var wg sync.WaitGroup
	for i, s := range ss {
		wg.Go(func() { out[i] = drive(ctx, s) })
	}
	wg.Wait()
	return out
}

// checkMatch checks every session saw the whole match end the same way.
func checkMatch(t *testing.T, rs []result, rounds int) {
	t.Helper()
	for i, r := range rs {
		if r.err != nil {
			for j, r := range rs {
				t.Logf("session %d: %v: %+v", j, r.err, r.last)
			}
			t.Fatalf("session %d: %v", i, r.err)
		}
		if !r.last.Over || r.last.Round != rounds {
			t.Fatalf("session %d ended in round %d, over=%v", i, r.last.Round, r.last.Over)
		}
		if !equalInts(r.last.Scores, rs[0].last.Scores) {
			t.Fatalf("session %d scores %v, session 0 %v", i, r.last.Scores, rs[0].last.Scores)
		}
		// every public event, exactly once and in order.
		var bids int
		for _, e := range r.events {
			if e.Type == "bid" {
				bids++
			}
		}
		if want := rounds * len(r.last.Scores); bids != want {
			t.Fatalf("session %d saw %d bid events, want %d", i, bids, want)
		}
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func settings(rounds int) json.RawMessage {
	b, _ := json.Marshal(toy.Settings{Rounds: rounds})
	return b
}

// tape keeps every message a guest received, by connection.
type tape struct {
	mu    sync.Mutex
	conns int
	msgs  []wireMsg
}

type wireMsg struct {
	conn int
	seq  uint64
	b    []byte
}

// messages returns what was received in the order the host sent it: by
// connection, then sequence number, without duplicates. (A reordering
// network delivers a later view before an earlier event; the guest puts
// them back in order, and so does this.)
func (w *tape) messages() [][]byte {
	w.mu.Lock()
	ms := slices.Clone(w.msgs)
	w.mu.Unlock()
	slices.SortStableFunc(ms, func(a, b wireMsg) int {
		if a.conn != b.conn {
			return a.conn - b.conn
		}
		return cmp.Compare(a.seq, b.seq)
	})
	var out [][]byte
	for i, m := range ms {
		if i > 0 && m.conn == ms[i-1].conn && m.seq == ms[i-1].seq && m.seq != 0 {
			continue
		}
		out = append(out, m.b)
	}
	return out
}

type recorder struct {
	p2p.Conn
	w    *tape
	conn int
}

func (r recorder) Recv(ctx context.Context) ([]byte, error) {
	b, err := r.Conn.Recv(ctx)
	if err == nil {
		var e wire.Envelope
		_ = json.Unmarshal(b, &e)
		r.w.mu.Lock()
		r.w.msgs = append(r.w.msgs, wireMsg{conn: r.conn, seq: e.S, b: append([]byte(nil), b...)})
		r.w.mu.Unlock()
	}
	return b, err
}

// recording wraps a dialer so that w keeps what the guest receives.
func recording(d p2p.Dialer, w *tape) p2p.Dialer {
	return func(ctx context.Context) (p2p.Conn, error) {
		c, err := d(ctx)
		if err != nil {
			return nil, err
		}
		w.mu.Lock()
		w.conns++
		n := w.conns
		w.mu.Unlock()
		return recorder{Conn: c, w: w, conn: n}, nil
	}
}
