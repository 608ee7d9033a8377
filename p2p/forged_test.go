package p2p_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
)

// rawPeer speaks the wire protocol by hand, as a hostile guest would.
type rawPeer struct {
	t     *testing.T
	c     p2p.Conn
	seq   uint64
	stash []*wire.Envelope // messages start read past, for next
}

func dialRaw(t *testing.T, h *p2p.Host) *rawPeer {
	t.Helper()
	g, hc := p2ptest.Pipe()
	if err := h.Attach(hc); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { g.Close() })
	return &rawPeer{t: t, c: g}
}

func (r *rawPeer) raw(b []byte) {
	r.t.Helper()
	if err := r.c.Send(context.Background(), b); err != nil {
		r.t.Fatalf("send: %v", err)
	}
}

// env builds an envelope; the sequence number is consumed.
func (r *rawPeer) env(t wire.Type, p any) []byte {
	r.seq++
	pb, _ := json.Marshal(p)
	b, _ := json.Marshal(wire.Envelope{V: wire.Version, T: t, S: r.seq, P: pb})
	return b
}

// next returns the next envelope of one of the types, skipping others.
func (r *rawPeer) next(types ...wire.Type) (*wire.Envelope, error) {
	for i, e := range r.stash {
		for _, t := range types {
			if e.T == t {
				r.stash = r.stash[i+1:]
				return e, nil
			}
		}
	}
	r.stash = nil
	for {
		e, err := r.recv()
		if err != nil {
			return nil, err
		}
		for _, t := range types {
			if e.T == t {
				return e, nil
			}
		}
	}
}

// recv reads the next envelope.
func (r *rawPeer) recv() (*wire.Envelope, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	b, err := r.c.Recv(ctx)
	if err != nil {
		return nil, err
	}
	var e wire.Envelope
	if err := json.Unmarshal(b, &e); err != nil {
		return nil, err
	}
	return &e, nil
}

func (r *rawPeer) hello(name string) wire.Welcome {
	r.t.Helper()
	r.raw(r.env(wire.TypeHello, wire.Hello{Name: name, Nonce: "n-" + name}))
	e, err := r.next(wire.TypeWelcome)
	if err != nil {
		r.t.Fatalf("no welcome: %v", err)
	}
	var w wire.Welcome
	_ = json.Unmarshal(e.P, &w)
	return w
}

// ready says hello as name, then says it is ready (lobby change 1), and returns the welcome.
func (r *rawPeer) ready(name string) wire.Welcome {
	r.t.Helper()
	w := r.hello(name)
	yes := true
	r.raw(r.env(wire.TypeEdit, wire.Edit{ID: 1, Ready: &yes}))
	if _, err := r.next(wire.TypeResult); err != nil {
		r.t.Fatal(err)
	}
	return w
}

