package app

import (
	"regexp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// pages maps each path of the game to the page shown there. Register every
// route in this file: go-app tries regexp routes in the order they were added,
// and the catch-all below must stay last.
var pages = map[string]func() app.Composer{
	"/":           func() app.Composer { return &home{} },
	"/solo":       func() app.Composer { return newSetup(engine.ModeRace) },
	"/qualifying": func() app.Composer { return newSetup(engine.ModeQualifying) },
	"/race":       func() app.Composer { return &racePage{} },
	"/friends":    func() app.Composer { return &friendsPage{} },
}

// roomPath is a race with friends: /room/ and its code (the page checks the code).
var roomPath = regexp.MustCompile(`^/room/[A-Za-z0-9-]{1,16}$`)

func init() {
	for path, page := range pages {
		app.Route(path, page)
	}
	app.RouteWithRegexp(roomPath.String(), func() app.Composer { return &roomPage{} })
	// Any other path shows the game's own not-found page, both in the
	// server's pre-render and in the browser (go-app's default page for an
	// unknown path cannot be replaced otherwise).
	app.RouteWithRegexp(".*", func() app.Composer { return &notFound{} })
}

// IsPage reports whether path is one of the game's pages. Every other path
// shows the not-found page.
func IsPage(path string) bool {
	_, ok := pages[path]
	return ok || roomPath.MatchString(path)
}
