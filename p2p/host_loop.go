package p2p

import (
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// This file is the host's loop: one goroutine that takes the peers' messages, the calls of other
// goroutines and its alarm, and after each settles: the computer plays the seats that need it,
// then what changed goes out.

func (h *Host) begin() {
	h.peers.beat = h.clock.Now()
	h.settle()
	go h.run()
}

func (h *Host) run() {
	defer close(h.loop.done)
	for {
		h.arm()
		select {
		case in := <-h.inbox:
			h.handle(in)
		case c := <-h.loop.calls:
			c.f()
			h.settle()
			close(c.done)
			continue
		case <-h.alarm.C():
			h.alarm.rang()
			h.onTick()
		case <-h.loop.quit:
			h.shutdown()
			return
		}
		h.settle()
	}
}

// arm sets the alarm to the next thing due: a heartbeat round (only while peers are connected: a
// solo game sleeps), a turn timer, or an away player's grace.
func (h *Host) arm() {
	var at time.Time
	if h.peers.count() > 0 {
		at = h.peers.beat.Add(h.opt.tick(h.peers.gap()))
	}
	if h.match != nil {
		if t, ok := h.match.next(); ok && (at.IsZero() || t.Before(at)) {
			at = t
		}
	}
	if t, ok := h.lobby.nextExpiry(h.cfg.LobbyGrace); ok && (at.IsZero() || t.Before(at)) {
		at = t
	}
	if d := h.lobby.draw; h.match == nil && d != nil && !d.until.IsZero() && (at.IsZero() || d.until.Before(at)) {
		at = d.until
	}
	h.alarm.set(h.clock, at)
}

// settle runs after everything the loop does: the computer plays the seats that need it, turn
// timers start, and what changed goes out (updates, then the lobby, then the answers to requests,
// so that a guest's request returns once its effects show) and is saved.
func (h *Host) settle() {
	now := h.clock.Now()
	h.lobby.expire(now, h.cfg.LobbyGrace)
	if h.match == nil {
		h.advanceDraw(now)
	}
	if h.match != nil {
		h.match.settle(now)
	}
	h.passOn(now, h.lobby.changed || h.match != nil && h.match.changed)
	if h.match != nil {
		if h.match.changed {
			h.match.changed = false
			h.unsaved = true
			for _, p := range h.lobby.players {
				h.sendUpdate(p, 0, now)
			}
			if h.match.game.Over() {
				h.lobby.changed = true
			}
		}
	}
	if h.lobby.changed {
		h.lobby.changed = false
		h.unsaved = true
		lv := h.lobby.view(h.over())
		h.peers.each(func(l *link) {
			if l.welcomed {
				h.send(l, wire.TypeLobby, lv)
			}
		})
		lv.You = h.lobby.me.ID
		h.out.mu.Lock()
		h.out.lobby, h.out.seat = lv, h.lobby.me.Seat
		h.out.mu.Unlock()
		h.out.changes.notify()
		h.lobbyMoved.notify()
	}
	for _, r := range h.replies {
		if h.peers.has(r.l) {
			h.send(r.l, wire.TypeResult, r.res)
		}
	}
	h.replies = h.replies[:0]
	if h.over() {
		h.reveal()
		h.selfAudit()
	}
	if h.unsaved {
		h.persist()
		h.unsaved = false
	}
	h.startsDone()
}

// reveal sends the end of the game's audit (fair.go) to every guest that has not had it: the
// secret seed and nonce, and the game file.
func (h *Host) reveal() {
	h.peers.each(func(l *link) {
		if !l.welcomed || l.revealed {
			return
		}
		if h.match.reveal == nil {
			save, err := h.match.game.Save()
			if err != nil {
				h.log.Error("cannot save the game to reveal it", "err", err)
				return
			}
			h.match.reveal = &wire.Reveal{Seed: h.lobby.seed, Nonce: h.lobby.nonce, Game: save}
			if h.cfg.AlterReveal != nil {
				h.match.reveal = h.cfg.AlterReveal(h.match.reveal)
			}
		}
		l.revealed = true
		if h.match.reveal != nil {
			h.send(l, wire.TypeReveal, h.match.reveal)
		}
	})
}

func (h *Host) over() bool { return h.match != nil && h.match.game.Over() }

// sendUpdate sends p its view and the events since its cursor: to the host's own page through
// its mailbox, to a guest over its connection once welcomed.
func (h *Host) sendUpdate(p *player, resync uint64, now time.Time) {
	l := h.peers.of(p)
	if h.match == nil || (!p.self && (l == nil || !l.welcomed)) {
		return
	}
	u, ok := h.match.update(p, resync, now)
	if !ok {
		return
	}
	if p.self {
		out := Update{SeatView: SeatView{View: u.View, Events: u.Events, Next: u.Next}}
		for s, ms := range u.Timers {
			if out.Timers == nil {
				out.Timers = map[int]time.Duration{}
			}
			out.Timers[s] = time.Duration(ms) * time.Millisecond
		}
		h.out.updates.put(out)
		return
	}
	h.send(l, wire.TypeUpdate, u)
}

// deliver sends a state machine's note to its player, if the player is connected.
func (h *Host) deliver(n note) {
	l := h.peers.of(n.to)
	if l == nil || !l.welcomed {
		return
	}
	if n.last {
		l.finish(n.t, n.body)
		h.peers.remove(l)
		return
	}
	h.send(l, n.t, n.body)
}

// onTick sends heartbeats, drops silent peers and those that never said hello, and skips stale
// gaps.
func (h *Host) onTick() {
	now := h.clock.Now()
	h.peers.beat = now
	h.peers.each(func(l *link) {
		if now.Sub(l.lastRecv) > h.opt.PeerTimeout {
			h.drop(l, "silent", nil)
			return
		}
		if l.who == nil && now.Sub(l.opened) >= h.opt.HelloTimeout {
			h.drop(l, "no hello", nil)
			return
		}
		if ready, gap := l.in.expire(now, h.opt.ReorderWait); gap {
			// a guest's message was lost: requests are retried by the guest.
			for _, e := range ready {
				if h.peers.has(l) {
					h.dispatch(l, e)
				}
			}
		}
		if h.peers.has(l) && now.Sub(l.lastSent) >= h.opt.Heartbeat {
			l.beat++
			h.send(l, wire.TypePing, wire.Beat{N: l.beat})
		}
	})
}

func (h *Host) shutdown() {
	h.alarm.stop()
	h.peers.each(func(l *link) {
		l.finish("", nil) // let queued messages go out, then close
	})
	h.peers.wait(2 * time.Second)
}
