package app

import (
	"context"
	"encoding/json"
	"log/slog"
	"sync"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/tracks"
)

// Kinds of session this page can hold.
const (
	kindSolo  = "solo"  // a local host with bots and Legends, no network
	kindHost  = "host"  // this page hosts a race for friends
	kindGuest = "guest" // this page races in a friend's race
)

// client is this page's one race: its session (a host on this page or a guest of another), the
// newest view, and every event received, which pages read through subscriptions.
type client struct {
	kind string
	sess p2p.Session
	host *p2p.Host     // when this page hosts (solo too)
	room *p2p.RoomHost // when friends reach the host through a room
	stop context.CancelFunc

	mu     sync.Mutex
	view   *engine.View
	track  *tracks.Track
	events []engine.Event
	lobby  p2p.Lobby
	conn   p2p.ConnState
	timers map[int]time.Time // when each running turn timer runs out, on this page's clock
	subs   map[int]func()
	nextID int
}

var (
	activeMu sync.Mutex
	active   *client
)

// current returns the page's race, or nil.
func currentClient() *client {
	activeMu.Lock()
	defer activeMu.Unlock()
	return active
}

// setClient makes c the page's race, closing any other.
func setClient(c *client) {
	activeMu.Lock()
	old := active
	active = c
	activeMu.Unlock()
	if old != nil && old != c {
		old.close()
	}
}

func newClient(kind string, s p2p.Session, host *p2p.Host) *client {
	ctx, cancel := context.WithCancel(context.Background())
	c := &client{kind: kind, sess: s, host: host, stop: cancel, subs: map[int]func(){}, lobby: s.Lobby(), conn: s.ConnState()}
	go c.run(ctx)
	return c
}

// run reads the session: updates become the view and the event log, changes the lobby and the
// connection state; subscribers hear of both.
func (c *client) run(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
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
		}
		c.notify()
	}
}

func (c *client) take(u p2p.Update) {
	var v engine.View
	if err := json.Unmarshal(u.View, &v); err != nil {
		slog.Error("unreadable view from the host", "err", err)
		return
	}
	var evs []engine.Event
	for _, raw := range u.Events {
		var e engine.Event
		if err := json.Unmarshal(raw, &e); err == nil {
			evs = append(evs, e)
		}
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.track == nil || c.track.ID != v.Track {
		c.track, _ = tracks.Get(v.Track)
	}
	c.view = &v
	for _, e := range evs {
		// A resent stretch of events (after a resync) must not be logged twice.
		if n := len(c.events); n > 0 && e.N <= c.events[n-1].N {
			continue
		}
		c.events = append(c.events, e)
	}
	c.lobby, c.conn = c.sess.Lobby(), c.sess.ConnState()
	now := time.Now()
	c.timers = map[int]time.Time{}
	for seat, left := range u.Timers {
		c.timers[seat] = now.Add(left)
	}
	if debugRecording() {
		c.record(u)
	}
}

// subscribe calls f (from the session's goroutine) whenever something changed; the returned
// function ends the subscription.
func (c *client) subscribe(f func()) func() {
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

func (c *client) notify() {
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

// snapshot is what a page renders: the newest view and the events from since on.
type snapshot struct {
	view   *engine.View
	track  *tracks.Track
	events []engine.Event // from since
	next   int            // the since to ask for next time
	lobby  p2p.Lobby
	conn   p2p.ConnState
	timers map[int]time.Time
	reason error // why the session ended, if it did
}

func (c *client) snapshot(since int) snapshot {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := snapshot{view: c.view, track: c.track, lobby: c.lobby, conn: c.conn, next: len(c.events), timers: c.timers}
	if g, ok := c.sess.(*p2p.Guest); ok {
		s.reason = g.Reason()
	}
	if since < len(c.events) {
		s.events = append([]engine.Event(nil), c.events[max(since, 0):]...)
	}
	return s
}

// submit sends one action for the player's seat and waits for the verdict.
func (c *client) submit(a engine.Action) error {
	b, err := json.Marshal(a)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return c.sess.Submit(ctx, b)
}

func (c *client) close() {
	c.stop()
	if c.room != nil {
		c.room.Close()
	}
	c.sess.Close()
}

// carNames lists the cars' names by seat, for the race log.
func carNames(v *engine.View) []string {
	if v == nil {
		return nil
	}
	out := make([]string, len(v.Cars))
	for i, c := range v.Cars {
		out[i] = c.Name
	}
	return out
}
