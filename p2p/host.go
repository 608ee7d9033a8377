package p2p

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// HostConfig sets up a Host.
type HostConfig struct {
	Title Title
	Name  string // the host's own player name
	Store Store  // where the game is saved after every change; nil: nowhere
	Seed  uint64 // 0: random
	// AwayGrace is how long a seat whose player lost the connection waits before the host plays it
	// automatically; default 3 s.
	AwayGrace time.Duration
	// LobbyGrace is how long a guest who lost the connection and holds nothing (before the start:
	// not ready; after it: a spectator) keeps its place in the lobby; default 10 s. A newcomer who
	// needs its colour or its entry takes it sooner.
	LobbyGrace time.Duration
	// ShareWait is how long, while the host starts the game, each seated guest has to commit to
	// its share of the seed and then to reveal it (fair.go) before it is removed; default 10 s.
	ShareWait time.Duration
	// AlterReveal is for the audit's tests only: it changes what the host reveals at the end, as
	// a cheating host would (nil: reveal nothing). Nil in every real session.
	AlterReveal func(*wire.Reveal) *wire.Reveal
	// GrindSeed is for the audit's tests only: given the host's secret, the guests' revealed
	// shares by seat and the host's own seat, it returns a share the host lists on its own seat and
	// the seed it makes the game from, as a host that chooses the seed would. Nil in every real
	// session.
	GrindSeed func(seed uint64, nonce string, shares []string, hostSeat int) (share string, gameSeed uint64)
	// OrderedColours gives each newcomer the first free colour of the title's list instead of
	// one at random (tests that need to know who gets which).
	OrderedColours bool
	Options
}

// Host is the authoritative session: it owns the game, the lobby and every peer connection, and
// it is the Session of the host's own player. With no connection attached it is a solo game.
//
// Its state is two plain state machines, the lobby and the match (lobby.go, match.go), driven by
// one goroutine, the loop (host_loop.go): it reads the peers' messages (host_recv.go), the calls
// of other goroutines and its alarm, feeds them to the machines, and sends what they say. What
// touches the peers' connections goes through h.net (host_peers.go), which a solo game's page
// does not link.
type Host struct {
	cfg   HostConfig
	opt   Options
	log   Logger
	clock Clock
	loop  loop
	inbox chan inbound

	out outlet // what other goroutines read

	// owned by the loop:
	lobby    *lobby
	match    *match // nil before the start
	peers    peers
	net      guests  // the work with the peers' links: noGuests until one is attached (host_peers.go)
	replies  []reply // request results, sent after the updates they caused
	alarm    alarm
	unsaved  bool // something the saved record holds changed
	chat     chatLog
	hostSays budget       // the host's own chat pace
	starts   []chan error // Start calls waiting for the draw to end
	startErr *error       // how the draw ended, for them

	lobbyMoved notifier // the lobby changed: the RoomHost names its seats again (room_seats.go)

	ho    handover  // the successor's checkpoints (successor.go)
	taken *takeover // what this host took over from the host before it, nil for the first host
}

// outlet is what a session's readers see, kept up to date by its loop.
type outlet struct {
	mu      sync.Mutex
	lobby   Lobby
	seat    int
	chat    []ChatLine // the lines this session's player may read
	updates *mailbox
	changes notifier
}

func newOutlet() outlet {
	return outlet{seat: Spectator, updates: newMailbox(), changes: newNotifier()}
}

// NewHost starts a host session with an empty lobby holding the host.
func NewHost(cfg HostConfig) (*Host, error) {
	if cfg.Title == nil {
		return nil, errors.New("p2p: HostConfig.Title is nil")
	}
	seed := cfg.Seed
	if seed == 0 {
		seed = randomSeed()
	}
	l := newLobby(cfg.Title, seed, randomID(16))
	l.pick, l.grind = colourPicker(cfg), cfg.GrindSeed
	h := newHost(cfg, l)
	if err := h.lobby.seatHost(cfg.Name); err != nil {
		return nil, err
	}
	h.unsaved = true
	h.begin()
	return h, nil
}

func newHost(cfg HostConfig, l *lobby) *Host {
	if cfg.AwayGrace <= 0 {
		cfg.AwayGrace = 3 * time.Second
	}
	if cfg.LobbyGrace <= 0 {
		cfg.LobbyGrace = 10 * time.Second
	}
	if cfg.ShareWait <= 0 {
		cfg.ShareWait = 10 * time.Second
	}
	opt := cfg.Options.withDefaults()
	return &Host{
		cfg: cfg, opt: opt, log: withAttrs(opt.Logger, "side", "host"), clock: opt.Clock,
		loop: newLoop(), inbox: make(chan inbound, 64), out: newOutlet(),
		lobby: l, peers: newPeers(), net: noGuests{}, lobbyMoved: newNotifier(),
	}
}

// colourPicker chooses the colours of newcomers: at random, unless cfg says in order.
func colourPicker(cfg HostConfig) func(int) int {
	if cfg.OrderedColours {
		return nil
	}
	return rand.IntN
}

// Attach adds a connection from a peer. The peer must say hello within Options.HelloTimeout.
// While Options.MaxPending connections are waiting to say hello, Attach refuses c with ErrBusy
// and the caller closes it.
func (h *Host) Attach(c Conn) error {
	var err error
	if e := h.loop.do(func() {
		if h.peers.pending() >= h.opt.MaxPending {
			err = ErrBusy
			h.log.Warn("refused a connection: too many have not said hello", "pending", h.peers.pending())
			return
		}
		h.net = (*hosting)(h)
		h.peers.add(startLink(c, h.inbox, linkOptions{side: wire.Host, queue: sendQueue, maxRate: h.opt.MaxRate, window: reorderWindow, now: h.clock.Now(), quit: h.loop.quit}))
	}); e != nil {
		return e
	}
	return err
}

