package racemode

import (
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	rules "github.com/heatracing/heat/engine/racemode"
)

// deckSide is the right of the page: the deck, every card with its version (a card opens its
// versions), and the buttons of the run: special modes, info, restart. Each opens its menu
// through Open, the focus to come back to the element back.
type deckSide struct {
	app.Compo

	Deck    rules.Deck
	ModesOn int // the global special modes turned on
	Open    func(ctx app.Context, m menu, back string)
}

func (ds *deckSide) Render() app.UI {
	deck := ds.Deck
	var shown app.UI = app.P().Class("parlor-hint").DataSet("testid", "deck-empty").Text("Your deck shows here once you choose your start deck at the top of the map.")
	if len(deck) > 0 {
		shown = deckList(deck, "deck", func(i int) app.EventHandler {
			return func(ctx app.Context, e app.Event) {
				ds.Open(ctx, menu{kind: menuCard, pick: i}, "rm-deck-card-"+itoa(i))
			}
		})
	}
	modes := "Special modes"
	if n := ds.ModesOn; n > 0 {
		modes += " (" + itoa(n) + " on)"
	}
	tool := func(id, label string, kind menuKind) app.UI {
		return app.Button().ID("rm-tool-"+id).Class("parlor-button").DataSet("testid", "tool-"+id).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { ds.Open(ctx, menu{kind: kind}, "rm-tool-"+id) }, app.EventScope(id))
	}
	return app.Elem("aside").Class("rm-side").Aria("label", "your deck").Body(
		app.Elem("h2").Text("Your deck"),
		app.P().Class("parlor-hint").Text("12 Speed cards and 3 upgrades; each card's version under it. Select a card to read its versions."),
		shown,
		app.Div().Class("rm-tools").Body(
			tool("modes", modes, menuModes),
			tool("info", "Info", menuInfo),
			tool("restart", "Restart", menuRestart),
		),
	)
}

// deckList draws a deck, each card with its version under it: a card's test id is name-i, its
// element id rm-name-card-i; click, if not nil, gives card i's click.
func deckList(deck rules.Deck, name string, click func(i int) app.EventHandler) app.UI {
	cards := make([]app.UI, len(deck))
	for i, c := range deck {
		var h app.EventHandler
		if click != nil {
			h = click(i)
		}
		id := name + "-card-" + itoa(i)
		cards[i] = app.Elem("li").Class("rm-card-cell").Body(
			cardButton(c, id, "rm-"+name+"-"+itoa(i), "rm-"+id, h),
			app.Elem("span").Class("rm-caption").Text(versionName(c.Version)),
		)
	}
	return app.Elem("ul").Class("rm-deck").DataSet("testid", name).Body(cards...)
}

// cardMenu shows a deck card's three versions.
func (md *menuDialog) cardMenu() (string, string, []app.UI) {
	deck := md.Run.Deck()
	i := md.Menu.pick
	if i < 0 || i >= len(deck) {
		return "Card", "This card is no longer in your deck.", nil
	}
	var cards []app.UI
	for v := 0; v <= rules.MaxVersion; v++ {
		c := rules.Card{ID: deck[i].ID, Version: v}
		caption := versionName(v)
		if v > 0 {
			caption += ": " + versionText(c)
		}
		if v == deck[i].Version {
			caption += " (yours)"
		}
		cards = append(cards, cardWithCaption(cardButton(c, "card-version-"+itoa(v), "rm-cv-"+itoa(v), firstID(v), nil), caption))
	}
	return cardName(deck[i]), "Its three versions. An UPGRADE node raises a base card to version 1 or 2.",
		[]app.UI{app.Div().Class("rm-cards", "rm-cards-big", "rm-versions").Body(cards...)}
}

// modesMenu turns the global special modes on and off.
func (md *menuDialog) modesMenu() (string, string, []app.UI) {
	on := md.Run.GlobalModes()
	var items []app.UI
	for i, m := range rules.Modes {
		pressed := slices.Contains(on, m)
		items = append(items, app.Button().ID(firstID(i)).Class("parlor-option", "rm-mode").DataSet("testid", "mode-"+itoa(int(m))).
			Aria("pressed", yes(pressed)).Body(
			app.Elem("strong").Text(m.Name()),
			app.Elem("span").Class("rm-option-help").Text(m.Description()),
		).OnClick(func(ctx app.Context, e app.Event) { md.toggleMode(m) }, app.EventScope(itoa(i))))
	}
	return "Special modes", "Modes you turn on play in every race whose node has no rules of its own; a node's own rules take their place.",
		[]app.UI{app.Div().Class("rm-modes").Role("group").Aria("label", "special modes").Body(items...)}
}

