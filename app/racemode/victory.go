package racemode

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	rules "github.com/heatracing/heat/engine/racemode"
)

// victory is the screen after the boss: the run in numbers (nodes, races won and lost), the deck
// that won it, and a new run (restart).
func victory(r *rules.Run, restart func(app.Context)) app.UI {
	s := r.Summary()
	boss := r.Map().Node(rules.BossID)
	fact := func(id, one, many string, n int) app.UI {
		return app.Div().Class("rm-fact").DataSet("testid", id).Body(app.Elem("strong").Text(itoa(n)), app.Elem("span").Text(shell.Plural(n, one, many)))
	}
	return app.Elem("main").Class("parlor-page", "rm-page", "rm-victory").DataSet("testid", "victory").Body(
		app.Div().Class("parlor-flag").Aria("hidden", "true"),
		app.P().Class("parlor-kicker").Text("Race Mode"),
		app.Elem("h1").Class("rm-victory-title").Text("Victory!"),
		app.P().Class("parlor-lead").Text("You beat the boss at "+trackName(boss.Race.Circuit)+": the run is yours."),
		app.Elem("section").Class("rm-summary").Aria("label", "your run").DataSet("testid", "summary").Body(
			fact("summary-nodes", "node completed", "nodes completed, the start and the boss included", s.Nodes),
			fact("summary-won", "race won", "races won", s.Won),
			fact("summary-lost", "race lost and raced again", "races lost and raced again", s.Lost),
		),
		app.Elem("h2").Text("The deck that won"),
		app.Div().Class("rm-deck-final").Body(deckList(s.Deck, "final", nil)),
		app.Div().Class("rm-actions").Body(
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "new-run").Text("Start a new run").
				OnClick(func(ctx app.Context, e app.Event) { restart(ctx) }),
			app.A().Class("parlor-button").Href("/").Text("Home"),
		),
	)
}
