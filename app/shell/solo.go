package shell

import (
	"context"
	"errors"
	"fmt"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// A solo game runs on this page alone: the player and bots, no network. It is saved in the
// browser after every move, so a reload resumes it.

// ErrNoGame: there is no solo game saved in this browser.
var ErrNoGame = errors.New("there is no game in progress in this browser")

// soloStore keeps g's solo game, apart from its games with friends.
func soloStore(g titles.Entry) p2p.Store { return sessionStore{"solo." + g.ID + ".p2p."} }

// SoloSetup is what a solo game starts from.
type SoloSetup struct {
	Me       Profile
	Bots     int    // bot players beside the player, named after g.BotNames
	Settings []byte // the game's settings (JSON)
	Path     string // the page of the game, to rejoin it from the home page
	Seed     uint64 // the game's seed (0: random)
	// Apart names a game kept apart from the solo game, which it leaves as it is ("daily:2026-11-28",
	// "puzzle:bf-1"); the home page does not offer to rejoin it.
	Apart string
}

// apartStore keeps g's game apart from its solo game (one at a time).
func apartStore(g titles.Entry) p2p.Store { return sessionStore{"apart." + g.ID + ".p2p."} }

// keyApart keeps the name of g's game apart in progress.
func keyApart(g titles.Entry) string { return "apart." + g.ID + ".name" }

// StartSolo starts a solo game of g, in place of any other solo game of g. r reads the
// player's updates (see newSession).
func StartSolo(g titles.Entry, s SoloSetup, r Reader) (*Session, error) {
	store := soloStore(g)
	if s.Apart != "" {
		store = apartStore(g)
		SaveJSON(keyApart(g), s.Apart)
	}
	_ = store.Delete(p2p.KeyHost)
	h, err := p2p.NewHost(p2p.HostConfig{Title: g.Title, Name: s.Me.Name, Store: store, Seed: s.Seed})
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*Session, error) {
		h.End()
		return nil, err
	}
	colour := s.Me.Colour
	if err := h.Edit(context.Background(), p2p.Edit{Colour: &colour}); err != nil {
		return fail(fmt.Errorf("%s colour: %w", g.Words.Piece, err))
	}
	for i := range s.Bots {
		if _, err := h.AddBot(g.BotNames[i%len(g.BotNames)]); err != nil {
			return fail(err)
		}
	}
	if err := h.Configure(s.Settings, 0); err != nil {
		return fail(err)
	}
	if err := h.Start(); err != nil {
		return fail(err)
	}
	c := newSession(Solo, h, h, r)
	c.game, c.apart = g.ID, s.Apart
	setActive(c)
	if s.Apart == "" {
		setCurrent(current{Game: g.ID, Kind: Solo, Path: s.Path})
	}
	return c, nil
}

// ResumeSolo picks up the solo game of g saved in this browser (ErrNoGame when there is none),
// read by r. The page's session is returned as it is, with its own Reader, when it is that game
// already (a solo session of another game is closed).
func ResumeSolo(g titles.Entry, r Reader) (*Session, error) {
	if c := Active(); c != nil && c.Kind == Solo && c.game == g.ID && c.apart == "" {
		return c, nil
	}
	h, err := p2p.ResumeHost(p2p.HostConfig{Title: g.Title, Store: soloStore(g)})
	if _, missing := soloStore(g).Get(p2p.KeyHost); errors.Is(err, p2p.ErrNoSave) && missing != nil {
		return nil, ErrNoGame // nothing saved; a save that cannot be read says why (EndSolo forgets it)
	}
	if err != nil {
		return nil, err
	}
	c := newSession(Solo, h, h, r)
	c.game = g.ID
	setActive(c)
	return c, nil
}

// EndSolo forgets the solo game of g (it is over, or the player left it).
func EndSolo(g titles.Entry) {
	if c := Active(); c != nil && c.Kind == Solo && c.game == g.ID && c.apart == "" {
		c.Host.End()
		setActive(nil)
	} else {
		_ = soloStore(g).Delete(p2p.KeyHost)
	}
	ForgetCurrent(Solo)
}

// ResumeApart picks up g's game kept apart under the name apart in this browser (ErrNoGame when
// there is none, or another), read by r.
func ResumeApart(g titles.Entry, apart string, r Reader) (*Session, error) {
	if c := Active(); c != nil && c.Kind == Solo && c.game == g.ID && c.apart == apart {
		return c, nil
	}
	var saved string
	if !LoadJSON(keyApart(g), &saved) || saved != apart {
		return nil, ErrNoGame
	}
	h, err := p2p.ResumeHost(p2p.HostConfig{Title: g.Title, Store: apartStore(g)})
	if _, missing := apartStore(g).Get(p2p.KeyHost); errors.Is(err, p2p.ErrNoSave) && missing != nil {
		return nil, ErrNoGame
	}
	if err != nil {
		return nil, err
	}
	c := newSession(Solo, h, h, r)
	c.game, c.apart = g.ID, apart
	setActive(c)
	return c, nil
}
