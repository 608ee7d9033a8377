package shell

import (
	"context"
	"sync"
	"time"

	"github.com/heatracing/heat/p2p"
)

// Kind is the kind of session a page holds.
type Kind string

// Kinds of session.
const (
	Solo  Kind = "solo"  // a local host with bots, no network
	Host  Kind = "host"  // this page hosts a game for friends
	Guest Kind = "guest" // this page plays in a friend's game
)

// Reader is a game's side of a session: the state its pages render, built from the updates.
type Reader interface {
	// Take reads one update; it is called on the session's goroutine, before subscribers hear of
	// the change.
	Take(p2p.Update)
}

// Session is this page's one game session: a host on this page (solo, or for friends through a
// room) or a guest of another page's host. It reads the session on a goroutine of its own: the
// game's Reader takes each update, and subscribers hear of every change (Subscribe); the lobby,
// the connection state and the turn timers are kept here for any page to read.
type Session struct {
	Kind Kind
	// Host is this page's host session (solo or for friends), nil for a guest.
	Host *p2p.Host

	sess   p2p.Session
	game   string // the game's ID
	room   room   // when friends reach the host through a room
	reader Reader
	stop   context.CancelFunc
	sync   chan chan struct{} // Play's requests to have every update received taken
	ended  chan struct{}      // closed when run returns

	mu     sync.Mutex
	lobby  p2p.Lobby
	conn   p2p.ConnState
	timers map[int]time.Time // when each running turn timer runs out, on this page's clock
	subs   map[int]func()
	nextID int
	audit  savedAudit // a guest's audit file, once its host revealed the game

	finished bool   // the hooks heard that the game ended (checkFinished)
	apart    string // the name of a game kept apart from the solo game (SoloSetup.Apart), "" for any other
}

// room is the room friends reach a host's page through (an rtc.RoomHost, from serveRoom): an
// interface, so that the pages of a solo game, which never serve one, link none of its code.
type room interface {
	Close() error
	Listed() (bool, error)
}

// newSession starts reading s; r takes each update.
func newSession(kind Kind, s p2p.Session, host *p2p.Host, r Reader) *Session {
	ctx, cancel := context.WithCancel(context.Background())
	c := &Session{
		Kind: kind, sess: s, Host: host, reader: r, stop: cancel,
		subs: map[int]func(){}, lobby: s.Lobby(), conn: s.ConnState(),
		sync: make(chan chan struct{}), ended: make(chan struct{}),
	}
	if a, ok := r.(Attacher); ok {
		a.Attach(c)
	}
	go c.run(ctx)
	return c
}

var (
	activeMu sync.Mutex
	active   *Session
)

// Active returns the page's session, or nil.
func Active() *Session {
	activeMu.Lock()
	defer activeMu.Unlock()
	return active
}

// setActive makes s the page's session (nil: none), closing any other.
func setActive(s *Session) {
	activeMu.Lock()
	old := active
	active = s
	activeMu.Unlock()
	if old != nil && old != s {
		old.close()
	}
}

// run reads the session: updates go to the Reader, changes of the lobby and the connection state are
// kept; subscribers hear of both.
func (c *Session) run(ctx context.Context) {
	defer close(c.ended)
	for {
		select {
		case <-ctx.Done():
			return
		case done := <-c.sync:
			c.drain()
			close(done)
		case u, ok := <-c.sess.Updates():
			if !ok {
				c.mu.Lock()
				c.conn = c.sess.ConnState()
				c.mu.Unlock()
				c.notify()
				return
			}
			c.take(u)
		case <-c.sess.Changes():
			c.mu.Lock()
			c.lobby, c.conn = c.sess.Lobby(), c.sess.ConnState()
			c.mu.Unlock()
			c.tookOver()
		}
		c.checkFinished()
		c.notify()
	}
}

// drain takes the updates already received, without waiting for more.
func (c *Session) drain() {
	for {
		select {
		case u, ok := <-c.sess.Updates():
			if !ok {
				return // run sees the end at its next turn
			}
			c.take(u)
		default:
			return
		}
	}
}

