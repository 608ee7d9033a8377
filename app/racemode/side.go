package racemode

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/engine/campaign"
)

// side is the right of the page: the deck, every card with its version (a card opens its
// versions), and the buttons of the run: special modes, info, restart.
func (p *mapPage) side() app.UI {
	deck := p.run.Deck()
	var cards []app.UI
	for i, c := range deck {
		cards = append(cards, app.Li().Class("rm-card-cell").Body(
			cardButton(c, fmt.Sprintf("deck-card-%d", i), fmt.Sprintf("rm-deck-%d", i), fmt.Sprintf("rm-deck-card-%d", i), func(ctx app.Context, e app.Event) {
				p.openMenu(ctx, menu{kind: menuCard, pick: i}, fmt.Sprintf("rm-deck-card-%d", i))
			}),
			app.Span().Class("rm-caption").Text(versionName(c.Version)),
		))
	}
	var shown app.UI = app.P().Class("heat-hint").DataSet("testid", "deck-empty").Text("Your deck shows here once you choose your start deck at the top of the map.")
	if len(deck) > 0 {
		shown = app.Ul().Class("rm-deck").DataSet("testid", "deck").Body(cards...)
	}
	modes := "Special modes"
	if n := len(p.run.GlobalModes()); n > 0 {
		modes += fmt.Sprintf(" (%d on)", n)
	}
	tool := func(id, label string, kind menuKind) app.UI {
		return app.Button().ID("rm-tool-"+id).Class("heat-button").DataSet("testid", "tool-"+id).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { p.openMenu(ctx, menu{kind: kind}, "rm-tool-"+id) })
	}
	return app.Aside().Class("rm-side").Aria("label", "your deck").Body(
		app.H2().Text("Your deck"),
		app.P().Class("heat-hint").Text("12 Speed cards and 3 upgrades; each card's version under it. Select a card to read its versions."),
		shown,
		app.Div().Class("rm-tools").Body(
			tool("modes", modes, menuModes),
			tool("info", "Info", menuInfo),
			tool("restart", "Restart", menuRestart),
		),
	)
}

// cardMenu shows a deck card's three versions.
func (p *mapPage) cardMenu() (string, string, []app.UI) {
	deck := p.run.Deck()
	i := p.menu.pick
	if i < 0 || i >= len(deck) {
		return "Card", "This card is no longer in your deck.", nil
	}
	var cards []app.UI
	for v := 0; v <= campaign.MaxVersion; v++ {
		c := campaign.Card{ID: deck[i].ID, Version: v}
		caption := versionName(v)
		if v > 0 {
			caption += ": " + versionText(c)
		}
		if v == deck[i].Version {
			caption += " (yours)"
		}
		cards = append(cards, cardWithCaption(cardButton(c, fmt.Sprintf("card-version-%d", v), fmt.Sprintf("rm-cv-%d", v), firstID(v), nil), caption))
	}
	return cardName(deck[i]), "Its three versions. An UPGRADE node raises a base card to version 1 or 2.",
		[]app.UI{app.Div().Class("rm-cards", "rm-cards-big", "rm-versions").Body(cards...)}
}

// modesMenu turns the global special modes on and off.
func (p *mapPage) modesMenu() (string, string, []app.UI) {
	on := p.run.GlobalModes()
	var items []app.UI
	for i, m := range campaign.Modes {
		pressed := slices.Contains(on, m)
		items = append(items, app.Button().ID(firstID(i)).Class("heat-option", "rm-mode").DataSet("testid", fmt.Sprintf("mode-%d", int(m))).
			Aria("pressed", fmt.Sprint(pressed)).Body(
			app.Strong().Text(m.Name()),
			app.Span().Class("rm-option-help").Text(m.Description()),
		).OnClick(func(ctx app.Context, e app.Event) { p.toggleMode(m) }, app.EventScope(fmt.Sprint(i))))
	}
	return "Special modes", "Modes you turn on play in every race whose node has no rules of its own; a node's own rules take their place.",
		[]app.UI{app.Div().Class("rm-modes").Role("group").Aria("label", "special modes").Body(items...)}
}

