package racemode

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/heat"
	"github.com/heatracing/heat/app/shell"
	rules "github.com/heatracing/heat/engine/racemode"
)

// nodeDetails is the chosen node's panel under the map: what it is, whether it is open, what it
// holds (a race's circuit, opponents and special rules; what a card choice or an upgrade does)
// and, when it is open, the way to take it (Take), or the card choice of a race just won
// (OpenChoice).
type nodeDetails struct {
	app.Compo

	Node       nodeFacts
	Busy       bool // a race is starting
	Racing     bool // a race from a node is on, or read back: no other node is taken
	Take       func(app.Context, int)
	OpenChoice func(app.Context, int)
}

// nodeFacts is what the details say of a node.
type nodeFacts struct {
	Node    *rules.Node // nil for none
	State   rules.State
	Won     bool         // the run is won
	Pending int          // the MATCH whose card choice waits, 0 for none
	Modes   []rules.Mode // the special modes its race plays
	Choices int          // the cards a CARD_CHOICE offers
}

// factsOf is what the details say of node id of run r.
func factsOf(r *rules.Run, id int) nodeFacts {
	f := nodeFacts{Node: r.Map().Node(id), Won: r.Won(), Pending: r.PendingChoice(), Choices: 3}
	if f.Node == nil {
		return f
	}
	f.State, f.Modes = r.State(id), r.ModesFor(id)
	if k := r.Map().Def.Choices; k > 0 {
		f.Choices = k
	}
	return f
}

func (nd *nodeDetails) Render() app.UI {
	n := nd.Node.Node
	panel := app.Elem("section").ID("rm-details").Class("rm-details").TabIndex(-1).DataSet("testid", "details").Aria("live", "polite")
	if n == nil {
		return panel.Body(app.P().Class("parlor-hint").Text(
			"Choose a node on the map (click it, tap it, or Tab to it and press Enter) to see what it holds. " +
				"Open nodes pulse; you go down one level at a time, to the boss at the bottom."))
	}
	st := nd.Node.State
	body := []app.UI{
		app.Elem("h2").DataSet("testid", "details-title").Text(nodeTitle(n)),
		app.P().Class("rm-state").DataSet("testid", "details-state").Text("Level " + itoa(n.Level) + " · " + stateText(st, nd.Node.Won)),
	}
	body = append(body, nd.holds(n)...)
	pending := nd.Node.Pending // 0: none (the start is never one)
	switch {
	case pending != 0 && pending == n.ID:
		body = append(body, app.P().DataSet("testid", "details-choice").Text("You won this race: choose a card for your deck, or decline it."),
			app.Button().ID("rm-take").Class("parlor-button", "parlor-primary").DataSet("testid", "take-choice").Disabled(nd.Busy).
				Text("Choose your card").OnClick(func(ctx app.Context, e app.Event) { nd.OpenChoice(ctx, n.ID) }, app.EventScope(itoa(n.ID))))
	case st == rules.Accessible && pending != 0:
		body = append(body, app.P().Class("parlor-hint").Text("First choose a card for the race you won, or decline it: its node has the choice."))
	case st == rules.Accessible:
		body = append(body, nd.takeButton(n))
	}
	return panel.DataSet("node", n.ID).Body(body...)
}

// holds says what a node holds.
func (nd *nodeDetails) holds(n *rules.Node) []app.UI {
	switch n.Type {
	case rules.StartDeckSelection:
		return []app.UI{app.P().Text("Choose one of three start decks for the run, and whether each node opens one way on or every way it leads.")}
	case rules.CardChoice:
		return []app.UI{app.P().Text(fmt.Sprintf("Take one of %d Garage upgrades: it joins your deck at its base version, in place of one of your three upgrades.", nd.Node.Choices))}
	case rules.Upgrade:
		return []app.UI{app.P().Text("Pick one of your base cards and one of its three versions: keep the base, or raise it to version 1 or 2, where the card keeps what it does and gains a symbol.")}
	}
	r := n.Race
	won := ""
	if r.CardChoice {
		won = fmt.Sprintf(" Won, it offers a card choice: one of %d Garage upgrades in place of one of yours.", nd.Node.Choices)
	}
	gentle := ""
	if r.Gentle {
		gentle = " A first race: the bots drive gently."
	}
	out := []app.UI{app.P().DataSet("testid", "details-circuit").Text(fmt.Sprintf("%s, %s, against %s. Win by finishing ahead of every opponent; a loss leaves the node open.%s%s",
		trackName(r.Circuit), laps(*r), shell.Count(len(r.Opponents), "bot driver"), won, gentle))}
	var opp []app.UI
	for i, d := range r.Opponents {
		opp = append(opp, app.Elem("li").Body(app.Elem("strong").Text("Opponent "+itoa(i+1)+": "), app.Text(deckSummary(d))))
	}
	out = append(out, app.Elem("h3").Text("Opponents"), app.Elem("ul").Class("rm-opponents").DataSet("testid", "details-opponents").Body(opp...))
	return append(out, rulesOf(n, nd.Node.Modes))
}

// rulesOf says which special modes a race plays: its own, or the global ones, or none.
func rulesOf(n *rules.Node, modes []rules.Mode) app.UI {
	head := "Special rules of this race"
	switch {
	case len(n.Race.Rules) == 0 && len(modes) > 0:
		head = "Your special modes (this race has no rules of its own)"
	case len(modes) == 0:
		return app.P().DataSet("testid", "details-rules").Text("No special rules.")
	}
	items := make([]app.UI, len(modes))
	for i, m := range modes {
		items[i] = app.Elem("li").Body(app.Elem("strong").Text(m.Name()+": "), app.Text(m.Description()))
	}
	return app.Div().DataSet("testid", "details-rules").Body(app.Elem("h3").Text(head), app.Elem("ul").Class("rm-rules").Body(items...))
}

// takeButton is the open node's action.
func (nd *nodeDetails) takeButton(n *rules.Node) app.UI {
	id := n.ID
	return app.Button().ID("rm-take").Class("parlor-button", "parlor-primary").DataSet("testid", "take-node").
		Disabled(nd.Busy || nd.Racing).Text(nodeWords[n.Type].take).
		OnClick(func(ctx app.Context, e app.Event) { nd.Take(ctx, id) }, app.EventScope(itoa(id)))
}

// take takes node id: its menu, or its race.
func (p *mapPage) take(ctx app.Context, id int) {
	n := p.run.Map().Node(id)
	if n == nil || p.busy || p.race.running || p.race.reading {
		return
	}
	switch {
	case (n.Type == rules.Match || n.Type == rules.Boss) && heat.SoloRaceInProgress():
		p.openMenu(ctx, menu{kind: menuReplace, node: id}, "rm-take")
	case n.Type == rules.Match || n.Type == rules.Boss:
		p.startRace(ctx, id)
	case n.Type == rules.StartDeckSelection:
		p.openMenu(ctx, menu{kind: menuStart, node: id, opening: p.run.Opening()}, "rm-take")
	case n.Type == rules.CardChoice:
		p.openMenu(ctx, menu{kind: menuChoice, node: id}, "rm-take")
	case n.Type == rules.Upgrade:
		p.openMenu(ctx, menu{kind: menuUpgrade, node: id}, "rm-take")
	}
}

// openChoiceAfterWin opens the card choice of MATCH node id, the race just won.
func (p *mapPage) openChoiceAfterWin(ctx app.Context, id int) {
	p.sel = id
	p.openMenu(ctx, menu{kind: menuChoice, node: id}, "rm-take")
}
