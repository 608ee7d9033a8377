//go:build !js

package signal

import (
	"crypto/subtle"
	"slices"
	"time"

	"github.com/heatracing/heat/signal/proto"
)

// A room outlives its host. The host gives one player's page (its successor) a handover secret
// and names the secret's key to the server (handover); once the host's socket is away, the
// successor's socket claims the room with the secret (claim) and becomes its host under a new host
// token. A stranger's claim, or one with an old secret, reads like a wrong room code; a claim
// while the host is there is refused. The former host's token then opens nothing but
// ErrHandedOver, so that its page, come back, rejoins as a player.

// maxFormer bounds the former host tokens a room keeps.
const maxFormer = 8

// handedOver reports whether token is the token of a host whose successor took r over.
func (r *room) handedOver(token string) bool {
	return slices.ContainsFunc(r.former, func(t string) bool {
		return subtle.ConstantTimeCompare([]byte(t), []byte(token)) == 1
	})
}

// setHandover replaces the key of the host's successor's secret.
func (s *Server) setHandover(c *conn, m proto.Message) {
	if c.role != roleHost {
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "only the host can name its successor"}, m.ID)
		return
	}
	c.room.handover = m.Token
	c.sendMsg(proto.Message{Type: proto.TypeSeated, ID: m.ID})
}

// claim makes c the host of the room whose handover secret it holds, once the host is away.
func (s *Server) claim(c *conn, m proto.Message) {
	if c.role != roleLobby {
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "this connection is already in a room"}, m.ID)
		return
	}
	r := s.findRoom(c, m)
	if r == nil {
		return
	}
	if r.handover == "" || subtle.ConstantTimeCompare([]byte(proto.HandoverKey(m.Token)), []byte(r.handover)) != 1 {
		c.sendError(proto.ErrRoomNotFound, m.ID) // as for a wrong code: a guesser learns nothing
		s.log.Info("claim with a wrong handover secret", "room", r.code, "addr", c.addr)
		return
	}
	s.limits.give(c.addr, limitJoin)
	if r.host != nil {
		c.sendError(proto.ErrHostPresent, m.ID)
		return
	}
	r.former = append(r.former, r.token)
	if len(r.former) > maxFormer {
		r.former = r.former[1:]
	}
	r.token, r.handover = s.cl.token(r.code), "" // in a cluster, signed: cluster_rooms.go
	r.host, r.hostGone = c, time.Time{}
	r.lastActive = s.cfg.Now()
	for _, g := range r.guests { // they waited for the host: their time to join starts now
		g.joinedAt = r.lastActive
	}
	c.role, c.room, c.id = roleHost, r, proto.HostID
	c.sendMsg(proto.Message{Type: proto.TypeClaimed, ID: m.ID, Room: r.code, Token: r.token, Peers: r.guestIDs()})
	r.toGuests(encode(proto.Message{Type: proto.TypeHostBack}))
	s.log.Info("room taken over by the host's successor", "room", r.code, "addr", c.addr)
}
