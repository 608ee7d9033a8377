package p2p

import (
	"encoding/json"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// This file is the guest's side of a fair game (fair.go): its share of the seed in the host's
// draw, what it keeps of the game, and the audit when the host reveals the game at the end. All
// but the replay itself runs in the guest's loop; the replay runs on a goroutine of its own, so
// that the loop keeps answering the host.

// guestFair is the loop's part of the draw and the audit.
type guestFair struct {
	witness
	overAt     time.Time // when the guest learned that the game is over
	commitSent int       // the round whose commitment was last sent
	commitIn   uint64    // the request that carried it
	revealSent int       // the round whose share was sent
}

// drawOnLobby plays this guest's part in the host's draw of the seed as the lobby shows it: it
// draws a fresh share for each round, sends its commitment, and reveals the share only once the
// host lists every seat's commitment, its own unchanged among them (it keeps that list for the
// audit). Spectators keep the list too.
func (g *Guest) drawOnLobby(l Lobby) {
	if l.Started || l.Round <= 0 || l.Commit == "" {
		return
	}
	if l.Drawing == "reveal" && g.SealedRound != l.Round {
		g.Sealed, g.SealedRound = map[string]string{}, l.Round
		for _, p := range l.Players {
			if p.Commitment != "" {
				g.Sealed[p.ID] = p.Commitment
			}
		}
	}
	p, ok := l.Me(g.me)
	if !ok || p.Spectator {
		return
	}
	if g.ShareRound != l.Round {
		g.Share, g.ShareRound = randomID(16), l.Round
		g.keepSeat()
	}
	mine := ShareCommitment(l.Room, l.Commit, l.Round, g.me, g.Share)
	switch {
	case l.Drawing == "reveal":
		if p.Commitment == mine && p.Share == "" && g.revealSent != l.Round && g.Sealed[g.me] == mine {
			g.revealSent = l.Round
			share := g.Share
			g.edit(wire.Edit{Share: &share})
		}
	case p.Commitment != mine && g.commitSent != l.Round:
		g.commitSent = l.Round
		g.commitIn = g.edit(wire.Edit{Commitment: &mine})
	}
}

// edit sends a lobby edit of the guest's own (nobody waits for its answer) and returns its ID.
func (g *Guest) edit(m wire.Edit) uint64 {
	g.nextID++
	r := &request{id: g.nextID, t: wire.TypeEdit, reply: make(chan error, 1), build: func(id uint64) any {
		e := m
		e.ID = id
		return e
	}}
	g.reqs[r.id] = r
	g.sendRequest(r)
	return r.id
}

// drawRefused notes the host's refusal of request id: a commitment refused for the pace of the
// guest's edits goes again with the next lobby.
func (g *Guest) drawRefused(id uint64, code wire.Code) {
	if id == g.commitIn && code == wire.CodeTooFast {
		g.commitSent = 0
	}
}

// keepSeat saves the seat token and this round's share, so that a reloaded page keeps its part
// in the draw.
func (g *Guest) keepSeat() {
	if g.cfg.Store == nil || g.token == "" {
		return
	}
	b, _ := json.Marshal(guestSeat{Token: g.token, Player: g.me, Share: g.Share, Round: g.ShareRound})
	if err := g.cfg.Store.Set(KeyGuest(g.cfg.Room), b); err != nil {
		g.log.Error("cannot keep the seat token", "err", err)
	}
}

// lobbyForAudit notes the first commitment seen and when the game ended.
func (g *Guest) lobbyForAudit(l Lobby) {
	if g.Commit == "" {
		g.Commit = l.Commit
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
	g.Intents = append(g.Intents, append(json.RawMessage(nil), intent...))
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
	f := &AuditFile{V: auditFileVersion, Player: g.me, Lobby: g.lobby, Reveal: *rv, Witness: g.witness.clone()}
	f.Lobby.You = ""
	f.Seed = f.DrawnSeed()
	g.out.mu.Lock()
	g.out.file = f
	g.out.mu.Unlock()
	title := g.cfg.Title
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		g.setAudit(f.check(g.ctx, title))
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

// AuditFile is everything this guest's audit read, once the host revealed its game (nil before):
// saved as JSON, `go run ./cmd/verify FILE` checks it again outside the browser.
func (g *Guest) AuditFile() *AuditFile {
	g.out.mu.Lock()
	defer g.out.mu.Unlock()
	return g.out.file
}
