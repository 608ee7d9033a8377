package app

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// home is the title screen of the game: the ways to race, and the race in progress to rejoin.
type home struct {
	app.Compo
	rejoin  string // the path of the race in progress in this browser, if any
	code    string // the room code typed in
	codeErr string
}

func (h *home) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("%s", Name)
}

func (h *home) OnMount(ctx app.Context) {
	var cur current
	if loadJSON(keyCurrent, &cur) {
		h.rejoin = cur.path()
	}
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
			app.If(h.rejoin != "", func() app.UI {
				return app.A().Class("heat-button", "heat-primary", "heat-rejoin").DataSet("testid", "rejoin").Href(h.rejoin).
					Text("Rejoin your race")
			}),
			app.Nav().Class("heat-menu").Aria("label", "ways to race").Body(
				menuItem("friends", "/friends", "Race with friends", "Open a room and share its link. No account, no game server."),
				menuItem("solo", "/solo", "Solo race", "Race Legends and bot drivers, offline."),
				menuItem("qualifying", "/qualifying", "Qualifying Laps", "Alone on the track: learn a circuit, set your best lap."),
				h.joinForm(),
			),
			app.Ul().Class("heat-facts").Body(
				app.Li().Text("1 to 6 cars"),
				app.Li().Text("Bots and Legends to beat"),
				app.Li().Text("Opens offline once visited"),
			),
		)
}

// joinForm takes a room code a friend gave.
func (h *home) joinForm() app.UI {
	return app.Form().Class("heat-menu-item", "heat-join").DataSet("testid", "join-form").
		OnSubmit(func(ctx app.Context, e app.Event) {
			e.PreventDefault()
			code, ok := normalizeCode(h.code)
			if !ok {
				h.codeErr = "A room code is 6 letters and digits, like K7RM2Q."
				return
			}
			ctx.Navigate("/room/" + code)
		}).
		Body(
			app.Strong().Text("Join by code"),
			app.Div().Class("heat-join-row").Body(
				app.Input().Type("text").MaxLength(12).Placeholder("K7RM2Q").Value(h.code).DataSet("testid", "join-code").
					Aria("label", "room code").AutoComplete(false).
					OnInput(func(ctx app.Context, e app.Event) { h.code, h.codeErr = ctx.JSSrc().Get("value").String(), "" }),
				app.Button().Type("submit").Class("heat-button", "heat-primary").DataSet("testid", "join-go").Text("Join"),
			),
			app.If(h.codeErr != "", func() app.UI {
				return app.Span().Class("heat-error").Role("alert").DataSet("testid", "join-error").Text(h.codeErr)
			}),
		)
}

func menuItem(id, href, title, detail string) app.UI {
	return app.A().Class("heat-menu-item").DataSet("testid", "menu-"+id).Href(href).Body(
		app.Strong().Text(title),
		app.Span().Text(detail),
	)
}
