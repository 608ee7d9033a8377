package heat

import (
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/titles"
)

// Entry is Heat in the registry: its session title, default settings, ways to play and words.
var Entry = titles.Entry{
	ID:       "heat",
	Name:     "Heat",
	Subtitle: "Pedal to the Metal",
	Kicker:   "Grand-prix card racing",
	Pitch: "Shift gears, play your speed cards and slipstream your rivals down the straights. " +
		"Take a corner faster than its limit and your engine pays in Heat; " +
		"run out of Heat and you spin off the track.",
	Facts:      []string{"1 to 6 cars", "Bots and Legends to beat", "Opens offline once visited"},
	MinPlayers: 1,
	MaxPlayers: engine.MaxCars,
	Title:      Title,
	Settings:   titles.Defaults(DefaultSettings()),
	Modes: []titles.Mode{
		// A newcomer starts alone on the track, with a guide for the first lap.
		{ID: "qualifying", Path: "/qualifying", Label: "Qualifying Laps", Badge: "Start here", Detail: "Alone on the track, with a guide for your first lap: learn the game and a circuit."},
		{ID: "solo", Path: "/solo", Label: "Solo race", Detail: "Race Legends and bot drivers, offline."},
		{ID: "championship", Path: "/championship", Label: "Championship", Detail: "A season of 3 or 4 races with events, sponsors and standings, offline."},
		{ID: "race-mode", Path: "/race-mode", Label: "Race Mode", Detail: "A roguelike campaign: race across a map of nodes, grow a 15-card deck, beat the boss. Offline."},
		{ID: "friends", Path: "/friends", Label: "Race with friends", Detail: "Host a room and share its link, or join a public one. No account, no game server."},
	},
	Guide: "/how-to-play",
	Words: titles.Words{Match: "race", Player: "driver", Piece: "car"},
	// after the great grand-prix drivers of the sixties
	BotNames: []string{"Jim", "Graham", "Jackie", "Jochen", "Denny"},
	Puzzles:  puzzles(),
}
