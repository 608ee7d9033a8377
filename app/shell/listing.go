package shell

import (
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/proto"
	"github.com/heatracing/heat/titles"
)

// A room with friends has a name and may be listed publicly: the friends page (FriendsPage) asks
// for both, HostRoom names the room, and the room's host page publishes its listing (name, host,
// players out of places, waiting or started, the settings in words) to the signaling server,
// which shows it to everyone on the game's friends page.

// RoomOptions are what a host chose for a new room.
type RoomOptions struct {
	Name   string // required: 1 to 40 characters
	Public bool   // listed on the game's friends page
}

// Summary is what a game says of its room for the public list: how many players it can seat
// with the lobby's settings, and the settings in a few words ("Monza · 2 laps · 3 Legends").
type Summary func(l p2p.Lobby) (places int, settings string)

var (
	roomsMu   sync.Mutex
	nextRoom  RoomOptions            // for the next HostRoom (FriendsPage sets it)
	summaries = map[string]Summary{} // by game ID
)

// SetSummary says how g's rooms read in the public list; a game without one lists its rooms with
// Game.MaxPlayers places and no settings.
func SetSummary(game string, f Summary) {
	roomsMu.Lock()
	defer roomsMu.Unlock()
	summaries[game] = f
}

// setRoomOptions keeps what the host chose for the room HostRoom opens next.
func setRoomOptions(o RoomOptions) {
	roomsMu.Lock()
	defer roomsMu.Unlock()
	nextRoom = o
}

// takeRoomOptions returns what the host chose for this room, once; a room opened without the
// friends page's form is private and named after its host.
func takeRoomOptions(me Profile) RoomOptions {
	roomsMu.Lock()
	defer roomsMu.Unlock()
	o := nextRoom
	nextRoom = RoomOptions{}
	if strings.TrimSpace(o.Name) == "" {
		o.Name = strings.TrimSpace(me.Name) + "'s room"
		if utf8.RuneCountInString(o.Name) > maxRoomName {
			o.Name = "A room with friends"
		}
	}
	return o
}

// maxRoomName is the longest room name, in characters (wire.MaxRoomName).
const maxRoomName = proto.MaxRoomName

// listingOf builds the public listing of g's rooms from their lobby.
func listingOf(g titles.Entry) func(p2p.Lobby) (proto.Listing, bool) {
	return func(l p2p.Lobby) (proto.Listing, bool) {
		if !l.Public || l.Name == "" || l.Over || len(l.Players) == 0 {
			return proto.Listing{}, false
		}
		roomsMu.Lock()
		sum := summaries[g.ID]
		roomsMu.Unlock()
		places, settings := g.MaxPlayers, ""
		if sum != nil {
			places, settings = sum(l)
		}
		players := Seated(l)
		status := proto.StatusWaiting
		if l.Started {
			status = proto.StatusStarted
		}
		host := l.Players[0].Name
		for _, p := range l.Players {
			if p.Host {
				host = p.Name
			}
		}
		places = min(max(places, players, 1), proto.MaxListPlayers)
		return proto.Listing{
			Game: g.ID, Name: l.Name, Host: host, Players: min(players, places), Max: places, Status: status,
			Settings: clip(settings, proto.MaxSettingsText),
		}, true
	}
}

// clip shortens s to at most n characters, with an ellipsis.
func clip(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}
