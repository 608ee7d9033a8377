package shell

import "sync"

// The games' rooms by game ID, which the platform's own pages (the replay viewer) use to show a
// game through the game's own page.
var roomGames struct {
	sync.Mutex
	byID map[string]*RoomGame
}

// AddRoom makes a game's room known to the platform's pages (the registry adds each game's).
func AddRoom(g *RoomGame) {
	roomGames.Lock()
	defer roomGames.Unlock()
	if roomGames.byID == nil {
		roomGames.byID = map[string]*RoomGame{}
	}
	roomGames.byID[g.Game.ID] = g
}

// RoomOf is the room of the game id, if its registration gave one.
func RoomOf(id string) (*RoomGame, bool) {
	roomGames.Lock()
	defer roomGames.Unlock()
	g, ok := roomGames.byID[id]
	return g, ok
}
