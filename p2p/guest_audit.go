package p2p

import (
	"encoding/json"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// This file is the guest's side of a fair game (fair.go): its share of the seed, what it keeps of
// the game, and the audit when the host reveals the game at the end. All but the replay itself
// runs in the guest's loop; the replay runs on a goroutine of its own, so that the loop keeps
// answering the host.

// guestFair is the loop's part of the audit.
type guestFair struct {
	witness
	overAt    time.Time // when the guest learned that the game is over
	shareSent string    // the commitment the share was last sent for
	shareIn   uint64    // the last edit that carried the share
	shareOK   bool      // the host accepted the share
}

// shareWith is the share an edit with ID id carries: this guest's, once it has seen the host's
// commitment before the start (and so a Ready brings the share with it), else what the caller
// gave.
func (g *Guest) shareWith(id uint64, given *string) *string {
	if g.lobby.Commit == "" || g.lobby.Started {
		return given
	}
	if p, ok := g.lobby.Me(g.me); !ok || p.Spectator {
		return given
	}
	g.shareIn, g.commit = id, g.lobby.Commit
	share := g.share
	return &share
}

// shareOnLobby sends this guest's share when the lobby, before the start, shows the host's
// commitment and not the guest's share.
func (g *Guest) shareOnLobby(l Lobby) {
	if l.Commit == "" || l.Started {
		return
	}
	p, ok := l.Me(g.me)
	if !ok || p.Spectator || p.Share == g.share || g.shareSent == l.Commit {
		return
	}
	g.shareSent = l.Commit
	g.nextID++
	r := &request{id: g.nextID, t: wire.TypeEdit, reply: make(chan error, 1), build: func(id uint64) any {
		return wire.Edit{ID: id, Share: g.shareWith(id, nil)}
	}}
	g.reqs[r.id] = r
	g.sendRequest(r)
}

// lobbyForAudit notes the first commitment seen and when the game ended.
func (g *Guest) lobbyForAudit(l Lobby) {
	if g.commit == "" {
		g.commit = l.Commit
	}
	if l.Over && g.overAt.IsZero() {
		g.overAt = g.clock.Now()
		if g.Audit().State == AuditNone && g.cfg.Title != nil {
			g.setAudit(Audit{State: AuditWaiting, Text: "Waiting for the host to reveal the game's seed and file…"})
		}
	}
}

// accepted keeps an intent the host accepted from this guest.
func (g *Guest) accepted(intent json.RawMessage) {
	g.intents = append(g.intents, append(json.RawMessage(nil), intent...))
}

// revealed starts the audit of the host's reveal (nil: it could not be read). Only the first
// reveal counts.
func (g *Guest) revealed(rv *wire.Reveal) {
	if g.cfg.Title == nil || g.Audit().State >= AuditChecking {
		return
	}
	if rv == nil {
		g.setAudit(unverifiable("the host's reveal could not be read"))
		return
	}
	g.setAudit(Audit{State: AuditChecking, Text: "Checking the host's game file…"})
	title, me, lobby, w := g.cfg.Title, g.me, g.lobby, g.witness.clone()
	if !g.shareOK {
		w.share = "" // the host never took it (the game started first): nothing to hold it to
	}
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		g.setAudit(auditGame(g.ctx, title, me, lobby, w, rv))
	}()
}

// auditTick gives up on a host that ended the game and revealed nothing, after RevealWait or
// when it is gone for good.
func (g *Guest) auditTick(now time.Time) {
	gone := g.stateNow == Ended || g.stateNow == Disconnected
	if g.Audit().State == AuditWaiting && (gone || now.Sub(g.overAt) >= g.cfg.RevealWait) {
		g.setAudit(unverifiable("the host did not reveal the game's seed and file at the end"))
	}
}

// setAudit publishes the audit's state (from the loop or the replay's goroutine).
func (g *Guest) setAudit(a Audit) {
	g.out.mu.Lock()
	g.out.audit = a
	g.out.mu.Unlock()
	g.out.changes.notify()
}

// Audit is where this guest's audit of its game stands.
func (g *Guest) Audit() Audit {
	g.out.mu.Lock()
	defer g.out.mu.Unlock()
	return g.out.audit
}
