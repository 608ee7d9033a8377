// Package registry is how a game joins the platform: one value, a Game, that says everything
// the platform takes from it (its entry in the registry of titles, its pages, its style sheets,
// its groups in make bench).
// Each game declares its own in app/<game>; the games package lists them, one line a game, and
// the browser build and the server build register that list: the routes, the home page, the
// server's style sheets and the sessions read nothing of a game but its registration.
package registry

import (
	"slices"
	"strings"

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
	// Wasm, for a registration without an ID, names a wasm of its own (web/<Wasm>.wasm) for its
	// pages, which then stay out of the wasm of the game before it: a way to play that a player
	// opens on its own (Race Mode) and need not download to play the game. Its wasm runs the
	// game's pages too, so that moving between them stays in place.
	Wasm string
}

// FriendsSuffix ends the name of a game's wasm of its pages with friends (Friends): web/heat-friends.wasm.
const FriendsSuffix = "-friends"

// Friends registers the pages a game is played with friends on (shell.RoomGame.FriendsPages: its
// friends page and its rooms) apart from its other pages, in a wasm of their own, web/<id>-friends.wasm,
// which runs the game's other pages too. A player who plays alone then downloads none of the rooms'
// code: signaling, WebRTC, the lobby, the chat. List it after the game's own registration. Each
// game returns it from a function, Friends (see internal/wasmbuild): a package variable would
// link the pages into every wasm of the game.
func Friends(id string, pages func() []shell.Page) Game {
	return Game{Pages: pages, Wasm: id + FriendsSuffix}
}

// ForFriends reports whether g is a game's pages with friends (Friends).
func (g Game) ForFriends() bool { return g.Entry.ID == "" && strings.HasSuffix(g.Wasm, FriendsSuffix) }

// Styles are the platform's own style sheets (the shell's pages, the lobby, the guide), which
// come before every game's.
var Styles = []string{"/web/heat.css", "/web/race.css", "/web/guide.css", "/web/lobby.css", "/web/replay.css"}

// Register registers games: their entries in the registry of titles, in order, and their pages
// with the shell's. Call it once a build (the games package does).
// With every game registered, the platform's own pages that show any game come too: the replay
// viewer, My games, the daily challenges.
func Register(games ...Game) { shell.Mount(append(register(games), replay.Pages())...) }

// RegisterOnly registers games as Register does, in a wasm that runs those games' pages alone (a
// game's own wasm, see Wasms): the home page and every other game's pages are another wasm's.
// My games still keeps the games that end there (replay.Listen).
func RegisterOnly(games ...Game) {
	replay.Listen()
	shell.MountOnly(register(games)...)
}

// RegisterOwn is RegisterOnly for a game's own wasm (Wasm.Own): with the pages that play the
// first game alone, its challenge of the day and its puzzles (replay.GamePages), which the pages
// of every game (Register) run for any game.
func RegisterOwn(games ...Game) {
	replay.Listen()
	pages := register(games)
	if len(games) > 0 {
		pages = append(pages, games[0].playPages())
	}
	shell.MountOnly(pages...)
}

// playPages are the pages that play g alone outside its own: its challenge of the day and its
// puzzles, which its own wasm runs and claims.
func (g Game) playPages() []shell.Page { return replay.GamePages(g.Entry, g.Room != nil) }

// register puts the games' entries in the registry of titles and returns their pages.
func register(games []Game) [][]shell.Page {
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
	return pages
}

// Wasm is a game's own wasm: the shell with that game's registrations alone, which the game's
// pages load in place of app.wasm (every game's), so that a player who opens one game downloads
// that game only.
type Wasm struct {
	ID    string // the game's ID, and the file's name: web/<ID>.wasm
	Games []Game // its registration, then those that bring pages to it
	// With are registrations whose pages it runs too, registered before Games, but which load
	// their own wasm when opened as a new document: the game whose way to play has a wasm of its
	// own (Game.Wasm).
	With []Game
	// Home marks the home page's own wasm (HomeWasm): the home page alone, with the games'
	// entries (Games) and none of their pages.
	Home bool
}

