// Package titles is the registry of the platform's games: for each, its adapter to the session
// layer (titles/<game>, a p2p.Title) and what the shell shows of it (its name, pitch, player
// counts, default settings, and the pages where it is played). The shell's home lists them in
// this order.
package titles

import (
	"encoding/json"

	"github.com/heatracing/heat/p2p"
)

// Game is one game of the platform.
type Game struct {
	ID       string // short and stable: "heat"
	Name     string // "Heat"
	Subtitle string // the rest of the full title: "Pedal to the Metal"
	Kicker   string // what kind of game, above the name: "Grand-prix card racing"
	Pitch    string // a few sentences for a player who does not know it
	Facts    []string
	// MinPlayers and MaxPlayers count the seats at one table, bots included.
	MinPlayers, MaxPlayers int
	// Title runs a match of the game in a host's session.
	Title p2p.Title
	// Settings are the settings of a new room, until its host changes them.
	Settings json.RawMessage
	// Modes are the ways to play, each on a page of its own; the first is the one to start with.
	Modes []Mode
	// Guide is the page that teaches the game (How to play), "" when there is none.
	Guide string
	// Words are the game's own nouns, which the shared pages use.
	Words Words
	// BotNames name the computer players, in the order they join.
	BotNames []string
	// Rooms is the path of the game's room pages, before the room's code: "/room/" when empty
	// (Heat's). A room's link is Rooms + code.
	Rooms string
	// Unlisted games run in sessions (Find finds them) but the home page does not show them:
	// a game whose pages are still to come.
	Unlisted bool
}

// Words are a game's own nouns for what the shared pages (lobby, messages) speak of.
type Words struct {
	Match  string // one game: "race"
	Player string // one seat's player: "driver"
	Piece  string // what a player moves and has the colour of: "car"
}

// Mode is one way to play a game, on its own page.
type Mode struct {
	ID     string // unique within the game: "solo"
	Path   string // the page: "/solo"
	Label  string // "Solo race"
	Detail string // one line under the label
	Badge  string // a word that marks it out: "Start here"
}

// RoomPath is the page of one of the game's rooms: the link its players share.
func (g Game) RoomPath(code string) string {
	if g.Rooms == "" {
		return "/room/" + code
	}
	return g.Rooms + code
}

// FullName is the game's name with its subtitle: "Heat: Pedal to the Metal".
func (g Game) FullName() string {
	if g.Subtitle == "" {
		return g.Name
	}
	return g.Name + ": " + g.Subtitle
}

// All returns the games the home page lists, in its order: every game but the unlisted ones.
func All() []Game {
	var out []Game
	for _, g := range registry() {
		if !g.Unlisted {
			out = append(out, g)
		}
	}
	return out
}

// Find returns the game with id, listed or not.
func Find(id string) (Game, bool) {
	for _, g := range registry() {
		if g.ID == id {
			return g, true
		}
	}
	return Game{}, false
}
