package bloodfang

import (
	"github.com/heatracing/heat/app/registry"
	fangtitle "github.com/heatracing/heat/titles/bloodfang"
)

// Registration is Blood Fang on the platform: its entry, its pages and its style sheet.
var Registration = registry.Game{Entry: game, Pages: pages, Room: room, Styles: []string{"/web/bloodfang.css"}, Bench: []string{"bloodfang"}, Summary: summary}

// Friends are Blood Fang's pages with friends (the friends page and the rooms), in a wasm of their
// own. It is a function, not a variable, so that a wasm that does not call it links none of their
// code.
func Friends() registry.Game {
	return registry.Friends(game.ID, room.FriendsPages(pathFriends, settingsPanel))
}

// game is Blood Fang in the registry (its title's Entry).
var game = fangtitle.Entry
