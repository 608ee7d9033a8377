package replay

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/titles"
)

// PathMine is My games.
const PathMine = "/games"

// myGames lists the finished games kept in this browser, newest first: each opens in the viewer
// and can be deleted, one or all.
type myGames struct {
	app.Compo
	records []Record
	confirm bool // "Delete all" asks first
}

func (m *myGames) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("My games · %s", shell.Name)
	m.records = Records()
}

func (m *myGames) Render() app.UI {
	rows := []app.UI{}
	for _, r := range m.records {
		name := r.Game
		if g, ok := titles.Find(r.Game); ok {
			name = g.Name
		}
		kind := "solo"
		switch {
		case r.Daily != "":
			kind = "daily challenge " + r.Daily
		case r.Friends:
			kind = "with friends"
		}
		id := r.ID
		rows = append(rows, app.Elem("li").Class("parlor-mygame").DataSet("testid", "mygame").DataSet("game", r.Game).Body(
			app.A().Class("parlor-mygame-open").DataSet("testid", "mygame-open").Href(PathViewer+"?id="+r.ID).Body(
				app.Elem("strong").Text(name+" · "+kind),
				app.Elem("span").Text(r.date()),
				app.Elem("span").Text(strings.Join(r.Players, ", ")),
				app.If(r.Result != "", func() app.UI { return app.Elem("span").DataSet("testid", "mygame-result").Text(r.Result) }),
			),
			// Scoped by the game: once this row is gone the next takes its place, and go-app would
			// keep this handler (same code and scope) with the id it captured.
			app.Button().Class("parlor-button").DataSet("testid", "mygame-delete").Aria("label", "delete this game").Text("Delete").
				OnClick(func(ctx app.Context, e app.Event) {
					remove(id)
					m.records = Records()
				}, app.EventScope(id)),
		))
	}
	var list app.UI = app.P().DataSet("testid", "mygames-empty").Text("No finished game yet: the games you finish in this browser, alone or with friends, appear here (the last " + strconv.Itoa(Keep) + ").")
	if len(rows) > 0 {
		list = app.Elem("ol").Class("parlor-mygames").DataSet("testid", "mygames").Body(rows...)
	}
	return app.Elem("main").Class("parlor-page", "parlor-mygames-page").DataSet("testid", "mygames-page").Body(
		shell.PageHead("My games", "Your last finished games, kept in this browser only. Open one to watch it again, download its file or share its link.",
			app.A().Class("parlor-button").Href(PathViewer).Text("Open a game file or link")),
		list,
		app.If(len(rows) > 0, func() app.UI {
			if m.confirm {
				return app.Div().Class("parlor-after").Body(
					app.Elem("span").Text("Delete all "+strconv.Itoa(len(rows))+" games from this browser?"),
					app.Button().Class("parlor-button", "parlor-danger").DataSet("testid", "mygames-delete-all-yes").Text("Delete all").
						OnClick(func(ctx app.Context, e app.Event) { removeAll(); m.records, m.confirm = nil, false }),
					app.Button().Class("parlor-button").Text("Keep them").OnClick(func(ctx app.Context, e app.Event) { m.confirm = false }),
				)
			}
			return app.Button().Class("parlor-button").DataSet("testid", "mygames-delete-all").Text("Delete all").
				OnClick(func(ctx app.Context, e app.Event) { m.confirm = true })
		}),
	)
}
