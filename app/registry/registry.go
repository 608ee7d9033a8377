// Package registry is how a game joins the platform: one value, a Game, that says everything
// the platform takes from it (its entry in the registry of titles, its pages, its style sheets,
// its groups in make bench).
// Each game declares its own in app/<game>; the games package lists them, one line a game, and
// the browser build and the server build register that list: the routes, the home page, the
// server's style sheets and the sessions read nothing of a game but its registration.
package registry

import (
	"slices"

	"github.com/heatracing/heat/app/replay"
	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/titles"
)

// Game is one game's registration.
type Game struct {
	// Entry is the game in the registry of titles: its name, pitch, Title, ways to play. A
	// registration without an ID brings pages and styles to a game registered before it (Race
	// Mode, a way to play Heat).
	Entry titles.Entry
	// Pages are its pages, for go-app's routes.
	Pages func() []shell.Page
	// Styles are its style sheets, paths under /web/, after the platform's own.
	Styles []string
	// Bench are its groups of rows in make bench (cmd/bench measures each by its name), in
	// the table's order.
	Bench []string
	// Room is its room: the replay viewer, My games and the daily challenge show and play the
	// game through its pages.
	Room *shell.RoomGame
	// Summary says how its rooms read in the public list (shell.Summary); nil lists them with
	// the entry's MaxPlayers places and no settings.
	Summary shell.Summary
}

// Styles are the platform's own style sheets (the shell's pages, the lobby, the guide), which
// come before every game's.
var Styles = []string{"/web/heat.css", "/web/race.css", "/web/guide.css", "/web/lobby.css", "/web/replay.css"}

// Register registers games: their entries in the registry of titles, in order, and their pages
// with the shell's. Call it once a build (the games package does).
func Register(games ...Game) {
	var pages [][]shell.Page
	for _, g := range games {
		if g.Entry.ID != "" {
			titles.Register(g.Entry)
		}
		if g.Summary != nil {
			shell.SetSummary(g.Entry.ID, g.Summary)
		}
		if g.Pages != nil {
			pages = append(pages, g.Pages())
		}
		if g.Room != nil {
			shell.AddRoom(g.Room)
		}
	}
	// The platform's own pages that show every game: the replay viewer, My games, the daily
	// challenges.
	pages = append(pages, replay.Pages())
	shell.Mount(pages...)
}

// StylesOf are the style sheets of the platform with games: its own, then each game's in order.
func StylesOf(games []Game) []string {
	out := slices.Clone(Styles)
	for _, g := range games {
		for _, s := range g.Styles {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}
