package natlab

import (
	"context"
	"fmt"
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

// settings is the race of every case: one lap of the USA circuit.
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

// gameServer starts the game server in l's public namespace and returns its signaling URL.
func gameServer(t *testing.T, ctx context.Context, l *Lab, relay bool) string {
	t.Helper()
	p, url, err := l.StartServer(ctx, repoRoot(t), relay)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(p.Stop)
	return url
}

// Result is what a race in the lab measured.
type Result struct {
	Routes  []string    // each guest's route to the host
	Submits [][]float64 // each guest's intent → view times, ms
}

// race runs a host in home 0 and a guest in every other home, through the server at url, and
// checks the whole race: every player ends with the same standings, every guest's audit
// verified what it received (nothing lost, nothing changed).
func race(t *testing.T, ctx context.Context, l *Lab, url string) Result {
	t.Helper()
	host, room, err := l.StartHost(ctx, 0, url, len(l.Homes), settings)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(host.Stop)
	var guests []*Proc
	for i := 1; i < len(l.Homes); i++ {
		g, err := l.StartGuest(i, fmt.Sprintf("Guest %d", i), url, room)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(g.Stop)
		guests = append(guests, g)
	}
	var res Result
	start := time.Now()
	for i, g := range guests {
		e, err := g.Next(ctx, "connected")
		if err != nil {
			t.Fatal(err)
		}
		res.Routes = append(res.Routes, e.Route)
		t.Logf("guest %d connected %s after %v", i+1, e.Route, time.Since(start).Round(time.Millisecond))
	}
	hd, err := host.Next(ctx, "done")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(slices.Sorted(slices.Values(hd.Routes)), slices.Sorted(slices.Values(res.Routes))) {
		t.Errorf("the host's lobby says the guests connect %q, the guests %q", hd.Routes, res.Routes)
	}
	for i, g := range guests {
		gd, err := g.Next(ctx, "done")
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(gd.Standings, hd.Standings) || len(gd.Standings) != len(l.Homes) {
			t.Errorf("guest %d ends with standings %v, the host with %v", i+1, gd.Standings, hd.Standings)
		}
		if gd.Audit != "verified" {
			t.Errorf("guest %d's audit: %s", i+1, gd.Audit)
		}
		res.Submits = append(res.Submits, gd.Submits)
		t.Logf("guest %d (%s NAT, %s): %d intents, intent → view p50 %.1f ms, p99 %.1f ms", i+1, l.Homes[i+1].NAT,
			res.Routes[i], len(gd.Submits), Percentile(gd.Submits, 50), Percentile(gd.Submits, 99))
	}
	return res
}

// TestNoICEServersNoConnection: without STUN or TURN, two players behind home routers have only
// their home addresses to offer each other, and cannot connect (the server's behaviour without
// a public address).
func TestNoICEServersNoConnection(t *testing.T) {
	l := newLab(t, Cone, Cone)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	url := gameServer(t, ctx, l, false)
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
	l := newLab(t, Cone, Cone)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	res := race(t, ctx, l, gameServer(t, ctx, l, true))
	if res.Routes[0] != "direct" {
		t.Errorf("the guest's route is %q, want direct", res.Routes[0])
	}
}

// TestSymmetricNATsThroughRelay: behind two symmetric NATs no direct path exists; the built-in
// TURN relay carries the race.
func TestSymmetricNATsThroughRelay(t *testing.T) {
	l := newLab(t, Symmetric, Symmetric)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	res := race(t, ctx, l, gameServer(t, ctx, l, true))
	if res.Routes[0] != "relay" {
		t.Errorf("the guest's route is %q, want relay", res.Routes[0])
	}
}

// TestMobileLink: a guest on a mobile-like link (150 ms round trip, jitter, 5 % loss each way)
// still finishes the race, its audit proving it lost nothing.
func TestMobileLink(t *testing.T) {
	l := newLab(t, Cone, Cone)
	ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
	defer cancel()
	how, err := l.ShapeMobile(ctx, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the guest's link is shaped %s", how)
	race(t, ctx, l, gameServer(t, ctx, l, true))
}

// TestMixedNATs: three players, the host and one guest behind cone NATs, one guest behind a
// symmetric NAT. The host's lobby says which guest connects directly and which through the
// relay, and the three race.
func TestMixedNATs(t *testing.T) {
	l := newLab(t, Cone, Cone, Symmetric)
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	res := race(t, ctx, l, gameServer(t, ctx, l, true))
	if !slices.Equal(res.Routes, []string{"direct", "relay"}) {
		t.Errorf("the guests' routes are %q, want direct (cone) and relay (symmetric)", res.Routes)
	}
}
