package replay_test

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"sync"
	"testing"

	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
	"github.com/heatracing/heat/titles/replay"
)

// finished plays one game of each kind once for the package's tests.
var finished = struct {
	sync.Once
	files map[string]*replay.File
	err   error
}{}

type kind struct {
	id       string
	settings string
	seats    int
}

var kinds = []kind{
	{"heat", `{"track":"usa","laps":1}`, 3},
	{"bloodfang", ``, 2},
	{"havoc", `{"laps":1}`, 2},
}

func files(t *testing.T) map[string]*replay.File {
	t.Helper()
	finished.Do(func() {
		games.Register()
		finished.files = map[string]*replay.File{}
		for _, k := range kinds {
			f, err := replay.Play(k.id, json.RawMessage(k.settings), k.seats, 42, 100000)
			if err != nil {
				finished.err = err
				return
			}
			finished.files[k.id] = f
		}
	})
	if finished.err != nil {
		t.Fatal(finished.err)
	}
	return finished.files
}

// copyOf is a deep copy of f through its JSON.
func copyOf(t *testing.T, f *replay.File) *replay.File {
	t.Helper()
	b, err := f.Encode()
	if err != nil {
		t.Fatal(err)
	}
	g, err := replay.Read(b)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestEveryGameReplaysFromItsLink(t *testing.T) {
	for id, f := range files(t) {
		t.Run(id, func(t *testing.T) {
			frag, err := f.Fragment()
			if err != nil {
				t.Fatal(err)
			}
			back, err := replay.ParseFragment("#" + frag)
			if err != nil {
				t.Fatal(err)
			}
			g, err := replay.Open(context.Background(), back)
			if err != nil {
				t.Fatal(err)
			}
			if !g.Verdict.OK || !strings.HasPrefix(g.Verdict.Text, "Verified") {
				t.Fatalf("verdict %+v", g.Verdict)
			}
			for _, seat := range []int{p2p.Spectator, 0, g.Seats - 1} {
				walk(t, g, seat)
			}
		})
	}
}

// walk steps through the game for seat: stepping on reads the same events, in order, as opening
// at the end; rounds step on and back.
func walk(t *testing.T, g *replay.Game, seat int) {
	t.Helper()
	ctx := context.Background()
	c, err := g.Cursor(seat)
	if err != nil {
		t.Fatal(err)
	}
	u, err := c.Seek(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	events := len(u.Events)
	steps := 0
	for {
		u, ok, err := c.Step()
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			break
		}
		steps++
		events += len(u.Events)
	}
	if steps != len(g.Moves) || c.Pos() != c.Len()-1 {
		t.Fatalf("seat %d: %d steps to position %d of %d moves", seat, steps, c.Pos(), len(g.Moves))
	}
	end, err := c.Seek(ctx, c.Len()-1)
	if err != nil {
		t.Fatal(err)
	}
	if len(end.Events) != events || events == 0 {
		t.Fatalf("seat %d: stepping read %d events, opening at the end %d", seat, events, len(end.Events))
	}
	if _, err := c.Seek(ctx, 0); err != nil {
		t.Fatal(err)
	}
	r, err := c.NextRound(ctx)
	if err != nil || r <= 0 || c.Pos() != r {
		t.Fatalf("seat %d: the next round from the start is %d (cursor at %d): %v", seat, r, c.Pos(), err)
	}
	if _, err := c.Seek(ctx, c.Len()-1); err != nil {
		t.Fatal(err)
	}
	p, err := c.PrevRound(ctx)
	if err != nil || p >= c.Len()-1 {
		t.Fatalf("seat %d: the round before the end starts at %d: %v", seat, p, err)
	}
	if _, err := c.Seek(ctx, p); err != nil {
		t.Fatal(err)
	}
	if n, err := c.NextRound(ctx); err != nil || n <= p {
		t.Fatalf("seat %d: the round after %d is %d: %v", seat, p, n, err)
	}
}

func TestACutShortOrChangedGameSaysWhat(t *testing.T) {
	f := files(t)["bloodfang"]
	// Drop the last move: the game no longer ends.
	short := copyOf(t, f)
	var save map[string]any
	if err := json.Unmarshal(short.Save, &save); err != nil {
		t.Fatal(err)
	}
	game := save["game"].(map[string]any)
	actions := game["actions"].([]any)
	game["actions"] = actions[:len(actions)-1]
	short.Save, _ = json.Marshal(save)
	g, err := replay.Open(context.Background(), short)
	if err != nil {
		t.Fatal(err)
	}
	if g.Verdict.OK || !strings.Contains(g.Verdict.Text, "cut short") {
		t.Errorf("a file without its last move: %+v", g.Verdict)
	}
	// Give a move to the wrong seat.
	game["actions"] = actions
	first := actions[0].(map[string]any)
	first["seat"] = 5
	short.Save, _ = json.Marshal(save)
	g, err = replay.Open(context.Background(), short)
	if err != nil {
		t.Fatal(err)
	}
	if g.Verdict.OK || !strings.Contains(g.Verdict.Text, "move 1") || len(g.Moves) != 0 {
		t.Errorf("a file whose first move is another seat's: %+v, %d moves", g.Verdict, len(g.Moves))
	}
}

// A game with friends carries its draw: the commitment and every share must give its seed.
func TestTheDrawMustGiveTheSeed(t *testing.T) {
	games.Register()
	seed, nonce, share := uint64(77), "00ff", "abcd"
	commit := p2p.Commitment(seed, nonce)
	player := "p1"
	fair := &replay.Fair{Room: "ROOM42", Commit: commit, Round: 1, Seed: seed, Nonce: nonce,
		Shares: []replay.Share{{Seat: 1, Player: player, Share: share, Commitment: p2p.ShareCommitment("ROOM42", commit, 1, player, share)}}}
	gameSeed := p2p.DeriveSeed(seed, nonce, []string{"", share})
	f, err := replay.Play("bloodfang", nil, 2, gameSeed, 5000)
	if err != nil {
		t.Fatal(err)
	}
	f.Fair = fair
	tests := []struct {
		name   string
		change func(*replay.Fair)
		want   string
	}{
		{"as drawn", func(*replay.Fair) {}, "Verified: the seed is the one the host committed to"},
		{"another secret", func(f *replay.Fair) { f.Seed++ }, "does not match the commitment it published"},
		{"another share", func(f *replay.Fair) { f.Shares[0].Share = "abce" }, "seat 2's share of the seed does not match"},
		{"a share left out", func(f *replay.Fair) { f.Shares = nil }, "is not the one the host's secret and the guests' shares give"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := copyOf(t, f)
			tt.change(g.Fair)
			o, err := replay.Open(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(o.Verdict.Text, tt.want) || o.Verdict.OK != strings.HasPrefix(tt.want, "Verified") {
				t.Errorf("verdict %+v, want %q", o.Verdict, tt.want)
			}
		})
	}
}

// A game the page ran itself (solo, or hosted with bots only) keeps the host's secret: the seed
// is the secret its commitment binds, and the day's for a daily challenge.
func TestAHostsOwnDrawIsChecked(t *testing.T) {
	games.Register()
	day := "2026-11-28"
	seed, nonce := replay.DailySeed("bloodfang", day), "0a0b"
	f, err := replay.Play("bloodfang", nil, 2, seed, 5000)
	if err != nil {
		t.Fatal(err)
	}
	f.Fair = replay.FairOfLobby(p2p.Lobby{Commit: p2p.Commitment(seed, nonce), Round: 1}, seed, nonce)
	tests := []struct {
		name   string
		change func(*replay.File)
		want   string
	}{
		{"solo", func(*replay.File) {}, "Verified: the seed is the one the host committed to before the game, and every move"},
		{"daily", func(f *replay.File) { f.Daily = day }, "Verified: the seed is the one the host committed to before the game, the daily challenge's of " + day},
		{"another day", func(f *replay.File) { f.Daily = "2026-11-29" }, "not the daily challenge's of 2026-11-29"},
		{"another secret", func(f *replay.File) { f.Fair.Nonce = "0a0c" }, "does not match the commitment"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := copyOf(t, f)
			tt.change(g)
			o, err := replay.Open(context.Background(), g)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(o.Verdict.Text, tt.want) || o.Verdict.OK != strings.HasPrefix(tt.want, "Verified") {
				t.Errorf("verdict %+v, want %q", o.Verdict, tt.want)
			}
		})
	}
}

