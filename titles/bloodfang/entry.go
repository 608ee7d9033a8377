package bloodfang

import "github.com/heatracing/heat/titles"

// Entry is Blood Fang in the registry: a lane duel for two, against the search AI or a friend.
var Entry = titles.Entry{
	ID:     ID,
	Name:   "Blood Fang",
	Kicker: "Lane-duel card game",
	Pitch: "Place cards on three lanes to spread your pawns, capture your rival's tiles and " +
		"outpower them lane by lane. Each lane won scores its power: one big lane can beat two small ones.",
	Facts:      []string{"2 players", "A search AI in three levels", "Opens offline once visited"},
	MinPlayers: 2,
	MaxPlayers: 2,
	Title:      Title,
	Settings:   titles.Defaults(DefaultSettings()),
	Modes: []titles.Mode{
		{ID: "bloodfang-solo", Path: "/bloodfang/solo", Label: "Against the AI", Detail: "Duel the computer at three levels, offline."},
		{ID: "bloodfang-friends", Path: "/bloodfang/friends", Label: "With a friend", Detail: "Host a room and send its link, or join a public one. No account, no game server."},
	},
	Words:    titles.Words{Match: "game", Player: "player", Piece: "banner"},
	BotNames: []string{"Fang", "Morrow", "Vesk"},
	Puzzles:  puzzles(),
	Rooms:    "/bloodfang/room/",
	Guide:    "/bloodfang/how-to-play",
}
