package bloodfang

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/p2p"
)

// client is Blood Fang's side of the page's session (its shell.Reader): the newest view and the
// events received, which the game page reads through snapshots.
type client = shell.Client[engine.View, engine.Event]

// newClient is a client whose feed numbers events by their N.
func newClient() *client {
	return shell.NewClient[engine.View](func(e engine.Event) int { return e.N })
}

// The page's sessions, made by the shell and read by a client.

// startSolo starts a game against the AI on this page: saved in the browser after every move,
// so a reload resumes it.
func startSolo(s soloSetup) (*client, error) {
	me := shell.Profile{Name: s.Name, Colour: "red"}
	return shell.StartSoloAs(game, shell.SoloSetup{Me: me, Bots: 1, Path: pathPlay}, s.settings(), newClient())
}

// resumeSolo picks up the game against the AI saved in this browser.
func resumeSolo() (*client, error) {
	return shell.ResumeSoloAs(game, newClient())
}

// room is the shell's room page with a Blood Fang duel in it.
var room = shell.ClientRoom(shell.RoomGame{
	Game: game, Title: "Blood Fang with a friend", Places: func(p2p.Lobby) int { return engine.Players },
}, newClient, func(v *engine.View) bool { return v.Phase == engine.PhaseOver }, result, func(c *client) app.UI {
	return &playPage{live: shell.Live[*client]{C: c}, embed: true}
})

// pages are Blood Fang's pages, for its registration: the setup against the AI, the game, the
// friends page, the rooms of a game with a friend and How to play.
var pages = room.Pages(pathSolo, pathPlay, pathHowTo, newSetupPage, func() app.Composer { return &playPage{} }, howToPage)

// result is a finished duel's result in a few words, for My games and the replay viewer.
func result(v *engine.View) string {
	if v.Result == nil {
		return ""
	}
	res := v.Result
	if res.Winner < 0 || res.Winner >= engine.Players {
		return fmt.Sprintf("A draw, %d–%d", res.Scores[0], res.Scores[1])
	}
	return fmt.Sprintf("%s wins, %d–%d", v.Players[res.Winner].Name, res.Scores[res.Winner], res.Scores[1-res.Winner])
}
