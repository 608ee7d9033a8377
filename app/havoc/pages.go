// Package havoc holds Havoc Speedway's pages: the setup of a game against bots, the room of a
// game with friends (the shell's lobby with Havoc's settings), and the game itself: the player
// cards across the top, the dealer selection's 18 cards, the Storm's piles and hand, and the
// speedway on a canvas for the lane selection, the coins and the race, with a results popup
// between stages. They build on the platform's shell (app/shell) and read the game from the
// title's views (titles/havoc, imported as havoctitle; its engine engine/havoc as engine).
package havoc

import (
	"regexp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
)

// Paths of Havoc Speedway's pages.
const (
	pathSolo    = "/havoc/solo"
	pathPlay    = "/havoc/play"
	pathFriends = "/havoc/friends"
	pathHowTo   = "/havoc/how-to-play"
)

// roomPattern is a game with friends: the room's page and its code (the page checks the code).
var roomPattern = regexp.MustCompile(`^/havoc/room/[A-Za-z0-9-]{1,16}$`)

// Pages are Havoc Speedway's pages, for shell.Mount.
func Pages() []shell.Page {
	return []shell.Page{
		{Path: pathSolo, New: func() app.Composer { return &setupPage{} }},
		{Path: pathPlay, New: func() app.Composer { return &playPage{} }},
		{Path: pathFriends, New: room.Friends},
		{Path: pathHowTo, New: howToPage},
		{Pattern: roomPattern, New: room.Page},
	}
}
