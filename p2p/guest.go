package p2p

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// Dialer opens a new connection to the host: through signaling and WebRTC
// (RoomDialer), or an in-memory Pipe in tests. A Guest calls it again
// whenever the connection is lost.
type Dialer func(ctx context.Context) (Conn, error)

// GuestConfig sets up a Guest.
type GuestConfig struct {
	Room  string // the room code; the Store keeps the seat token under KeyGuest(Room)
	Name  string
	Watch bool // join as a spectator
	Dial  Dialer
	Store Store // nil: the seat token lives only as long as the Guest
	// Browser is this browser's ID, the same for every room (wire.Hello.Browser); "" for none.
	Browser string
	// Title, when set, lets the guest audit the game at the end (fair.go, Guest.Audit).
	Title Title
	// RevealWait is how long after the end the guest waits for the host's reveal before it says
	// the game could not be verified; default 15 s.
	RevealWait time.Duration
	// GiveUp is how long the guest keeps trying to reach a host that went
	// away before it settles in Disconnected; default 2 minutes.
	GiveUp time.Duration
	// TakeOverAfter is how long a guest that holds the host's checkpoint (it is the successor,
	// successor.go) waits for a host that went away before it says the game is its to take over
	// (TakeOverDue); 0: never. A Member sets it.
	TakeOverAfter time.Duration
	Options
}

// Guest is the Session of a player whose game runs on another page. It
// connects, reconnects with its seat token, puts the host's messages back
// in order, asks for a full view when something was lost, and retries
// requests that got no answer.
type Guest struct {
	cfg   GuestConfig
	opt   Options
	log   Logger
	clock Clock
	loop  loop
	inbox chan inbound
	out   guestOutlet // what other goroutines read

	// owned by the loop:
	redial
	hostLink
	guestView
	pending
	heir
	alarm alarm
}

// guestOutlet is what a guest's readers see: the lobby and seat, and the state of its link.
type guestOutlet struct {
	outlet
	state   ConnState
	reason  error
	trouble error
	audit   Audit
	file    *AuditFile // what the audit read, once the host revealed its game
}

// redial is the guest's dialing: at most one dial at a time, on its own goroutine, again after a
// growing pause when it fails.
type redial struct {
	dialed  chan dialResult
	ctx     context.Context // ends every dial when the guest closes
	cancel  context.CancelFunc
	wg      sync.WaitGroup
	dialing bool
	dialAt  time.Time // the next dial, when no link
	backoff time.Duration
	trouble error // why the last dial failed, until one succeeds
}

// hostLink is the guest's connection to the host.
type hostLink struct {
	link      *link
	all       []*link // every link ever made, to wait for their goroutines
	welcomed  bool
	join      wire.Joiner // the parts of a large message
	helloAt   time.Time
	awaySince time.Time // since when no link was welcomed
	tick      time.Time // the last heartbeat round
}

// guestView is what the guest knows: who it is, the lobby, its seat, how far its events go and
// the state of the session, as the loop keeps them (the outlet publishes them).
type guestView struct {
	nonce    string
	token    string
	me       string
	lobby    Lobby
	lobbyNew bool
	seatNow  int
	stateNow ConnState
	why      error
	cursor   int    // the next event number
	resyncID uint64 // the full view asked for, while waiting for it
	resyncAt time.Time
	guestFair
}

// pending are the guest's requests waiting for the host's answer.
type pending struct {
	nextID uint64
	reqs   map[uint64]*request
}

type request struct {
	id     uint64
	t      wire.Type
	build  func(id uint64) any
	sentAt time.Time
	reply  chan error
	// accepted runs in the loop when the host accepts the request, before the loop reads the
	// next message (the reveal that may follow a game's last move must see it).
	accepted func()
	// nonce is the guest session that sent it; handed is set when the guest hands it to the Host
	// its page becomes (takeover.go), which answers it.
	nonce  string
	handed bool
}

type dialResult struct {
	c   Conn
	err error
}

// guestSeat is what a guest keeps in its Store.
type guestSeat struct {
	Token  string `json:"token"`
	Player string `json:"player"`
	Share  string `json:"share,omitempty"` // this guest's share of the seed (fair.go)
	Round  int    `json:"round,omitempty"` // the draw's round the share is for
}

// NewGuest starts a guest session; it connects in the background (watch
// ConnState and Changes).
func NewGuest(cfg GuestConfig) (*Guest, error) {
	g, err := newGuest(cfg)
	if err != nil {
		return nil, err
	}
	go g.run()
	return g, nil
}

