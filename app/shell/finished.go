package shell

import (
	"slices"
	"sync"

	"github.com/heatracing/heat/p2p"
)

// Finished is a game this page saw end, in any session but a replay: solo, hosted, or as a guest
// once its host revealed the game (so that its draw can be checked again).
type Finished struct {
	Game  string // the game's ID
	Kind  Kind
	Seat  int       // the page's seat (p2p.Spectator: it watched)
	Lobby p2p.Lobby // the room: the players' names and seats
	// Save is the match's save (p2p.Match.Save): settings, seed and every move.
	Save []byte
	// Audit is a guest's audit file, with the host's reveal: nil for a solo or hosted game.
	Audit *p2p.AuditFile
	// Revealed is the secret seed and nonce of a game this page ran (solo or hosted), which the
	// lobby's commitment binds, read at the end (p2p.Host.Reveal): nil for a guest's.
	Revealed *Revealed
	// Reader is the game's reader, which has taken the last update.
	Reader Reader
	// Apart names a solo game kept apart from the solo game (SoloSetup.Apart): a daily challenge,
	// a puzzle; "" for any other.
	Apart string
}

// Revealed is a host's secret seed and nonce (p2p/fair.go).
type Revealed struct {
	Seed  uint64
	Nonce string
}

var finishedHooks struct {
	sync.Mutex
	fs []func(Finished)
}

// OnFinished calls f (on the session's goroutine) with every game a session of this page sees
// end: My games keeps them.
func OnFinished(f func(Finished)) {
	finishedHooks.Lock()
	defer finishedHooks.Unlock()
	finishedHooks.fs = append(finishedHooks.fs, f)
}

// checkFinished tells the hooks, once, that the session's game ended: a guest's once the host
// revealed the game.
func (c *Session) checkFinished() {
	if c.finished || c.Kind == Watching {
		return
	}
	c.mu.Lock()
	over := c.lobby.Over
	lobby := c.lobby
	c.mu.Unlock()
	if !over {
		return
	}
	// The lobby's change may come before the game's last update, which says the result: take
	// the updates already received first, so that the Reader holds the end of the game.
	c.drain()
	f := Finished{Game: c.game, Kind: c.Kind, Seat: c.sess.Seat(), Lobby: lobby, Reader: c.reader, Apart: c.apart}
	if c.Host != nil {
		save, err := c.Host.Save()
		if err != nil || save == nil {
			return
		}
		f.Save = save
		if seed, nonce, ok := c.Host.Reveal(); ok {
			f.Revealed = &Revealed{Seed: seed, Nonce: nonce}
		}
	} else {
		a, _ := c.AuditFile()
		if a == nil || len(a.Reveal.Game) == 0 {
			return // the host has not revealed the game yet
		}
		f.Save, f.Audit = a.Reveal.Game, a
	}
	c.finished = true
	finishedHooks.Lock()
	fs := slices.Clone(finishedHooks.fs)
	finishedHooks.Unlock()
	for _, h := range fs {
		h(f)
	}
}
