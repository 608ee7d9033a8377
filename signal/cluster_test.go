//go:build !js

package signal

import (
	"errors"
	"net"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/heatracing/heat/signal/client"
	"github.com/heatracing/heat/signal/proto"
)

// TestClusterJoinAcrossInstances: a host on one instance, a guest on each of the two others. They
// reach each other both ways, the host sends one away and sees the other leave, and each socket's
// welcome names its own instance's STUN/TURN.
func TestClusterJoinAcrossInstances(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 3, clusterConfig(), func(i int, c *Config) {
		c.ICEServers = []proto.ICEServer{{URLs: []string{"stun:instance" + strconv.Itoa(i) + ".example.org"}}}
	})
	host, room, _ := ms[0].host()
	g1, id1 := ms[1].guest(room, host)
	g2, id2 := ms[2].guest(room, host)
	if id1 == id2 {
		t.Fatalf("two guests with peer id %q", id1)
	}
	send(t, g1, proto.HostID, `{"sdp":"offer from B"}`)
	expectSignal(t, host, id1, `{"sdp":"offer from B"}`)
	send(t, host, id2, `{"sdp":"answer to C"}`)
	expectSignal(t, g2, proto.HostID, `{"sdp":"answer to C"}`)
	send(t, g2, proto.HostID, `{"candidate":"from C"}`)
	expectSignal(t, host, id2, `{"candidate":"from C"}`)

	// A guest may only address the host, wherever it is.
	if err := g1.Send(ctxT(t), id2, []byte(`{}`)); err != nil {
		t.Fatal(err)
	}
	expectErr(t, g1, proto.ErrNotAllowed)

	if err := host.Expel(ctxT(t), id1); err != nil {
		t.Fatal(err)
	}
	expectErr(t, g1, proto.ErrExpelled)
	expect(t, host, proto.EventPeerLeft)
	g2.Close()
	if ev := expect(t, host, proto.EventPeerLeft); ev.Peer != id2 {
		t.Fatalf("peer-left for %q, want %q", ev.Peer, id2)
	}
	// The stand-ins are gone from the room's home, the tunnels from the guests' instances.
	for i, m := range ms {
		m.eventually("tunnels and stand-ins gone", func() bool {
			m.srv.mu.Lock()
			defer m.srv.mu.Unlock()
			return len(m.srv.cl.tunnels) == 0 && len(m.srv.cl.standins) == 0
		})
		c := m.dial()
		if got := c.ICEServers(); len(got) != 1 || got[0].URLs[0] != "stun:instance"+strconv.Itoa(i)+".example.org" {
			t.Fatalf("instance %d welcomes with %+v", i, got)
		}
	}
}

// TestClusterHostMovesInstance: a host whose socket drops resumes its room through another
// instance while the room's home runs: its guest there hears it is back, and they talk again.
func TestClusterHostMovesInstance(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 3, clusterConfig())
	host, room, token := ms[0].host()
	g, id := ms[1].guest(room, host)
	host.Close()
	expect(t, g, proto.EventHostAway)

	moved := ms[2].dial()
	peers, err := moved.ResumeWithPeers(ctxT(t), room, token)
	if err != nil {
		t.Fatalf("resume through another instance: %v", err)
	}
	if !slices.Equal(peers, []string{id}) {
		t.Fatalf("resumed with peers %v, want [%s]", peers, id)
	}
	expect(t, g, proto.EventHostBack)
	send(t, g, proto.HostID, `{"sdp":"again"}`)
	expectSignal(t, moved, id, `{"sdp":"again"}`)

	// A wrong token is refused as if the room did not exist.
	other := ms[1].dial()
	if err := other.Resume(ctxT(t), room, token[:len(token)-2]+"xx"); !errors.Is(err, proto.ErrRoomNotFound) {
		t.Fatalf("resume with a wrong token: %v", err)
	}
}

