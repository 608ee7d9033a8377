package heat

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// room is the shell's room page with a Heat race in it, at /room/CODE: the lobby with Heat's
// settings, then the race page (which shows the room's chat beside its log).
var room = &shell.RoomGame{
	Game: game, Title: "Race with friends",
	Places: func(l p2p.Lobby) int { return engine.MaxCars - roomSettings(l).Legends },
	Reader: func() shell.Reader { return &client{} },
	Over: func(r shell.Reader) bool {
		v := r.(*client).current()
		return v != nil && v.Phase == "over"
	},
	Result: func(r shell.Reader) string {
		v := r.(*client).current()
		if v == nil || len(v.Standings) == 0 || v.Standings[0] < 0 || v.Standings[0] >= len(v.Cars) {
			return ""
		}
		return v.Cars[v.Standings[0]].Name + " wins"
	},
	Play: func(s *shell.Session) app.UI {
		return &racePage{live: shell.Live[*client]{C: s.Reader().(*client)}, embed: true}
	},
	ChatInPlay: true,
}

// Attach takes the session the client reads (the shell calls it when the session starts).
func (c *client) Attach(s *shell.Session) { c.Session = s }

// roomSettings are a room's race settings; anything unreadable leaves the defaults.
func roomSettings(l p2p.Lobby) heattitle.Settings {
	s := heattitle.DefaultSettings()
	if len(l.Settings) > 0 {
		_ = json.Unmarshal(l.Settings, &s)
	}
	return s
}
