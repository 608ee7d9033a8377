package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// notFound is the page shown for any path that is not one of the game's pages.
type notFound struct {
	app.Compo
	path string
}

func (n *notFound) OnNav(ctx app.Context) {
	n.path = ctx.Page().URL().Path
	ctx.Page().SetTitle("Off the circuit · %s", ShortName)
}

func (n *notFound) Render() app.UI {
	return app.Elem("main").
		Class("parlor-page", "parlor-notfound").
		DataSet("testid", "not-found").
		Body(
			app.Div().Class("parlor-flag").Aria("hidden", "true"),
			app.P().Class("parlor-kicker").Text("Off the circuit"),
			app.Elem("h1").Class("parlor-title").Text("404"),
			app.P().Class("parlor-pitch").Body(
				app.Text("No page of the game lives at "),
				app.Code().DataSet("testid", "not-found-path").Text(n.path),
				app.Text("."),
			),
			app.A().Class("parlor-link").DataSet("testid", "back-home").Href("/").Text("Back to the pits"),
		)
}
