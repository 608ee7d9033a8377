package registry

import (
	"fmt"
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

// A registration without an ID that names a wasm of its own gets it, with the game before it,
// whose pages it runs but does not claim; the next registration without an ID joins the game.
func TestWasmsOfAWayToPlay(t *testing.T) {
	page := func(path string) func() []shell.Page {
		return func() []shell.Page { return []shell.Page{{Path: path}} }
	}
	games := []Game{
		{Entry: titles.Entry{ID: "a", Name: "A"}, Pages: page("/a")},
		{Pages: page("/mode"), Wasm: "mode"},
		{Pages: page("/more")},
		{Entry: titles.Entry{ID: "b", Name: "B"}, Pages: page("/b")},
	}
	got := Wasms(games)
	if len(got) != 3 || got[0].ID != "a" || got[1].ID != "mode" || got[2].ID != "b" {
		t.Fatalf("Wasms = %+v", got)
	}
	if len(got[0].Games) != 2 || len(got[0].Pages()) != 2 || got[0].Pages()[1].Path != "/more" {
		t.Errorf("a's wasm runs %+v", got[0].Pages())
	}
	mode := got[1]
	if len(mode.With) != 1 || mode.With[0].Entry.ID != "a" || len(mode.Pages()) != 1 || mode.Pages()[0].Path != "/mode" {
		t.Errorf("the way to play's wasm is %+v, runs %+v", mode, mode.Pages())
	}
	if mode.Path() != "/web/mode.wasm" || mode.Name() != "A (mode)" || got[2].Name() != "B" {
		t.Errorf("the way to play's wasm is at %s, named %q", mode.Path(), mode.Name())
	}
}

// A game's pages with friends get a wasm of their own, <id>-friends, which runs the game's pages
// too but claims only its own; the game's wasm keeps its other pages alone.
func TestFriendsWasm(t *testing.T) {
	page := func(path string) func() []shell.Page {
		return func() []shell.Page { return []shell.Page{{Path: path}} }
	}
	games := []Game{
		{Entry: titles.Entry{ID: "a", Name: "A"}, Pages: page("/a")},
		Friends("a", page("/a/friends")),
		{Pages: page("/mode"), Wasm: "mode"},
	}
	if !games[1].ForFriends() || games[0].ForFriends() || games[2].ForFriends() {
		t.Fatalf("ForFriends: %v %v %v", games[0].ForFriends(), games[1].ForFriends(), games[2].ForFriends())
	}
	got := Wasms(games)
	if len(got) != 3 || got[0].ID != "a" || got[1].ID != "a"+FriendsSuffix || got[2].ID != "mode" {
		t.Fatalf("Wasms = %+v", got)
	}
	if pages := got[0].Pages(); len(pages) != 1 || pages[0].Path != "/a" {
		t.Errorf("a's own wasm claims %+v", pages)
	}
	friends := got[1]
	if len(friends.With) != 1 || friends.With[0].Entry.ID != "a" || len(friends.Pages()) != 1 || friends.Pages()[0].Path != "/a/friends" {
		t.Errorf("a's wasm with friends is %+v, claims %+v", friends, friends.Pages())
	}
	// The next way to play comes with the game alone, not its pages with friends.
	if mode := got[2]; len(mode.With) != 1 || mode.With[0].Entry.ID != "a" {
		t.Errorf("the way to play's wasm comes with %+v", mode.With)
	}
}

// A game's own wasm also runs, and claims, the pages that play that game alone, for a game with a
// room: its challenge of the day and each of its puzzles. No other wasm claims them: opened on
// their own, they load the game's own. The lists of them are the home page's; the games with a
// challenge of the day are those with a room.
func TestOwnWasmRunsTheGamesChallengeAndPuzzles(t *testing.T) {
	page := func(path string) func() []shell.Page {
		return func() []shell.Page { return []shell.Page{{Path: path}} }
	}
	puzzles := []titles.Puzzle{{ID: "a-corner"}, {ID: "a-sprint"}}
	games := []Game{
		{Entry: titles.Entry{ID: "a", Name: "A", Puzzles: puzzles}, Pages: page("/a"), Room: &shell.RoomGame{}},
		Friends("a", page("/a/friends")),
		{Pages: page("/mode"), Wasm: "mode"},
		{Entry: titles.Entry{ID: "b", Name: "B", Puzzles: puzzles}, Pages: page("/b")}, // no room
	}
	want := map[string][]string{
		"a":                 {"/a", "/daily/a", "/puzzles/a-corner", "/puzzles/a-sprint"},
		"a" + FriendsSuffix: {"/a/friends"},
		"mode":              {"/mode"},
		"b":                 {"/b"},
	}
	if got := Daily(games); fmt.Sprint(got) != "[a]" {
		t.Errorf("the games with a challenge of the day are %v, want [a]", got)
	}
	for _, w := range AllWasms(games) {
		var got []string
		for _, p := range w.Pages() {
			got = append(got, p.Path)
		}
		if w.Home {
			// The home page's wasm runs the lists, which play no game.
			if w.Own() || fmt.Sprint(got) != "[/ /games /daily /puzzles]" {
				t.Errorf("the home page's wasm (own: %v) claims %v", w.Own(), got)
			}
			continue
		}
		if fmt.Sprint(got) != fmt.Sprint(want[w.ID]) || w.Own() != (w.ID == "a" || w.ID == "b") {
			t.Errorf("%s's wasm (own: %v) claims %v, want %v", w.ID, w.Own(), got, want[w.ID])
		}
	}
}
