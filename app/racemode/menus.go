package racemode

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/heat"
	rules "github.com/heatracing/heat/engine/racemode"
)

// The menus open over the map, one at a time, as dialogs: the focus goes to the menu's first
// choice and comes back where it was when the menu closes (Escape or "Close" closes it).

// menuKind is which menu is open.
type menuKind uint8

const (
	menuNone    menuKind = iota
	menuStart            // the start node: the start deck and the opening rule
	menuChoice           // a CARD_CHOICE: a card offered, then the upgrade it replaces
	menuUpgrade          // an UPGRADE: a base card, then its version
	menuModes            // the global special modes
	menuInfo             // how Race Mode works
	menuRestart          // a new run, once confirmed
	menuCard             // a card of the deck and its versions
	menuReplace          // a race from a node in place of a solo race in progress, once confirmed
)

var menuIDs = [...]string{menuStart: "start", menuChoice: "choice", menuUpgrade: "upgrade", menuModes: "modes", menuInfo: "info", menuRestart: "restart", menuCard: "card", menuReplace: "replace"}

// menu is the open menu and what the player picked in it so far.
type menu struct {
	kind    menuKind
	node    int           // the node the menu takes
	pick    int           // the offered card (choice) or the deck card (upgrade, card) picked, -1 for none
	opening rules.Opening // the start menu's opening rule
	back    string        // the element the focus goes back to
}

// openMenu opens m; the focus comes back to the element back when it closes.
func (mp menuPanel) openMenu(ctx app.Context, m menu, back string) {
	p := mp.p
	if m.kind != menuCard {
		m.pick = -1
	}
	m.back = back
	p.menu = m
	p.later(func(app.Context) { focus("rm-menu-first", "rm-menu-title") })
}

// closeMenu closes the open menu.
func (mp menuPanel) closeMenu(ctx app.Context) {
	p := mp.p
	back := p.menu.back
	p.menu = menu{}
	p.later(func(app.Context) { focus(back, "rm-details") })
}

// menuView is the open menu as a dialog, nil when none is.
func (mp menuPanel) menuView() app.UI {
	p := mp.p
	if p.menu.kind == menuNone {
		return nil
	}
	title, lead, body := menuPanel{p}.menuBody()
	closeText := "Close"
	if p.menu.kind == menuStart || p.menu.kind == menuChoice || p.menu.kind == menuUpgrade {
		closeText = "Not now"
	}
	return app.Div().Class("rm-overlay").Body(
		app.Section().Class("rm-menu", "rm-menu-"+menuIDs[p.menu.kind]).Role("dialog").Aria("modal", "true").
			Aria("labelledby", "rm-menu-title").DataSet("testid", "menu-"+menuIDs[p.menu.kind]).Body(
			app.H2().ID("rm-menu-title").TabIndex(-1).Text(title),
			app.If(lead != "", func() app.UI { return app.P().Class("rm-menu-lead").Text(lead) }),
			app.Div().Class("rm-menu-body").Body(body...),
			app.Div().Class("rm-actions").Body(
				app.Button().Class("parlor-button").DataSet("testid", "menu-close").Text(closeText).
					OnClick(func(ctx app.Context, e app.Event) { menuPanel{p}.closeMenu(ctx) }),
			),
		),
	)
}

// menuBody is the open menu's title, lead and choices.
func (mp menuPanel) menuBody() (title, lead string, body []app.UI) {
	p := mp.p
	switch p.menu.kind {
	case menuStart:
		return menuPanel{p}.startMenu()
	case menuChoice:
		return menuPanel{p}.choiceMenu()
	case menuUpgrade:
		return menuPanel{p}.upgradeMenu()
	case menuModes:
		return deckPanel{p}.modesMenu()
	case menuInfo:
		return infoMenu()
	case menuRestart:
		return deckPanel{p}.restartMenu()
	case menuReplace:
		return deckPanel{p}.replaceMenu()
	}
	return deckPanel{p}.cardMenu()
}

// firstID gives the first choice of a menu the id the focus goes to.
func firstID(i int) string {
	if i == 0 {
		return "rm-menu-first"
	}
	return ""
}

// cardButton draws a campaign card as a button, with the element id elemID unless it is "".
// Without a click it is shown, focusable, but cannot be pressed. The click's scope is the test id,
// the card's id and version and the extra values the click holds: a button that keeps its place
// for another card gets the new click.
func cardButton(c rules.Card, testid, tip, elemID string, click app.EventHandler, extra ...any) app.UI {
	b := heat.CampaignCard(cardOf(c), tip).DataSet("testid", testid).DataSet("version", c.Version)
	if elemID != "" {
		b = b.ID(elemID)
	}
	if click == nil { // shown to be read: focusable, at full colour
		return b.Class("rm-static").Aria("disabled", "true")
	}
	return b.OnClick(click, app.EventScope(fmt.Sprint(testid, c.ID, c.Version, extra)))
}

// cardWithCaption is a card and the line under it.
func cardWithCaption(card app.UI, caption string) app.UI {
	return app.Div().Class("rm-card-cell").Body(card, app.Span().Class("rm-caption").Text(caption))
}

