package natlab

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestMain(m *testing.M) {
	RunChild()
	os.Exit(m.Run())
}

// settings is a race's settings: one lap of the USA circuit.
const settings = `{"track":"usa","laps":1}`

// newLab builds a lab with a home per NAT, removed when the test ends; it skips the test where
// namespaces cannot be made.
func newLab(t *testing.T, nats ...NAT) *Lab {
	t.Helper()
	if err := Available(); err != nil {
		t.Skipf("no NAT lab here: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	l, err := New(ctx, nats...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := l.Close(); err != nil {
			t.Errorf("removing the lab: %v", err)
		}
	})
	return l
}

func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	return root
}

// gameServer starts the game server in l's public namespace and returns it with its
// signaling URL.
func gameServer(t *testing.T, ctx context.Context, l *Lab, relay bool) (*Proc, string) {
	t.Helper()
	p, url, err := l.StartServer(ctx, repoRoot(t), relay)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Stop)
	return p, url
}

// relayChecksOnly bounds what the relay carries when no player's traffic goes through it:
// ICE's connectivity checks of the relayed candidates, about 6 KB for two players.
const relayChecksOnly = 30_000

// relayed stops the server and returns how many bytes its relay carried.
func relayed(t *testing.T, srv *Proc) int64 {
	t.Helper()
	srv.Stop()
	n, ok := srv.Relayed()
	if !ok {
		t.Fatalf("the server did not say what its relay carried:\n%s", srv.Logs())
	}
	return n
}

