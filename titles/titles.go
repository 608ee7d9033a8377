// Package titles is the registry of the platform's games: for each, an Entry with its adapter to
// the session layer (titles/<game>, a p2p.Title) and what the shell shows of it (its name, pitch,
// player counts, default settings, and the pages where it is played). Each game registers its
// entry once (its registration in app/<game>, which the games package lists); the shell's home
// lists them in the order they registered. It imports no game.
package titles

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/heatracing/heat/p2p"
)

// Game is the former name of Entry.
//
// Deprecated: a game's registration is an Entry; a running match is a p2p.Match.
type Game = Entry

// Entry is one game in the registry: what the platform knows of a game, and its Title that runs
// its matches.
type Entry struct {
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
	// Puzzles are positions to win from, alone against the computer (the platform's puzzle
	// pages list them).
	Puzzles []Puzzle
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

// Puzzle is a position to win from, played alone against the computer: the player takes the
// first seat, a bot the others.
type Puzzle struct {
	ID       string // unique across games: "bf-1"
	Name     string
	Goal     string          // what to do, in a player's words
	Settings json.RawMessage // the game's settings that start it
	Bots     int             // the computer's seats beside the player's
	// Solved says whether a finished game of the puzzle (its save, p2p.Match.Save) met its goal,
	// and in a few words what happened.
	Solved func(save []byte) (bool, string)
}

// Mode is one way to play a game, on its own page.
type Mode struct {
	ID     string // unique within the game: "solo"
	Path   string // the page: "/solo"
	Label  string // "Solo race"
	Detail string // one line under the label
	Badge  string // a word that marks it out: "Start here"
}

// Defaults encodes a game's default settings for its Entry's Settings. Settings are plain data,
// so they always encode.
func Defaults(settings any) json.RawMessage {
	b, err := json.Marshal(settings)
	if err != nil {
		panic(fmt.Sprintf("titles: settings do not encode: %v", err))
	}
	return b
}

// RoomPath is the page of one of the game's rooms: the link its players share.
func (g Entry) RoomPath(code string) string {
	if g.Rooms == "" {
		return "/room/" + code
	}
	return g.Rooms + code
}

// FullName is the game's name with its subtitle: "Heat: Pedal to the Metal".
func (g Entry) FullName() string {
	if g.Subtitle == "" {
		return g.Name
	}
	return g.Name + ": " + g.Subtitle
}

// registry holds the registered entries, in the order they registered.
var registry struct {
	sync.Mutex
	entries []Entry
}

// Register adds a game to the registry. A second entry with the same ID, or one without an ID or
// a Title, is a build that cannot work: Register panics, and the games package's test proves
// every build's registrations.
func Register(e Entry) {
	registry.Lock()
	defer registry.Unlock()
	if e.ID == "" || e.Title == nil {
		panic(fmt.Sprintf("titles: the game %q has no ID or no Title", e.Name))
	}
	for _, g := range registry.entries {
		if g.ID == e.ID {
			panic(fmt.Sprintf("titles: the game %q is registered twice", e.ID))
		}
	}
	registry.entries = append(registry.entries, e)
}

// Registered returns every registered entry, listed or not, in the order they registered.
func Registered() []Entry {
	registry.Lock()
	defer registry.Unlock()
	return append([]Entry(nil), registry.entries...)
}

// All returns the games the home page lists, in its order: every game but the unlisted ones.
func All() []Entry {
	var out []Entry
	for _, g := range Registered() {
		if !g.Unlisted {
			out = append(out, g)
		}
	}
	return out
}

// Find returns the game with id, listed or not.
func Find(id string) (Entry, bool) {
	for _, g := range Registered() {
		if g.ID == id {
			return g, true
		}
	}
	return Entry{}, false
}

// List registers what the home page shows of a game: its entry without its Title, in the home
// page's own wasm, which lists the games without their rules. Find and All find it as Register's.
func List(e Entry) {
	registry.Lock()
	defer registry.Unlock()
	registry.entries = append(registry.entries, e)
}
