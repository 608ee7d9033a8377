//go:build !js

package signal

import (
	"context"
	"encoding/json"
	"strings"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"github.com/heatracing/heat/signal/proto"
)

// Several instances of the server behind one load balancer share their rooms over a Bus (NATS:
// NATSBus). A room lives at one instance, its home: where it was created, or where its host
// resumed it after its home stopped. A socket that joins or resumes a room homed elsewhere is
// tunnelled (cluster_tunnel.go): its own instance forwards what it sends to the home, which runs
// it through a stand-in conn exactly as it runs a local socket's, and forwards back what the
// stand-in is sent. Admission, relaying, expiry and the per-room limits therefore hold across the
// cluster with the code that serves one process. Each instance publishes the changes of its own
// listings once per ListInterval, and merges the others' into the lists its watchers see
// (cluster_lists.go).
//
// The subjects, under clusterPrefix:
//
//	r.<CODE>        the room's home subscribes: attach requests (a join or resume from another
//	                instance, answered on the asker's tunnel subject), probes of a code
//	i.<ID>.<KEY>    instance ID's tunnel KEY: what travels between a socket and its stand-in
//	hb              each instance says it lives, every ClusterHeartbeat; a stopping one says bye
//	l.<GAME>        a game's listing changes, from each instance
//	sync            an instance (re)joining asks the others for their lists in full
//
// Without a Bus none of this runs: s.cl is nil, and the hooks the server calls (methods of a nil
// *cluster) do nothing.

// Bus carries the messages instances of one cluster send each other. NATSBus is the one in use.
type Bus interface {
	// Open starts delivering what the instance subscribes to, in the order it arrives, to
	// deliver (from one goroutine), and tells connected when the link to the others comes up or
	// goes down. It is called once.
	Open(deliver func(BusMsg), connected func(up bool)) error
	// Subscribe delivers what is published on subject (NATS's wildcards) until unsubscribe.
	Subscribe(subject string) (unsubscribe func(), err error)
	// Publish sends m. When m.Reply is set and nobody subscribes to m.Subject, the instance is
	// delivered a message on m.Reply with NoResponders set.
	Publish(m BusMsg) error
	// Request sends data on subject and waits for the first answer; found is false when nobody
	// subscribes to subject.
	Request(ctx context.Context, subject string, data []byte) (answer []byte, found bool, err error)
	// Connected reports whether the others are reachable now.
	Connected() bool
}

// BusMsg is one message on a Bus.
type BusMsg struct {
	Subject, Reply string
	Data           []byte
	NoResponders   bool // the answer to a publish with Reply that nobody heard
}

// clusterPrefix begins every subject the instances use.
const clusterPrefix = "parlor.sig."

// roleTunnel is a socket of this instance in a room homed at another (cluster_tunnel.go).
const roleTunnel = roleWatcher + 1

// Waits of the cluster.
const (
	attachWait = 5 * time.Second // for a room's home to answer a join or resume
	probeWait  = 2 * time.Second // for an instance holding a code to say so
	deadBeats  = 5               // heartbeats missed before an instance is taken for stopped
)

// envelope is every message between instances, as JSON.
type envelope struct {
	Op     string       `json:"op"`
	From   string       `json:"from"`             // the sending instance
	Addr   string       `json:"addr,omitempty"`   // attach: the socket's client address
	Data   []byte       `json:"data,omitempty"`   // a client message: what a socket sent, or is sent
	Status int          `json:"status,omitempty"` // close: the WebSocket close code
	Reason string       `json:"reason,omitempty"` // close: its reason
	Game   string       `json:"game,omitempty"`   // list, full
	Rooms  []listedRoom `json:"rooms,omitempty"`  // list: listed or changed; full: all
	Gone   []string     `json:"gone,omitempty"`   // list: taken off
}

