//go:build !js

package signal

import (
	"strconv"
	"strings"
	"time"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/signal/proto"
)

// A tunnel joins a socket on one instance to a room homed on another. The socket's instance
// (call it B) keeps the WebSocket, its limits and its pings; the home (A) keeps a stand-in conn
// in the room, which the room's code treats as any member: what the socket sends reaches the
// stand-in as if read from a socket, what the stand-in is sent goes back to the socket. Both
// ends name the tunnel by a key B drew ("<B's id>-<n>"), and talk on each other's i.<ID>.<key>
// subject, so that what one end sends arrives in order.
//
//	B: join/resume → attach to r.<CODE>, reply to i.<B>.<key>
//	A: the stand-in runs the request; out… then attached (or refused) to i.<B>.<key>
//	B: in → i.<A>.<key>, gone when the socket ends; A: out, close → i.<B>.<key>, close ends it
//
// Nobody on r.<CODE> (NATS's no-responders) means no instance holds the room: a join is told the
// room does not exist, a resume whose token this cluster signed takes the room here (adopt).

// link is a conn's end of a tunnel.
type link struct {
	key     string
	peer    string // the other instance: the room's home for a tunnel, the socket's for a stand-in
	subject string // a stand-in's: where what it is sent goes
	standin bool
	done    chan string // a tunnel's, while it waits for the home's answer
	closed  bool        // a stand-in's close was forwarded (guarded by the conn's qmu)
}

// before runs the requests that need the cluster, before handle takes s.mu: a create claims its
// code cluster-wide, a join, resume or successor's claim of a room not held here goes to its home. It runs on c's
// read loop, which it may hold for a round trip to NATS; it reports whether it handled m.
func (cl *cluster) before(c *conn, m proto.Message, raw []byte) bool {
	if cl == nil || c.link != nil && c.link.standin {
		return false
	}
	switch m.Type {
	case proto.TypeCreate:
		return cl.create(c, m)
	case proto.TypeJoin, proto.TypeResume, proto.TypeClaim:
		return cl.attach(c, m, raw)
	}
	return false
}

// attach sends a join or resume of a room this instance does not hold to its home, and waits for
// the answer.
func (cl *cluster) attach(c *conn, m proto.Message, raw []byte) bool {
	s := cl.s
	code, ok := proto.NormalizeCode(m.Room)
	if !ok {
		return false
	}
	s.mu.Lock()
	if c.role != roleLobby || s.closing || s.rooms[code] != nil {
		s.mu.Unlock()
		return false // the ordinary path answers
	}
	if !cl.up { // no telling whether the room exists elsewhere: no guess is spent either
		s.mu.Unlock()
		c.sendError(errRoomUnreachable, m.ID)
		return true
	}
	cl.nextKey++
	key := cl.id + "-" + strconv.FormatUint(cl.nextKey, 36)
	l := &link{key: key, done: make(chan string, 1)}
	c.role, c.link = roleTunnel, l
	cl.tunnels[key] = c
	s.mu.Unlock()

	if !s.limits.take(c.addr, limitJoin, s.cfg.Now()) {
		cl.untie(c, l)
		return false // the ordinary path says so
	}
	cl.send(BusMsg{Subject: roomSubject(code), Reply: cl.inbox(key), Data: cl.encode(envelope{Op: opAttach, Addr: c.addr, Data: raw})})
	var answer string
	t := time.NewTimer(attachWait)
	select {
	case answer = <-l.done:
	case <-t.C:
	case <-s.ctx.Done():
	}
	t.Stop()
	if answer == opAttached {
		s.limits.give(c.addr, limitJoin)
		return true
	}
	cl.untie(c, l)
	switch answer {
	case opRefused: // the home answered: the code was right
		s.limits.give(c.addr, limitJoin)
	case opNobody:
		s.mu.Lock()
		unsettled := cl.unsettled(s.cfg.Now())
		s.mu.Unlock()
		switch {
		case m.Type == proto.TypeResume && cl.tokenOK(code, m.Token):
			cl.adopt(c, m, code)
		case m.Type != proto.TypeResume && unsettled:
			// Its home may have just stopped, and its host be on the way to another: a guest
			// told "not found" would give up.
			c.sendError(errRoomUnreachable, m.ID)
		default:
			c.sendError(proto.ErrRoomNotFound, m.ID)
		}
	default:
		s.limits.give(c.addr, limitJoin)
		c.sendError(errRoomUnreachable, m.ID)
	}
	return true
}

// untie ends a tunnel that did not attach: c is back in the lobby, unless it left meanwhile.
func (cl *cluster) untie(c *conn, l *link) {
	s := cl.s
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(cl.tunnels, l.key)
	if c.link == l {
		c.link = nil
		if c.role == roleTunnel {
			c.role = roleLobby
		}
	}
}

// attachAnswer hands the home's answer to the socket waiting on tunnel key.
func (cl *cluster) attachAnswer(key string, e envelope) {
	s := cl.s
	s.mu.Lock()
	defer s.mu.Unlock()
	c := cl.tunnels[key]
	if c == nil || c.link == nil {
		if e.Op == opAttached { // too late: the socket gave up or left
			cl.sendEnv(clusterPrefix+"i."+e.From+"."+key, envelope{Op: opGone})
		}
		return
	}
	l := c.link
	if e.Op == opAttached {
		if l.peer != "" && l.peer != e.From { // two instances hold the code: keep the first
			cl.sendEnv(clusterPrefix+"i."+e.From+"."+key, envelope{Op: opGone})
			return
		}
		l.peer = e.From
		if _, ok := cl.seen[e.From]; !ok {
			cl.seen[e.From] = s.cfg.Now()
		}
	}
	select {
	case l.done <- e.Op:
	default:
	}
}

