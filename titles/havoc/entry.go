package havoc

import "github.com/heatracing/heat/titles"

// Entry is Havoc Speedway in the registry: a Storm card game, then coins and dice round a
// four-lane oval.
var Entry = titles.Entry{
	ID:     ID,
	Name:   "Havoc Speedway",
	Kicker: "Card-game dice racing",
	Pitch: "Win the Storm card game to roll first, hide coins on the track that push cars on, " +
		"back, or all the way to the pit, and race your rivals round a four-lane oval.",
	Facts:      []string{"2 to 4 players", "Bots fill the seats", "Opens offline once visited"},
	MinPlayers: 2,
	MaxPlayers: 4,
	Title:      Title,
	Settings:   titles.Defaults(DefaultSettings()),
	Modes: []titles.Mode{
		{ID: "havoc-solo", Path: "/havoc/solo", Label: "Against bots", Detail: "Race one to three bots, offline."},
		{ID: "havoc-friends", Path: "/havoc/friends", Label: "With friends", Detail: "Host a room and send its link, or join a public one. No account, no game server."},
	},
	Words:    titles.Words{Match: "race", Player: "driver", Piece: "pawn"},
	BotNames: []string{"Skid", "Axle", "Nitro"},
	Rooms:    "/havoc/room/",
	Guide:    "/havoc/how-to-play",
}
