package replay

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/replay"
)

// shown is a position of the game on the game's own page: a session the viewer feeds, and the
// game's page that reads it.
type shown struct {
	push func(p2p.Update)
	stop func()
	page app.UI
}

// show opens the game's page on the update u (a page that opens there: every event up to it).
// ok is false when the game has no page in this version.
func show(g *replay.Game, seat int, u p2p.Update) (*shown, bool) {
	room, ok := shell.RoomOf(g.Entry.ID)
	if !ok || room.Play == nil || room.Reader == nil {
		return nil, false
	}
	lobby := p2p.Lobby{Started: true}
	for i, name := range g.File.Players {
		lobby.Players = append(lobby.Players, p2p.Player{ID: "seat" + strconv.Itoa(i), Name: name, Seat: i, Ready: true, Connected: true})
	}
	s, push, stop := shell.Watch(g.Entry.ID, seat, lobby, room.Reader())
	push(u)
	return &shown{push: push, stop: stop, page: room.Play(s)}, true
}

// result is the game's result as its page's reader reads the last update.
func result(g *replay.Game, u p2p.Update) string {
	room, ok := shell.RoomOf(g.Entry.ID)
	if !ok || room.Result == nil || room.Reader == nil {
		return ""
	}
	r := room.Reader()
	r.Take(u)
	return room.Result(r)
}