// The operations.
const (
	opAttach   = "attach"   // to r.<CODE>: a socket joins or resumes (Data), answers on its tunnel
	opProbe    = "probe"    // to r.<CODE>: is the code held? answered with opHeld
	opHeld     = "held"     // the answer to a probe: this instance holds the code
	opAttached = "attached" // to the socket's tunnel: the home took it in
	opRefused  = "refused"  // to the socket's tunnel: the home answered with an error (sent as opOut)
	opNobody   = "nobody"   // (the bus's no-responders, never sent)
	opIn       = "in"       // socket → stand-in: a message the socket sent
	opOut      = "out"      // stand-in → socket: a message for the socket
	opClose    = "close"    // stand-in → socket: close after what was sent
	opGone     = "gone"     // either way: the socket or its stand-in ended
	opBeat     = "hb"       // to hb: alive
	opBye      = "bye"      // to hb: stopping
	opList     = "list"     // to l.<GAME>: changes of the sender's listings
	opFull     = "full"     // to l.<GAME>: all of the sender's listings
	opSync     = "sync"     // to sync: send your lists in full
)

// busOut is one entry of the sender's queue: a message, or a subscription to end.
type busOut struct {
	msg   BusMsg
	unsub func()
}

// cluster is a Server's part in a cluster. Its maps are guarded by Server.mu.
type cluster struct {
	s    *Server
	bus  Bus
	id   string
	key  []byte        // signs host tokens (cluster_rooms.go)
	draw func() string // draws a room code (tests choose theirs)
	beat time.Duration
	max  int // the largest message accepted from another instance, in bytes

	out     chan busOut // to the sender goroutine
	stop    chan struct{}
	stopped chan struct{} // both goroutines ended

	// Guarded by s.mu.
	up       bool
	nextKey  uint64
	tunnels  map[string]*conn            // this instance's sockets in rooms homed elsewhere, by key
	standins map[string]*conn            // other instances' sockets in rooms homed here, by key
	subs     map[string]func()           // the room subjects held, by code
	claiming map[string]bool             // codes being claimed
	claimed  map[*conn]string            // a code claimed for a socket's create
	seen     map[string]time.Time        // instances heard from, when last
	remote   map[string]map[string]rlist // game → code → another instance's listing
	sent     map[string]map[string]proto.Listing
	fullDue  bool      // publish every list in full at the next flush
	lostAt   time.Time // when an instance was last taken for stopped

	dropped atomic.Int64 // messages the sender's full queue dropped since the last sweep
}

// newCluster links s to the others over cfg.Cluster, or returns nil without one.
func newCluster(s *Server) *cluster {
	bus := s.cfg.Cluster
	if bus == nil {
		return nil
	}
	cl := &cluster{
		s: s, bus: bus, id: newToken()[:12], beat: s.cfg.ClusterHeartbeat, draw: newRoomCode,
		max:      max(4*s.cfg.MaxMessageBytes, 1024*s.cfg.MaxListed) + 4096,
		out:      make(chan busOut, 1<<14),
		stop:     make(chan struct{}),
		stopped:  make(chan struct{}),
		tunnels:  map[string]*conn{},
		standins: map[string]*conn{},
		subs:     map[string]func(){},
		claiming: map[string]bool{},
		claimed:  map[*conn]string{},
		seen:     map[string]time.Time{},
		remote:   map[string]map[string]rlist{},
		sent:     map[string]map[string]proto.Listing{},
		fullDue:  true,
	}
	cl.id = strings.NewReplacer("-", "x", "_", "y").Replace(cl.id) // a subject token of letters and digits
	cl.key = s.cfg.ClusterKey
	if len(cl.key) == 0 {
		cl.key = []byte(newToken())
	}
	return cl
}

// start subscribes to the instance's subjects and starts its goroutines.
func (cl *cluster) start() {
	for _, subj := range []string{cl.inbox("*"), clusterPrefix + "hb", clusterPrefix + "l.*", clusterPrefix + "sync"} {
		if _, err := cl.bus.Subscribe(subj); err != nil {
			cl.s.log.Error("cannot subscribe on NATS: this instance shares nothing with the others", "subject", subj, "err", err)
		}
	}
	if err := cl.bus.Open(cl.deliver, cl.connected); err != nil {
		cl.s.log.Error("cannot open the cluster's bus", "err", err)
	}
	cl.s.mu.Lock()
	cl.up = cl.bus.Connected()
	cl.s.mu.Unlock()
	cl.send(BusMsg{Subject: clusterPrefix + "sync", Data: cl.encode(envelope{Op: opSync})})
	go cl.run()
	cl.s.log.Info("signaling shares its rooms with other instances", "instance", cl.id, "nats", cl.bus.Connected())
}