// Configure sets the game's settings and the turn timer (0: none). Only before the start.
func (h *Host) Configure(settings json.RawMessage, turnTimer time.Duration) error {
	var err error
	if e := h.loop.do(func() { err = h.lobby.configure(settings, turnTimer) }); e != nil {
		return e
	}
	return err
}

// AddBot seats a computer player and returns its player ID.
func (h *Host) AddBot(name string) (string, error) {
	var id string
	var err error
	if e := h.loop.do(func() {
		var p *player
		if p, err = h.lobby.addBot(name); err == nil {
			id = p.ID
		}
	}); e != nil {
		return "", e
	}
	return id, err
}

// Kick removes a player (or a bot) from the room. After the start its seat is played by the
// computer for the rest of the game.
func (h *Host) Kick(id string) error {
	var err error
	if e := h.loop.do(func() {
		var bye note
		if bye, err = h.lobby.kick(id); err == nil {
			h.net.deliver(bye)
		}
	}); e != nil {
		return e
	}
	return err
}

// Name names the room (1 to wire.MaxRoomName visible characters) and lists it publicly or not:
// the room's RoomHost publishes it when its RoomConfig.Listing says how.
func (h *Host) Name(name string, public bool) error {
	name, err := cleanRoomName(name)
	if err != nil {
		return err
	}
	return h.loop.do(func() {
		h.lobby.name, h.lobby.public = name, public
		h.lobby.changed = true
	})
}

// Start begins the game once everyone present is ready and the title accepts the settings.
// Players who are away at that moment watch. It fixes the seats and draws the game's seed with
// the seated guests (fair.go), and returns once the game started: at once without guests, after a
// round trip with them, later when a guest's page is silent (HostConfig.ShareWait, then the draw
// goes on without it).
func (h *Host) Start() error {
	done := make(chan error, 1)
	var err error
	if e := h.loop.do(func() {
		if err = h.lobby.begin(); err == nil {
			h.starts = append(h.starts, done)
		}
	}); e != nil {
		return e
	}
	if err != nil {
		return err
	}
	select {
	case err := <-done:
		return err
	case <-h.loop.done:
		return ErrClosed
	}
}

// advanceDraw moves the draw on, and starts the game once it is done.
func (h *Host) advanceDraw(now time.Time) {
	seated, notes := h.lobby.advance(now, h.cfg.ShareWait)
	for _, n := range notes {
		h.net.deliver(n)
	}
	if seated == nil {
		return
	}
	err := h.start(seated)
	if err != nil {
		h.lobby.abandon()
	}
	h.startErr = &err
}

// startsDone answers the Start calls once the draw ended, after settle published the lobby.
func (h *Host) startsDone() {
	if h.startErr == nil {
		return
	}
	for _, c := range h.starts {
		c <- *h.startErr
	}
	h.starts, h.startErr = nil, nil
}

func (h *Host) start(seated []*player) error {
	g, seats, notes, err := h.lobby.start(seated)
	if err != nil {
		return err
	}
	h.match = newMatch(g, seats, h.lobby.timer, h.cfg.AwayGrace, h.log)
	for _, n := range notes {
		h.net.deliver(n)
	}
	return nil
}

// Title is the game the host runs (guests audit with the same one).
func (h *Host) Title() Title { return h.cfg.Title }

// Room is the room code, once a RoomHost registered one.
func (h *Host) Room() string { return h.Lobby().Room }

// setRoom records the room code and the signaling host token.
func (h *Host) setRoom(room, token string) error {
	return h.loop.do(func() {
		h.claimed()
		h.lobby.room, h.lobby.hostToken = room, token
		h.lobby.changed = true
	})
}

func (h *Host) roomToken() (room, token string) {
	_ = h.loop.do(func() { room, token = h.lobby.room, h.lobby.hostToken })
	return room, token
}

// Save returns Game.Save() of the running game (nil before the start).
func (h *Host) Save() (b []byte, err error) {
	if e := h.loop.do(func() {
		if h.match != nil {
			b, err = h.match.game.Save()
		}
	}); e != nil {
		return nil, e
	}
	return b, err
}

// Reveal is the host's secret seed and nonce, which its lobby's commitment binds (fair.go), once
// the game is over: what it then reveals to every guest, and what lets a file of the game kept
// by the host's page show that its draw was committed to. Before the end it is false: the secret
// would let a player foresee the game's draws.
func (h *Host) Reveal() (seed uint64, nonce string, ok bool) {
	_ = h.loop.do(func() {
		if h.over() {
			seed, nonce, ok = h.lobby.seed, h.lobby.nonce, true
		}
	})
	return seed, nonce, ok
}

// Close stops the host but keeps its saved state, so that a new host can resume the game
// (ResumeHost). Guests see the host go away.
func (h *Host) Close() error {
	h.loop.stop()
	h.out.updates.close()
	return nil
}

// End says goodbye to every guest, forgets the saved game and closes.
func (h *Host) End() error {
	err := h.loop.do(func() {
		h.net.bye()
		if h.cfg.Store != nil {
			_ = h.cfg.Store.Delete(KeyHost)
		}
		h.unsaved = false
	})
	if err != nil {
		return err
	}
	return h.Close()
}
