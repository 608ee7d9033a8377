package shell

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/titles"
)

// Client is a game's side of the page's session for a game whose pages read one view and a
// numbered stream of events (Blood Fang, Havoc Speedway): the Session it reads, and the Feed of
// what it received. A game names its own (type client = shell.Client[View, Event]); the shell
// sets the Session when the session starts.
type Client[V, E any] struct {
	*Session
	Feed[V, E]
}

// NewClient is a client whose feed numbers events with seq.
func NewClient[V, E any](seq func(E) int) *Client[V, E] {
	return &Client[V, E]{Feed: Feed[V, E]{Seq: seq}}
}

// Attach takes the session the client reads (the shell calls it when the session starts).
func (c *Client[V, E]) Attach(s *Session) { c.Session = s }

// Attacher is a Reader that wants its session: the shell hands it over when the session starts,
// before the first update.
type Attacher interface{ Attach(*Session) }

// Snapshot is what a game page renders: the session's state, the newest view and the events after
// the ones it has.
type Snapshot[V, E any] struct {
	State
	View   *V
	Events []E // from since
	Next   int // the since to ask for next time
}

// Snapshot reads the session's state and the feed from since.
func (c *Client[V, E]) Snapshot(since int) Snapshot[V, E] {
	s := Snapshot[V, E]{State: c.State()}
	s.View, s.Events, s.Next = c.Read(since)
	return s
}

// Submit sends one action (encoded as JSON) for the player's seat and waits for the verdict.
func (c *Client[V, E]) Submit(action any) error {
	b, err := json.Marshal(action)
	if err != nil {
		return err
	}
	return c.Play(b)
}

// Current returns the page's session's reader when it is an R, or R's zero value.
func Current[R Reader]() R {
	var none R
	if s := Active(); s != nil {
		if r, ok := s.Reader().(R); ok {
			return r
		}
	}
	return none
}

// ResumeSoloAs picks up g's solo game saved in this browser, read by fresh (ErrNoGame when there
// is none). When the page's session is that game already its own reader is returned, which must
// be an R (another reader means another game's pages hold it: ErrNoGame).
func ResumeSoloAs[R Reader](g titles.Entry, fresh R) (R, error) {
	var none R
	s, err := ResumeSolo(g, fresh)
	if err != nil {
		return none, err
	}
	r, ok := s.Reader().(R)
	if !ok {
		return none, ErrNoGame
	}
	return r, nil
}

// StartSoloAs starts g's solo game with settings (encoded as JSON for s.Settings), read by fresh,
// and returns fresh once the game runs.
func StartSoloAs[R Reader](g titles.Entry, s SoloSetup, settings any, fresh R) (R, error) {
	var none R
	b, err := json.Marshal(settings)
	if err != nil {
		return none, err
	}
	s.Settings = b
	if _, err := StartSolo(g, s, fresh); err != nil {
		return none, err
	}
	return fresh, nil
}

// ClientRoom is g with what a room needs of a game whose pages read a Client[V, E]: a fresh
// client (fresh) for each session, the game over when over says so of the newest view, its
// result in a few words as result says of the newest view, and the game's page (play) for the
// session's client.
func ClientRoom[V, E any](g RoomGame, fresh func() *Client[V, E], over func(*V) bool, result func(*V) string, play func(*Client[V, E]) app.UI) *RoomGame {
	view := func(r Reader) *V {
		if c, ok := r.(*Client[V, E]); ok {
			return c.View()
		}
		return nil
	}
	g.Reader = func() Reader { return fresh() }
	g.Over = func(r Reader) bool {
		v := view(r)
		return v != nil && over(v)
	}
	g.Result = func(r Reader) string {
		if v := view(r); v != nil {
			return result(v)
		}
		return ""
	}
	g.Play = func(s *Session) app.UI {
		c, _ := s.Reader().(*Client[V, E])
		return play(c)
	}
	return &g
}