// inbox is the subject of this instance's tunnel key.
func (cl *cluster) inbox(key string) string { return clusterPrefix + "i." + cl.id + "." + key }

// roomSubject is the subject a room's home holds.
func roomSubject(code string) string { return clusterPrefix + "r." + code }

// encode marshals an envelope from this instance.
func (cl *cluster) encode(e envelope) []byte {
	e.From = cl.id
	b, err := json.Marshal(e)
	if err != nil {
		panic("signal: encoding a cluster message: " + err.Error())
	}
	return b
}

// send queues m for the sender: it never blocks, so no lock holder waits for NATS. A full queue
// drops m, as a lost packet: a handshake then fails and is tried again.
func (cl *cluster) send(m BusMsg) {
	select {
	case cl.out <- busOut{msg: m}:
	default:
		cl.dropped.Add(1)
	}
}

// sendEnv queues an envelope to subject.
func (cl *cluster) sendEnv(subject string, e envelope) {
	cl.send(BusMsg{Subject: subject, Data: cl.encode(e)})
}

// unsubscribe queues the end of a subscription behind what is already queued.
func (cl *cluster) unsubscribe(f func()) {
	select {
	case cl.out <- busOut{unsub: f}:
	default:
		go f()
	}
}

// run publishes what is queued and beats, until stop.
func (cl *cluster) run() {
	defer close(cl.stopped)
	t := time.NewTicker(cl.beat)
	defer t.Stop()
	beat := BusMsg{Subject: clusterPrefix + "hb", Data: cl.encode(envelope{Op: opBeat})}
	for {
		select {
		case <-cl.stop:
			for { // what is queued still goes: the last goodbyes
				select {
				case it := <-cl.out:
					cl.do(it)
				default:
					return
				}
			}
		case it := <-cl.out:
			cl.do(it)
		case <-t.C:
			_ = cl.bus.Publish(beat)
			cl.sweep(cl.s.cfg.Now())
		}
	}
}

func (cl *cluster) do(it busOut) {
	if it.unsub != nil {
		it.unsub()
		return
	}
	if err := cl.bus.Publish(it.msg); err != nil {
		cl.s.log.Debug("cannot publish to the other instances", "subject", it.msg.Subject, "err", err)
	}
}

// shutdown ends the instance's part: with bye, the others forget it at once; without (a crash's
// way), they do when its heartbeats stop.
func (cl *cluster) shutdown(bye bool) {
	if cl == nil {
		return
	}
	select {
	case <-cl.stop:
		return
	default:
	}
	if bye {
		cl.sendEnv(clusterPrefix+"hb", envelope{Op: opBye})
	}
	close(cl.stop)
	<-cl.stopped
}

// connected follows the bus's link to the others.
func (cl *cluster) connected(up bool) {
	s := cl.s
	s.mu.Lock()
	cl.up = up
	if up {
		cl.fullDue = true // the others may have lost our listings: send them whole
	}
	var away []string
	if up {
		for code, r := range s.rooms {
			if r.host == nil {
				away = append(away, code)
			}
		}
	}
	s.mu.Unlock()
	if up {
		cl.sendEnv(clusterPrefix+"sync", envelope{Op: opSync})
		go cl.dedupe(away)
	}
}

// dedupe closes the rooms, of those whose host is away, that another instance took over while
// NATS was out of reach here: their hosts resumed them there.
func (cl *cluster) dedupe(codes []string) {
	s := cl.s
	for _, code := range codes {
		ctx, cancel := context.WithTimeout(s.ctx, probeWait)
		_, held, err := cl.bus.Request(ctx, roomSubject(code), cl.encode(envelope{Op: opProbe}))
		cancel()
		if err != nil || !held {
			continue
		}
		s.mu.Lock()
		if r := s.rooms[code]; r != nil && r.host == nil {
			s.log.Info("closing a room another instance took over while NATS was unreachable", "room", code)
			s.closeRoomLocked(r, proto.ReasonHostGone, websocket.StatusNormalClosure)
		}
		s.mu.Unlock()
	}
}

