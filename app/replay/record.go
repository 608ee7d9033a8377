package replay

import (
	"time"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/replay"
)

// fileOf is the file of a game this page saw end.
func fileOf(f shell.Finished, now time.Time) *replay.File {
	out := &replay.File{V: replay.Version, Game: f.Game, Save: f.Save, Seat: f.Seat, When: now.Unix(), Daily: f.Daily}
	out.Players = names(f.Lobby)
	if room, ok := shell.RoomOf(f.Game); ok && room.Result != nil && f.Reader != nil {
		out.Result = room.Result(f.Reader)
	}
	if f.Audit != nil {
		out.Fair = replay.FairOf(f.Audit)
	}
	return out
}

// names are the seated players' names by seat.
func names(l p2p.Lobby) []string {
	var out []string
	for _, p := range l.Players {
		if p.Spectator || p.Seat < 0 || p.Seat >= 16 {
			continue
		}
		for len(out) <= p.Seat {
			out = append(out, "")
		}
		out[p.Seat] = p.Name
	}
	return out
}

// finished keeps every game this page sees end in My games, and a daily challenge's result.
func finished(f shell.Finished) {
	file := fileOf(f, time.Now())
	r, err := keep(file, f.Kind != shell.Solo)
	if err == nil && f.Daily != "" {
		noteDaily(r)
	}
}
