package replay

import (
	"strings"
	"time"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/replay"
)

// fileOf is the file of a game this page saw end.
func fileOf(f shell.Finished, now time.Time) *replay.File {
	out := &replay.File{V: replay.Version, Game: f.Game, Save: f.Save, Seat: f.Seat, When: now.Unix()}
	out.Daily, _ = strings.CutPrefix(f.Apart, apartDaily)
	if out.Daily == f.Apart {
		out.Daily = ""
	}
	out.Players = names(f.Lobby)
	if room, ok := shell.RoomOf(f.Game); ok && room.Result != nil && f.Reader != nil {
		out.Result = room.Result(f.Reader)
	}
	switch {
	case f.Audit != nil:
		out.Fair = replay.FairOf(f.Audit)
	case f.Revealed != nil && f.Lobby.Commit != "":
		out.Fair = replay.FairOfLobby(f.Lobby, f.Revealed.Seed, f.Revealed.Nonce)
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
	if err != nil {
		return
	}
	if file.Daily != "" {
		noteDaily(r)
	}
	if id, ok := strings.CutPrefix(f.Apart, apartPuzzle); ok {
		if _, pz, found := findPuzzle(id); found && pz.Solved != nil {
			if solvedIt, _ := pz.Solved(f.Save); solvedIt {
				notePuzzle(f.Game, id)
			}
		}
	}
}

// The names of the solo games kept apart (shell.SoloSetup.Apart): a daily challenge's day, a
// puzzle's ID.
const (
	apartDaily  = "daily:"
	apartPuzzle = "puzzle:"
)

// won reports whether the page's player won the game a record keeps, as its result says.
func won(r Record) bool {
	return r.Seat >= 0 && r.Seat < len(r.Players) && strings.HasPrefix(r.Result, r.Players[r.Seat]+" wins")
}
