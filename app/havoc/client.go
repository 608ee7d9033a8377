package havoc

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// client is Havoc Speedway's side of the page's session (its shell.Reader): the newest view and
// the events received, which the game page reads through snapshots.
type client = shell.Client[havoctitle.View, engine.Event]

// newClient is a client whose feed numbers events by their N.
func newClient() *client {
	return shell.NewClient[havoctitle.View](func(e engine.Event) int { return e.N })
}

// The page's sessions, made by the shell and read by a client.

// startSolo starts a game against bots on this page: saved in the browser after every move,
// so a reload resumes it.
func startSolo(s soloSetup) (*client, error) {
	settings, err := json.Marshal(s.settings())
	if err != nil {
		return nil, err
	}
	c := newClient()
	if _, err := shell.StartSolo(game, shell.SoloSetup{
		Me: shell.Profile{Name: s.Name, Colour: s.colour()}, Bots: s.Bots, Settings: settings, Path: pathPlay,
	}, c); err != nil {
		return nil, err
	}
	return c, nil
}

// resumeSolo picks up the game against bots saved in this browser.
func resumeSolo() (*client, error) {
	return shell.ResumeSoloAs(game, newClient())
}

// room is the shell's room page with Havoc Speedway in it.
var room = &shell.RoomGame{
	Game: game, Title: "Havoc Speedway with friends", Places: func(p2p.Lobby) int { return engine.MaxPlayers },
	Reader: func() shell.Reader { return newClient() },
	Over: func(r shell.Reader) bool {
		v := r.(*client).View()
		return v != nil && v.Stage == engine.StageOver
	},
	Result: func(r shell.Reader) string {
		v := r.(*client).View()
		if v == nil || v.Winner < 0 || v.Winner >= len(v.Players) {
			return ""
		}
		return v.Players[v.Winner].Name + " wins"
	},
	Play: func(s *shell.Session) app.UI {
		return &playPage{live: shell.Live[*client]{C: s.Reader().(*client)}, embed: true}
	},
	Settings: settingsPanel,
}
