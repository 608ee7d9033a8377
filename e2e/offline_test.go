package e2e_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/e2e"
	"github.com/heatracing/heat/games"
)

// After one visit the game opens with no network, deep links included.
func TestOpensOfflineAfterOneVisit(t *testing.T) {
	t.Parallel()
	cuts := []struct {
		name string
		cut  func(t *testing.T, h *e2e.Harness, p *e2e.Page)
	}{
		{"network emulated offline", func(t *testing.T, h *e2e.Harness, p *e2e.Page) { p.Offline(true) }},
		{"server stopped", func(t *testing.T, h *e2e.Harness, p *e2e.Page) { h.StopServer(t) }},
	}
	for _, c := range cuts {
		t.Run(c.name, func(t *testing.T) {
			h := e2e.Start(t)
			p := h.NewPage(t)
			p.Open("/")
			p.WaitVisible(e2e.TestID("home"))
			p.WaitOfflineReady()
			p.WaitWarmedUp()

			c.cut(t, h, p)
			reached := p.Eval(`fetch("/healthz", {cache: "no-store"}).then(() => "reached the server", () => "no network")`)
			if reached != "no network" {
				t.Fatalf("the network is not cut: a fetch %s", reached)
			}

			p.Reload()
			p.WaitVisible(e2e.TestID("home"))
			p.Screenshot("home-offline")

			// A deep link never visited: the worker answers with the cached
			// "/" page, and the app's router shows the page of the URL.
			const deep = "/deep/link/never-visited"
			p.Open(deep)
			p.WaitVisible(e2e.TestID("not-found"))
			// The page's path comes with the render after the page's OnNav: wait for it.
			p.WaitText(e2e.TestID("not-found-path"), deep)
			p.Screenshot("deep-link-offline")
		})
	}
}

// Each game's pages run its own wasm, and moving from one game to another opens the other's:
// online, then with the network cut after that one visit, where each game starts a match.
func TestEachGameInItsOwnWasmOnlineAndOffline(t *testing.T) {
	t.Parallel()
	// What shows once a solo match has started from the game's first way to play.
	started := map[string]string{"heat": "lap-timer", "havoc": "layout", "bloodfang": "mulligan"}
	// What shows on the page of a way to play with a wasm of its own (Race Mode's map), which
	// opens offline from its game's match, as the game's page with friends does once opened online.
	opened := map[string]string{"racemode": "race-mode"}
	var wasms, ways []registry.Wasm // the games' own, and the ways to play's
	for _, w := range registry.Wasms(games.All) {
		if len(w.With) == 0 {
			wasms = append(wasms, w)
		} else {
			ways = append(ways, w)
		}
	}
	h := e2e.Start(t)
	p := h.NewPage(t)
	// moveTo follows a link of the page's own to path: a page of another game opens as a new
	// document, which runs that game's wasm (a page of the same game opens in place).
	follow := func(path string) {
		t.Helper()
		p.Eval(`(() => {
  const a = document.createElement("a");
  a.href = ` + strconv.Quote(path) + `;
  a.textContent = "move";
  (document.querySelector("main") || document.body).appendChild(a);
  a.click();
})()`)
	}
	moveTo := func(path, wasm string) {
		t.Helper()
		follow(path)
		p.WaitAcrossNavigation(`location.pathname === ` + strconv.Quote(path) + ` && ` + e2e.RunsJS(wasm))
		p.WaitAppStarted()
	}
	// A game's pages with friends are not downloaded at install: their page keeps their wasm once
	// it runs it (loader.js). The first game's are opened online, once, and open offline; the
	// others' were never opened, and say offline that they need the network.
	friendsOf := func(w registry.Wasm) registry.Wasm {
		for _, way := range ways {
			if way.ForFriends() && way.With[0].Entry.ID == w.ID {
				return way
			}
		}
		t.Fatalf("%s has no wasm of its pages with friends", w.ID)
		return registry.Wasm{}
	}

	// Online: a game's page, then another game's, then the home page (its own wasm, no game's).
	first, second := wasms[len(wasms)-1], wasms[0]
	p.Open(first.Games[0].Entry.Modes[0].Path)
	if got := p.Eval("window.heatWasm"); got != first.Path() {
		t.Fatalf("%s's page runs %v, want %s", first.ID, got, first.Path())
	}
	moveTo(second.Games[0].Entry.Modes[0].Path, second.Path())
	p.WaitVisible(e2e.TestID("setup"))
	home := registry.HomeWasm(games.All).Path()
	moveTo("/", home)
	p.WaitVisible(e2e.TestID("home"))
	p.WaitOfflineReady()
	kept := friendsOf(first)
	moveTo(kept.Pages()[0].Path, kept.Path())
	p.WaitVisible(e2e.TestID("friends"))
	p.WaitTrue(`caches.match(` + strconv.Quote(kept.Path()) + `).then((r) => !!r)`)

	p.Offline(true)
	for i, w := range wasms {
		path := w.Games[0].Entry.Modes[0].Path
		if i == 0 {
			p.Open(path)
		} else {
			moveTo(path, w.Path())
		}
		if got := p.Eval("window.heatWasm"); got != w.Path() {
			t.Fatalf("offline, %s runs %v, want %s", path, got, w.Path())
		}
		shown, ok := started[w.ID]
		if !ok {
			t.Fatalf("the test does not know what shows once %s has started: add it to started", w.ID)
		}
		p.Click(e2e.TestID("start"))
		p.WaitVisible(e2e.TestID(shown))
		p.Screenshot(w.ID + "-offline")
		for _, way := range ways {
			if way.With[0].Entry.ID != w.ID {
				continue
			}
			if way.ForFriends() && way.ID != kept.ID {
				path := way.Pages()[0].Path
				follow(path)
				p.WaitAcrossNavigation(`location.pathname === ` + strconv.Quote(path) + ` && window.heatWasm === ` + strconv.Quote(way.Path()) +
					` && document.getElementById("app-wasm-loader-label")?.dataset.failed === "true"`)
				if got := p.Text("#app-wasm-loader-label"); !strings.Contains(strings.ToLower(got), "check the connection") {
					t.Errorf("offline, %s, never opened online, says %q", path, got)
				}
				p.Screenshot(way.ID + "-never-opened-offline")
				continue
			}
			shown, ok := opened[way.ID]
			if way.ForFriends() {
				shown, ok = "friends", true // the game's page with friends, where rooms are opened
			}
			if !ok {
				t.Fatalf("the test does not know what shows on %s's page: add it to opened", way.ID)
			}
			moveTo(way.Pages()[0].Path, way.Path())
			p.WaitVisible(e2e.TestID(shown))
		}
	}
	moveTo("/", home)
	p.WaitVisible(e2e.TestID("home"))
}
