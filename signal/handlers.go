//go:build !js

package signal

import (
	"errors"
	"time"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/signal/proto"
)

// handle checks one incoming message against the limits and the decoder and
// dispatches it. It runs on c's read loop.
func (s *Server) handle(c *conn, typ websocket.MessageType, b []byte, tooBig bool) {
	cfg := &s.cfg
	if !c.msgs.take(cfg.Now(), cfg.MessagesPerSecond, float64(cfg.MessageBurst)) {
		c.fault(&proto.Error{Code: proto.CodeRateLimited, Text: "too many messages: slow down"}, 0)
		return
	}
	if tooBig {
		c.fault(&proto.Error{Code: proto.CodeTooBig, Text: limitText(cfg.MaxMessageBytes)}, 0)
		return
	}
	if typ != websocket.MessageText {
		c.fault(&proto.Error{Code: proto.CodeBadRequest, Text: "send JSON in text messages, not binary ones"}, 0)
		return
	}
	m, err := proto.DecodeRequest(b)
	if err != nil {
		code := proto.CodeBadRequest
		if errors.Is(err, proto.ErrUnknownMessage) {
			code = proto.CodeUnknownType
		}
		c.fault(&proto.Error{Code: code, Text: err.Error()}, m.ID)
		return
	}
	if s.cl.before(c, m, b) { // a room elsewhere in the cluster, or a code to claim there
		return
	}

	s.mu.Lock()
	defer s.mu.Unlock()
	if c.role == roleGone {
		return // its room just closed; the socket is closing
	}
	if c.role == roleTunnel { // in a room another instance holds
		s.cl.forwardIn(c, b)
		return
	}
	switch m.Type {
	case proto.TypeCreate:
		s.create(c, m)
	case proto.TypeJoin:
		s.join(c, m)
	case proto.TypeResume:
		s.resume(c, m)
	case proto.TypeSignal:
		s.relay(c, m)
	case proto.TypeCloseRoom:
		s.hostCloses(c, m)
	case proto.TypePublish:
		s.publish(c, m)
	case proto.TypeUnpublish:
		s.unpublish(c, m)
	case proto.TypeList:
		s.watch(c, m)
	case proto.TypeExpel:
		s.hostExpels(c, m)
	case proto.TypeSeats:
		s.setSeats(c, m)
	case proto.TypeHandover:
		s.setHandover(c, m)
	case proto.TypeClaim:
		s.claim(c, m)
	}
}

// The handlers below run with s.mu held.

func (s *Server) create(c *conn, m proto.Message) {
	if c.role != roleLobby {
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "this connection is already in a room"}, m.ID)
		return
	}
	now := s.cfg.Now()
	if !s.limits.take(c.addr, limitCreate, now) {
		c.sendError(&proto.Error{Code: proto.CodeRateLimited, Text: "too many rooms created from your address: wait a minute"}, m.ID)
		return
	}
	if s.owned[c.addr] >= s.cfg.MaxRoomsPerAddr {
		s.limits.give(c.addr, limitCreate)
		c.sendError(&proto.Error{Code: proto.CodeTooManyRooms, Text: tooManyRoomsText(s.cfg.MaxRoomsPerAddr)}, m.ID)
		s.log.Info("rooms per address limit reached", "addr", c.addr, "rooms", s.owned[c.addr])
		return
	}
	if len(s.rooms) >= s.cfg.MaxRooms {
		s.limits.give(c.addr, limitCreate)
		c.sendError(proto.ErrServerFull, m.ID)
		s.log.Warn("room limit reached", "rooms", len(s.rooms))
		return
	}
	// In a cluster, a code no other instance holds; taken here: rare, at most MaxRooms of 729
	// million codes are.
	code := s.cl.claimedCode(c)
	for code == "" || s.rooms[code] != nil {
		code = newRoomCode()
	}
	r := &room{code: code, token: s.cl.token(code), addr: c.addr, host: c, lastActive: now}
	s.rooms[code] = r
	s.owned[c.addr]++
	c.role, c.room, c.id = roleHost, r, proto.HostID
	c.sendMsg(proto.Message{Type: proto.TypeCreated, ID: m.ID, Room: code, Token: r.token})
	s.log.Info("room created", "room", code, "addr", c.addr)
}

// findRoom spends a join token of c's address and looks the room up. A
// successful caller gives the token back with s.limits.give.
func (s *Server) findRoom(c *conn, m proto.Message) *room {
	if !s.limits.take(c.addr, limitJoin, s.cfg.Now()) {
		c.sendError(&proto.Error{Code: proto.CodeRateLimited, Text: "too many wrong room codes from your address: wait a minute"}, m.ID)
		s.log.Debug("join attempts throttled", "addr", c.addr)
		return nil
	}
	code, ok := proto.NormalizeCode(m.Room)
	r := s.rooms[code]
	if !ok || r == nil {
		c.sendError(proto.ErrRoomNotFound, m.ID)
		return nil
	}
	return r
}

