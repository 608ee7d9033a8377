package p2p

import (
	"slices"
	"time"
)

// This file holds what happens to guests who leave the lobby without saying goodbye. Before the
// start, a guest that is away and not ready holds nothing for long: a stranger who says hello and
// drops must not keep a colour (newcomers would watch) or an entry (the table would fill). After
// the start the same goes for a spectator away: only the seated players keep their places.

// ghost reports whether p is a guest away who holds nothing: before the start one not ready,
// after it a spectator. Its place goes to whoever needs it, and it leaves the lobby after the
// grace.
func (l *lobby) ghost(p *player) bool {
	if p.present() {
		return false
	}
	if l.started {
		return p.Spectator
	}
	return !p.Ready
}

// expire removes the ghosts away for grace or longer at now, and gives their colours to the
// players watching for want of one.
func (l *lobby) expire(now time.Time, grace time.Duration) {
	n := len(l.players)
	l.players = slices.DeleteFunc(l.players, func(p *player) bool {
		return l.ghost(p) && !now.Before(p.awaySince.Add(grace))
	})
	if len(l.players) != n {
		l.changed = true
		l.seatWatchers()
	}
}

// nextExpiry is when the next ghost leaves, if any.
func (l *lobby) nextExpiry(grace time.Duration) (time.Time, bool) {
	var at time.Time
	for _, p := range l.players {
		if l.ghost(p) {
			if t := p.awaySince.Add(grace); at.IsZero() || t.Before(at) {
				at = t
			}
		}
	}
	return at, !at.IsZero()
}

// evictGhost removes the ghost away the longest, for a newcomer who needs its place. It reports
// false when there is none.
func (l *lobby) evictGhost() bool {
	i := -1
	for j, p := range l.players {
		if l.ghost(p) && (i < 0 || p.awaySince.Before(l.players[i].awaySince)) {
			i = j
		}
	}
	if i < 0 {
		return false
	}
	l.players = slices.Delete(l.players, i, i+1)
	l.changed = true
	return true
}

// seatWatchers gives the free colours, in order of arrival, to the guests present who watch only
// because no colour was free when they came.
func (l *lobby) seatWatchers() {
	if l.started {
		return
	}
	for _, p := range l.players {
		if !p.Spectator || p.Host || p.Bot || p.watch || !p.Connected {
			continue
		}
		c := l.pickColour()
		if c == "" {
			return
		}
		p.Spectator, p.Colour = false, c
		l.changed = true
	}
}
