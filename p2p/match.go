package p2p

import (
	"bytes"
	"slices"
	"time"

	"github.com/heatracing/heat/p2p/wire"
)

// maxAutoSteps bounds the computer decisions made in one go, so that a title whose Auto never
// ends the game cannot hang the host.
const maxAutoSteps = 10000

// match is a game in progress: the Game, who sits in each seat, the turn timers, and the seats
// the computer plays. It is a plain value the host loop drives with the time: no goroutine, no
// clock, no connection. The computer plays a seat when it is a bot's, when its player's turn timer
// ran out (overtime: the rest of that turn), or when its player has been away for longer than the
// grace.
type match struct {
	game      Game
	seats     []*player         // by seat
	timer     time.Duration     // per decision; 0: none
	grace     time.Duration     // how long an away player's seat waits for it
	deadlines map[int]time.Time // running turn timers, by seat
	overtime  map[int]bool      // seats whose timer ran out: the computer ends their turn
	stuck     map[int]bool      // seats whose Auto failed since the last move
	changed   bool              // since the last updates were taken
	reveal    *wire.Reveal      // what the host reveals once the game is over (fair.go)
	log       Logger
}

func newMatch(g Game, seats []*player, timer, grace time.Duration, log Logger) *match {
	return &match{
		game: g, seats: seats, timer: timer, grace: grace, log: log, changed: true,
		deadlines: map[int]time.Time{}, overtime: map[int]bool{}, stuck: map[int]bool{},
	}
}

// play applies an intent from p for p's seat.
func (m *match) play(p *player, intent []byte) error {
	switch {
	case p.Spectator:
		return ErrSpectator
	case m.game.Over():
		return ErrGameOver
	case !slices.Contains(m.game.Pending(), p.Seat):
		return ErrNotYourTurn
	}
	if err := m.game.Apply(p.Seat, intent); err != nil {
		return &RejectedError{Code: wire.CodeRejected, Text: err.Error()}
	}
	delete(m.deadlines, p.Seat) // the seat's next decision gets a fresh timer
	delete(m.overtime, p.Seat)
	clear(m.stuck)
	m.changed = true
	return nil
}

// settle lets the computer decide for the seats that need it now, then starts a turn timer for
// each player newly waited for.
func (m *match) settle(now time.Time) {
	m.autoplay(now)
	m.setDeadlines(now)
}

// autoplay decides for bots, seats whose timer ran out and seats whose player is away.
func (m *match) autoplay(now time.Time) {
	for range maxAutoSteps {
		if m.game.Over() {
			return
		}
		seat := -1
		for _, s := range m.game.Pending() {
			if m.driven(s, now) {
				seat = s
				break
			}
		}
		if seat < 0 {
			return
		}
		if m.timerDue(seat, now) {
			m.overtime[seat] = true
		}
		intent, err := m.game.Auto(seat)
		if err == nil {
			err = m.game.Apply(seat, intent)
		}
		if err != nil {
			// not again until a player moves: the title cannot decide here.
			m.log.Error("computer player failed", "seat", seat, "err", err)
			m.stuck[seat] = true
			continue
		}
		delete(m.deadlines, seat)
		m.changed = true
	}
	m.log.Error("computer players did not stop", "steps", maxAutoSteps)
}

// driven reports whether the computer decides for seat now.
func (m *match) driven(seat int, now time.Time) bool {
	if seat < 0 || seat >= len(m.seats) {
		return false
	}
	p := m.seats[seat]
	switch {
	case m.stuck[seat]:
		return false
	case p.Bot, m.overtime[seat]:
		return true
	case m.timerDue(seat, now):
		return true
	case !p.present():
		return !now.Before(p.awaySince.Add(m.grace))
	}
	return false
}

func (m *match) timerDue(seat int, now time.Time) bool {
	d, ok := m.deadlines[seat]
	return ok && !now.Before(d)
}

// setDeadlines starts a turn timer for each seat newly waited for, and forgets those of seats no
// longer waited for.
func (m *match) setDeadlines(now time.Time) {
	pending := m.game.Pending()
	if m.game.Over() {
		pending = nil
	}
	for s := range m.deadlines {
		if !slices.Contains(pending, s) {
			delete(m.deadlines, s)
		}
	}
	for s := range m.overtime {
		if !slices.Contains(pending, s) {
			delete(m.overtime, s) // its turn is over: the next one gets a fresh timer
		}
	}
	if m.timer <= 0 {
		return
	}
	for _, s := range pending {
		if _, ok := m.deadlines[s]; !ok {
			m.deadlines[s] = now.Add(m.timer)
		}
	}
}

// next is the earliest moment the computer may have to step in: a turn timer running out, or an
// away player's grace.
func (m *match) next() (time.Time, bool) {
	var at time.Time
	ok := false
	consider := func(t time.Time) {
		if !ok || t.Before(at) {
			at, ok = t, true
		}
	}
	for _, t := range m.deadlines {
		consider(t)
	}
	if !m.game.Over() {
		for _, s := range m.game.Pending() {
			if s >= 0 && s < len(m.seats) && !m.seats[s].present() {
				consider(m.seats[s].awaySince.Add(m.grace))
			}
		}
	}
	return at, ok
}

// timers is the time left on each running turn timer at now, in milliseconds by seat, or nil.
func (m *match) timers(now time.Time) map[int]int64 {
	var out map[int]int64
	for s, d := range m.deadlines {
		if out == nil {
			out = map[int]int64{}
		}
		out[s] = max(d.Sub(now), 0).Milliseconds()
	}
	return out
}

// update is p's next update: its view and the events since its cursor. An unchanged view with no
// event is not sent (ok false), unless it answers a resync.
func (m *match) update(p *player, resync uint64, now time.Time) (wire.Update, bool) {
	v, err := m.game.View(p.Seat, p.cursor)
	if err != nil {
		m.log.Error("view failed", "seat", p.Seat, "err", err)
		return wire.Update{}, false
	}
	if resync == 0 && len(v.Events) == 0 && bytes.Equal(v.View, p.lastView) && v.Next == p.cursor {
		return wire.Update{}, false
	}
	u := wire.Update{Seat: p.Seat, Since: p.cursor, Next: v.Next, View: v.View, Events: v.Events, Resync: resync, Timers: m.timers(now)}
	p.cursor, p.lastView = v.Next, v.View
	return u, true
}
