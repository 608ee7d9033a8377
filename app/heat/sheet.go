package heat

import (
	"strings"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
)

// raceSheet is what the race page's panels show of the race: the view, the circuit's name and
// who drives each car. The page makes a new one at every render and hands it to its panels, each
// a component of its own: go-app draws a panel again when the sheet it is given differs from the
// last one (a view is never changed once received: a new one comes with every update).
type raceSheet struct {
	View    *engine.View
	Circuit string   // the circuit's name
	Tags    []string // by seat: who drives a car that is not a player (" · bot", " · Legend"), "" for a player
}

// sheet is the race as the page's panels are given it.
func (p *racePage) sheet() raceSheet {
	s := raceSheet{View: p.view, Circuit: p.view.Track}
	if p.track != nil {
		s.Circuit = p.track.Name
	}
	s.Tags = make([]string, len(p.view.Cars))
	for seat, c := range p.view.Cars {
		s.Tags[seat] = carTag(c, p.live.Lobby.Players)
	}
	return s
}

// tag is what drives the car of seat, "" when there is no such car.
func (s raceSheet) tag(seat int) string {
	if seat < 0 || seat >= len(s.Tags) {
		return ""
	}
	return s.Tags[seat]
}

// me is the player's car, nil for a spectator.
func (s raceSheet) me() *engine.CarView { return myCar(s.View) }

// myCar is the player's car in v, nil for a spectator.
func myCar(v *engine.View) *engine.CarView {
	if v == nil || v.Seat < 0 || v.Seat >= len(v.Cars) {
		return nil
	}
	return &v.Cars[v.Seat]
}

// carTag says who drives a car that is not a player: a Legend or a bot.
func carTag(c engine.CarView, players []p2p.Player) string {
	if c.Legend {
		if strings.Contains(c.Name, "Legend") {
			return ""
		}
		return " · Legend"
	}
	for _, pl := range players {
		if pl.Seat != c.Seat || pl.Spectator {
			continue
		}
		switch {
		case pl.Bot:
			return " · bot"
		case !pl.Connected:
			return " · away, a bot drives"
		}
	}
	return ""
}