// toggleMode turns a global special mode on or off.
func (md *menuDialog) toggleMode(m rules.Mode) {
	on := md.Run.GlobalModes()
	if i := slices.Index(on, m); i >= 0 {
		on = slices.Delete(on, i, i+1)
	} else {
		on = append(on, m)
	}
	if err := md.Run.SetGlobalModes(on); err != nil {
		md.Acts.Fail(err)
		return
	}
	md.Acts.Save()
}

// restartMenu asks before a new run.
func (md *menuDialog) restartMenu() (string, string, []app.UI) {
	return "Restart the run?", "Your deck, your progress on the map, your special modes and the races counted are lost; a new run starts with other cards on offer.",
		md.confirm("restart", "Keep my run", "Restart", nil, md.Acts.Restart)
}

// replaceMenu asks before a node's race starts while a solo race or championship is in
// progress: one question, two answers. Nothing is lost: the race in progress waits aside and
// comes back where it stood once this race is over.
func (md *menuDialog) replaceMenu() (string, string, []app.UI) {
	node := md.Menu.node
	return "Race this node now?", "Your Heat race or championship in progress waits while you race here, and comes back where you left it once this race is over.",
		md.confirm("replace", "Not now", "Race now", nil, func(ctx app.Context) { md.Acts.Race(ctx, node) }, node)
}

// confirm is a question's answers: no (which has the focus) and yes (which closes the menu and
// does), with another way out between them if there is one; their test ids are name-no and
// name-yes. scope names what yes does beyond name (the node raced), for its handler's scope: go-app
// keeps a handler of unchanged code and scope, with what it captured.
func (md *menuDialog) confirm(name, no, yes string, other app.UI, do func(app.Context), scope ...any) []app.UI {
	return []app.UI{app.Div().Class("rm-actions").Body(
		app.Button().ID("rm-menu-first").Class("parlor-button").DataSet("testid", name+"-no").Text(no).
			OnClick(func(ctx app.Context, e app.Event) { md.Acts.Close(ctx) }),
		other,
		app.Button().Class("parlor-button", "heat-danger").DataSet("testid", name+"-yes").Text(yes).
			OnClick(func(ctx app.Context, e app.Event) {
				md.Acts.Close(ctx)
				do(ctx)
			}, app.EventScope(append([]any{name}, scope...)...)),
	)}
}

// restart starts a new run on the same map, dropping the race in progress if there is one.
func (p *mapPage) restart(ctx app.Context) {
	if p.race.node >= 0 {
		endRaceOf(pendingOf())
	}
	p.run.Restart(newRun(p.run.Map(), rules.OneChild).Seed(), rules.OneChild)
	p.race, p.sel = raceState{node: -1}, rules.StartID
	p.save()
	p.notice = "A new run: choose your start deck at the top of the map."
	p.later(p.camera.restore(p))
}

// infoMenu says how Race Mode works. Its words are HTML text (words the download compresses
// well), not code that builds them.
func infoMenu() (string, string, []app.UI) {
	legend := ""
	for _, t := range []rules.NodeType{rules.StartDeckSelection, rules.Match, rules.CardChoice, rules.Upgrade, rules.Boss} {
		legend += `<li class="rm-legend-` + typeClass(t) + `"><svg class="rm-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="` + iconPath(t) +
			`"></path></svg><strong>` + typeName(t) + `: </strong>` + nodeWords[t].help + `</li>`
	}
	return "How Race Mode works", "A solo campaign of Heat races: go down the map from the start to the boss, one node a level, and grow your deck on the way.",
		[]app.UI{app.Raw(`<div class="rm-info"><h3>The nodes</h3><ul class="rm-legend">` + legend + `</ul>` + infoText + `</div>`)}
}

const infoText = `<h3>The map</h3><ul>` +
	`<li>Open nodes pulse and can be taken; completed nodes are checked; the others are dimmed.</li>` +
	`<li>Once you take a node of a level, the other nodes of that level close.</li>` +
	`<li>With “One way on”, a completed node opens the node below closest to it; with “Choose your path”, every node it leads to.</li>` +
	`<li>Scroll the map (or Tab to it and use the arrow keys): where you leave it is kept.</li></ul>` +
	`<h3>Your deck</h3><ul>` +
	`<li>15 cards: 12 Speed cards and 3 upgrades. The race adds its Heat and Stress cards as usual.</li>` +
	`<li>Every card has two stronger versions, written with a + each: version 1 costs a Heat less or cools one more Heat card; version 2 adds one more Heat off, or Slipstream +1.</li></ul>` +
	`<h3>Saved as you go</h3><ul><li>Everything is kept in this browser after every step, a race too: reload or come back later and carry on, offline.</li></ul>`