func TestADailyChallengeHasTheDaysSeed(t *testing.T) {
	games.Register()
	day := "2026-11-28"
	f, err := replay.Play("bloodfang", nil, 2, replay.DailySeed("bloodfang", day), 5000)
	if err != nil {
		t.Fatal(err)
	}
	f.Daily = day
	if g, err := replay.Open(context.Background(), f); err != nil || !g.Verdict.OK {
		t.Fatalf("the day's game: %v %+v", err, g)
	}
	f.Daily = "2026-11-29"
	if g, err := replay.Open(context.Background(), f); err != nil || g.Verdict.OK || !strings.Contains(g.Verdict.Text, "2026-11-29") {
		t.Fatalf("another day's claim: %v %+v", err, g.Verdict)
	}
	if replay.DailySeed("heat", day) == replay.DailySeed("bloodfang", day) || replay.DailySeed("heat", day) == replay.DailySeed("heat", "2026-11-29") {
		t.Error("two challenges share a seed")
	}
}

func TestBadLinksSayWhatIsWrong(t *testing.T) {
	frag, err := files(t)["bloodfang"].Fragment()
	if err != nil {
		t.Fatal(err)
	}
	changed := []byte(frag)
	changed[len(changed)/2] ^= 1
	if changed[len(changed)/2] == '.' || changed[len(changed)/2] == '/' {
		changed[len(changed)/2] = 'A'
	}
	tests := []struct{ name, frag, want string }{
		{"nothing", "", "nothing after its #"},
		{"a room's link", "#K7RM2Q", "is not a game"},
		{"cut short", frag[:len(frag)*2/3], "cut short"},
		{"a foreign character", frag[:20] + "*" + frag[21:], "changed or cut short"},
		{"changed", string(changed), "changed"},
		{"too long", "g1." + strings.Repeat("A", replay.MaxLink), "longer than a game link can be"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := replay.ParseFragment(tt.frag)
			if err == nil || !errors.Is(err, replay.ErrBadLink) && !errors.Is(err, replay.ErrNotFile) || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("ParseFragment: %v, want %q", err, tt.want)
			}
		})
	}
}