// TestClusterCodesUnique: an instance never hands out a code another holds, and a code nobody
// holds is not found anywhere.
func TestClusterCodesUnique(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 2, clusterConfig())
	_, taken, _ := ms[0].host()
	draws := []string{taken, taken}
	ms[1].srv.mu.Lock()
	ms[1].srv.cl.draw = func() string {
		if len(draws) > 0 {
			c := draws[0]
			draws = draws[1:]
			return c
		}
		return newRoomCode()
	}
	ms[1].srv.mu.Unlock()
	_, room, _ := ms[1].host()
	if room == taken {
		t.Fatalf("instance B handed out %s, which instance A holds", room)
	}
	if len(draws) != 0 {
		t.Fatalf("B did not draw the held code: %v left", draws)
	}
	g := ms[0].dial()
	if _, err := g.Join(ctxT(t), "ZZZZZZ"); !errors.Is(err, proto.ErrRoomNotFound) {
		t.Fatalf("join of a code nobody holds: %v", err)
	}
}

// TestClusterPublicList: a watcher on any instance sees every instance's listings, in its whole
// list and in the changes after; one address lists at most MaxListedPerAddr rooms in the cluster.
func TestClusterPublicList(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 3, clusterConfig())
	listing := func(name string) proto.Listing {
		return proto.Listing{Game: "heat", Name: name, Host: "Ann", Players: 1, Max: 6, Status: proto.StatusWaiting}
	}
	ha, ra, _ := ms[0].host()
	hb, rb, _ := ms[1].host()
	if err := ha.Publish(ctxT(t), listing("Room A")); err != nil {
		t.Fatal(err)
	}
	if err := hb.Publish(ctxT(t), listing("Room B")); err != nil {
		t.Fatal(err)
	}
	// Every test client comes from 127.0.0.1: a third room of that address is refused, even on
	// the instance that lists none of them.
	hc, _, _ := ms[2].host()
	ms[2].eventually("the others' listings", func() bool {
		ms[2].srv.mu.Lock()
		defer ms[2].srv.mu.Unlock()
		return len(ms[2].srv.cl.remote["heat"]) == 2
	})
	if err := hc.Publish(ctxT(t), listing("Room C")); !errors.Is(err, proto.ErrListFull) {
		t.Fatalf("a third listing of one address: %v", err)
	}

	w := ms[2].dial()
	rooms, err := w.List(ctxT(t), "heat")
	if err != nil {
		t.Fatal(err)
	}
	if got := codes(rooms); !slices.Equal(got, sorted(ra, rb)) {
		t.Fatalf("the merged list holds %v, want %v", got, sorted(ra, rb))
	}
	changed := listing("Room A, renamed")
	if err := ha.Publish(ctxT(t), changed); err != nil {
		t.Fatal(err)
	}
	ev := expect(t, w, proto.EventRooms)
	if len(ev.Rooms) != 1 || ev.Rooms[0].Room != ra || ev.Rooms[0].Name != changed.Name {
		t.Fatalf("change seen as %+v", ev)
	}
	hb.Close() // a listing leaves with its host
	ev = expect(t, w, proto.EventRooms)
	if !slices.Equal(ev.Gone, []string{rb}) {
		t.Fatalf("B's room left the list as %+v", ev)
	}
}

// TestClusterInstanceDies: the instance holding a room dies mid-lobby. Its guest on another
// instance is told to connect again; the host resumes the room on a third with its token, and a
// guest joining the code finds it there. The dead instance's listings leave the merged list.
func TestClusterInstanceDies(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 3, clusterConfig())
	host, room, token := ms[0].host()
	if err := host.Publish(ctxT(t), proto.Listing{Game: "heat", Name: "Doomed", Host: "Ann", Players: 1, Max: 6, Status: proto.StatusWaiting}); err != nil {
		t.Fatal(err)
	}
	g, _ := ms[1].guest(room, host)
	w := ms[2].dial()
	ms[2].eventually("A's listing", func() bool {
		ms[2].srv.mu.Lock()
		defer ms[2].srv.mu.Unlock()
		return len(ms[2].srv.cl.remote["heat"]) == 1
	})
	if rooms, err := w.List(ctxT(t), "heat"); err != nil || len(rooms) != 1 {
		t.Fatalf("list before: %v %v", rooms, err)
	}

	ms[0].kill()
	ev := next(t, g)
	if ev.Type != proto.EventError || !strings.Contains(ev.Err.Error(), "connect again") {
		t.Fatalf("the guest of the dead instance's room got %+v", ev)
	}
	if ev := expect(t, w, proto.EventRooms); !slices.Equal(ev.Gone, []string{room}) {
		t.Fatalf("the dead instance's listing left as %+v", ev)
	}

	// Until the host is back, a guest is asked to try again rather than told the room is gone.
	early := ms[1].dial()
	if _, err := early.Join(ctxT(t), room); !errors.Is(err, proto.ErrServerFull) {
		t.Fatalf("a join while the room's host moves: %v", err)
	}
	rehomed := ms[2].dial()
	peers, err := rehomed.ResumeWithPeers(ctxT(t), room, token)
	if err != nil {
		t.Fatalf("the host resuming on another instance: %v", err)
	}
	if len(peers) != 0 {
		t.Fatalf("resumed with peers %v: the dead instance's guests should join again", peers)
	}
	g2, _ := ms[1].guest(room, rehomed)
	send(t, g2, proto.HostID, `{"sdp":"found you"}`)
	expectSignal(t, rehomed, "g1", `{"sdp":"found you"}`)

	// A token this cluster did not sign takes nothing.
	stranger := ms[1].dial()
	if err := stranger.Resume(ctxT(t), "ZZZZZZ", token); !errors.Is(err, proto.ErrRoomNotFound) {
		t.Fatalf("resume of a room nobody holds with another room's token: %v", err)
	}
}

