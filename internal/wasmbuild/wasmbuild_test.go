package wasmbuild

import (
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"testing"

	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/titles"
)

// A game's main imports its registrations' packages (those of app/<game>) and nothing of the
// other games; it parses as Go. Race Mode's own comes with Heat's, and Heat's has none of it.
func TestMain(t *testing.T) {
	want := map[string][]string{
		"heat":      {"github.com/heatracing/heat/app/heat"},
		"racemode":  {"github.com/heatracing/heat/app/heat", "github.com/heatracing/heat/app/racemode"},
		"havoc":     {"github.com/heatracing/heat/app/havoc"},
		"bloodfang": {"github.com/heatracing/heat/app/bloodfang"},
		// A game's pages with friends come with the game's, from the game's package.
		"heat-friends":      {"github.com/heatracing/heat/app/heat"},
		"havoc-friends":     {"github.com/heatracing/heat/app/havoc"},
		"bloodfang-friends": {"github.com/heatracing/heat/app/bloodfang"},
	}
	wasms := registry.Wasms(games.All)
	if len(wasms) != len(want) {
		t.Errorf("%d games' wasms, want %d", len(wasms), len(want))
	}
	for _, w := range wasms {
		code, err := Main(w)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(token.NewFileSet(), w.ID+".go", code, parser.ImportsOnly)
		if err != nil {
			t.Fatalf("%s's main does not parse: %v\n%s", w.ID, err, code)
		}
		var got []string
		for _, imp := range f.Imports {
			if imp.Name != nil {
				path, _ := strconv.Unquote(imp.Path.Value)
				got = append(got, path)
			}
		}
		if len(got) != len(want[w.ID]) {
			t.Errorf("%s's main imports %v, want %v", w.ID, got, want[w.ID])
			continue
		}
		for i := range got {
			if got[i] != want[w.ID][i] {
				t.Errorf("%s's main imports %v, want %v", w.ID, got, want[w.ID])
			}
		}
	}
}

// A registration without pages cannot have a wasm of its own: the error says so.
func TestMainWithoutPages(t *testing.T) {
	if _, err := Main(registry.Wasm{ID: "x", Games: []registry.Game{{Entry: titles.Entry{ID: "x"}}}}); err == nil {
		t.Error("a registration without pages made a main")
	}
}

// The home page's main lists every game's entry and imports no game: it parses as Go, imports
// the shell's start and the registry alone, and names each game and its ways to play.
func TestHomeMain(t *testing.T) {
	w := registry.HomeWasm(games.All)
	code, err := Main(w)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), "home.go", code, 0)
	if err != nil {
		t.Fatalf("the home's main does not parse: %v\n%s", err, code)
	}
	want := map[string]bool{
		"github.com/heatracing/heat/app/boot":     true,
		"github.com/heatracing/heat/app/registry": true,
		"github.com/heatracing/heat/titles":       true,
	}
	for _, imp := range f.Imports {
		if path, _ := strconv.Unquote(imp.Path.Value); !want[path] {
			t.Errorf("the home's main imports %s", path)
		}
	}
	if len(w.Games) == 0 {
		t.Fatal("the home's wasm lists no game")
	}
	for _, g := range w.Games {
		for _, s := range []string{g.Entry.ID, g.Entry.Name, g.Entry.Pitch, g.Entry.Guide, g.Entry.Words.Match} {
			if !strings.Contains(code, strconv.Quote(s)) {
				t.Errorf("the home's main lacks %q of %s", s, g.Entry.ID)
			}
		}
		for _, m := range g.Entry.Modes {
			if !strings.Contains(code, strconv.Quote(m.Path)) {
				t.Errorf("the home's main lacks the way to play %s of %s", m.Path, g.Entry.ID)
			}
		}
	}
}
