package p2p

import (
	"bytes"
	"slices"
	"time"
)

// This file holds the match: intents, computer decisions, turn timers and
// the per-seat updates. Every function runs in the host loop.

// maxAutoSteps bounds the computer decisions made in one go, so that a
// title whose Auto never ends the race cannot hang the host.
const maxAutoSteps = 10000

// play applies an intent from p for p's seat.
func (h *Host) play(p *player, intent []byte) error {
	switch {
	case !h.started:
		return ErrNotStarted
	case p.Spectator:
		return ErrSpectator
	case h.game.Over():
		return ErrGameOver
	case !slices.Contains(h.game.Pending(), p.Seat):
		return ErrNotYourTurn
	}
	if err := h.game.Apply(p.Seat, intent); err != nil {
		return &RejectedError{Code: CodeRejected, Text: err.Error()}
	}
	delete(h.deadlines, p.Seat) // the seat's next decision gets a fresh timer
	delete(h.overtime, p.Seat)
	clear(h.stuck)
	h.gameChanged, h.saveNeeded = true, true
	return nil
}

// settle runs after every event of the loop: it lets the computer drive
// the seats that need it, sets turn timers, and sends what changed.
func (h *Host) settle() {
	if h.started {
		h.autoPlay()
		h.setDeadlines()
	}
	if h.gameChanged {
		for _, p := range h.players {
			h.sendUpdate(p, 0)
		}
		if h.game.Over() {
			h.lobbyChanged = true
		}
	}
	if h.lobbyChanged {
		lv := h.lobbyView()
		for l, p := range h.links {
			if p != nil && p.welcomed {
				h.send(l, TypeLobby, lv)
			}
		}
		lv.You = h.me.ID
		h.mu.Lock()
		h.snap, h.seat = lv, h.me.Seat
		h.mu.Unlock()
		h.changes.notify()
	}
	for _, r := range h.replies {
		if _, ok := h.links[r.l]; ok {
			h.send(r.l, TypeResult, r.res)
		}
	}
	h.replies = h.replies[:0]
	if h.saveNeeded {
		h.persist()
	}
	h.gameChanged, h.lobbyChanged, h.saveNeeded = false, false, false
}

// autoPlay decides for bots, seats whose timer ran out and seats whose
// player is away.
func (h *Host) autoPlay() {
	now := h.clock.Now()
	for range maxAutoSteps {
		if h.game.Over() {
			return
		}
		seat := -1
		for _, s := range h.game.Pending() {
			if h.driven(s, now) {
				seat = s
				break
			}
		}
		if seat < 0 {
			return
		}
		if h.timerDue(seat, now) {
			h.overtime[seat] = true
		}
		intent, err := h.game.Auto(seat)
		if err == nil {
			err = h.game.Apply(seat, intent)
		}
		if err != nil {
			// not again until a player moves: the title cannot decide here.
			h.log.Error("computer driver failed", "seat", seat, "err", err)
			h.stuck[seat] = true
			continue
		}
		delete(h.deadlines, seat)
		h.gameChanged, h.saveNeeded = true, true
	}
	h.log.Error("computer drivers did not stop", "steps", maxAutoSteps)
}

// driven reports whether the computer decides for seat now.
func (h *Host) driven(seat int, now time.Time) bool {
	if seat < 0 || seat >= len(h.seats) {
		return false
	}
	p := h.seats[seat]
	switch {
	case h.stuck[seat]:
		return false
	case p.Bot, h.overtime[seat]:
		return true
	case h.timerDue(seat, now):
		return true
	case !p.Host && p.link == nil:
		return !now.Before(p.awaySince.Add(h.cfg.AwayGrace))
	}
	return false
}

func (h *Host) timerDue(seat int, now time.Time) bool {
	d, ok := h.deadlines[seat]
	return ok && !now.Before(d)
}

// setDeadlines starts a turn timer for each human seat newly waited for.
func (h *Host) setDeadlines() {
	pending := h.game.Pending()
	if h.game.Over() {
		pending = nil
	}
	for s := range h.deadlines {
		if !slices.Contains(pending, s) {
			delete(h.deadlines, s)
		}
	}
	for s := range h.overtime {
		if !slices.Contains(pending, s) {
			delete(h.overtime, s) // its turn is over: the next one gets a fresh timer
		}
	}
	if h.timer <= 0 {
		return
	}
	now := h.clock.Now()
	for _, s := range pending {
		if _, ok := h.deadlines[s]; !ok {
			h.deadlines[s] = now.Add(h.timer)
		}
	}
}

// nextDeadline is the earliest moment the computer may have to step in.
func (h *Host) nextDeadline() (time.Time, bool) {
	var at time.Time
	ok := false
	consider := func(t time.Time) {
		if !ok || t.Before(at) {
			at, ok = t, true
		}
	}
	for _, t := range h.deadlines {
		consider(t)
	}
	if h.started && !h.game.Over() {
		for _, s := range h.game.Pending() {
			if s >= 0 && s < len(h.seats) {
				if p := h.seats[s]; !p.Host && !p.Bot && p.link == nil {
					consider(p.awaySince.Add(h.cfg.AwayGrace))
				}
			}
		}
	}
	return at, ok
}

// sendUpdate sends p its view and the events since its cursor. An
// unchanged view with no event is not sent, unless it answers a resync.
func (h *Host) sendUpdate(p *player, resync uint64) {
	if !h.started || (!p.Host && (p.link == nil || !p.welcomed)) {
		return
	}
	u, err := h.game.View(p.Seat, p.cursor)
	if err != nil {
		h.log.Error("view failed", "seat", p.Seat, "err", err)
		return
	}
	if resync == 0 && len(u.Events) == 0 && bytes.Equal(u.View, p.lastView) && u.Next == p.cursor {
		return
	}
	since := p.cursor
	p.cursor, p.lastView = u.Next, u.View
	now := h.clock.Now()
	if p.Host {
		for s, d := range h.deadlines {
			if u.Timers == nil {
				u.Timers = map[int]time.Duration{}
			}
			u.Timers[s] = max(d.Sub(now), 0)
		}
		h.updates.put(u)
		return
	}
	var timers map[int]int64
	for s, d := range h.deadlines {
		if timers == nil {
			timers = map[int]int64{}
		}
		timers[s] = max(d.Sub(now), 0).Milliseconds()
	}
	h.send(p.link, TypeUpdate, UpdateMsg{Seat: p.Seat, Since: since, Next: u.Next, View: u.View, Events: u.Events, Resync: resync, Timers: timers})
}