// start starts h's game with this peer seated: it plays its part in the seed's draw by hand
// (commitment, edit 2; share, edit 3) while h.Start waits for it.
func (r *rawPeer) start(h *p2p.Host, w wire.Welcome) {
	r.t.Helper()
	done := make(chan error, 1)
	go func() { done <- h.Start() }()
	const share = "ab"
	sent, answered := 0, 0
	for sent < 2 || answered < 2 {
		e, err := r.recv()
		if err != nil {
			r.t.Fatalf("no lobby in the draw: %v", err)
		}
		if e.T != wire.TypeLobby && e.T != wire.TypeResult {
			r.stash = append(r.stash, e)
			continue
		}
		if e.T == wire.TypeResult {
			var res wire.Result
			_ = json.Unmarshal(e.P, &res)
			if res.ID == 2 || res.ID == 3 {
				answered++
			}
			continue
		}
		var l p2p.Lobby
		_ = json.Unmarshal(e.P, &l)
		me, _ := l.Me(w.Player)
		c := p2p.ShareCommitment(l.Room, l.Commit, l.Round, w.Player, share)
		switch {
		case l.Drawing == "commit" && sent == 0:
			r.raw(r.env(wire.TypeEdit, wire.Edit{ID: 2, Commitment: &c}))
			sent = 1
		case l.Drawing == "reveal" && me.Commitment == c && sent == 1:
			r.raw(r.env(wire.TypeEdit, wire.Edit{ID: 3, Share: new(share)}))
			sent = 2
		}
	}
	select {
	case err := <-done:
		if err != nil {
			r.t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		r.t.Fatal("the game did not start")
	}
}

func TestForgedMessages(t *testing.T) {
	opt := fast()
	opt.MaxStrikes = 100
	opt.PeerTimeout = time.Minute
	h := newHost(t, p2p.HostConfig{Options: opt})
	if _, err := h.AddBot("Bot"); err != nil {
		t.Fatal(err)
	}
	evil := dialRaw(t, h)
	w := evil.ready("Eve")
	evil.start(h, w)
	eventually(t, "Eve seated", time.Second, func() bool {
		for _, p := range h.Lobby().Players {
			if p.ID == w.Player {
				return p.Seat >= 0
			}
		}
		return false
	})
	mySeat, otherSeat := 0, 0
	for _, p := range h.Lobby().Players {
		if p.ID == w.Player {
			mySeat = p.Seat
		} else if !p.Spectator && p.Bot {
			otherSeat = p.Seat
		}
	}
	// Eve needs a card she does not hold: one from the host's own hand.
	var hostView struct{ Hand []string }
	select {
	case u := <-h.Updates():
		_ = json.Unmarshal(u.View, &hostView)
	case <-time.After(time.Second):
		t.Fatal("no host view")
	}
	id := uint64(10)
	intent := func(seat int, body string) []byte {
		id++
		return evil.env(wire.TypeIntent, wire.Intent{ID: id, Seat: seat, Intent: json.RawMessage(body)})
	}
	keep := func(b []byte) []byte { evil.seq--; return b } // refused before ordering: the number is reused

	big := strings.Repeat("x", wire.MaxIntent+10)
	cases := []struct {
		name string
		msg  func() []byte
		want wire.Code // error code in an error or result reply
	}{
		{"not JSON", func() []byte { return []byte("\x00\xffgarbage") }, wire.CodeMalformed},
		{"empty", func() []byte { return []byte{} }, wire.CodeMalformed},
		{"JSON but not an envelope", func() []byte { return []byte(`[1,2,3]`) }, wire.CodeMalformed},
		{"no sequence number", func() []byte { return []byte(`{"v":2,"t":"ping","p":{"n":1}}`) }, wire.CodeMalformed},
		{"unknown type", func() []byte { return keep(evil.env("teleport", map[string]int{"x": 1})) }, wire.CodeUnknownType},
		{"a host-only type", func() []byte { return keep(evil.env(wire.TypeUpdate, wire.Update{Next: 99})) }, wire.CodeUnknownType},
		{"oversized frame", func() []byte { return bytes.Repeat([]byte("a"), wire.MaxMessage+1) }, wire.CodeTooLarge},
		{"payload of the wrong shape", func() []byte { return evil.env(wire.TypeIntent, "a string") }, wire.CodeMalformed},
		{"no payload", func() []byte { return evil.env(wire.TypeIntent, nil) }, wire.CodeMalformed},
		{"intent without id", func() []byte { return evil.env(wire.TypeIntent, wire.Intent{Seat: mySeat, Intent: []byte(`{}`)}) }, wire.CodeMalformed},
		{"intent too large", func() []byte { return intent(mySeat, `{"pick":"`+big+`"}`) }, wire.CodeTooLarge},
		{"intent for another seat", func() []byte { return intent(otherSeat, `{"pick":"x"}`) }, wire.CodeNotYourSeat},
		{"intent for a seat that does not exist", func() []byte { return intent(42, `{"pick":"x"}`) }, wire.CodeNotYourSeat},
		{"intent at the wrong time", func() []byte { return intent(mySeat, `{"bid":2}`) }, wire.CodeRejected},
		{"another seat's card", func() []byte { return intent(mySeat, `{"pick":"`+hostView.Hand[0]+`"}`) }, wire.CodeRejected},
		{"intent that is not JSON", func() []byte { return intent(mySeat, `"pick`) }, wire.CodeMalformed},
		{"lobby edit after the start", func() []byte { id++; return evil.env(wire.TypeEdit, wire.Edit{ID: id, Name: new("Mallory")}) }, wire.CodeStarted},
		{"resync from a negative event", func() []byte { return evil.env(wire.TypeResync, wire.Resync{ID: 1, Since: -5}) }, wire.CodeMalformed},
		{"a second hello with a stolen token", func() []byte { return evil.env(wire.TypeHello, wire.Hello{Name: "Eve", Token: "not-mine", Nonce: "x"}) }, wire.CodeMalformed},
		{"hello with a bad name", func() []byte { return evil.env(wire.TypeHello, wire.Hello{Name: "", Nonce: "x"}) }, wire.CodeBadName},
		{"sequence number far ahead", func() []byte {
			b, _ := json.Marshal(wire.Envelope{V: wire.Version, T: wire.TypePing, S: 1 << 40, P: []byte(`{"n":1}`)})
			return b
		}, wire.CodeMalformed},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before, err := h.Save()
			if err != nil {
				t.Fatal(err)
			}
			evil.raw(tc.msg())
			e, err := evil.next(wire.TypeError, wire.TypeResult)
			if err != nil {
				t.Fatalf("no reply: %v", err)
			}
			var reply struct {
				Code wire.Code
				Text string
			}
			_ = json.Unmarshal(e.P, &reply)
			if reply.Code != tc.want || reply.Text == "" {
				t.Fatalf("reply %s %+v, want code %q", e.T, reply, tc.want)
			}
			after, err := h.Save()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(before, after) {
				t.Fatalf("the game changed:\n%s\n%s", before, after)
			}
		})
	}

	// the wrong version ends the connection after the reply.
	evil.raw([]byte(`{"v":99,"t":"ping","s":1,"p":{"n":1}}`))
	e, err := evil.next(wire.TypeError)
	if err != nil || !strings.Contains(string(e.P), string(wire.CodeVersion)) {
		t.Fatalf("version reply %v %v", e, err)
	}
	if _, err := evil.next(wire.TypeBye); !errors.Is(err, p2p.ErrClosed) {
		t.Fatalf("after a wrong version the link should close, got %v", err)
	}
	// the host still works.
	if err := h.Submit(context.Background(), json.RawMessage(fmt.Sprintf(`{"pick":%q}`, hostView.Hand[0]))); err != nil {
		t.Fatal(err)
	}
}

