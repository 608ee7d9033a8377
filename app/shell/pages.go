package shell

import (
	"regexp"
	"slices"
	"sync"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Page is one page of a game: at a path, or at every path a pattern matches.
type Page struct {
	Path    string         // an exact path: "/solo"
	Pattern *regexp.Regexp // or a pattern, anchored at both ends: ^/room/[A-Z0-9]+$
	New     func() app.Composer
}

func (p Page) matches(path string) bool {
	if p.Pattern != nil {
		return p.Pattern.MatchString(path)
	}
	return path == p.Path
}

var mounted struct {
	once  sync.Once
	pages []Page
}

// Mount registers the platform's pages with go-app: the shell's home at "/", the games' pages,
// then the shell's not-found page for every other path. Both builds call it before serving (the
// server pre-renders only the routes it registered). Only the first call counts.
func Mount(games ...[]Page) {
	mount(func() app.Composer { return newHome() }, func() app.Composer { return &notFound{} }, games)
}

// MountOnly registers some games' pages with go-app, in a wasm that holds those games alone (a
// game's own wasm): the home page and every other path are another wasm's, which the browser
// opens as a new document (see elsewhere). Only the first call of Mount or MountOnly counts.
func MountOnly(games ...[]Page) {
	away := func() app.Composer { return &elsewhere{} }
	mount(away, away, games)
}

func mount(home, other func() app.Composer, games [][]Page) {
	mounted.once.Do(func() {
		pages := []Page{{Path: "/", New: home}}
		for _, g := range games {
			pages = append(pages, g...)
		}
		// go-app tries patterns in the order they were added: exact paths first, then patterns,
		// then the catch-all.
		for _, p := range pages {
			if p.Pattern == nil {
				app.Route(p.Path, p.New)
			}
		}
		for _, p := range pages {
			if p.Pattern != nil {
				app.RouteWithRegexp(p.Pattern.String(), p.New)
			}
		}
		// Any other path shows the platform's own not-found page, both in the server's pre-render
		// and in the browser (go-app's default page for an unknown path cannot be replaced
		// otherwise).
		app.RouteWithRegexp(".*", other)
		mounted.pages = pages
		keepScroll()
	})
}

// IsPage reports whether path is one of the mounted pages. Every other path shows the not-found
// page.
func IsPage(path string) bool {
	return slices.ContainsFunc(mounted.pages, func(p Page) bool { return p.matches(path) })
}

// MountHome registers the home page with go-app, and pages that list games without playing one,
// in a wasm that holds no game (the home's own): every other path is another wasm's, which the
// browser opens as a new document (see elsewhere). Only the first call of Mount, MountOnly or
// MountHome counts.
func MountHome(lists ...[]Page) {
	away := func() app.Composer { return &elsewhere{} }
	mount(func() app.Composer { return newHome() }, away, lists)
}
