package shell

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/titles"
)

// After is the row of buttons at the end of a game. After a solo game: again with the same setup,
// back to the setup to change it, and home (both forget the solo game). After a game in a room:
// home, leaving the room.
type After struct {
	Game    titles.Entry
	Session *Session // the page's session (nil before there is one)
	Busy    bool     // a new game is starting: "again" waits
	AgainID string   // the again button's id, if the page moves the focus to it
	Again   string   // the again button's words: "Play again"
	OnAgain app.EventHandler
	Change  string // the setup button's words: "Change circuit"
	Setup   string // the setup page's path

	// AgainScope is OnAgain's scope (app.EventScope), if it has one: go-app keeps the handler of
	// the element drawn before when the new one has the same code and scope, whatever it captured.
	AgainScope app.EventOption
}

// Render draws the buttons.
func (a After) Render() app.UI {
	if a.Session == nil || a.Session.Kind != Solo {
		home := app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "home").Text("Home").
			OnClick(func(ctx app.Context, e app.Event) {
				if a.Session != nil {
					LeaveRoom(a.Session)
				}
				ctx.Navigate("/")
			})
		if a.AgainID != "" {
			home = home.ID(a.AgainID)
		}
		return app.Div().Class("parlor-after").Body(home)
	}
	again := app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "again").Disabled(a.Busy).Text(a.Again).OnClick(a.OnAgain, a.AgainScope)
	if a.AgainID != "" {
		again = again.ID(a.AgainID)
	}
	return app.Div().Class("parlor-after").Body(
		again,
		app.Button().Class("parlor-button").DataSet("testid", "change").Text(a.Change).OnClick(func(ctx app.Context, e app.Event) {
			EndSolo(a.Game)
			ctx.Navigate(a.Setup)
		}),
		app.Button().Class("parlor-button").DataSet("testid", "home").Text("Home").OnClick(func(ctx app.Context, e app.Event) {
			EndSolo(a.Game)
			ctx.Navigate("/")
		}),
	)
}
