// Package bloodfang holds Blood Fang's pages: the setup of a game against the AI, the room of a
// game with a friend (the shell's lobby with Blood Fang's settings), and the game itself: the
// board of three lanes, the hand, the mulligan, the lane scores and the end screen. They build on
// the platform's shell (app/shell) and read the game from the engine's views (engine/bloodfang,
// imported as engine; its title adapter titles/bloodfang is imported as fangtitle).
package bloodfang

// Paths of Blood Fang's pages.
const (
	pathSolo    = "/bloodfang/solo"
	pathPlay    = "/bloodfang/play"
	pathFriends = "/bloodfang/friends"
	pathHowTo   = "/bloodfang/how-to-play"
)
