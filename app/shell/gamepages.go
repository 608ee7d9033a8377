package shell

import (
	"encoding/json"
	"regexp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// What the pages of a game played alone and in rooms share: its pages' routes, its settings as a
// lobby holds them, and the game page before it has a game to show.

// Rooms is the game's room page at its room path and a room's code (the page checks the code).
func (g *RoomGame) Rooms() Page {
	return Page{Pattern: regexp.MustCompile("^" + regexp.QuoteMeta(g.Game.RoomPath("")) + `[A-Za-z0-9-]{1,16}$`), New: g.Page}
}

// Pages are the pages of a game set up at solo and played at play, for its registration: the
// setup, the game, and How to play (rules) at howTo. Its pages with friends are FriendsPages.
func (g *RoomGame) Pages(solo, play, howTo string, setup, game, rules func() app.Composer) func() []Page {
	return func() []Page {
		return []Page{{Path: solo, New: setup}, {Path: play, New: game}, {Path: howTo, New: rules}}
	}
}

// FriendsPages are the pages a game is played with friends on: its friends page at friends, where
// a room is opened or found, and its rooms, whose lobby shows the game's settings panel. A
// registration of their own (registry.Friends) keeps them, the code of rooms, the panel, the
// room's chat and the end's check of the game out of the wasm a player who plays alone downloads.
func (g *RoomGame) FriendsPages(friends string, settings func(*Lobby) app.UI) func() []Page {
	return func() []Page {
		roomChat = func(s *Session) app.UI { return &Chat{Session: s, Compact: true} }
		auditLine = checkedLine
		lobbyPanels[g] = settings
		return []Page{{Path: friends, New: g.Friends}, g.Rooms()}
	}
}

// lobbyPanels are the games' panels in the lobby (FriendsPages sets them): the host's controls,
// read-only for the others. They are kept apart from RoomGame, whose type every page of a game
// holds: a field of it would link the lobby into a wasm with no rooms.
var lobbyPanels = map[*RoomGame]func(*Lobby) app.UI{}

// ReadSettings reads a lobby's settings over the game's defaults; anything unreadable leaves
// the defaults.
func ReadSettings[S any](raw json.RawMessage, defaults S) S {
	if len(raw) > 0 {
		_ = json.Unmarshal(raw, &defaults)
	}
	return defaults
}

// NoGame is a game page with no game to show: what it is missing (heading), why if the resume
// said (notice), and the way to set one up at setup.
func NoGame(heading, notice, lead, setup, label string) app.UI {
	return app.Elem("main").Class("parlor-page").DataSet("testid", "no-game").Body(
		app.Elem("h1").Text(heading),
		app.If(notice != "", func() app.UI { return app.P().Text(notice) }),
		app.P().Text(lead),
		app.A().Class("parlor-button", "parlor-primary").Href(setup).Text(label),
	)
}

// Loading is a game page before the first view arrives: the game's page class and a line.
func Loading(class, line string) app.UI {
	return app.Elem("main").Class("parlor-page", class).DataSet("testid", "game-loading").Body(
		app.P().Class("parlor-status").Text(line))
}
