package registry

import (
	"testing"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/titles"
)

// Each game with pages gets a wasm of its own; a registration without an ID joins the game
// before it; one with an ID but no pages has none.
func TestWasms(t *testing.T) {
	pages := func() []shell.Page { return []shell.Page{{Path: "/x"}} }
	games := []Game{
		{Pages: pages}, // nothing before it to join
		{Entry: titles.Entry{ID: "a"}, Pages: pages},
		{Pages: pages},
		{Entry: titles.Entry{ID: "b"}},
		{Entry: titles.Entry{ID: "c"}, Pages: pages},
	}
	got := Wasms(games)
	if len(got) != 2 || got[0].ID != "a" || len(got[0].Games) != 2 || got[1].ID != "c" || len(got[1].Games) != 1 {
		t.Fatalf("Wasms = %+v", got)
	}
	if got[0].Path() != "/web/a.wasm" || len(got[0].Pages()) != 2 {
		t.Errorf("a's wasm is at %s with %d pages", got[0].Path(), len(got[0].Pages()))
	}
}
