package campaign

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// Test case 9: a save round-trips at every step of a run, under both rules.
func TestSaveRoundTrip(t *testing.T) {
	for _, o := range []Opening{OneChild, AllChildren} {
		r := newRun(t, Default(), o)
		r.seed = 1<<63 + 12345 // beyond a JavaScript number's precision
		_ = r.SetGlobalModes([]Mode{ModeScrapReturns, ModeHotEngine})
		r.losses = 2
		for _, id := range defaultPath {
			r.SetCamera(Camera{X: float64(id) * 1.5, Y: -float64(id)})
			saved := r.Marshal()
			got, err := Load(r.Map(), saved)
			if err != nil {
				t.Fatalf("%s, after %v: %v\n%s", o, r.Completed(), err, saved)
			}
			if again := got.Marshal(); !bytes.Equal(again, saved) {
				t.Fatalf("%s: the save changed on a round trip:\n%s\n%s", o, saved, again)
			}
			if got.Seed() != r.Seed() || got.Opening() != o || got.Camera() != r.Camera() || got.CurrentLevel() != r.CurrentLevel() || got.Summary().Lost != 2 {
				t.Fatalf("%s: loaded seed %d opening %s camera %v level %d", o, got.Seed(), got.Opening(), got.Camera(), got.CurrentLevel())
			}
			if o == AllChildren && id == 5 {
				a, _ := r.Choices(5)
				b, _ := got.Choices(5)
				if len(a) == 0 || a[0] != b[0] {
					t.Fatalf("a loaded run is offered other cards: %v and %v", a, b)
				}
			}
			play(t, r, id)
		}
	}
}

// The seed's Persistence section: only the completed ids are stored; a bad or outdated save is
// refused whole with a reason.
func TestLoadRefused(t *testing.T) {
	m, _ := Generate(Default())
	good := New(m, 3, OneChild)
	play(t, good, 0, 2)
	base := map[string]any{}
	_ = json.Unmarshal(good.Marshal(), &base)
	if _, ok := base["accessible"]; ok || len(base) != 8 {
		t.Fatalf("the save holds more than it should: %v", base)
	}
	edit := func(k string, v any) string {
		c := map[string]any{}
		for kk, vv := range base {
			c[kk] = vv
		}
		if v == nil {
			delete(c, k)
		} else {
			c[k] = v
		}
		b, _ := json.Marshal(c)
		return string(b)
	}
	deck := func(edit func(d Deck)) Deck { d := good.Deck(); edit(d); return d }
	tests := []struct {
		name, data, want string
	}{
		{"not JSON", "{", "not a saved race"},
		{"empty", "", "not a saved race"},
		{"trailing data", string(good.Marshal()) + "{}", "data after"},
		{"unknown field", edit("accessible", []int{5}), "not a saved race"},
		{"outdated", edit("version", 0), "format 0"},
		{"future", edit("version", 2), "format 2"},
		{"bad opening", edit("opening", "some"), `"some", is unknown`},
		{"unknown node", edit("completed", []int{0, 2, 42}), "node 42 is not on this map"},
		{"not from the start", edit("completed", []int{2}), "node 2 is on level 1"},
		{"two on a level", edit("completed", []int{0, 2, 3}), "node 3 is on level 1"},
		{"a gap", edit("completed", []int{0, 5}), "node 5 is on level 2"},
		{"not opened by the rule", edit("completed", []int{0, 1}), "node 1 could not be opened by node 0"},
		{"not a child", edit("completed", []int{0, 2, 4}), "node 4 could not be opened by node 2"},
		{"no deck", edit("deck", []Card{}), "deck is empty"},
		{"short deck", edit("deck", good.Deck()[:14]), "15 cards, not 14"},
		{"bad card", edit("deck", deck(func(d Deck) { d[0].ID = "heat" })), `"heat" is not a card`},
		{"bad version", edit("deck", deck(func(d Deck) { d[0].Version = 7 })), "version 7"},
		{"a deck before the start", edit("completed", []int{}), "a deck but no start deck"},
		{"bad mode", edit("modes", []int{9}), "special mode 9"},
		{"mode twice", edit("modes", []int{1, 1}), "listed twice"},
		{"negative losses", edit("losses", -1), "-1 lost races"},
		{"seed as a number", edit("seed", 5), "not a saved race"},
		{"camera as text", edit("camera", "here"), "not a saved race"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Load(m, []byte(tc.data))
			if err == nil || r != nil {
				t.Fatalf("loaded %s; want the refusal %q", tc.data, tc.want)
			}
			if !errors.Is(err, ErrBadSave) || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %q, want it to say %q", err, tc.want)
			}
		})
	}
	// A save of another map (the test campaign's) does not load on the default one.
	other := newRun(t, Short(), OneChild)
	play(t, other, 0, 1, 2)
	if _, err := Load(m, other.Marshal()); err == nil {
		t.Fatal("a save of the short map loaded on the default map")
	}
	// A fresh run saves and loads too.
	if r, err := Load(m, New(m, 1, AllChildren).Marshal()); err != nil || r.Opening() != AllChildren {
		t.Fatalf("a fresh run: %v", err)
	}
}

// The seed's test case 12: a run saved when node ids were strings loads, its ids migrated to the
// numbers the map gives the same nodes, and saves again with numbers.
func TestLoadMigratesStringNodeIDs(t *testing.T) {
	old, err := os.ReadFile(filepath.Join("testdata", "save-string-ids.json"))
	if err != nil {
		t.Fatal(err)
	}
	m, _ := Generate(Default())
	r, err := Load(m, old)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Completed(); !slices.Equal(got, []int{0, 2, 5}) || r.CurrentLevel() != 2 || r.State(8) != Accessible {
		t.Fatalf("completed %v, level %d, node 8 %s", got, r.CurrentLevel(), r.State(8))
	}
	if again := string(r.Marshal()); !strings.Contains(again, `"completed":[0,2,5]`) {
		t.Errorf("saved again: %s", again)
	}
	for _, name := range []string{`"node-2"`, `"2"`, `"level-1-1"`, `"level-1-node-1"`, `2`} { // node 2 each time
		b := strings.Replace(string(old), `"level-2-1"`, `5`, 1)
		b = strings.Replace(b, `"node-2"`, name, 1)
		r, err := Load(m, []byte(b))
		if err != nil || r.Completed()[1] != 2 {
			t.Errorf("%s: %v", name, err)
		}
	}
	if id, ok := oldID(m, "boss"); !ok || id != BossID {
		t.Errorf("boss: %d %v", id, ok)
	}
	for _, bad := range []string{`"level-9-0"`, `"level-1-7"`, `"corner"`, `true`, `"node--1"`} {
		b := strings.Replace(string(old), `"node-2"`, bad, 1)
		if _, err := Load(m, []byte(b)); !errors.Is(err, ErrBadSave) {
			t.Errorf("%s: %v", bad, err)
		}
	}
}
