//go:build !js

package signal

import (
	"time"

	"github.com/coder/websocket"
)

// Who gets into a room. A guest's socket stays in the room only while it connects to the host,
// so a stranger who joins and holds its socket must not keep others out:
//
//   - it leaves after JoinTimeout with the host present, or when the host expels it;
//   - one address holds at most MaxGuestsPerAddr sockets in a room;
//   - when the room is full, a newcomer takes the place of the oldest socket of the address with
//     the most sockets, if that address holds at least two more than the newcomer's; so a
//     newcomer alone on its address is never pushed out by another address, and an attacker
//     needs one address per place to keep it out;
//   - a player coming back to its seat (its seat key is one the host named) always gets in: it
//     takes a stranger's place when the room is full, or a place beyond the room's size.

// Why a guest's socket was sent away: the texts it reads.
var (
	expelledByHost  = &Error{Code: CodeExpelled, Text: "the host could not connect you to the game: try again"}
	expelledSlow    = &Error{Code: CodeExpelled, Text: "you did not finish joining the room in time: try again"}
	expelledForSeat = &Error{Code: CodeExpelled, Text: "your place in the room went to a player coming back: try again"}
	expelledCrowd   = &Error{Code: CodeExpelled, Text: "your network holds many places in this room, and one went to a newcomer: try again"}
	expelledTwin    = &Error{Code: CodeExpelled, Text: "your seat was taken back from another connection"}
)

// seated reports whether key is a seat key the host named.
func (r *room) seated(key string) bool {
	return key != "" && r.seats[key]
}

// strangers counts the guests of r from addr that hold no seat key.
func (r *room) strangers(addr string) int {
	n := 0
	for _, g := range r.guests {
		if g.addr == addr && !r.seated(g.seat) {
			n++
		}
	}
	return n
}

// displaceable picks the stranger whose place a newcomer from addr may take in a full room: the
// oldest socket of the address holding the most strangers (ties: the address whose oldest socket
// is the oldest). A seated newcomer takes any stranger's place; another only one from an address
// holding at least two more than addr. nil: none.
func (r *room) displaceable(addr string, seated bool) *conn {
	counts := make(map[string]int, len(r.guests))
	oldest := make(map[string]*conn, len(r.guests))
	for _, g := range r.guests {
		if r.seated(g.seat) {
			continue
		}
		counts[g.addr]++
		if o := oldest[g.addr]; o == nil || g.joinedAt.Before(o.joinedAt) {
			oldest[g.addr] = g
		}
	}
	var best string
	for a, n := range counts {
		switch {
		case best == "" || n > counts[best]:
			best = a
		case n == counts[best] && oldest[a].joinedAt.Before(oldest[best].joinedAt):
			best = a
		}
	}
	if best == "" || !seated && counts[best] < counts[addr]+2 {
		return nil
	}
	return oldest[best]
}

// admit decides whether c, from its address and with seat key m.Seat, gets into r, making room
// when the rules allow. It answers c and returns false when it does not.
func (s *Server) admit(c *conn, r *room, m Message) bool {
	if r.seated(m.Seat) {
		for _, g := range r.guests {
			if g.seat == m.Seat { // the same player's older socket: a reload
				s.expel(r, g, expelledTwin)
			}
		}
		if r.size() >= s.cfg.MaxPeersPerRoom {
			if v := r.displaceable(c.addr, true); v != nil {
				s.expel(r, v, expelledForSeat)
			}
			// else every place is a seat's: this one goes beyond the room's size, which the
			// host's seat keys bound.
		}
		return true
	}
	if r.strangers(c.addr) >= s.cfg.MaxGuestsPerAddr {
		c.sendError(ErrRoomBusy, m.ID)
		return false
	}
	if r.size() >= s.cfg.MaxPeersPerRoom {
		v := r.displaceable(c.addr, false)
		if v == nil {
			c.sendError(ErrRoomFull, m.ID)
			return false
		}
		s.log.Info("a newcomer takes a crowded address's place", "room", r.code, "from", v.addr, "to", c.addr)
		s.expel(r, v, expelledCrowd)
	}
	return true
}

// expel sends guest g out of r with e and tells the host it left. s.mu must be held.
func (s *Server) expel(r *room, g *conn, e *Error) {
	delete(r.guests, g.id)
	g.role, g.room = roleGone, nil
	g.sendError(e, 0)
	g.closeAfterFlush(websocket.StatusPolicyViolation, "sent away from the room")
	if r.host != nil {
		r.host.sendMsg(Message{Type: TypePeerLeft, Peer: g.id})
	}
	s.log.Debug("guest sent away", "room", r.code, "peer", g.id, "addr", g.addr, "why", e.Text)
}

// hostExpels handles the host's expel: the guest leaves the room at once. An unknown peer (one
// that already left) is no error.
func (s *Server) hostExpels(c *conn, m Message) {
	if c.role != roleHost {
		c.fault(&Error{Code: CodeWrongState, Text: "only the host can send a guest away"}, m.ID)
		return
	}
	if g := c.room.guests[m.Peer]; g != nil {
		s.expel(c.room, g, expelledByHost)
	}
}

// setSeats replaces the seat keys of the host's room.
func (s *Server) setSeats(c *conn, m Message) {
	if c.role != roleHost {
		c.fault(&Error{Code: CodeWrongState, Text: "only the host can name its room's seats"}, m.ID)
		return
	}
	r := c.room
	r.seats = make(map[string]bool, len(m.Seats))
	for _, k := range m.Seats {
		r.seats[k] = true
	}
	c.sendMsg(Message{Type: TypeSeated, ID: m.ID})
}

// expireJoins sends away the guests that stayed in r longer than JoinTimeout with its host
// there. s.mu must be held.
func (s *Server) expireJoins(r *room, now time.Time) {
	if s.cfg.JoinTimeout <= 0 || r.host == nil {
		return
	}
	for _, g := range r.guests {
		if now.Sub(g.joinedAt) >= s.cfg.JoinTimeout {
			s.expel(r, g, expelledSlow)
		}
	}
}