// TestClusterNATSRestart: NATS stops. Each instance says so in its log and keeps serving its own
// rooms; a join of a room elsewhere is refused at once with a reason. NATS comes back: joins
// cross instances again and the lists merge again.
func TestClusterNATSRestart(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 2, clusterConfig())
	hostA, roomA, _ := ms[0].host()
	if err := hostA.Publish(ctxT(t), proto.Listing{Game: "heat", Name: "Survivor", Host: "Ann", Players: 1, Max: 6, Status: proto.StatusWaiting}); err != nil {
		t.Fatal(err)
	}

	n.stop()
	for _, m := range ms {
		m.eventually("the log line", func() bool { return strings.Contains(m.logs.String(), "NATS unreachable") })
		// Past five heartbeats each takes the other for stopped, and drops its listings.
		m.eventually("the other forgotten", func() bool {
			m.srv.mu.Lock()
			defer m.srv.mu.Unlock()
			return len(m.srv.cl.seen) == 0 && len(m.srv.cl.remote) == 0
		})
	}
	if h := ms[0].srv.Health(); h.NATS != "down" || h.Status != "ok" {
		t.Fatalf("health without NATS: %+v", h)
	}
	local, localRoom, _ := ms[0].host()
	ms[0].guest(localRoom, local)
	g := ms[1].dial()
	if _, err := g.Join(ctxT(t), roomA); !errors.Is(err, proto.ErrServerFull) || !strings.Contains(err.Error(), "cannot reach") {
		t.Fatalf("a join across instances without NATS: %v", err)
	}

	n.start()
	for _, m := range ms {
		m.eventually("NATS back", func() bool { return strings.Contains(m.logs.String(), "NATS reached again") })
	}
	// The instances find each other again within a few heartbeats.
	ms[1].eventually("the merged list", func() bool {
		ms[1].srv.mu.Lock()
		defer ms[1].srv.mu.Unlock()
		return len(ms[1].srv.cl.remote["heat"]) == 1 && len(ms[1].srv.cl.seen) == 1
	})
	rooms, err := ms[1].dial().List(ctxT(t), "heat")
	if err != nil || !slices.Equal(codes(rooms), []string{roomA}) {
		t.Fatalf("the merged list after NATS came back: %v %v", rooms, err)
	}
	if h := ms[1].srv.Health(); h.NATS != "up" || h.Instances != 1 {
		t.Fatalf("health with NATS back: %+v", h)
	}
	g2 := ms[1].dial()
	if _, err := g2.Join(ctxT(t), roomA); err != nil {
		t.Fatalf("a join across instances after NATS came back: %v", err)
	}
	expect(t, hostA, proto.EventPeerJoined)
}

func codes(ls []proto.Listing) []string {
	var out []string
	for _, l := range ls {
		out = append(out, l.Room)
	}
	return out
}

func sorted(s ...string) []string {
	slices.Sort(s)
	return s
}

