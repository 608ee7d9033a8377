package p2p

import (
	"time"
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
			h.net.handle(in)
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
	at := h.net.nextBeat()
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
		h.net.publish(lv)
		lv.You = h.lobby.me.ID
		h.out.mu.Lock()
		h.out.lobby, h.out.seat = lv, h.lobby.me.Seat
		h.out.mu.Unlock()
		h.out.changes.notify()
		h.lobbyMoved.notify()
	}
	h.net.answer()
	if h.over() {
		h.net.reveal()
		h.net.audit()
	}
	if h.unsaved {
		h.persist()
		h.unsaved = false
	}
	h.startsDone()
}

func (h *Host) over() bool { return h.match != nil && h.match.game.Over() }

// sendUpdate sends p its view and the events since its cursor: to the host's own page through
// its mailbox, to a guest over its connection once welcomed.
func (h *Host) sendUpdate(p *player, resync uint64, now time.Time) {
	if h.match == nil {
		return
	}
	if !p.self {
		h.net.update(p, resync, now)
		return
	}
	u, ok := h.match.update(p, resync, now)
	if !ok {
		return
	}
	out := Update{SeatView: SeatView{View: u.View, Events: u.Events, Next: u.Next}}
	for s, ms := range u.Timers {
		if out.Timers == nil {
			out.Timers = map[int]time.Duration{}
		}
		out.Timers[s] = time.Duration(ms) * time.Millisecond
	}
	h.out.updates.put(out)
}

// onTick is the heartbeat round (the guests' connections).
func (h *Host) onTick() {
	now := h.clock.Now()
	h.peers.beat = now
	h.net.tick(now)
}

func (h *Host) shutdown() {
	h.alarm.stop()
	h.net.shutdown()
}