func TestBadFilesSayWhatIsWrong(t *testing.T) {
	games.Register()
	tests := []struct{ name, file, want string }{
		{"empty", "", "empty"},
		{"not JSON", "<html>", "damaged"},
		{"cut short", `{"v":1,"game":"heat"`, "cut short"},
		{"unknown field", `{"v":1,"game":"heat","save":{},"evil":1}`, "does not have"},
		{"another version", `{"v":9,"game":"heat","save":{}}`, "version 9"},
		{"no save", `{"v":1,"game":"heat"}`, "holds no game"},
		{"two values", `{"v":1,"game":"heat","save":{}} {}`, "follows"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := replay.Read([]byte(tt.file)); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Read: %v, want %q", err, tt.want)
			}
		})
	}
	opened := []struct{ name, file, want string }{
		{"unknown game", `{"v":1,"game":"chess","save":{}}`, "does not know"},
		{"a save of another game", `{"v":1,"game":"heat","save":{"title":"bloodfang"}}`, "cannot be read"},
	}
	for _, tt := range opened {
		t.Run(tt.name, func(t *testing.T) {
			f, err := replay.Read([]byte(tt.file))
			if err != nil {
				t.Fatal(err)
			}
			if _, err := replay.Open(context.Background(), f); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Open: %v, want %q", err, tt.want)
			}
		})
	}
	if len(titles.All()) == 0 {
		t.Fatal("no game registered")
	}
}