// synced waits until the reader has taken every update received so far (or the session ended).
func (c *Session) synced() {
	done := make(chan struct{})
	select {
	case c.sync <- done:
		<-done
	case <-c.ended:
	}
}

// Reader returns the game's side of the session.
func (c *Session) Reader() Reader { return c.reader }

func (c *Session) take(u p2p.Update) {
	c.reader.Take(u)
	if debugRecording() {
		record(u)
	}
	now := time.Now()
	timers := map[int]time.Time{}
	for seat, left := range u.Timers {
		timers[seat] = now.Add(left)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.lobby, c.conn, c.timers = c.sess.Lobby(), c.sess.ConnState(), timers
}

// Subscribe calls f (from the session's goroutine) whenever something changed; the returned
// function ends the subscription.
func (c *Session) Subscribe(f func()) func() {
	c.mu.Lock()
	defer c.mu.Unlock()
	id := c.nextID
	c.nextID++
	c.subs[id] = f
	return func() {
		c.mu.Lock()
		delete(c.subs, id)
		c.mu.Unlock()
	}
}

func (c *Session) notify() {
	c.mu.Lock()
	fs := make([]func(), 0, len(c.subs))
	for _, f := range c.subs {
		fs = append(fs, f)
	}
	c.mu.Unlock()
	for _, f := range fs {
		f()
	}
}

// State is the session as the pages render it.
type State struct {
	Lobby  p2p.Lobby
	Conn   p2p.ConnState
	Timers map[int]time.Time // when each running turn timer runs out
	Reason error             // why the session ended, if it did
	// Trouble is why the last attempt to reach the host failed while a guest keeps trying
	// (p2p.Guest.Trouble): which step, and what to try.
	Trouble error
}

// State returns the session's state now.
func (c *Session) State() State {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := State{Lobby: c.lobby, Conn: c.conn, Timers: c.timers}
	if g, ok := c.sess.(interface {
		Reason() error
		Trouble() error
	}); ok {
		s.Reason, s.Trouble = g.Reason(), g.Trouble()
	}
	return s
}

// tookOver makes a guest's session a host's once its page took the game over from a host that
// left for good (p2p.Member): the page runs the game from then on, and a reload resumes it as
// the host.
func (c *Session) tookOver() {
	m, ok := c.sess.(*p2p.Member)
	if !ok || c.Kind == Host {
		return
	}
	h := m.Host()
	if h == nil {
		return
	}
	c.mu.Lock()
	c.Host, c.Kind = h, Host
	c.mu.Unlock()
	setCurrent(current{Game: c.game, Kind: Host, Room: h.Room()})
}

// answerWait bounds the wait for the host's answer to an intent or a lobby edit.
const answerWait = 30 * time.Second

// Play sends one intent for the player's seat and waits for the host's verdict: nil, or an error
// whose text speaks to the player. The host sends the updates an intent caused before its
// verdict, and Play returns once the Reader has taken them: the page reads the new view.
func (c *Session) Play(intent []byte) error {
	ctx, cancel := context.WithTimeout(context.Background(), answerWait)
	defer cancel()
	err := c.sess.Submit(ctx, intent)
	c.synced()
	return err
}

// Edit changes the player's own lobby entry and waits for the host's answer.
func (c *Session) Edit(e p2p.Edit) error {
	ctx, cancel := context.WithTimeout(context.Background(), answerWait)
	defer cancel()
	return c.sess.Edit(ctx, e)
}

// Say sends a chat message through the host: to everyone (to == ""), or privately to the player
// with that ID. It waits for the host's answer.
func (c *Session) Say(to, text string) error {
	ctx, cancel := context.WithTimeout(context.Background(), answerWait)
	defer cancel()
	return c.sess.Say(ctx, to, text)
}

// Chat is the chat this player may read, oldest first.
func (c *Session) Chat() []p2p.ChatLine { return c.sess.Chat() }

// Seat is the player's seat once the game started, else p2p.Spectator.
func (c *Session) Seat() int { return c.sess.Seat() }

func (c *Session) close() {
	c.stop()
	if c.room != nil {
		c.room.Close()
	}
	c.sess.Close()
}