// race runs l.Race and checks the whole race: every player ends with the same standings,
// every guest's audit verified what it received (nothing lost, nothing changed), and the
// host's lobby says what the guests saw of their routes.
func race(t *testing.T, ctx context.Context, l *Lab, url string) Result {
	t.Helper()
	res, err := l.Race(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	host := res.Standings[0]
	for i, st := range res.Standings[1:] {
		if !slices.Equal(st, host) || len(st) != len(l.Homes) {
			t.Errorf("guest %d ends with standings %v, the host with %v", i+1, st, host)
		}
		if res.Audits[i] != "verified" {
			t.Errorf("guest %d's audit: %s", i+1, res.Audits[i])
		}
		t.Logf("guest %d (%s NAT) connected %s after %v; %d intents, intent → view p50 %.1f ms, p99 %.1f ms",
			i+1, l.Homes[i+1].NAT, res.Routes[i], res.Connect[i].Round(time.Millisecond), len(res.Submits[i]),
			Percentile(res.Submits[i], 50), Percentile(res.Submits[i], 99))
	}
	if !slices.Equal(slices.Sorted(slices.Values(res.HostRoutes)), slices.Sorted(slices.Values(res.Routes))) {
		t.Errorf("the host's lobby says the guests connect %q, the guests %q", res.HostRoutes, res.Routes)
	}
	return res
}

// TestNoICEServersNoConnection: without STUN or TURN, two players behind home routers have only
// their home addresses to offer each other, and cannot connect (the server's behaviour without
// a public address).
func TestNoICEServersNoConnection(t *testing.T) {
	t.Parallel() // it mostly waits for the handshake to give up
	l := newLab(t, Cone, Cone)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	_, url := gameServer(t, ctx, l, false)
	host, room, err := l.StartHost(ctx, 0, url, 2, settings)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(host.Stop)
	g, err := l.StartGuest(1, "Guest 1", url, room)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(g.Stop)
	e, err := g.Next(ctx, "dial-failed", "connected")
	if err != nil {
		t.Fatal(err)
	}
	if e.Kind == "connected" {
		t.Fatalf("the guest connected (%s) with no ICE servers across two NATs", e.Route)
	}
	if !strings.Contains(e.Text, "cannot reach each other directly, and this game server has no relay") {
		t.Errorf("the guest's trouble is %q, want the network step without a relay", e.Text)
	}
	t.Logf("the guest's first attempt failed: %s", e.Text)
}

// TestConeNATsConnectDirect: behind two cone NATs, the built-in STUN lets the players connect
// directly, and they race a whole Heat race.
func TestConeNATsConnectDirect(t *testing.T) {
	// Not in parallel with the other labs: ICE takes the relay once it has waited two seconds
	// for a direct path, and a machine busy with four labs at once once made it wait that long.
	l := newLab(t, Cone, Cone)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	srv, url := gameServer(t, ctx, l, true)
	res := race(t, ctx, l, url)
	if res.Routes[0] != "direct" {
		t.Errorf("the guest's route is %q, want direct", res.Routes[0])
	}
	// The relay carries ICE's checks of the relayed candidates (a few KB), not the race
	// (about 170 KB through the relay, TestSymmetricNATsThroughRelay).
	if n := relayed(t, srv); n > relayChecksOnly {
		t.Errorf("the relay carried %d bytes of a direct race, more than ICE's checks", n)
	}
}

// TestSymmetricNATsThroughRelay: behind two symmetric NATs no direct path exists; the built-in
// TURN relay carries the race.
func TestSymmetricNATsThroughRelay(t *testing.T) {
	t.Parallel() // its lab (namespaces, server, players) is its own; the players mostly wait on the network
	l := newLab(t, Symmetric, Symmetric)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	srv, url := gameServer(t, ctx, l, true)
	res := race(t, ctx, l, url)
	if res.Routes[0] != "relay" {
		t.Errorf("the guest's route is %q, want relay", res.Routes[0])
	}
	n := relayed(t, srv)
	if n < 3*relayChecksOnly {
		t.Errorf("the relay carried %d bytes of a whole race, want the race's traffic", n)
	}
	t.Logf("the relay carried %d KB of a one-lap race between two players", n/1000)
}

// TestMobileLink: a guest on a mobile-like link (150 ms round trip, jitter, 5 % loss each way)
// still finishes the race, its audit proving it lost nothing.
func TestMobileLink(t *testing.T) {
	t.Parallel() // it mostly waits on the link's delays
	l := newLab(t, Cone, Cone)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	how, err := l.ShapeMobile(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the guest's link is shaped %s", how)
	_, url := gameServer(t, ctx, l, true)
	race(t, ctx, l, url)
}

// TestMixedNATs: three players, the host and one guest behind cone NATs, one guest behind a
// symmetric NAT. The host's lobby says which guest connects directly and which through the
// relay, and the three race.
func TestMixedNATs(t *testing.T) {
	t.Parallel() // its lab (namespaces, server, players) is its own; the players mostly wait on the network
	l := newLab(t, Cone, Cone, Symmetric)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	_, url := gameServer(t, ctx, l, true)
	res := race(t, ctx, l, url)
	if !slices.Equal(res.Routes, []string{"direct", "relay"}) {
		t.Errorf("the guests' routes are %q, want direct (cone) and relay (symmetric)", res.Routes)
	}
}

// browserCase is a browser test's lab: homes behind nat, the game server (relaying or not) and a
// native host with its room (its process and the room's code); it skips when the game is not built or Chromium is missing. Its
// context ends with the test, two minutes at most.
func browserCase(t *testing.T, nat NAT, relay bool) (*Lab, context.Context, *Proc, string) {
	t.Helper()
	l := newLab(t, nat, nat)
	if _, err := os.Stat(filepath.Join(repoRoot(t), "web", "app.wasm")); err != nil {
		t.Skipf("the browser case needs the game built (make wasm): %v", err)
	}
	if _, err := os.Stat(Chromium()); err != nil {
		t.Skipf("the browser case needs Chromium (make test-deps): %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	t.Cleanup(cancel)
	_, url := gameServer(t, ctx, l, relay)
	host, room, err := l.StartHost(ctx, 0, url, 2, settings)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(host.Stop)
	return l, ctx, host, room
}

// TestBrowserGuestThroughRelay: Chromium, behind a symmetric NAT, opens the room's link of a
// host behind another and joins through the built-in relay; its lobby says "through the
// relay", and so does the host's.
func TestBrowserGuestThroughRelay(t *testing.T) {
	t.Parallel() // its lab (namespaces, server, players) is its own; the players mostly wait on the network
	l, ctx, host, room := browserCase(t, Symmetric, true)
	start := time.Now()
	b, err := l.StartBrowserGuest(1, "http://"+ServerIP+":8000/room/"+room)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Stop)
	e, err := b.Next(ctx, "connected")
	if err != nil {
		t.Fatal(err)
	}
	if e.Route != "relay" {
		t.Errorf("the page's lobby shows %q, want through the relay", e.Text)
	}
	t.Logf("Chromium connected %s after %v: %q", e.Route, time.Since(start).Round(time.Millisecond), e.Text)
	g, err := host.Next(ctx, "guest")
	if err != nil {
		t.Fatal(err)
	}
	if g.Route != "relay" {
		t.Errorf("the host's lobby says %s connects %q, want relay", g.Text, g.Route)
	}
}

// TestBrowserGuestWithoutRelay: Chromium behind a cone NAT cannot reach a host behind another
// without STUN or TURN, and instead of "Connecting…" its page says which step failed and what
// to try.
func TestBrowserGuestWithoutRelay(t *testing.T) {
	t.Parallel() // it mostly waits for the handshake to give up
	l, ctx, _, room := browserCase(t, Cone, false)
	b, err := l.StartBrowserGuest(1, "http://"+ServerIP+":8000/room/"+room)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(b.Stop)
	e, err := b.Next(ctx, "dial-failed", "connected")
	if err != nil {
		t.Fatal(err)
	}
	if e.Kind == "connected" || !strings.Contains(e.Text, "this game server has no relay") {
		t.Errorf("the page shows %q (%s), want why it cannot connect", e.Text, e.Kind)
	}
	t.Logf("the page says: %s", e.Text)
}
