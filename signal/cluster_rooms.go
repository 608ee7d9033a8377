//go:build !js

package signal

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"

	"github.com/heatracing/heat/signal/proto"
)

// Room codes stay unique across the cluster: the instance creating a room subscribes to the
// code's subject first, then asks whether anyone else holds it (its own subscription does not
// hear its own question). Of two instances drawing the same code at once, at least one sees the
// other and draws again. While NATS is away a code is checked against this instance's rooms only.
//
// A host token of a cluster carries its own proof: a random nonce and an HMAC of the code and the
// nonce under Config.ClusterKey. Any instance with the key can check one, so a host whose
// instance stopped takes its room on another (adopt), where its guests then find it.

// tokenNonce is the random part of a cluster's host token, in bytes.
const tokenNonce = 9

// token returns a new host token for code: random for a single process, signed in a cluster.
func (cl *cluster) token(code string) string {
	if cl == nil {
		return newToken()
	}
	b := make([]byte, tokenNonce, tokenNonce+sha256.Size)
	rand.Read(b)
	b = append(b, cl.mac(code, b)[:15]...)
	return base64.RawURLEncoding.EncodeToString(b)
}

// tokenOK reports whether token is one this cluster signed for code.
func (cl *cluster) tokenOK(code, token string) bool {
	b, err := base64.RawURLEncoding.DecodeString(token)
	if err != nil || len(b) != tokenNonce+15 {
		return false
	}
	return hmac.Equal(b[tokenNonce:], cl.mac(code, b[:tokenNonce])[:15])
}

func (cl *cluster) mac(code string, nonce []byte) []byte {
	h := hmac.New(sha256.New, cl.key)
	h.Write([]byte("parlor room host token\x00"))
	h.Write([]byte(code))
	h.Write([]byte{0})
	h.Write(nonce)
	return h.Sum(nil)
}

// claimedCode is the code claimed for c's create, if any. s.mu is held.
func (cl *cluster) claimedCode(c *conn) string {
	if cl == nil {
		return ""
	}
	return cl.claimed[c]
}

// create claims a free code across the cluster, then creates c's room under it.
func (cl *cluster) create(c *conn, m proto.Message) bool {
	s := cl.s
	s.mu.Lock()
	ok := c.role == roleLobby && !s.closing && s.owned[c.addr] < s.cfg.MaxRoomsPerAddr && len(s.rooms) < s.cfg.MaxRooms
	s.mu.Unlock()
	if !ok || !s.limits.take(c.addr, limitCreate, s.cfg.Now()) {
		return false // the ordinary path says why not
	}
	s.limits.give(c.addr, limitCreate) // create takes it
	code, unsub := cl.claim()
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(cl.claiming, code)
	if c.role == roleGone {
		if unsub != nil {
			cl.unsubscribe(unsub)
		}
		return true
	}
	if unsub != nil {
		cl.claimed[c] = code
	}
	s.create(c, m)
	delete(cl.claimed, c)
	if unsub == nil {
		return true
	}
	if c.role == roleHost && c.room.code == code {
		cl.subs[code] = unsub
	} else {
		cl.unsubscribe(unsub)
	}
	return true
}

// claim draws a code that no instance holds and subscribes to it. Without NATS it gives up and
// returns no subscription (create then draws a code of its own, and the room is reached only
// here).
func (cl *cluster) claim() (string, func()) {
	s := cl.s
	for range 4 {
		s.mu.Lock()
		code := cl.draw()
		for s.rooms[code] != nil || cl.claiming[code] {
			code = cl.draw()
		}
		cl.claiming[code] = true
		up := cl.up
		s.mu.Unlock()
		unsub, err := cl.bus.Subscribe(roomSubject(code))
		if err != nil {
			s.log.Warn("cannot hold a room code on NATS: the room is reached on this instance only", "err", err)
			return code, nil
		}
		if !up {
			return code, unsub // checked later by nobody: one chance in 729 million a room
		}
		ctx, cancel := context.WithTimeout(s.ctx, probeWait)
		_, held, err := cl.bus.Request(ctx, roomSubject(code), cl.encode(envelope{Op: opProbe}))
		cancel()
		if err != nil || !held {
			return code, unsub
		}
		unsub()
		s.mu.Lock()
		delete(cl.claiming, code)
		s.mu.Unlock()
		s.log.Debug("room code held by another instance: drawing again", "room", code)
	}
	return "", nil
}

// adopt gives a host the room its stopped home held: the same code and token, no guests (they
// join again), the room's subject held here from now on.
func (cl *cluster) adopt(c *conn, m proto.Message, code string) {
	s := cl.s
	unsub, err := cl.bus.Subscribe(roomSubject(code))
	if err != nil {
		c.sendError(errRoomUnreachable, m.ID)
		return
	}
	ctx, cancel := context.WithTimeout(s.ctx, probeWait)
	_, held, err := cl.bus.Request(ctx, roomSubject(code), cl.encode(envelope{Op: opProbe}))
	cancel()
	if err == nil && held { // another instance took it first: the host tries again, and reaches it
		unsub()
		c.sendError(errRoomUnreachable, m.ID)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case c.role != roleLobby || s.closing || s.rooms[code] != nil:
		cl.unsubscribe(unsub)
		c.sendError(errRoomUnreachable, m.ID)
		return
	case len(s.rooms) >= s.cfg.MaxRooms:
		cl.unsubscribe(unsub)
		c.sendError(proto.ErrServerFull, m.ID)
		return
	}
	now := s.cfg.Now()
	r := &room{code: code, token: m.Token, addr: c.addr, host: c, lastActive: now, hadGuest: true}
	s.rooms[code] = r
	s.owned[c.addr]++
	cl.subs[code] = unsub
	c.role, c.room, c.id = roleHost, r, proto.HostID
	c.sendMsg(proto.Message{Type: proto.TypeResumed, ID: m.ID, Room: code, Peers: []string{}})
	s.log.Info("host resumed its room here after the instance holding it stopped", "room", code, "addr", c.addr)
}

// closed lets go of a room's subject. s.mu is held.
func (cl *cluster) closed(r *room) {
	if cl == nil {
		return
	}
	if unsub := cl.subs[r.code]; unsub != nil {
		delete(cl.subs, r.code)
		cl.unsubscribe(unsub)
	}
}
