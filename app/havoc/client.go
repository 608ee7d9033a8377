package havoc

import (
	"encoding/json"
	"errors"
	"time"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// client is Havoc Speedway's side of the page's session (its shell.Reader): the newest view and the
// events received, which the game page reads through snapshots.
type client struct {
	*shell.Session
	shell.Feed[havoctitle.View, engine.Event]
}

// newClient is a client whose feed numbers events by their N.
func newClient() *client {
	return &client{Feed: shell.Feed[havoctitle.View, engine.Event]{Seq: func(e engine.Event) int { return e.N }}}
}

// currentClient returns the page's Havoc Speedway session, or nil.
func currentClient() *client {
	if s := shell.Active(); s != nil {
		if c, ok := s.Reader().(*client); ok {
			return c
		}
	}
	return nil
}

// snapshot is what a page renders: the newest view and the events after the ones it has.
type snapshot struct {
	view   *havoctitle.View
	events []engine.Event // from since
	next   int            // the since to ask for next time
	lobby  p2p.Lobby
	conn   p2p.ConnState
	timers map[int]time.Time
	reason error
}

func (c *client) snapshot(since int) snapshot {
	st := c.State()
	view, events, next := c.Read(since)
	return snapshot{view: view, events: events, next: next, lobby: st.Lobby, conn: st.Conn, timers: st.Timers, reason: st.Reason}
}

// submit sends one action for the player's seat and waits for the verdict.
func (c *client) submit(a engine.Action) error {
	b, err := json.Marshal(a)
	if err != nil {
		return err
	}
	return c.Play(b)
}

// The page's sessions, made by the shell and read by a client.

// startSolo starts a game against bots on this page: saved in the browser after every move,
// so a reload resumes it.
func startSolo(s soloSetup) (*client, error) {
	settings, err := json.Marshal(s.settings())
	if err != nil {
		return nil, err
	}
	c := newClient()
	c.Session, err = shell.StartSolo(game, shell.SoloSetup{
		Me: shell.Profile{Name: s.Name, Colour: s.colour()}, Bots: s.Bots, Settings: settings, Path: pathPlay,
	}, c)
	if err != nil {
		return nil, err
	}
	return c, nil
}

// errNoGame: no game against bots is saved in this browser.
var errNoGame = errors.New("there is no game in progress in this browser")

// resumeSolo picks up the game against bots saved in this browser.
func resumeSolo() (*client, error) {
	c := newClient()
	s, err := shell.ResumeSolo(game, c)
	switch {
	case errors.Is(err, shell.ErrNoGame):
		return nil, errNoGame
	case err != nil:
		return nil, err
	}
	if own, ok := s.Reader().(*client); ok && own != c {
		return own, nil // the page's session already
	}
	if _, ok := s.Reader().(*client); !ok {
		return nil, errNoGame // another game's solo session
	}
	c.Session = s
	return c, nil
}

// hostFriends opens a room for a game with friends.
func hostFriends(me shell.Profile) (*client, error) {
	c := newClient()
	s, err := shell.HostRoom(game, me, c)
	if err != nil {
		return nil, err
	}
	c.Session = s
	return c, nil
}

// resumeFriends picks up the game this browser hosts in room, if it does (p2p.ErrNoSave if not).
func resumeFriends(room string) (*client, error) {
	c := newClient()
	s, err := shell.ResumeRoom(game, room, c)
	if err != nil {
		return nil, err
	}
	c.Session = s
	return c, nil
}

// joinRoom plays (or watches) as a guest in a friend's room.
func joinRoom(room string, me shell.Profile, watch bool) (*client, error) {
	c := newClient()
	s, err := shell.JoinRoom(game, room, me, watch, c)
	if err != nil {
		return nil, err
	}
	c.Session = s
	return c, nil
}
