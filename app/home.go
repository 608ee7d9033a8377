package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// home is the title screen of the game.
type home struct {
	app.Compo
}

func (h *home) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("%s", Name)
}

func (h *home) Render() app.UI {
	return app.Main().
		Class("heat-page", "heat-home").
		DataSet("testid", "home").
		Body(
			app.Div().Class("heat-flag").Aria("hidden", "true"),
			app.Header().Class("heat-hero").Body(
				app.P().Class("heat-kicker").Text("Grand-prix card racing"),
				app.H1().Class("heat-title").DataSet("testid", "title").Text("Heat"),
				app.P().Class("heat-subtitle").Text("Pedal to the Metal"),
			),
			app.P().Class("heat-pitch").DataSet("testid", "pitch").Text(
				"Shift gears, play your speed cards and slipstream your rivals down the straights. "+
					"Take a corner faster than its limit and your engine pays in Heat; "+
					"run out of Heat and you spin off the track.",
			),
			app.Ul().Class("heat-facts").Body(
				app.Li().Text("1 to 6 drivers"),
				app.Li().Text("Bots and Legends to beat"),
				app.Li().Text("Opens offline once visited"),
			),
			app.P().Class("heat-status").DataSet("testid", "status").Text(
				"The garage is open: races are being built.",
			),
		)
}
