package heat

import (
	"github.com/heatracing/heat/app/registry"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// Registration is Heat on the platform: its entry, its pages and its groups in make bench (its
// style sheets are the platform's own, registry.Styles, which began as Heat's).
var Registration = registry.Game{Entry: game, Pages: Pages, Room: room, Bench: []string{"engine", "bot", "board"}, Summary: summary}

// Friends are Heat's pages with friends (the friends page and the rooms), in a wasm of their own.
// It is a function, not a variable, so that a wasm that does not call it links none of their code.
func Friends() registry.Game {
	return registry.Friends(game.ID, room.FriendsPages("/friends", settingsPanel))
}

// game is Heat in the registry (its title's Entry).
var game = heattitle.Entry