// ForFriends reports whether it is a game's wasm of its pages with friends (Friends), which the
// service worker does not download at install: most players never open those pages, and they
// play nothing offline.
func (w Wasm) ForFriends() bool { return len(w.Games) > 0 && w.Games[0].ForFriends() }

// Own reports whether it is a game's own wasm, not one of a way to play, of the pages with
// friends, or the home page's: the one that also runs the game's challenge of the day and its
// puzzles (RegisterOwn), and claims their paths.
func (w Wasm) Own() bool {
	return !w.Home && len(w.With) == 0 && len(w.Games) > 0 && w.Games[0].Entry.ID != ""
}

// Path is where the server serves it.
func (w Wasm) Path() string { return "/web/" + w.ID + ".wasm" }

// Pages are the pages it runs when opened on them (the loader's table), those of With aside.
func (w Wasm) Pages() []shell.Page {
	if w.Home {
		return append([]shell.Page{{Path: "/"}}, replay.Lists()...)
	}
	var out []shell.Page
	for _, g := range w.Games {
		if g.Pages != nil {
			out = append(out, g.Pages()...)
		}
	}
	if w.Own() {
		out = append(out, w.Games[0].playPages()...)
	}
	return out
}

// Wasms are the games' own wasms: one for each registration with an ID and pages, joined by the
// registrations without an ID that follow it, but for one that names a wasm of its own
// (Game.Wasm), which gets it, with the game before it (With).
func Wasms(games []Game) []Wasm {
	var out []Wasm
	game := -1 // the index in out of the last game's own wasm
	for _, g := range games {
		switch {
		case g.Entry.ID != "" && g.Pages != nil:
			out = append(out, Wasm{ID: g.Entry.ID, Games: []Game{g}})
			game = len(out) - 1
		case g.Entry.ID == "" && game >= 0 && g.Wasm != "":
			out = append(out, Wasm{ID: g.Wasm, Games: []Game{g}, With: out[game].Games[:1:1]})
		case g.Entry.ID == "" && game >= 0:
			out[game].Games = append(out[game].Games, g)
		}
	}
	return out
}

// Name is what make bench calls it: its game's name, and its way to play's wasm for one of those.
func (w Wasm) Name() string {
	if len(w.With) > 0 {
		return w.With[0].Entry.Name + " (" + w.ID + ")"
	}
	return w.Games[0].Entry.Name
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

// HomeID names the home page's own wasm: web/home.wasm.
const HomeID = "home"

// HomeWasm is the home page's own wasm: the shell's home page and what it shows of each game (its
// entry, without its rules or pages: RegisterHome), so that opening the home page downloads no
// game. The home page's links to a game open it as a new document, which loads that game's wasm.
func HomeWasm(games []Game) Wasm {
	w := Wasm{ID: HomeID, Home: true}
	for _, g := range games {
		if g.Entry.ID != "" {
			w.Games = append(w.Games, g)
		}
	}
	return w
}

// AllWasms are the games' own wasms (Wasms) and the home page's (HomeWasm): what `make wasm`
// builds beside app.wasm, which runs every other page.
func AllWasms(games []Game) []Wasm { return append(Wasms(games), HomeWasm(games)) }

// RegisterHome registers the home page with what it shows of the games (entries without their
// Title: titles.List), in the home page's own wasm, whose main internal/wasmbuild writes; and the
// pages that list games without playing one (replay.HomeLists: My games, today's challenges of
// the games daily names, the puzzles), so that opening them downloads no game either.
func RegisterHome(daily []string, entries ...titles.Entry) {
	for _, e := range entries {
		titles.List(e)
	}
	replay.HomeLinks()
	shell.MountHome(replay.HomeLists(daily))
}

// Daily are the IDs of the games with a challenge of the day: those with a room to play it on.
func Daily(games []Game) []string {
	var ids []string
	for _, g := range games {
		if g.Entry.ID != "" && g.Room != nil {
			ids = append(ids, g.Entry.ID)
		}
	}
	return ids
}
