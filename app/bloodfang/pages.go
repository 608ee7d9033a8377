// Package bloodfang holds Blood Fang's pages: the setup of a game against the AI, the room of a
// game with a friend (the shell's lobby with Blood Fang's settings), and the game itself: the
// board of three lanes, the hand, the mulligan, the lane scores and the end screen. They build on
// the platform's shell (app/shell) and read the game from the engine's views (engine/bloodfang,
// imported as engine; its title adapter titles/bloodfang is imported as fangtitle).
package bloodfang

import (
	"regexp"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
)

// Paths of Blood Fang's pages.
const (
	pathSolo    = "/bloodfang/solo"
	pathPlay    = "/bloodfang/play"
	pathFriends = "/bloodfang/friends"
	pathHowTo   = "/bloodfang/how-to-play"
)

// roomPattern is a game with a friend: the room's page and its code (the page checks the code).
var roomPattern = regexp.MustCompile(`^/bloodfang/room/[A-Za-z0-9-]{1,16}$`)

// Pages are Blood Fang's pages, for shell.Mount.
func Pages() []shell.Page {
	return []shell.Page{
		{Path: pathSolo, New: func() app.Composer { return &setupPage{} }},
		{Path: pathPlay, New: func() app.Composer { return &playPage{} }},
		{Path: pathFriends, New: room.Friends},
		{Path: pathHowTo, New: howToPage},
		{Pattern: roomPattern, New: room.Page},
	}
}
