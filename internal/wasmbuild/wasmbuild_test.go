package wasmbuild

import (
	"go/parser"
	"go/token"
	"strconv"
	"testing"

	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/titles"
)

// A game's main imports its registrations' packages (those of app/<game>) and nothing of the
// other games; it parses as Go.
func TestMain(t *testing.T) {
	want := map[string][]string{
		"heat":      {"github.com/heatracing/heat/app/heat", "github.com/heatracing/heat/app/racemode"},
		"havoc":     {"github.com/heatracing/heat/app/havoc"},
		"bloodfang": {"github.com/heatracing/heat/app/bloodfang"},
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