func (s *Server) join(c *conn, m proto.Message) {
	if c.role != roleLobby {
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "this connection is already in a room"}, m.ID)
		return
	}
	r := s.findRoom(c, m)
	if r == nil {
		return
	}
	s.limits.give(c.addr, limitJoin) // the code was right: no guess
	if !s.admit(c, r, m) {
		return
	}
	id := r.addGuest(c)
	now := s.cfg.Now()
	c.role, c.room, c.id, c.seat, c.joinedAt = roleGuest, r, id, m.Seat, now
	r.lastActive = now
	c.sendMsg(proto.Message{Type: proto.TypeJoined, ID: m.ID, Room: r.code, Peer: id})
	if r.host != nil {
		r.host.sendMsg(proto.Message{Type: proto.TypePeerJoined, Peer: id})
	} else {
		c.sendMsg(proto.Message{Type: proto.TypeHostAway})
	}
	s.log.Debug("guest joined", "room", r.code, "peer", id, "addr", c.addr)
}

func (s *Server) resume(c *conn, m proto.Message) {
	if c.role != roleLobby {
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "this connection is already in a room"}, m.ID)
		return
	}
	r := s.findRoom(c, m)
	if r == nil {
		return
	}
	if !r.tokenOK(m.Token) && r.handedOver(m.Token) {
		c.sendError(proto.ErrHandedOver, m.ID) // only a former host holds that token
		return
	}
	if !r.tokenOK(m.Token) {
		// The same answer as for a missing room, so that a guesser cannot
		// tell that a code is live.
		c.sendError(proto.ErrRoomNotFound, m.ID)
		s.log.Info("resume with a wrong host token", "room", r.code, "addr", c.addr)
		return
	}
	s.limits.give(c.addr, limitJoin)
	if old := r.host; old != nil {
		// The old socket may be half-open (a network change): the new one wins.
		old.role, old.room = roleGone, nil
		old.sendError(proto.ErrReplaced, 0)
		old.closeAfterFlush(websocket.StatusNormalClosure, "replaced by a newer connection")
	}
	r.host, r.hostGone = c, time.Time{}
	r.lastActive = s.cfg.Now()
	for _, g := range r.guests { // they waited for the host: their time to join starts now
		g.joinedAt = r.lastActive
	}
	c.role, c.room, c.id = roleHost, r, proto.HostID
	c.sendMsg(proto.Message{Type: proto.TypeResumed, ID: m.ID, Room: r.code, Peers: r.guestIDs()})
	r.toGuests(encode(proto.Message{Type: proto.TypeHostBack}))
	s.log.Info("host resumed", "room", r.code, "addr", c.addr)
}

func (s *Server) relay(c *conn, m proto.Message) {
	var to *conn
	switch c.role {
	case roleGuest:
		if m.To != proto.HostID {
			c.fault(&proto.Error{Code: proto.CodeNotAllowed, Text: "guests may only send to \"" + proto.HostID + "\""}, m.ID)
			return
		}
		if to = c.room.host; to == nil {
			c.sendError(proto.ErrHostAway, m.ID)
			return
		}
	case roleHost:
		if to = c.room.guests[m.To]; to == nil {
			c.sendError(proto.ErrPeerNotFound, m.ID)
			return
		}
	default:
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "create or join a room first"}, m.ID)
		return
	}
	c.room.lastActive = s.cfg.Now()
	to.sendMsg(proto.Message{Type: proto.TypeSignal, From: c.id, Data: m.Data})
}

func (s *Server) hostCloses(c *conn, m proto.Message) {
	if c.role != roleHost {
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "only the host can close its room"}, m.ID)
		return
	}
	s.closeRoomLocked(c.room, proto.ReasonHostClosed, websocket.StatusNormalClosure)
}

// closeRoomLocked removes r, tells its members why and closes their sockets
// once that is written.
func (s *Server) closeRoomLocked(r *room, reason string, status websocket.StatusCode) {
	s.unlist(r)
	s.cl.closed(r)
	delete(s.rooms, r.code)
	if s.owned[r.addr]--; s.owned[r.addr] <= 0 {
		delete(s.owned, r.addr)
	}
	b := encode(proto.Message{Type: proto.TypeRoomClosed, Reason: reason})
	for _, c := range r.members() {
		c.role, c.room = roleGone, nil
		c.send(b)
		c.closeAfterFlush(status, "room closed")
	}
	r.host, r.guests = nil, nil
	s.log.Info("room closed", "room", r.code, "reason", reason)
}

// leave forgets a connection whose socket ended and tells its room.
func (s *Server) leave(c *conn) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.conns, c)
	s.unreserveLocked(c.addr)
	s.detach(c)
}

// detach takes c out of its room, or off its list, and tells the others. s.mu is held.
func (s *Server) detach(c *conn) {
	r := c.room
	switch c.role {
	case roleHost:
		r.host, r.hostGone = nil, s.cfg.Now()
		s.unlist(r) // listed while the host is there: a resumed host publishes again
		r.toGuests(encode(proto.Message{Type: proto.TypeHostAway}))
		s.log.Info("host away", "room", r.code, "addr", c.addr)
	case roleGuest:
		delete(r.guests, c.id)
		if r.host != nil {
			r.host.sendMsg(proto.Message{Type: proto.TypePeerLeft, Peer: c.id})
		}
		s.log.Debug("guest left", "room", r.code, "peer", c.id)
	case roleWatcher:
		s.unwatch(c)
	case roleTunnel:
		s.cl.untunnel(c)
	}
	c.role, c.room = roleGone, nil
}
