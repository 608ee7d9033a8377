package p2p

import (
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/heatracing/heat/p2p/wire"
)

// The seed's draw while the host starts a game (fair.go, steps 2 to 5): the seats are fixed, every
// seated guest commits to a share, the host lists every commitment, then every guest reveals its
// share. A seat silent past the phase's deadline is removed; when a share is missing after the
// commitments were listed, the draw runs again with fresh shares. Like the rest of the lobby it
// is a plain value the host loop drives with the time.

// draw is a draw under way.
type draw struct {
	seats  []*player // the players to seat, in seat order
	reveal bool      // every seated guest's commitment is listed: the shares are being revealed
	until  time.Time // when the phase ends (zero: start its clock at the next step)
}

// phase names the draw's phase for the lobby ("": no draw).
func (d *draw) phase() string {
	switch {
	case d == nil:
		return ""
	case d.reveal:
		return "reveal"
	}
	return "commit"
}

// addsShare reports whether p's seat adds a share to the seed: a guest's does, the host's and a
// bot's never.
func addsShare(p *player) bool { return !p.Host && !p.Bot }

// missing lists the seated guests the phase still waits for.
func (d *draw) missing() []*player {
	var out []*player
	for _, p := range d.seats {
		if addsShare(p) && (!d.reveal && p.Commitment == "" || d.reveal && p.Share == "") {
			out = append(out, p)
		}
	}
	return out
}

// begin starts the draw: the seats are fixed from now. A draw already under way goes on.
func (l *lobby) begin() error {
	if l.draw != nil && !l.started {
		return nil
	}
	seated, err := l.seatable()
	if err != nil {
		return err
	}
	l.draw = &draw{seats: seated}
	for _, p := range l.players {
		if !slices.Contains(seated, p) {
			p.Commitment, p.Share = "", "" // only the seats' commitments are listed
		}
	}
	l.changed = true
	return nil
}

// abandon ends the draw without a game (the title refused the seats that remain).
func (l *lobby) abandon() {
	l.draw = nil
	l.redraw("")
}

// drawEdit takes a guest's commitment or share. It changes nothing when it is out of turn or does
// not match.
func (l *lobby) drawEdit(p *player, e Edit) error {
	if !addsShare(p) || p.Spectator {
		return ErrBadShare
	}
	d := l.draw
	if e.Commitment != nil {
		c := *e.Commitment
		if err := checkCommitment(c); err != nil {
			return err
		}
		switch {
		case c == p.Commitment:
			return nil
		case d != nil && !slices.Contains(d.seats, p):
			return ErrStarting
		case d != nil && d.reveal:
			return ErrBadShare // the list is published: no commitment changes any more
		}
		p.Commitment, p.Share = c, ""
		l.changed = true
		return nil
	}
	s := *e.Share
	if err := checkShare(s); err != nil {
		return err
	}
	if d == nil || !d.reveal || !slices.Contains(d.seats, p) || p.Commitment == "" ||
		ShareCommitment(l.room, Commitment(l.seed, l.nonce), l.round, p.ID, s) != p.Commitment {
		return ErrBadShare
	}
	if p.Share != s {
		p.Share = s
		l.changed = true
	}
	return nil
}

// advance moves the draw on at now: once every seated guest's share is in, it returns the seats
// (the game starts); it removes the seats silent past a phase's deadline, with a note to each.
func (l *lobby) advance(now time.Time, wait time.Duration) ([]*player, []note) {
	var notes []note
	for range 2*maxPlayers + 2 { // each pass ends a phase or removes a seat
		d := l.draw
		if d == nil || l.started {
			return nil, notes
		}
		if d.until.IsZero() {
			d.until = now.Add(wait)
		}
		missing := d.missing()
		switch {
		case len(missing) > 0 && now.Before(d.until):
			return nil, notes
		case len(missing) > 0:
			why := "did not commit to a share of the seed in time"
			if d.reveal {
				why = "did not reveal its share of the seed in time"
			}
			var names []string
			for _, p := range missing {
				names = append(names, p.Name)
				notes = append(notes, l.remove(p, "Your page "+why+", so the host removed you from the room."))
			}
			what := strings.Join(names, ", ") + " was removed: their page " + why + "."
			if d.reveal {
				l.redraw(what + " The seed is drawn again, with fresh shares.")
			} else {
				l.tell(what)
			}
		case !d.reveal:
			d.reveal, d.until = true, now.Add(wait)
			l.changed = true
		default:
			return d.seats, notes
		}
	}
	return nil, notes
}

// remove takes a seat out of the draw and its player out of the lobby, without a ban: the player
// may come back and play a later game.
func (l *lobby) remove(p *player, why string) note {
	if i := slices.Index(l.players, p); i >= 0 {
		l.players = slices.Delete(l.players, i, i+1)
	}
	if d := l.draw; d != nil {
		d.seats = slices.DeleteFunc(d.seats, func(q *player) bool { return q == p })
	}
	l.changed = true
	l.seatWatchers()
	return note{to: p, t: wire.TypeKicked, body: wire.Farewell{Reason: why}, last: true}
}

// unseat takes a player who leaves or is removed out of the draw; once the commitments are
// listed, any change of the seats draws the seed again (else the host could choose between the
// seeds of two tables).
func (l *lobby) unseat(p *player, what string) {
	d := l.draw
	if d == nil || l.started || !slices.Contains(d.seats, p) {
		return
	}
	d.seats = slices.DeleteFunc(d.seats, func(q *player) bool { return q == p })
	if d.reveal {
		l.redraw(what + " while the shares were being revealed. The seed is drawn again, with fresh shares.")
	}
}

// redraw starts the draw's next round: every commitment and share is forgotten, and every guest
// commits to a fresh share.
func (l *lobby) redraw(notice string) {
	l.tell(notice)
	l.round++
	for _, p := range l.players {
		p.Commitment, p.Share = "", ""
	}
	if d := l.draw; d != nil {
		d.reveal, d.until = false, time.Time{}
	}
	l.changed = true
}

// tell adds a sentence to the lobby's notice, named after the draw's round.
func (l *lobby) tell(s string) {
	if s == "" {
		return
	}
	s = "Draw " + strconv.Itoa(l.round) + ": " + s
	if l.notice != "" {
		s = l.notice + " " + s
	}
	for len(s) > maxNotice || len(s) > 0 && !utf8.RuneStart(s[0]) {
		s = s[1:]
	}
	l.notice = s
	l.changed = true
}

// maxNotice bounds the lobby's notice (bytes): the newest sentences stay.
const maxNotice = 1000
