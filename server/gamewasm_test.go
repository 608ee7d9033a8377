package server

import (
	"encoding/json"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/games"
)

// A game's own wasm is served beside app.wasm, precached by the service worker, part of the
// version, and named in app.js's table with its pages; a game without one loads app.wasm.
func TestGameWasms(t *testing.T) {
	wasms := registry.Wasms(games.All)
	if len(wasms) < 3 {
		t.Fatalf("registry.Wasms lists %d games' wasms", len(wasms))
	}
	dir := webFixture(t)
	own, other := wasms[0], wasms[1]
	gameWasm := append([]byte("game"), fakeWasm...)
	writeFile(t, filepath.Join(dir, own.ID+".wasm"), gameWasm)
	h := newTestHandler(t, Options{WebDir: dir})

	res, body := get(t, h, own.Path())
	if res.StatusCode != 200 || res.Header.Get("Content-Type") != "application/wasm" || body != string(gameWasm) {
		t.Errorf("GET %s: %d %s, %d bytes", own.Path(), res.StatusCode, res.Header.Get("Content-Type"), len(body))
	}
	if res, _ := get(t, h, other.Path()); res.StatusCode == 200 && res.Header.Get("Content-Type") == "application/wasm" {
		t.Errorf("GET %s serves a wasm that was never built", other.Path())
	}
	_, worker := get(t, h, "/app-worker.js")
	if !strings.Contains(worker, `"`+own.Path()+`"`) {
		t.Errorf("the service worker does not cache %s", own.Path())
	}

	_, js := get(t, h, "/app.js")
	m := regexp.MustCompile(`(?m)^const heatWasmTable = (.*);$`).FindStringSubmatch(js)
	if m == nil {
		t.Fatal("app.js has no heatWasmTable")
	}
	var table wasmTable
	if err := json.Unmarshal([]byte(m[1]), &table); err != nil {
		t.Fatal(err)
	}
	if table.Home.URL != "/web/app.wasm" || table.Home.Size != len(fakeWasm) {
		t.Errorf("the home's wasm is %+v", table.Home)
	}
	if len(table.Games) != 1 || table.Games[0].URL != own.Path() || table.Games[0].Size != len(gameWasm) {
		t.Fatalf("the table's games are %+v: want %s alone (the others were not built)", table.Games, own.Path())
	}
	elsewhere := map[string]bool{} // the ways to play another wasm serves (Race Mode's)
	for _, w := range wasms {
		for _, p := range w.Pages() {
			elsewhere[p.Path] = w.ID != own.ID
		}
	}
	for _, mode := range own.Games[0].Entry.Modes {
		if elsewhere[mode.Path] {
			continue
		}
		found := slices.Contains(table.Games[0].Paths, mode.Path)
		for _, p := range table.Games[0].Patterns {
			found = found || regexp.MustCompile(p).MatchString(mode.Path)
		}
		if !found {
			t.Errorf("%s's page %s is not in its wasm's table: %+v", own.ID, mode.Path, table.Games[0])
		}
	}

	_, health1 := get(t, h, "/healthz")
	writeFile(t, filepath.Join(dir, own.ID+".wasm"), append([]byte("rebuilt"), gameWasm...))
	_, health2 := get(t, newTestHandler(t, Options{WebDir: dir}), "/healthz")
	if health1 == health2 {
		t.Errorf("a new %s.wasm kept the version: %s", own.ID, health1)
	}
}

// The script that catches clicks made before the game runs is inline in the page's head: it runs
// while the page is parsed, before the deferred app.js, so it catches them from the first paint.
func TestEarlyClicksCaughtFromTheHead(t *testing.T) {
	_, page := get(t, newTestHandler(t, Options{}), "/qualifying")
	early, body := strings.Index(page, "window.heatEarly = "), strings.Index(page, "<body")
	// go-app keeps an element's attributes in a map, so their order changes from one render to
	// the next.
	deferred := regexp.MustCompile(`<script (?:defer src="/app\.js"|src="/app\.js" defer)>`).MatchString(page)
	if early < 0 || early > body || !deferred {
		t.Errorf("the early script is at %d, the body at %d (app.js deferred: %v): want it inline in the head", early, body, deferred)
	}
}

// The server's page shows a button the game renders enabled as enabled: go-app's pre-render
// writes .Disabled(false) as disabled="false", which HTML reads as disabled.
func TestPageHasNoFalseBooleans(t *testing.T) {
	_, page := get(t, newTestHandler(t, Options{}), "/qualifying")
	if !strings.Contains(page, `data-testid="start"`) {
		t.Fatal("the qualifying page has no start button")
	}
	if m := falseBoolean.FindString(page); m != "" {
		t.Errorf("the page holds %q: that element is disabled, hidden or checked until the game runs", m)
	}
	if got := string(dropFalseBooleans([]byte(`<button disabled="false" class="a">x</button><input checked="true" hidden="false">`))); got != `<button class="a">x</button><input checked="true">` {
		t.Errorf("dropFalseBooleans gave %s", got)
	}
}

// A game's wasm of its pages with friends is served and named in app.js's table as kept later,
// but the service worker does not download it at install; a new build of it is still an update.
func TestFriendsWasmNotPrecached(t *testing.T) {
	var friends registry.Wasm
	for _, w := range registry.Wasms(games.All) {
		if w.ForFriends() {
			friends = w
			break
		}
	}
	if friends.ID == "" {
		t.Fatal("no game has a wasm of its pages with friends")
	}
	dir := webFixture(t)
	writeFile(t, filepath.Join(dir, friends.ID+".wasm"), append([]byte("friends"), fakeWasm...))
	h := newTestHandler(t, Options{WebDir: dir})
	if res, _ := get(t, h, friends.Path()); res.StatusCode != 200 {
		t.Fatalf("GET %s: %d", friends.Path(), res.StatusCode)
	}
	if _, worker := get(t, h, "/app-worker.js"); strings.Contains(worker, `"`+friends.Path()+`"`) {
		t.Errorf("the service worker downloads %s at install", friends.Path())
	}
	_, js := get(t, h, "/app.js")
	m := regexp.MustCompile(`(?m)^const heatWasmTable = (.*);$`).FindStringSubmatch(js)
	var table wasmTable
	if m == nil || json.Unmarshal([]byte(m[1]), &table) != nil || len(table.Games) != 1 || !table.Games[0].Later {
		t.Errorf("app.js's table of wasms: %v, want %s marked later", m, friends.Path())
	}
	_, before := get(t, h, "/healthz")
	writeFile(t, filepath.Join(dir, friends.ID+".wasm"), append([]byte("rebuilt"), fakeWasm...))
	if _, after := get(t, newTestHandler(t, Options{WebDir: dir}), "/healthz"); before == after {
		t.Errorf("a new %s kept the version: %s", friends.Path(), before)
	}
}
