package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/p2ptest"
	"github.com/heatracing/heat/titles"
)

// play plays a game of id with friends in memory, a host and one guest (and bots to fill the
// table), the computer deciding for every seat as its turn timer runs out, and returns the guest's
// audit file once its page verified the game.
func play(t *testing.T, id, settings string, bots int) []byte {
	games.Register()
	t.Helper()
	game, ok := titles.Find(id)
	if !ok {
		t.Fatalf("no game %q", id)
	}
	h, err := p2p.NewHost(p2p.HostConfig{Title: game.Title, Name: "Hana"})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	g, err := p2p.NewGuest(p2p.GuestConfig{Room: "VERIFY", Name: "Gus", Title: game.Title, Dial: func(ctx context.Context) (p2p.Conn, error) {
		gc, hc := p2ptest.Pipe()
		return gc, h.Attach(hc)
	}})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	wait(t, "the guest joined", func() bool { _, ok := g.Lobby().Me(); return ok && g.ConnState() == p2p.Connected })
	yes := true
	if err := g.Edit(context.Background(), p2p.Edit{Ready: &yes}); err != nil {
		t.Fatal(err)
	}
	for range bots {
		if _, err := h.AddBot("Bot"); err != nil {
			t.Fatal(err)
		}
	}
	if err := h.Configure(json.RawMessage(settings), time.Millisecond); err != nil {
		t.Fatal(err)
	}
	if err := h.Start(); err != nil {
		t.Fatal(err)
	}
	// Nobody reads the host's own updates: keep its mailbox drained.
	var wg sync.WaitGroup
	wg.Go(func() {
		for range h.Updates() {
		}
	})
	defer wg.Wait()
	defer h.Close()
	wait(t, "the guest's audit", func() bool { return g.Audit().State >= p2p.AuditVerified })
	if a := g.Audit(); a.State != p2p.AuditVerified {
		t.Fatalf("the guest's page did not verify the game: %s", a.Text)
	}
	f := g.AuditFile()
	f.Game = id
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func wait(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// edit changes an audit file's JSON.
func edit(t *testing.T, b []byte, f func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatal(err)
	}
	f(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// seat is the lobby entry of the player for whom pick says yes.
func seat(m map[string]any, pick func(p map[string]any) bool) map[string]any {
	for _, p := range m["lobby"].(map[string]any)["players"].([]any) {
		if p := p.(map[string]any); pick(p) {
			return p
		}
	}
	panic("no such player")
}

func isHost(p map[string]any) bool  { return p["host"] == true }
func isGuest(p map[string]any) bool { return p["share"] != nil }

// dropMove takes the last move out of the game file in the reveal (a list named "actions" or
// "log", whatever the game).
func dropMove(t *testing.T, m map[string]any) {
	t.Helper()
	rv := m["reveal"].(map[string]any)
	var save []byte
	if err := json.Unmarshal([]byte(`"`+rv["game"].(string)+`"`), &save); err != nil {
		t.Fatal(err)
	}
	var g map[string]any
	dec := json.NewDecoder(bytes.NewReader(save))
	dec.UseNumber()
	if err := dec.Decode(&g); err != nil {
		t.Fatal(err)
	}
	if !dropIn(g) {
		t.Fatalf("no moves in the game file: %s", save[:min(len(save), 300)])
	}
	b, _ := json.Marshal(g)
	rv["game"] = b
}

func dropIn(v map[string]any) bool {
	for _, k := range []string{"actions", "log"} {
		if moves, ok := v[k].([]any); ok && len(moves) > 0 {
			v[k] = moves[:len(moves)-1]
			return true
		}
	}
	for _, e := range v {
		if m, ok := e.(map[string]any); ok && dropIn(m) {
			return true
		}
	}
	return false
}

func TestVerify(t *testing.T) {
	if testing.Short() {
		t.Skip("plays three whole games")
	}
	games := []struct{ id, settings string }{
		{"heat", `{"track":"usa","laps":1}`},
		{"havoc", `{"laps":1,"cards":4}`},
		{"bloodfang", `{"decks":["plague","bastion"],"level":"easy"}`},
	}
	dir := t.TempDir()
	for _, gm := range games {
		t.Run(gm.id, func(t *testing.T) {
			bots := 0
			if gm.id == "havoc" {
				bots = 1
			}
			good := play(t, gm.id, gm.settings, bots)
			cases := []struct {
				name string
				file []byte
				want string // "" verified; else in the error
			}{
				{"the file as the page saved it", good, ""},
				{"a seed that is not the committed one", edit(t, good, func(m map[string]any) {
					rv := m["reveal"].(map[string]any)
					rv["seed"] = json.Number("12345")
				}), "not the one it committed to"},
				{"a share on the host's seat", edit(t, good, func(m map[string]any) {
					seat(m, isHost)["share"] = "00ff"
				}), "share of the seed for its own seat"},
				{"a guest's share that does not match its commitment", edit(t, good, func(m map[string]any) {
					seat(m, isGuest)["share"] = "00ff"
				}), "does not match the commitment"},
				{"a commitment other than the one listed before the reveal", edit(t, good, func(m map[string]any) {
					sealed := m["witness"].(map[string]any)["sealed"].(map[string]any)
					for k := range sealed {
						sealed[k] = strings.Repeat("0", 64)
					}
				}), "not the one the host listed"},
				{"a move taken out of the game file", edit(t, good, func(m map[string]any) { dropMove(t, m) }), "Not verified"},
				{"another game's name", edit(t, good, func(m map[string]any) { m["game"] = "zz-not-a-game" }), "does not know"},
				{"not an audit file", []byte(`{"hello": 1}`), "not a game's audit file"},
				{"not JSON", []byte("\x00garbage"), "not a game's audit file"},
			}
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					path := filepath.Join(dir, gm.id+".json")
					if err := os.WriteFile(path, tc.file, 0o644); err != nil {
						t.Fatal(err)
					}
					var out bytes.Buffer
					err := run([]string{path}, &out)
					switch {
					case tc.want == "" && err != nil:
						t.Fatalf("refused: %v\n%s", err, out.String())
					case tc.want == "" && !strings.Contains(out.String(), "Verified: "):
						t.Errorf("no verdict:\n%s", out.String())
					case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
						t.Errorf("got %v, want an error with %q\n%s", err, tc.want, out.String())
					}
				})
			}
		})
	}
}

func TestVerifyArguments(t *testing.T) {
	for _, args := range [][]string{nil, {"a", "b"}, {filepath.Join(t.TempDir(), "missing.json")}} {
		if err := run(args, &bytes.Buffer{}); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
}
