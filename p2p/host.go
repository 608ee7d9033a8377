package p2p

import (
	"encoding/json"
	"errors"
	"log/slog"
	"sync"
	"time"
)

// HostConfig sets up a Host.
type HostConfig struct {
	Title Title
	Name  string // the host's own player name
	Store Store  // where the race is saved after every change; nil: nowhere
	Seed  uint64 // 0: random
	// AwayGrace is how long a seat whose player lost the connection waits
	// before the host drives it automatically; default 3 s.
	AwayGrace time.Duration
	Options
}

// Host is the authoritative session: it owns the Game, the lobby and every
// peer connection, and it is the Session of the host's own player. With no
// connection attached it is a solo game. All state lives in one goroutine;
// the methods talk to it.
type Host struct {
	cfg   HostConfig
	opt   Options
	log   *slog.Logger
	clock Clock

	calls  chan call
	inbox  chan inbound
	quit   chan struct{}
	done   chan struct{}
	closed sync.Once

	// read by any goroutine:
	mu      sync.Mutex
	snap    Lobby
	seat    int
	updates *mailbox
	changes notifier

	// owned by the loop:
	room      string
	hostToken string
	seed      uint64
	settings  json.RawMessage
	timer     time.Duration
	started   bool
	players   []*player
	kicked    map[string]bool
	me        *player
	game      Game
	seats     []*player // by seat, once started
	links     map[*link]*player
	all       []*link
	deadlines map[int]time.Time
	stuck     map[int]bool // seats whose Auto failed since the last move
	// overtime holds the seats whose turn timer ran out: the computer finishes their turn (every
	// decision while they stay waited for), and their next turn gets a fresh timer.
	overtime map[int]bool
	replies  []reply // request results, sent after the updates
	wake     Timer
	wakeAt   time.Time
	lastTick time.Time

	gameChanged, lobbyChanged, saveNeeded bool
}

// player is one lobby entry with what only the host knows.
type player struct {
	Player
	token     string
	link      *link // nil while away (and always for the host and bots)
	welcomed  bool
	awaySince time.Time
	cursor    int    // the next event number to send
	lastView  []byte // the last view sent, to skip unchanged ones
	nonce     string
	lastReq   uint64
	lastRes   Result
}

// NewHost starts a host session with an empty lobby holding the host.
func NewHost(cfg HostConfig) (*Host, error) {
	if cfg.Title == nil {
		return nil, errors.New("p2p: HostConfig.Title is nil")
	}
	h := newHost(cfg)
	name, err := cleanName(cfg.Name)
	if err != nil {
		return nil, err
	}
	h.me = &player{Player: Player{ID: randomID(8), Name: name, Host: true, Ready: true, Seat: Spectator}, token: randomID(16)}
	h.me.Colour = h.freeColour()
	h.players = []*player{h.me}
	h.seed = cfg.Seed
	if h.seed == 0 {
		h.seed = randomSeed()
	}
	h.lobbyChanged, h.saveNeeded = true, true
	h.begin()
	return h, nil
}

func newHost(cfg HostConfig) *Host {
	if cfg.AwayGrace <= 0 {
		cfg.AwayGrace = 3 * time.Second
	}
	opt := cfg.Options.withDefaults()
	return &Host{
		cfg: cfg, opt: opt, log: opt.Logger.With("side", "host"), clock: opt.Clock,
		calls: make(chan call), inbox: make(chan inbound, 64),
		quit: make(chan struct{}), done: make(chan struct{}),
		seat: Spectator, updates: newMailbox(), changes: newNotifier(),
		kicked: map[string]bool{}, links: map[*link]*player{}, deadlines: map[int]time.Time{}, stuck: map[int]bool{}, overtime: map[int]bool{},
	}
}

func (h *Host) begin() {
	h.lastTick = h.clock.Now()
	h.settle()
	go h.run()
}

func (h *Host) run() {
	defer close(h.done)
	for {
		h.arm()
		var wake <-chan time.Time
		if h.wake != nil {
			wake = h.wake.C()
		}
		select {
		case in := <-h.inbox:
			h.handle(in)
		case c := <-h.calls:
			c.f()
			h.settle()
			close(c.done)
			continue
		case <-wake:
			h.wake, h.wakeAt = nil, time.Time{}
			h.onTick()
		case <-h.quit:
			h.shutdown()
			return
		}
		h.settle()
	}
}

// arm sets the loop's timer to the next thing due: a tick (only while
// peers are connected: a solo game sleeps), a turn deadline, or an away
// seat's grace.
func (h *Host) arm() {
	var at time.Time
	if len(h.links) > 0 {
		gap := false
		for l := range h.links {
			gap = gap || l.in.waiting()
		}
		at = h.lastTick.Add(h.opt.tick(gap))
	}
	if t, ok := h.nextDeadline(); ok && (at.IsZero() || t.Before(at)) {
		at = t
	}
	if h.wake != nil && at.Equal(h.wakeAt) {
		return
	}
	if h.wake != nil {
		h.wake.Stop()
		h.wake, h.wakeAt = nil, time.Time{}
	}
	if !at.IsZero() {
		h.wake, h.wakeAt = h.clock.NewTimer(at.Sub(h.clock.Now())), at
	}
}

// do runs f in the loop and waits until the loop has settled after it.
func (h *Host) do(f func()) error { return doIn(h.calls, h.done, f) }

// Attach adds a connection from a peer. The peer must say hello first.
func (h *Host) Attach(c Conn) error {
	return h.do(func() {
		l := startLink(c, h.inbox, linkOptions{allowed: toHost, queue: sendQueue, maxRate: h.opt.MaxRate, window: reorderWindow, now: h.clock.Now(), quit: h.quit})
		h.links[l] = nil
		h.all = append(h.all, l)
	})
}

// Room is the room code, once a RoomHost registered one.
func (h *Host) Room() string { return h.Lobby().Room }

// setRoom records the room code and the signaling host token.
func (h *Host) setRoom(room, token string) error {
	return h.do(func() {
		h.room, h.hostToken = room, token
		h.lobbyChanged, h.saveNeeded = true, true
	})
}

func (h *Host) roomToken() (room, token string) {
	_ = h.do(func() { room, token = h.room, h.hostToken })
	return room, token
}

// Save returns Game.Save() of the running match (nil before the start).
func (h *Host) Save() (b []byte, err error) {
	if e := h.do(func() {
		if h.game != nil {
			b, err = h.game.Save()
		}
	}); e != nil {
		return nil, e
	}
	return b, err
}

// Close stops the host but keeps its saved state, so a new host can resume
// the race (ResumeHost). Guests see the host go away.
func (h *Host) Close() error {
	h.closed.Do(func() { close(h.quit) })
	<-h.done
	h.updates.close()
	return nil
}

// End says goodbye to every guest, forgets the saved race and closes.
func (h *Host) End() error {
	err := h.do(func() {
		for l := range h.links {
			l.finish(TypeBye, Farewell{Reason: ErrEnded.Error()})
			delete(h.links, l)
		}
		if h.cfg.Store != nil {
			_ = h.cfg.Store.Delete(KeyHost)
		}
		h.saveNeeded = false
	})
	if err != nil {
		return err
	}
	return h.Close()
}

func (h *Host) shutdown() {
	if h.wake != nil {
		h.wake.Stop()
	}
	for l := range h.links {
		// let queued messages go out, then close.
		l.finish("", nil)
	}
	deadline := time.After(2 * time.Second)
	for _, l := range h.all {
		done := make(chan struct{})
		go func() { l.wait(); close(done) }()
		select {
		case <-done:
		case <-deadline:
			l.close()
			<-done
		}
	}
}
