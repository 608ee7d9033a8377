package havoc

import (
	"github.com/heatracing/heat/app/registry"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// Registration is Havoc Speedway on the platform: its entry, its pages and its style sheet.
var Registration = registry.Game{Entry: game, Pages: pages, Room: room, Styles: []string{"/web/havoc.css"}, Bench: []string{"havoc", "havoc-board"}, Summary: summary}

// Friends are Havoc Speedway's pages with friends (the friends page and the rooms), in a wasm of their
// own. It is a function, not a variable, so that a wasm that does not call it links none of their
// code.
func Friends() registry.Game {
	return registry.Friends(game.ID, room.FriendsPages(pathFriends, settingsPanel))
}

// game is Havoc Speedway in the registry (its title's Entry).
var game = havoctitle.Entry