// toSocket writes what a stand-in was sent to its socket here.
func (cl *cluster) toSocket(key string, e envelope) {
	s := cl.s
	s.mu.Lock()
	defer s.mu.Unlock()
	c := cl.tunnels[key]
	if c == nil || c.link.peer != "" && c.link.peer != e.From {
		return
	}
	switch e.Op {
	case opOut:
		c.send(e.Data)
	case opClose:
		delete(cl.tunnels, key)
		c.role, c.link = roleGone, nil
		c.closeAfterFlush(websocket.StatusCode(e.Status), e.Reason)
		cl.sendEnv(clusterPrefix+"i."+e.From+"."+key, envelope{Op: opGone}) // the home forgets its stand-in
	}
}

// forwardIn sends what a tunnelled socket sent to its stand-in. s.mu is held.
func (cl *cluster) forwardIn(c *conn, raw []byte) {
	l := c.link
	if l.peer == "" {
		c.fault(&proto.Error{Code: proto.CodeWrongState, Text: "wait for the answer to your join"}, 0)
		return
	}
	cl.sendEnv(clusterPrefix+"i."+l.peer+"."+l.key, envelope{Op: opIn, Data: raw})
}

// untunnel forgets a tunnelled socket that ended, and tells its stand-in. s.mu is held.
func (cl *cluster) untunnel(c *conn) {
	l := c.link
	if l == nil {
		return
	}
	delete(cl.tunnels, l.key)
	if l.peer != "" {
		cl.sendEnv(clusterPrefix+"i."+l.peer+"."+l.key, envelope{Op: opGone})
	}
	c.link = nil
}

// onAttach runs a join or resume from another instance's socket through a new stand-in.
func (cl *cluster) onAttach(code, reply string, e envelope) {
	s := cl.s
	key, ok := parseInbox(reply, e.From)
	if !ok || len(e.Data) > s.cfg.MaxMessageBytes {
		return
	}
	if m, err := proto.DecodeRequest(e.Data); err != nil || m.Type != proto.TypeJoin && m.Type != proto.TypeResume && m.Type != proto.TypeClaim {
		return // an attach is a join, a resume or a successor's claim, nothing else
	}
	now := s.cfg.Now()
	g := &conn{s: s, addr: e.Addr, since: now, lastPing: now, link: &link{key: key, peer: e.From, subject: reply, standin: true}}
	s.mu.Lock()
	if old := cl.standins[key]; old != nil { // the same tunnel again: keep the first
		s.mu.Unlock()
		return
	}
	s.mu.Unlock()
	s.handle(g, websocket.MessageText, e.Data, false)
	s.mu.Lock()
	defer s.mu.Unlock()
	if g.role == roleHost || g.role == roleGuest {
		cl.standins[key] = g
		if _, ok := cl.seen[e.From]; !ok {
			cl.seen[e.From] = now
		}
		cl.sendEnv(reply, envelope{Op: opAttached})
		return
	}
	cl.sendEnv(reply, envelope{Op: opRefused})
}

// parseInbox reads the key of an attach's reply subject, which must be the sender's.
func parseInbox(reply, from string) (string, bool) {
	key, ok := strings.CutPrefix(reply, clusterPrefix+"i."+from+".")
	if !ok || key == "" || len(key) > 64 || strings.ContainsAny(key, ".*> ") {
		return "", false
	}
	return key, true
}

// fromSocket runs what a tunnelled socket sent through its stand-in here.
func (cl *cluster) fromSocket(key string, e envelope) {
	s := cl.s
	s.mu.Lock()
	g := cl.standins[key]
	s.mu.Unlock()
	if g == nil || g.link.peer != e.From {
		return
	}
	tooBig := len(e.Data) > s.cfg.MaxMessageBytes
	s.handle(g, websocket.MessageText, e.Data, tooBig)
}

// gone ends tunnel key at either end: a stand-in here leaves its room, a socket here is closed.
func (cl *cluster) gone(key, from string) {
	s := cl.s
	s.mu.Lock()
	defer s.mu.Unlock()
	if g := cl.standins[key]; g != nil && g.link.peer == from {
		delete(cl.standins, key)
		s.detach(g)
		return
	}
	if c := cl.tunnels[key]; c != nil && c.link.peer == from {
		delete(cl.tunnels, key)
		c.role, c.link = roleGone, nil
		c.sendError(errHomeLost, 0)
		c.closeAfterFlush(websocket.StatusGoingAway, "the room's server let go of it")
	}
}

// forward sends what a stand-in is sent to its socket's instance. It runs from conn.push, with or
// without s.mu.
func (cl *cluster) forward(c *conn, it outItem) {
	if it.ping {
		return // the socket's own instance pings it
	}
	c.qmu.Lock()
	l := c.link
	if l.closed {
		c.qmu.Unlock()
		return
	}
	if it.close {
		l.closed = true
	}
	c.qmu.Unlock()
	if it.close {
		cl.sendEnv(l.subject, envelope{Op: opClose, Status: int(it.code), Reason: it.reason})
		return
	}
	cl.sendEnv(l.subject, envelope{Op: opOut, Data: it.data})
}