func TestRepeatOffenderDropped(t *testing.T) {
	opt := fast()
	opt.MaxStrikes = 5
	h := newHost(t, p2p.HostConfig{Options: opt})
	evil := dialRaw(t, h)
	evil.hello("Eve")
	eventually(t, "Eve in the lobby", time.Second, lobbyHas(h, 2))
	for i := range opt.MaxStrikes {
		evil.raw([]byte("garbage"))
		if _, err := evil.next(wire.TypeError); err != nil {
			t.Fatalf("strike %d: %v", i+1, err)
		}
	}
	if _, err := evil.next(wire.TypeBye); !errors.Is(err, p2p.ErrClosed) {
		t.Fatalf("not dropped after %d strikes: %v", opt.MaxStrikes, err)
	}
	eventually(t, "Eve away", time.Second, lobbyHas(h, 1))
}

func TestFloodDropped(t *testing.T) {
	opt := fast()
	opt.MaxRate = 100
	h := newHost(t, p2p.HostConfig{Options: opt})
	evil := dialRaw(t, h)
	evil.hello("Eve")
	var err error
	for i := 0; i < 1000 && err == nil; i++ {
		err = evil.c.Send(context.Background(), evil.env(wire.TypePing, wire.Beat{N: 1}))
	}
	if _, err := evil.next(wire.TypeBye); !errors.Is(err, p2p.ErrClosed) {
		t.Fatalf("a flood was not dropped: %v", err)
	}
	if l := h.Lobby(); len(l.Players) != 2 {
		t.Fatalf("lobby: %+v", l)
	}
}

// Random bytes and random envelopes from several peers cannot crash or
// block the host.
func TestGarbageCannotHurtTheHost(t *testing.T) {
	h := newHost(t, p2p.HostConfig{Options: fast()})
	inputs := [][]byte{
		nil, []byte("{"), []byte(`{"v":2}`), []byte(`{"v":2,"t":"hello","s":1,"p":null}`),
		[]byte(`{"v":2,"t":"hello","s":1,"p":{"name":"` + strings.Repeat("é", 300) + `"}}`),
		[]byte(`{"v":2,"t":"hello","s":1,"p":{"name":"x","token":"` + strings.Repeat("t", 500) + `"}}`),
		[]byte(`{"v":2,"t":"intent","s":1,"p":{"id":1,"seat":-7,"intent":null}}`),
		[]byte(`{"v":2,"t":"resync","s":18446744073709551615,"p":{"id":1}}`),
		[]byte(`{"v":-1,"t":"","s":0}`),
	}
	for i := range 4 {
		evil := dialRaw(t, h)
		for _, in := range inputs {
			_ = evil.c.Send(context.Background(), in)
		}
		for j := range 50 {
			b := []byte(fmt.Sprintf(`{"v":2,"t":"%s","s":%d,"p":{"id":%d,"seat":%d}}`, []string{"hello", "edit", "intent", "resync", "bye"}[j%5], j+1, j, i))
			_ = evil.c.Send(context.Background(), b)
		}
	}
	if err := h.Configure(settings(2), 0); err != nil {
		t.Fatalf("the host stopped answering: %v", err)
	}
	if _, err := h.AddBot("Bot"); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil && !errors.Is(err, p2p.ErrNotReady) {
		t.Fatal(err)
	}
}