// startMenu offers the three start decks and the opening rule.
func (mp menuPanel) startMenu() (string, string, []app.UI) {
	p := mp.p
	def := p.run.Map().Def
	var decks []app.UI
	for i, d := range p.run.StartDecks() {
		name := "Deck " + itoa(i+1)
		if len(def.Names) > i {
			name = def.Names[i]
		}
		var ups []app.UI
		for j, c := range d[rules.SpeedCards:] {
			ups = append(ups, cardButton(c, "start-"+itoa(i)+"-card-"+itoa(j), "rm-start-"+itoa(i)+"-"+itoa(j), "", nil))
		}
		decks = append(decks, app.Section().Class("rm-deck-option").DataSet("testid", "start-deck-"+itoa(i)).Body(
			app.H3().Text(name),
			app.P().Class("parlor-hint").Text("3 each of Speed 1 to 4, and these upgrades:"),
			app.Div().Class("rm-cards").Body(ups...),
			app.Button().ID(firstID(i)).Class("parlor-button", "parlor-primary").DataSet("testid", "choose-deck-"+itoa(i)).
				Text("Race with "+name).OnClick(func(ctx app.Context, e app.Event) { menuPanel{p}.chooseDeck(ctx, i) }, app.EventScope(itoa(i))),
		))
	}
	opening := func(o rules.Opening, label, help string) app.UI {
		return app.Button().Class("parlor-option").DataSet("testid", "opening-"+string(o)).Aria("pressed", yes(p.menu.opening == o)).
			Title(help).Body(app.Strong().Text(label), app.Span().Class("rm-option-help").Text(help)).
			OnClick(func(ctx app.Context, e app.Event) { p.menu.opening = o })
	}
	body := []app.UI{
		app.Div().Class("rm-decks").Body(decks...),
		app.H3().Text("Paths"),
		app.Div().Class("parlor-options", "rm-openings").Role("group").Aria("label", "which nodes a completed node opens").Body(
			opening(rules.OneChild, "One way on", "A completed node opens the one node below it closest to it: the map sets your path."),
			opening(rules.AllChildren, "Choose your path", "A completed node opens every node it leads to: you pick which to take."),
		),
	}
	return "Choose your start deck", "Your deck for the whole run: the cards you take and upgrade on the way change it.", body
}

// chooseDeck takes the start node with deck i under the menu's opening rule.
func (mp menuPanel) chooseDeck(ctx app.Context, i int) {
	p := mp.p
	if o := p.menu.opening; o != p.run.Opening() && p.run.CurrentLevel() < 0 {
		modes, cam := p.run.GlobalModes(), p.run.Camera()
		p.run.Restart(p.run.Seed(), o) // nothing is taken yet: only the rule changes
		_ = p.run.SetGlobalModes(modes)
		p.run.SetCamera(cam)
	}
	if err := p.run.ChooseStartDeck(i); err != nil {
		p.fail(err)
		return
	}
	p.save()
	menuPanel{p}.closeMenu(ctx)
	p.notice = "Your run begins. The open node below the start pulses: choose it."
	nodePanel{p}.showNext(ctx)
}

// choiceMenu offers a CARD_CHOICE's cards, then the deck's upgrades the card may replace.
func (mp menuPanel) choiceMenu() (string, string, []app.UI) {
	p := mp.p
	offered, err := p.run.Choices(p.menu.node)
	if err != nil {
		return "Card choice", sentence(err.Error()), nil
	}
	if p.menu.pick < 0 || p.menu.pick >= len(offered) {
		var cards []app.UI
		for i, c := range offered {
			cards = append(cards, cardButton(c, "choice-"+itoa(i), "rm-choice-"+itoa(i), firstID(i), func(ctx app.Context, e app.Event) {
				p.menu.pick = i
				p.later(func(app.Context) { focus("rm-menu-first") })
			}))
		}
		body := []app.UI{app.Div().Class("rm-cards", "rm-cards-big").Body(cards...)}
		if pc := p.run.PendingChoice(); pc != 0 && pc == p.menu.node {
			body = append(body, app.Button().Class("parlor-button").DataSet("testid", "skip-choice").Text("No, thanks: keep my deck").
				OnClick(func(ctx app.Context, e app.Event) { p.skipChoice(ctx) }))
			return "Choose a card", "You won the race: take one of these Garage upgrades, or keep your deck as it is. Hover, focus or hold a card to read it.", body
		}
		return "Choose a card", "Take one of these Garage upgrades: hover, focus or hold a card to read it.", body
	}
	chosen := offered[p.menu.pick]
	cards := []app.UI{
		cardWithCaption(cardButton(chosen, "chosen", "rm-chosen", "", nil), "your choice, in place of:"),
		app.Span().Class("rm-arrow").Aria("hidden", "true").Text("→"),
	}
	n := 0
	for i, c := range p.run.Deck() {
		if rules.IsSpeed(c.ID) {
			continue
		}
		cards = append(cards, cardWithCaption(cardButton(c, "replace-"+itoa(i), "rm-replace-"+itoa(i), firstID(n), func(ctx app.Context, e app.Event) {
			menuPanel{p}.chooseCard(ctx, i, c)
		}), versionName(c.Version)))
		n++
	}
	body := []app.UI{
		app.Div().Class("rm-cards", "rm-cards-big").Body(cards...),
		app.Button().Class("parlor-button").DataSet("testid", "choice-back").Text("Another card").
			OnClick(func(ctx app.Context, e app.Event) { p.menu.pick = -1 }),
	}
	return "Replace which upgrade?", cardName(chosen) + " joins your deck at its base version in place of one of your three upgrades.", body
}