// newGuest makes a guest session without starting its loop.
func newGuest(cfg GuestConfig) (*Guest, error) {
	if cfg.Dial == nil {
		return nil, errors.New("p2p: GuestConfig.Dial is nil")
	}
	name, err := cleanGuestName(cfg.Name)
	if err != nil {
		return nil, err
	}
	cfg.Name = name
	if cfg.GiveUp <= 0 {
		cfg.GiveUp = 2 * time.Minute
	}
	if cfg.RevealWait <= 0 {
		cfg.RevealWait = 15 * time.Second
	}
	opt := cfg.Options.withDefaults()
	ctx, cancel := context.WithCancel(context.Background())
	g := &Guest{
		cfg: cfg, opt: opt, log: withAttrs(opt.Logger, "side", "guest", "name", name), clock: opt.Clock,
		loop: newLoop(), inbox: make(chan inbound, 64), out: guestOutlet{outlet: newOutlet()},
		redial:    redial{dialed: make(chan dialResult), ctx: ctx, cancel: cancel},
		guestView: guestView{nonce: randomID(8), seatNow: Spectator},
		pending:   pending{reqs: map[uint64]*request{}},
		heir:      heir{due: make(chan struct{})},
	}
	if cfg.Store != nil {
		if b, err := cfg.Store.Get(KeyGuest(cfg.Room)); err == nil {
			var s guestSeat
			if json.Unmarshal(b, &s) == nil {
				g.token = s.Token
				if checkShare(s.Share) == nil && s.Round > 0 {
					g.Share, g.ShareRound = s.Share, s.Round
				}
			}
		}
	}
	now := g.clock.Now()
	g.tick, g.awaySince, g.dialAt = now, now, now
	return g, nil
}

var _ Session = (*Guest)(nil)

// do runs f in the loop and waits until the loop has published what it changed.
func (g *Guest) do(f func()) error { return g.loop.do(f) }

// Submit sends an intent for this guest's seat and waits for the verdict.
func (g *Guest) Submit(ctx context.Context, intent json.RawMessage) error {
	if len(intent) > wire.MaxIntent {
		return ErrTooLarge
	}
	r := &request{t: wire.TypeIntent, build: func(id uint64) any {
		return wire.Intent{ID: id, Seat: g.seatNow, Intent: intent}
	}}
	r.accepted = func() { g.accepted(intent) }
	return g.ask(ctx, r)
}

// Edit changes this guest's lobby entry and waits for the host's answer.
func (g *Guest) Edit(ctx context.Context, e Edit) error {
	return g.ask(ctx, &request{t: wire.TypeEdit, build: func(id uint64) any {
		return wire.Edit{ID: id, Name: e.Name, Colour: e.Colour, Ready: e.Ready, Commitment: e.Commitment, Share: e.Share}
	}})
}

// ask registers a request (its type, build and accepted), sends it when
// connected and waits for its result; the loop resends it until it is
// answered. build runs in the loop each time the request is sent, so it sees
// the loop's current state.
func (g *Guest) ask(ctx context.Context, r *request) error {
	reply := make(chan error, 1)
	r.reply = reply
	var id uint64
	var err error
	if e := g.do(func() {
		if g.stateNow == Ended || g.stateNow == Disconnected {
			err = errOr(g.why, ErrClosed)
			return
		}
		g.nextID++
		id = g.nextID
		r.id, r.nonce = id, g.nonce
		g.reqs[id] = r
		g.sendRequest(r)
	}); e != nil {
		return e
	}
	if err != nil {
		return err
	}
	select {
	case err := <-reply:
		return err
	case <-ctx.Done():
		_ = g.do(func() { delete(g.reqs, id) })
		return ctx.Err()
	case <-g.loop.done:
		if r.handed { // the Host this page became answers it (takeover.go)
			select {
			case err := <-reply:
				return err
			case <-ctx.Done():
				return ctx.Err()
			}
		}
		return ErrClosed
	}
}

// Updates delivers this seat's views and events.
func (g *Guest) Updates() <-chan Update { return g.out.updates.out }

// Changes is signalled when Lobby or ConnState changed.
func (g *Guest) Changes() <-chan struct{} { return g.out.changes.ch }

// Lobby returns the lobby as last heard from the host.
func (g *Guest) Lobby() Lobby {
	g.out.mu.Lock()
	defer g.out.mu.Unlock()
	return g.out.lobby
}

// Seat returns this guest's seat, or Spectator.
func (g *Guest) Seat() int {
	g.out.mu.Lock()
	defer g.out.mu.Unlock()
	return g.out.seat
}

// ConnState returns the state of the link to the host.
func (g *Guest) ConnState() ConnState {
	g.out.mu.Lock()
	defer g.out.mu.Unlock()
	return g.out.state
}

// Reason says why the session Ended or is Disconnected (nil otherwise).
func (g *Guest) Reason() error {
	g.out.mu.Lock()
	defer g.out.mu.Unlock()
	return g.out.reason
}

// Trouble says why the last attempt to reach the host failed while the guest keeps trying
// (Connecting or Reconnecting): a *ConnectError says which step failed and what to try. It is
// nil once connected.
func (g *Guest) Trouble() error {
	g.out.mu.Lock()
	defer g.out.mu.Unlock()
	return g.out.trouble
}

// Close leaves the room: the host is told (before the start the place is
// given up; after it the seat is played by the computer).
func (g *Guest) Close() error {
	_ = g.do(func() {
		if g.link != nil && g.welcomed {
			g.link.finish(wire.TypeBye, wire.Farewell{Reason: "left"})
		}
	})
	return g.stop()
}

// stop ends the loop without a goodbye: to the host it looks like a page
// that went away (a reload).
func (g *Guest) stop() error {
	g.loop.stop()
	g.out.updates.close()
	return nil
}
