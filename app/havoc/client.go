package havoc

import (
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
	me := shell.Profile{Name: s.Name, Colour: s.colour()}
	return shell.StartSoloAs(game, shell.SoloSetup{Me: me, Bots: s.Bots, Path: pathPlay}, s.settings(), newClient())
}

// resumeSolo picks up the game against bots saved in this browser.
func resumeSolo() (*client, error) {
	return shell.ResumeSoloAs(game, newClient())
}

// room is the shell's room page with Havoc Speedway in it.
var room = shell.ClientRoom(shell.RoomGame{
	Game: game, Title: "Havoc Speedway with friends", Places: func(p2p.Lobby) int { return engine.MaxPlayers },
}, newClient, func(v *havoctitle.View) bool { return v.Stage == engine.StageOver }, result, func(c *client) app.UI {
	return &playPage{live: shell.Live[*client]{C: c}, embed: true}
})

// pages are Havoc Speedway's pages, for its registration: the setup against bots, the game, the
// friends page, the rooms of a game with friends and How to play.
var pages = room.Pages(pathSolo, pathPlay, pathHowTo, newSetupPage, func() app.Composer { return &playPage{} }, howToPage)

// result is a finished race's result in a few words, for My games and the replay viewer.
func result(v *havoctitle.View) string {
	if v.Winner < 0 || v.Winner >= len(v.Players) {
		return ""
	}
	return v.Players[v.Winner].Name + " wins"
}
