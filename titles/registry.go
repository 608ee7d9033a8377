package titles

import (
	"encoding/json"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/titles/bloodfang"
	"github.com/heatracing/heat/titles/havoc"
	"github.com/heatracing/heat/titles/heat"
)

// registry lists the games. Adding a game is one entry here (see docs/ARCHITECTURE.md).
func registry() []Game {
	return []Game{heatGame(), bloodFangGame(), havocGame()}
}

func heatGame() Game {
	settings, _ := json.Marshal(heat.DefaultSettings())
	return Game{
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
		Title:      heat.Title{},
		Settings:   settings,
		Modes: []Mode{
			// A newcomer starts alone on the track, with a guide for the first lap.
			{ID: "qualifying", Path: "/qualifying", Label: "Qualifying Laps", Badge: "Start here", Detail: "Alone on the track, with a guide for your first lap: learn the game and a circuit."},
			{ID: "solo", Path: "/solo", Label: "Solo race", Detail: "Race Legends and bot drivers, offline."},
			{ID: "championship", Path: "/championship", Label: "Championship", Detail: "A season of 3 or 4 races with events, sponsors and standings, offline."},
			{ID: "race-mode", Path: "/race-mode", Label: "Race Mode", Detail: "A roguelike campaign: race across a map of nodes, grow a 15-card deck, beat the boss. Offline."},
			{ID: "friends", Path: "/friends", Label: "Race with friends", Detail: "Host a room and share its link, or join a public one. No account, no game server."},
		},
		Guide: "/how-to-play",
		Words: Words{Match: "race", Player: "driver", Piece: "car"},
		// after the great grand-prix drivers of the sixties
		BotNames: []string{"Jim", "Graham", "Jackie", "Jochen", "Denny"},
	}
}

// havocGame is Havoc Speedway: a Storm card game, then coins and dice round a four-lane oval.
func havocGame() Game {
	settings, _ := json.Marshal(havoc.DefaultSettings())
	return Game{
		ID:     havoc.ID,
		Name:   "Havoc Speedway",
		Kicker: "Card-game dice racing",
		Pitch: "Win the Storm card game to roll first, hide coins on the track that push cars on, " +
			"back, or all the way to the pit, and race your rivals round a four-lane oval.",
		Facts:      []string{"2 to 4 players", "Bots fill the seats", "Opens offline once visited"},
		MinPlayers: 2,
		MaxPlayers: 4,
		Title:      havoc.Title,
		Settings:   settings,
		Modes: []Mode{
			{ID: "havoc-solo", Path: "/havoc/solo", Label: "Against bots", Detail: "Race one to three bots, offline."},
			{ID: "havoc-friends", Path: "/havoc/friends", Label: "With friends", Detail: "Host a room and send its link, or join a public one. No account, no game server."},
		},
		Words:    Words{Match: "race", Player: "driver", Piece: "pawn"},
		BotNames: []string{"Skid", "Axle", "Nitro"},
		Rooms:    "/havoc/room/",
	}
}

// bloodFangGame is Blood Fang: a lane duel for two, against the search AI or a friend.
func bloodFangGame() Game {
	settings, _ := json.Marshal(bloodfang.DefaultSettings())
	return Game{
		ID:     bloodfang.ID,
		Name:   "Blood Fang",
		Kicker: "Lane-duel card game",
		Pitch: "Place cards on three lanes to spread your pawns, capture your rival's tiles and " +
			"outpower them lane by lane. Each lane won scores its power: one big lane can beat two small ones.",
		Facts:      []string{"2 players", "A search AI in three levels", "Opens offline once visited"},
		MinPlayers: 2,
		MaxPlayers: 2,
		Title:      bloodfang.Title,
		Settings:   settings,
		Modes: []Mode{
			{ID: "bloodfang-solo", Path: "/bloodfang/solo", Label: "Against the AI", Detail: "Duel the computer at three levels, offline."},
			{ID: "bloodfang-friends", Path: "/bloodfang/friends", Label: "With a friend", Detail: "Host a room and send its link, or join a public one. No account, no game server."},
		},
		Words:    Words{Match: "game", Player: "player", Piece: "banner"},
		BotNames: []string{"Fang", "Morrow", "Vesk"},
		Rooms:    "/bloodfang/room/",
	}
}