// toggleMode turns a global special mode on or off.
func (p *mapPage) toggleMode(m campaign.Mode) {
	on := p.run.GlobalModes()
	if i := slices.Index(on, m); i >= 0 {
		on = slices.Delete(on, i, i+1)
	} else {
		on = append(on, m)
	}
	if err := p.run.SetGlobalModes(on); err != nil {
		p.fail(err)
		return
	}
	p.save()
}

// restartMenu asks before a new run.
func (p *mapPage) restartMenu() (string, string, []app.UI) {
	return "Restart the run?", "Your deck, your progress on the map, your special modes and the races counted are lost; a new run starts with other cards on offer.",
		[]app.UI{app.Div().Class("rm-actions").Body(
			app.Button().ID("rm-menu-first").Class("heat-button").DataSet("testid", "restart-no").Text("Keep my run").
				OnClick(func(ctx app.Context, e app.Event) { p.closeMenu(ctx) }),
			app.Button().Class("heat-button", "heat-danger").DataSet("testid", "restart-yes").Text("Restart").
				OnClick(func(ctx app.Context, e app.Event) {
					p.closeMenu(ctx)
					p.restart(ctx)
				}),
		)}
}

// restart starts a new run on the same map, dropping the race in progress if there is one.
func (p *mapPage) restart(ctx app.Context) {
	if p.race.node >= 0 {
		endRaceOf(pendingOf())
	}
	p.run.Restart(newRun(p.run.Map(), campaign.OneChild).Seed(), campaign.OneChild)
	p.race, p.sel = raceState{node: -1}, -1
	p.save()
	p.notice = "A new run: choose your start deck at the top of the map."
	p.later(p.camera.restore(p))
}

// infoMenu says how Race Mode works.
func infoMenu() (string, string, []app.UI) {
	items := func(lines ...string) app.UI {
		li := make([]app.UI, len(lines))
		for i, l := range lines {
			li[i] = app.Li().Text(l)
		}
		return app.Ul().Body(li...)
	}
	legend := make([]app.UI, 0, 5)
	for _, t := range []campaign.NodeType{campaign.StartDeckSelection, campaign.Match, campaign.CardChoice, campaign.Upgrade, campaign.Boss} {
		legend = append(legend, app.Li().Class("rm-legend-"+typeClass(t)).Body(nodeIcon(t), app.Strong().Text(typeName(t)+": "), app.Text(typeHelp[t])))
	}
	return "How Race Mode works", "A solo campaign of Heat races: go down the map from the start to the boss, one node a level, and grow your deck on the way.",
		[]app.UI{
			app.H3().Text("The nodes"),
			app.Ul().Class("rm-legend").Body(legend...),
			app.H3().Text("The map"),
			items(
				"Open nodes pulse and can be taken; completed nodes are checked; the others are dimmed.",
				"Once you take a node of a level, the other nodes of that level close.",
				"With “One way on”, a completed node opens the node below closest to it; with “Choose your path”, every node it leads to.",
				"Scroll the map (or Tab to it and use the arrow keys): where you leave it is kept.",
			),
			app.H3().Text("Your deck"),
			items(
				"15 cards: 12 Speed cards and 3 upgrades. The race adds its Heat and Stress cards as usual.",
				"Every card has two stronger versions, written with a + each: version 1 costs a Heat less or cools one more Heat card; version 2 adds one more Heat off, or Slipstream +1.",
			),
			app.H3().Text("Saved as you go"),
			items("Everything is kept in this browser after every step, a race too: reload or come back later and carry on, offline."),
		}
}

// typeHelp says what each node type does.
var typeHelp = map[campaign.NodeType]string{
	campaign.StartDeckSelection: "choose one of three start decks.",
	campaign.Match:              "a race against bot drivers with decks of their own; win by finishing ahead of them all. A loss leaves the node open.",
	campaign.CardChoice:         "take one of three Garage upgrades in place of one of your upgrades.",
	campaign.Upgrade:            "raise one base card to version 1 or 2.",
	campaign.Boss:               "the last race, harder: stronger decks and special rules. Win it to win the run.",
}