// deliver handles one message from the bus, on the bus's goroutine.
func (cl *cluster) deliver(m BusMsg) {
	if len(m.Data) > cl.max {
		cl.s.log.Warn("dropping an oversized message from another instance", "subject", m.Subject, "bytes", len(m.Data))
		return
	}
	rest, ok := strings.CutPrefix(m.Subject, clusterPrefix)
	if !ok {
		return
	}
	if m.NoResponders {
		if key, ok := strings.CutPrefix(rest, "i."+cl.id+"."); ok {
			cl.attachAnswer(key, envelope{Op: opNobody})
		}
		return
	}
	var e envelope
	if json.Unmarshal(m.Data, &e) != nil || e.From == "" || e.From == cl.id {
		return
	}
	switch {
	case strings.HasPrefix(rest, "r."):
		code := rest[len("r."):]
		switch e.Op {
		case opAttach:
			cl.onAttach(code, m.Reply, e)
		case opProbe:
			if m.Reply != "" {
				cl.send(BusMsg{Subject: m.Reply, Data: cl.encode(envelope{Op: opHeld})})
			}
		}
	case strings.HasPrefix(rest, "i."):
		key, ok := strings.CutPrefix(rest, "i."+cl.id+".")
		if !ok {
			return
		}
		switch e.Op {
		case opAttached, opRefused:
			cl.attachAnswer(key, e)
		case opOut, opClose:
			cl.toSocket(key, e)
		case opIn:
			cl.fromSocket(key, e)
		case opGone:
			cl.gone(key, e.From)
		}
	case rest == "hb":
		cl.heard(e)
	case strings.HasPrefix(rest, "l."):
		cl.onList(rest[len("l."):], e)
	case rest == "sync" && e.Op == opSync:
		cl.s.mu.Lock()
		cl.fullDue = true
		cl.s.mu.Unlock()
	}
}

// heard notes a heartbeat, or forgets an instance that says goodbye.
func (cl *cluster) heard(e envelope) {
	s := cl.s
	s.mu.Lock()
	defer s.mu.Unlock()
	switch e.Op {
	case opBeat:
		cl.seen[e.From] = s.cfg.Now()
	case opBye:
		cl.lost(e.From)
	}
}

// sweep forgets the instances silent too long.
func (cl *cluster) sweep(now time.Time) {
	s := cl.s
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, t := range cl.seen {
		if now.Sub(t) >= deadBeats*cl.beat {
			s.log.Warn("another instance went silent: its rooms and listings are gone from here", "instance", id)
			cl.lost(id)
		}
	}
	if n := cl.dropped.Swap(0); n > 0 {
		s.log.Warn("messages to the other instances dropped: NATS is slower than this instance", "dropped", n)
	}
}

// lost forgets instance id: this instance's sockets in its rooms are told to connect again, its
// sockets in this instance's rooms leave them, its listings leave the lists. s.mu must be held.
func (cl *cluster) lost(id string) {
	delete(cl.seen, id)
	cl.lostAt = cl.s.cfg.Now()
	for key, c := range cl.tunnels {
		if c.link.peer == id {
			delete(cl.tunnels, key)
			c.role, c.link = roleGone, nil
			c.sendError(errHomeLost, 0)
			c.closeAfterFlush(websocket.StatusGoingAway, "the room's server stopped")
		}
	}
	for key, c := range cl.standins {
		if c.link.peer == id {
			delete(cl.standins, key)
			cl.s.detach(c)
		}
	}
	cl.dropInstance(id)
}

// settleTime is how long after an instance stops its rooms may be missing while their hosts
// resume them elsewhere.
const settleTime = 30 * time.Second

// unsettled reports whether a room nobody holds may be one whose home just stopped: an instance
// was lost lately, or one is late with its heartbeat. s.mu is held.
func (cl *cluster) unsettled(now time.Time) bool {
	if !cl.lostAt.IsZero() && now.Sub(cl.lostAt) < settleTime {
		return true
	}
	for _, t := range cl.seen {
		if now.Sub(t) >= 2*cl.beat {
			return true
		}
	}
	return false
}

// Errors of the cluster, in a player's words.
var (
	errHomeLost        = &proto.Error{Code: proto.CodeShutdown, Text: "the server holding this room stopped: connect again"}
	errRoomUnreachable = &proto.Error{Code: proto.CodeServerFull, Text: "this server cannot reach the room's server right now: try again in a moment"}
)
