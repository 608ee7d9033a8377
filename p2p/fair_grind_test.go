package p2p_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/internal/toy"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/p2p/wire"
)

// These tests play a host that grinds the game's seed: it knows its own secret, waits for the
// guests' shares, then tries shares of its own until the seed it derives ends in grindBits zero
// bits, and starts the game from that seed. It lists its share on its own seat, on a bot's, or
// sends it from a second page seated as a guest (a sybil). Every honest guest must catch it: its
// audit says "Not verified", or the protocol kept the host from using the share it chose.

// grindBits is how many low zero bits the grinding host wants in the seed: an honest seed has
// them once in 65,536 games.
const grindBits = 16

func ground(seed uint64) bool { return seed&(1<<grindBits-1) == 0 }

// grind tries shares in seat at until the derived seed is ground.
func grind(t *testing.T, seed uint64, nonce string, shares []string, at int) (string, uint64) {
	t.Helper()
	sh := slices.Clone(shares)
	for i := range 1 << 24 {
		sh[at] = fmt.Sprintf("%016x", i+1)
		if s := p2p.DeriveSeed(seed, nonce, sh); ground(s) {
			return sh[at], s
		}
	}
	t.Fatal("no ground seed in 16 million tries")
	return "", 0
}

// hostSecret reads the host's secret seed and nonce from its store, as its own page can.
func hostSecret(t *testing.T, st p2p.Store) (uint64, string) {
	t.Helper()
	b, err := st.Get(p2p.KeyHost)
	if err != nil {
		t.Fatal(err)
	}
	var r struct {
		Seed  uint64 `json:"seed"`
		Nonce string `json:"nonce"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		t.Fatal(err)
	}
	return r.Seed, r.Nonce
}

// grinder is the cheating host's side: it learns each guest's share from the edits it receives,
// grinds a share for the target seat when the game is made, and lists it there in every lobby
// its guests receive from then on.
type grinder struct {
	t      *testing.T
	store  p2p.Store
	target func(p2p.Player) bool // the seat it lists its share on
	mu     sync.Mutex
	h      *p2p.Host
	shares map[string]string // guests' shares by player ID
	listed map[string]string // the ground share, by the player it is listed for
	seed   uint64            // the ground seed
}

// grindTitle makes the game from the ground seed instead of the derived one.
type grindTitle struct {
	toy.Title
	g *grinder
}

func (t grindTitle) New(settings json.RawMessage, seats []p2p.Seat, _ uint64) (p2p.Game, error) {
	g := t.g
	g.mu.Lock()
	defer g.mu.Unlock()
	s, n := hostSecret(g.t, g.store)
	lobby := g.h.Lobby()
	shares, at, id := make([]string, len(seats)), -1, ""
	for i, seat := range seats {
		for _, p := range lobby.Players {
			if p.Name != seat.Name {
				continue
			}
			if g.target(p) {
				at, id = i, p.ID
			} else {
				shares[i] = g.shares[p.ID]
			}
		}
	}
	if at < 0 {
		g.t.Error("no seat to grind")
		return t.Title.New(settings, seats, 1)
	}
	share, seed := grind(g.t, s, n, shares, at)
	g.listed, g.seed = map[string]string{id: share}, seed
	return t.Title.New(settings, seats, seed)
}

// spy is the host's end of a guest's connection: it notes the guest's player ID and the share it
// sends.
type spy struct {
	p2p.Conn
	g  *grinder
	id *string
}

func (c spy) Send(ctx context.Context, b []byte) error {
	var e wire.Envelope
	if json.Unmarshal(b, &e) == nil && e.T == wire.TypeWelcome {
		var w wire.Welcome
		_ = json.Unmarshal(e.P, &w)
		c.g.mu.Lock()
		*c.id = w.Player
		c.g.mu.Unlock()
	}
	return c.Conn.Send(ctx, b)
}

func (c spy) Recv(ctx context.Context) ([]byte, error) {
	b, err := c.Conn.Recv(ctx)
	var e wire.Envelope
	if err == nil && json.Unmarshal(b, &e) == nil && e.T == wire.TypeEdit {
		var m wire.Edit
		if json.Unmarshal(e.P, &m) == nil && m.Share != nil {
			c.g.mu.Lock()
			c.g.shares[*c.id] = *m.Share
			c.g.mu.Unlock()
		}
	}
	return b, err
}

// lister is a guest's end of its connection: every lobby of the started game it receives lists
// the ground share on the target seat.
type lister struct {
	p2p.Conn
	g *grinder
}

func (c lister) Recv(ctx context.Context) ([]byte, error) {
	b, err := c.Conn.Recv(ctx)
	var e wire.Envelope
	if err != nil || json.Unmarshal(b, &e) != nil || e.T != wire.TypeLobby {
		return b, err
	}
	var l p2p.Lobby
	if json.Unmarshal(e.P, &l) != nil || !l.Started {
		return b, err
	}
	c.g.mu.Lock()
	for i, p := range l.Players {
		if s, ok := c.g.listed[p.ID]; ok {
			l.Players[i].Share = s
		}
	}
	c.g.mu.Unlock()
	e.P, _ = json.Marshal(l)
	out, _ := json.Marshal(e)
	return out, nil
}

// sybil is a second page of the host's player, seated as a guest: it speaks the wire protocol by
// hand, learns the honest guests' shares when the lobby shows them, and only then grinds the share
// it sends. Under a commit-reveal protocol it first commits to a random share like any guest
// (SHA-256 of "p2p/share/v2|room|host's commitment|round|player|share"), and its ground share
// then matches no commitment.
func sybil(t *testing.T, h *p2p.Host, st p2p.Store, honest int) (ready <-chan struct{}, done <-chan string) {
	t.Helper()
	r := dialRaw(t, h)
	w := r.hello("Sybil")
	readyc, donec := make(chan struct{}), make(chan string, 1)
	go func() {
		defer close(donec)
		said := false
		say := func() {
			if !said {
				said = true
				close(readyc)
			}
		}
		id := uint64(0)
		edit := func(fields map[string]any) {
			id++
			fields["id"] = id
			_ = r.c.Send(context.Background(), r.env(wire.TypeEdit, fields))
			_, _ = r.next(wire.TypeResult)
		}
		committed := 0
		for {
			e, err := r.next(wire.TypeLobby)
			if err != nil {
				say()
				return
			}
			var raw struct {
				Round   int    `json:"round"`
				Drawing string `json:"drawing"`
			}
			_ = json.Unmarshal(e.P, &raw)
			var l p2p.Lobby
			_ = json.Unmarshal(e.P, &l)
			if l.Started {
				say()
				return
			}
			if raw.Round > 0 && committed != raw.Round && raw.Drawing != "reveal" {
				committed = raw.Round
				sum := sha256.Sum256(fmt.Appendf(nil, "p2p/share/v2|%s|%s|%d|%s|%s", l.Room, l.Commit, raw.Round, w.Player, "00"))
				edit(map[string]any{"commitment": hex.EncodeToString(sum[:])})
				edit(map[string]any{"ready": true})
				say()
				continue
			}
			var shares []string
			seen := 0
			for _, p := range l.Players {
				if p.Spectator || p.Bot || p.Host {
					shares = append(shares, "")
					continue
				}
				shares = append(shares, p.Share)
				if p.Share != "" && p.ID != w.Player {
					seen++
				}
			}
			if seen < honest {
				continue
			}
			s, n := hostSecret(t, st)
			at := slices.IndexFunc(l.Players, func(p p2p.Player) bool { return p.ID == w.Player })
			share, _ := grind(t, s, n, shares, at)
			edit(map[string]any{"share": share, "ready": true})
			donec <- share
			say()
		}
	}()
	return readyc, donec
}

func TestGrindingHostIsCaught(t *testing.T) {
	t.Parallel() // it mostly waits on its guests' shares and reveals
	for _, tc := range []struct {
		name   string
		attack string // "", "own", "bot", "sybil"
	}{
		{"honest", ""},
		{"own seat", "own"},
		{"bot seat", "bot"},
		{"second page seated as a guest", "sybil"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := p2ptest.NewMemStore()
			gr := &grinder{t: t, store: st, shares: map[string]string{}}
			switch tc.attack {
			case "own":
				gr.target = func(p p2p.Player) bool { return p.Host }
			case "bot":
				gr.target = func(p p2p.Player) bool { return p.Bot }
			}
			var title p2p.Title = toy.Title{}
			if gr.target != nil {
				title = grindTitle{g: gr}
			}
			opt := fast()
			opt.PeerTimeout = time.Minute
			// ShareWait: the sybil's missing reveal is waited for that long (10 s by default); the
			// honest pages, in memory, answer in milliseconds.
			h := newHost(t, p2p.HostConfig{Title: title, Store: st, AwayGrace: 20 * time.Millisecond, ShareWait: 3 * time.Second, Options: opt})
			gr.h = h
			if tc.attack == "bot" {
				if _, err := h.AddBot("Bot"); err != nil {
					t.Fatal(err)
				}
			}
			wrap := func(g, hc p2p.Conn) (p2p.Conn, p2p.Conn) {
				return lister{g, gr}, spy{hc, gr, new(string)}
			}
			var gs []*p2p.Guest
			for i := range 2 {
				gs = append(gs, newGuest(t, p2p.GuestConfig{Room: "GRIND", Name: fmt.Sprintf("G%d", i), Dial: pipeDialer(h, wrap), Title: toy.Title{}, RevealWait: 5 * time.Second, Options: fast()}))
			}
			for _, g := range gs {
				eventually(t, "guest connected", 5*time.Second, connected(g))
				ready(t, g)
			}
			var sybilDone <-chan string
			if tc.attack == "sybil" {
				var sybilReady <-chan struct{}
				sybilReady, sybilDone = sybil(t, h, st, len(gs))
				select {
				case <-sybilReady:
				case <-time.After(10 * time.Second):
					t.Fatal("the sybil never got ready")
				}
			}
			if err := h.Configure(settings(2), 0); err != nil {
				t.Fatal(err)
			}
			started := make(chan error, 1)
			go func() { started <- h.Start() }()
			select {
			case err := <-started:
				if err != nil {
					t.Fatal(err)
				}
			case <-time.After(30 * time.Second):
				t.Fatal("the game did not start")
			}
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			for i, r := range driveAll(ctx, h, gs[0], gs[1]) {
				if r.err != nil || !r.last.Over {
					t.Fatalf("session %d: %v, over %v", i, r.err, r.last.Over)
				}
			}
			save, err := h.Save()
			if err != nil {
				t.Fatal(err)
			}
			rp, err := toy.Title{}.Replay(save)
			if err != nil {
				t.Fatal(err)
			}
			if tc.attack == "sybil" {
				select {
				case <-sybilDone:
				case <-time.After(10 * time.Second):
					t.Fatal("the sybil never saw the honest shares")
				}
			}
			if tc.attack == "sybil" {
				// The sybil's reveal matched no commitment: it was removed and the seed drawn again.
				lb, _ := json.Marshal(h.Lobby())
				if !strings.Contains(string(lb), "Sybil was removed: their page did not reveal its share of the seed in time") {
					t.Errorf("the lobby does not say the sybil was removed: %s", lb)
				}
			}
			for i, a := range audited(t, gs) {
				switch {
				case tc.attack == "":
					if a.State != p2p.AuditVerified {
						t.Errorf("honest game, guest %d: %+v", i, a)
					}
				case a.State == p2p.AuditVerified && ground(rp.Seed):
					t.Errorf("guest %d says %q of a game whose seed the host chose (%#x)", i, a.Text, rp.Seed)
				case gr.target != nil && a.State != p2p.AuditFailed:
					t.Errorf("guest %d: %+v, want Not verified", i, a)
				default:
					t.Logf("guest %d: %s", i, a.Text)
				}
				if a.State == p2p.AuditFailed && !strings.HasPrefix(a.Text, "Not verified: ") {
					t.Errorf("guest %d: %q", i, a.Text)
				}
			}
		})
	}
}
