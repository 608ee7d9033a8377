package shell

import (
	"context"
	"encoding/json"
	"errors"
	"sync"

	"github.com/heatracing/heat/p2p"
)

// Watching is the kind of a session that shows a finished game again (the replay viewer): no
// host, no network; the viewer sends it the views, and nothing can be played.
const Watching Kind = "replay"

// ErrWatching refuses a move in a replay.
var ErrWatching = errors.New("this is a replay: watch, step or seek, nothing can be played")

// Watch makes a session that shows a finished game of game to a game's page: r reads what push
// sends (the views of one seat, seat, in order), lobby names the players. It is not the page's
// session: a game the player has in progress stays as it is. stop ends it.
func Watch(game string, seat int, lobby p2p.Lobby, r Reader) (s *Session, push func(p2p.Update), stop func()) {
	f := &watchFeed{updates: make(chan p2p.Update, 64), changes: make(chan struct{}), lobby: lobby, seat: seat}
	s = newSession(Watching, f, nil, r)
	s.game = game
	return s, f.push, s.close
}

// watchFeed is a replay behind p2p.Session.
type watchFeed struct {
	updates chan p2p.Update
	changes chan struct{}
	lobby   p2p.Lobby
	seat    int

	mu     sync.Mutex
	closed bool
}

func (f *watchFeed) push(u p2p.Update) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.closed {
		f.updates <- u
	}
}

func (f *watchFeed) Submit(context.Context, json.RawMessage) error { return ErrWatching }
func (f *watchFeed) Edit(context.Context, p2p.Edit) error          { return ErrWatching }
func (f *watchFeed) Updates() <-chan p2p.Update                    { return f.updates }
func (f *watchFeed) Say(context.Context, string, string) error     { return ErrWatching }
func (f *watchFeed) Chat() []p2p.ChatLine                          { return nil }
func (f *watchFeed) Changes() <-chan struct{}                      { return f.changes }
func (f *watchFeed) Lobby() p2p.Lobby                              { return f.lobby }
func (f *watchFeed) Seat() int                                     { return f.seat }
func (f *watchFeed) ConnState() p2p.ConnState                      { return p2p.Connected }

func (f *watchFeed) Close() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.closed {
		f.closed = true
		close(f.updates)
	}
	return nil
}
