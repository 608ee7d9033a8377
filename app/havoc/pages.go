// Package havoc holds Havoc Speedway's pages: the setup of a game against bots, the room of a
// game with friends (the shell's lobby with Havoc's settings), and the game itself: the player
// cards across the top, the dealer selection's 18 cards, the Storm's piles and hand, and the
// speedway on a canvas for the lane selection, the coins and the race, with a results popup
// between stages. They build on the platform's shell (app/shell) and read the game from the
// title's views (titles/havoc, imported as havoctitle; its engine engine/havoc as engine).
package havoc

// Paths of Havoc Speedway's pages.
const (
	pathSolo    = "/havoc/solo"
	pathPlay    = "/havoc/play"
	pathFriends = "/havoc/friends"
	pathHowTo   = "/havoc/how-to-play"
)
