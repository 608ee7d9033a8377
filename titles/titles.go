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
	// Modes are the ways to play, each on a page of its own.
	Modes []Mode
	// Words are the game's own nouns, which the shared pages use.
	Words Words
	// BotNames name the computer players, in the order they join.
	BotNames []string
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
}

// FullName is the game's name with its subtitle: "Heat: Pedal to the Metal".
func (g Game) FullName() string {
	if g.Subtitle == "" {
		return g.Name
	}
	return g.Name + ": " + g.Subtitle
}

// All returns the platform's games, in the order the home page lists them.
func All() []Game { return registry() }

// Find returns the game with id.
func Find(id string) (Game, bool) {
	for _, g := range registry() {
		if g.ID == id {
			return g, true
		}
	}
	return Game{}, false
}