// TestClusterGracefulStopMovesHosts: an instance stopping on purpose (a rolling restart) closes
// its rooms and lets go of their codes, and its hosts resume them on another instance.
func TestClusterGracefulStopMovesHosts(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 2, clusterConfig())
	host, room, token := ms[0].host()
	if err := ms[0].srv.Shutdown(ctxT(t)); err != nil {
		t.Fatal(err)
	}
	ms[0].bus.Close()
	if ev := expect(t, host, proto.EventRoomClosed); ev.Reason != proto.ReasonShutdown {
		t.Fatalf("room closed for %q", ev.Reason)
	}
	moved := ms[1].dial()
	if err := moved.Resume(ctxT(t), room, token); err != nil {
		t.Fatalf("resume on another instance after a graceful stop: %v", err)
	}
	g, _ := ms[1].guest(room, moved)
	send(t, g, proto.HostID, `{"sdp":"hello"}`)
	expectSignal(t, moved, "g1", `{"sdp":"hello"}`)
}

// TestClusterNATSUnreachableAtStart: an instance whose NATS does not answer at start says so and
// serves its own rooms; once NATS answers it shares them.
func TestClusterNATSUnreachableAtStart(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	n := &natsHarness{t: t, port: ln.Addr().(*net.TCPAddr).Port}
	ln.Close()
	t.Cleanup(n.stop)
	ms := newMembers(t, n.url(), 1, clusterConfig())
	a := ms[0]
	if !strings.Contains(a.logs.String(), "NATS unreachable at start") {
		t.Fatalf("no log line says NATS is unreachable:\n%s", a.logs.String())
	}
	host, room, _ := a.host()
	a.guest(room, host)

	n.start()
	a.eventually("NATS reached", func() bool { return strings.Contains(a.logs.String(), "NATS reached") })
	b := newMembers(t, n.url(), 1, clusterConfig())[0]
	a.eventually("the instances hear each other", func() bool {
		a.srv.mu.Lock()
		defer a.srv.mu.Unlock()
		return len(a.srv.cl.seen) == 1
	})
	b.guest(room, host)
}

// TestClusterBounds: a tunnelled socket is held to its instance's rate limit before anything
// crosses to the room's home (its size limit too: the same handle runs), and an instance drops an
// oversized message from another.
func TestClusterBounds(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 2, clusterConfig())
	host, room, _ := ms[0].host()
	g, _ := ms[1].guest(room, host)
	for range 120 { // the burst is 100
		if err := g.Send(ctxT(t), proto.HostID, []byte(`{}`)); err != nil {
			break
		}
	}
	for ev := next(t, g); ; ev = next(t, g) {
		if ev.Type == proto.EventError && errors.Is(ev.Err, proto.ErrRateLimited) {
			break
		}
		if ev.Type == proto.EventClosed {
			t.Fatalf("closed before being told to slow down: %v", ev.Err)
		}
	}
	cl := ms[0].srv.cl
	cl.deliver(BusMsg{Subject: clusterPrefix + "hb", Data: make([]byte, cl.max+1)})
	if !strings.Contains(ms[0].logs.String(), "dropping an oversized message") {
		t.Fatal("an oversized message from another instance was not dropped")
	}
}

// TestClusterSuccessorClaimsAcrossInstances: the host's successor, on another instance than the
// room's, takes the room over once the host is away; its guest on a third hears the host is back,
// and the successor's token is one the cluster signed.
func TestClusterSuccessorClaimsAcrossInstances(t *testing.T) {
	n := startNATS(t)
	ms := newMembers(t, n.url(), 3, clusterConfig())
	host, room, token := ms[0].host()
	const secret = "the successor's secret"
	if err := host.Handover(ctxT(t), client.HandoverKey(secret)); err != nil {
		t.Fatal(err)
	}
	g, _ := ms[2].guest(room, host)
	host.CloseNow()
	expect(t, g, proto.EventHostAway)
	if _, err := ms[1].dial().Claim(ctxT(t), room, "guess"); !errors.Is(err, proto.ErrRoomNotFound) {
		t.Fatalf("a claim with a wrong secret through another instance: %v", err)
	}
	successor := ms[1].dial()
	newToken, err := successor.Claim(ctxT(t), room, secret)
	if err != nil {
		t.Fatalf("the successor's claim through another instance: %v", err)
	}
	if newToken == token || !ms[1].srv.cl.tokenOK(room, newToken) {
		t.Fatalf("the successor's token %q is not a new one the cluster signed", newToken)
	}
	expect(t, g, proto.EventHostBack)
	send(t, g, proto.HostID, `"offer"`)
	expectSignal(t, successor, "g1", `"offer"`)
}