// chooseCard takes the CARD_CHOICE: the picked card replaces deck card i (old).
func (mp menuPanel) chooseCard(ctx app.Context, i int, old rules.Card) {
	p := mp.p
	node, pick := p.menu.node, p.menu.pick
	offered, _ := p.run.Choices(node)
	if err := p.run.ChooseCard(node, pick, i); err != nil {
		p.fail(err)
		return
	}
	p.save()
	menuPanel{p}.closeMenu(ctx)
	p.notice = cardName(offered[pick]) + " joins your deck in place of " + cardName(old) + "."
	nodePanel{p}.showNext(ctx)
}

// upgradeMenu offers the deck's base cards, then the picked card's versions.
func (mp menuPanel) upgradeMenu() (string, string, []app.UI) {
	p := mp.p
	deck := p.run.Deck()
	base := p.run.Upgradable()
	if len(base) == 0 {
		return "Upgrade a card", "Every card of your deck is upgraded already: nothing to raise here.", []app.UI{
			app.Button().ID("rm-menu-first").Class("parlor-button", "parlor-primary").DataSet("testid", "skip-upgrade").Text("Move on").
				OnClick(func(ctx app.Context, e app.Event) { menuPanel{p}.skipUpgrade(ctx) }),
		}
	}
	i := p.menu.pick
	if i < 0 || i >= len(deck) || deck[i].Version != 0 {
		var cards []app.UI
		for n, i := range base {
			cards = append(cards, cardButton(deck[i], "upgrade-card-"+itoa(i), "rm-up-"+itoa(i), firstID(n), func(ctx app.Context, e app.Event) {
				p.menu.pick = i
				p.later(func(app.Context) { focus("rm-menu-first") })
			}))
		}
		return "Upgrade a card", "Choose one of your base cards: the next step shows its versions.", []app.UI{app.Div().Class("rm-cards").Body(cards...)}
	}
	var cards []app.UI
	for v := 0; v <= rules.MaxVersion; v++ {
		c := rules.Card{ID: deck[i].ID, Version: v}
		click := func(ctx app.Context, e app.Event) { menuPanel{p}.upgrade(ctx, i, v) }
		caption := "keep it: " + versionName(0)
		if v > 0 {
			caption = versionName(v) + ": " + versionText(c)
		}
		cards = append(cards, cardWithCaption(cardButton(c, "version-"+itoa(v), "rm-version-"+itoa(v), firstID(v-1), click, i), caption))
	}
	body := []app.UI{
		app.Div().Class("rm-cards", "rm-cards-big", "rm-versions").Body(cards...),
		app.Button().Class("parlor-button").DataSet("testid", "upgrade-back").Text("Another card").
			OnClick(func(ctx app.Context, e app.Event) { p.menu.pick = -1 }),
	}
	return "Choose its version", cardName(deck[i]) + ": keep the base card, or take a version that keeps what the card does and adds to it.", body
}

// upgrade takes the UPGRADE: deck card i goes to version v.
func (mp menuPanel) upgrade(ctx app.Context, i, v int) {
	p := mp.p
	before := p.run.Deck()[i]
	if err := p.run.UpgradeCard(p.menu.node, i, v); err != nil {
		p.fail(err)
		return
	}
	p.save()
	menuPanel{p}.closeMenu(ctx)
	p.notice = cardName(before) + " is now " + cardName(p.run.Deck()[i]) + "."
	if v == 0 {
		p.notice = "You kept " + cardName(before) + " as it is."
	}
	nodePanel{p}.showNext(ctx)
}

// skipChoice declines the card choice of the race just won.
func (p *mapPage) skipChoice(ctx app.Context) {
	if err := p.run.SkipCardChoice(p.menu.node); err != nil {
		p.fail(err)
		return
	}
	p.save()
	menuPanel{p}.closeMenu(ctx)
	p.notice = "You kept your deck as it is."
	nodePanel{p}.showNext(ctx)
}

// skipUpgrade takes an UPGRADE with nothing left to upgrade.
func (mp menuPanel) skipUpgrade(ctx app.Context) {
	p := mp.p
	if err := p.run.SkipUpgrade(p.menu.node); err != nil {
		p.fail(err)
		return
	}
	p.save()
	menuPanel{p}.closeMenu(ctx)
	nodePanel{p}.showNext(ctx)
}

// menuPanel is the map page's menus over the map: the start deck and opening rule, the card
// choice and the card it replaces, and the upgrade.
type menuPanel struct{ p *mapPage }
