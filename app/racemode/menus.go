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
func (p *mapPage) openMenu(ctx app.Context, m menu, back string) {
	if m.kind != menuCard {
		m.pick = -1
	}
	m.back = back
	p.menu = m
	p.later(func(app.Context) { focus("rm-menu-first", "rm-menu-title") })
}

// closeMenu closes the open menu.
func (p *mapPage) closeMenu(ctx app.Context) {
	back := p.menu.back
	p.menu = menu{}
	p.later(func(app.Context) { focus(back, "rm-details") })
}

// menuDialog is the open menu as a dialog. It shows the run, and takes its nodes: a change to the
// run goes to the page through Acts.
type menuDialog struct {
	app.Compo

	Menu menu
	Run  *rules.Run
	Rev  int // the run's changes so far: the run is the same pointer after one, so this tells
	Acts menuActs
}

// menuActs is what a menu asks of its page.
type menuActs struct {
	Set     func(menu)                      // the menu's picks changed
	Close   func(app.Context)               // the menu closes
	Took    func(app.Context, string)       // the run took a node: save it, close the menu, say so ("" says nothing new), show the next node
	Save    func()                          // the run changed: keep it
	Fail    func(error)                     // the run refused a change
	Restart func(app.Context)               // a new run
	Race    func(ctx app.Context, node int) // race the node now
	Later   func(func(app.Context))         // runs after the page's next render
}

// dialog is the menu open over the map.
func (p *mapPage) dialog() *menuDialog {
	return &menuDialog{Menu: p.menu, Run: p.run, Rev: p.rev, Acts: menuActs{
		Set: func(m menu) { p.menu = m }, Close: p.closeMenu, Took: p.took, Save: p.save, Fail: p.fail,
		Restart: p.restart, Race: p.startRace, Later: p.later,
	}}
}

// took ends a menu that took a node: the run is kept, the menu closes, the notice says what
// happened (unless say is ""), and the details show the node that opened next.
func (p *mapPage) took(ctx app.Context, say string) {
	p.save()
	p.closeMenu(ctx)
	if say != "" {
		p.notice = say
	}
	p.showNext(ctx)
}

func (md *menuDialog) Render() app.UI {
	title, lead, body := md.menuBody()
	closeText := "Close"
	if md.Menu.kind == menuStart || md.Menu.kind == menuChoice || md.Menu.kind == menuUpgrade {
		closeText = "Not now"
	}
	return app.Div().Class("rm-overlay").Body(
		app.Elem("section").Class("rm-menu", "rm-menu-"+menuIDs[md.Menu.kind]).Role("dialog").Aria("modal", "true").
			Aria("labelledby", "rm-menu-title").DataSet("testid", "menu-"+menuIDs[md.Menu.kind]).Body(
			app.Elem("h2").ID("rm-menu-title").TabIndex(-1).Text(title),
			app.If(lead != "", func() app.UI { return app.P().Class("rm-menu-lead").Text(lead) }),
			app.Div().Class("rm-menu-body").Body(body...),
			app.Div().Class("rm-actions").Body(
				app.Button().Class("parlor-button").DataSet("testid", "menu-close").Text(closeText).
					OnClick(func(ctx app.Context, e app.Event) { md.Acts.Close(ctx) }),
			),
		),
	)
}

// menuBody is the open menu's title, lead and choices.
func (md *menuDialog) menuBody() (title, lead string, body []app.UI) {
	switch md.Menu.kind {
	case menuStart:
		return md.startMenu()
	case menuChoice:
		return md.choiceMenu()
	case menuUpgrade:
		return md.upgradeMenu()
	case menuModes:
		return md.modesMenu()
	case menuInfo:
		return infoMenu()
	case menuRestart:
		return md.restartMenu()
	case menuReplace:
		return md.replaceMenu()
	}
	return md.cardMenu()
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
	return app.Div().Class("rm-card-cell").Body(card, app.Elem("span").Class("rm-caption").Text(caption))
}

// startMenu offers the three start decks and the opening rule.
func (md *menuDialog) startMenu() (string, string, []app.UI) {
	def := md.Run.Map().Def
	var decks []app.UI
	for i, d := range md.Run.StartDecks() {
		name := "Deck " + itoa(i+1)
		if len(def.Names) > i {
			name = def.Names[i]
		}
		var ups []app.UI
		for j, c := range d[rules.SpeedCards:] {
			ups = append(ups, cardButton(c, "start-"+itoa(i)+"-card-"+itoa(j), "rm-start-"+itoa(i)+"-"+itoa(j), "", nil))
		}
		decks = append(decks, app.Elem("section").Class("rm-deck-option").DataSet("testid", "start-deck-"+itoa(i)).Body(
			app.Elem("h3").Text(name),
			app.P().Class("parlor-hint").Text("3 each of Speed 1 to 4, and these upgrades:"),
			app.Div().Class("rm-cards").Body(ups...),
			app.Button().ID(firstID(i)).Class("parlor-button", "parlor-primary").DataSet("testid", "choose-deck-"+itoa(i)).
				Text("Race with "+name).OnClick(func(ctx app.Context, e app.Event) { md.chooseDeck(ctx, i) }, app.EventScope(itoa(i))),
		))
	}
	opening := func(o rules.Opening, label, help string) app.UI {
		return app.Button().Class("parlor-option").DataSet("testid", "opening-"+string(o)).Aria("pressed", yes(md.Menu.opening == o)).
			Title(help).Body(app.Elem("strong").Text(label), app.Elem("span").Class("rm-option-help").Text(help)).
			OnClick(func(ctx app.Context, e app.Event) { md.set(func(m *menu) { m.opening = o }) })
	}
	body := []app.UI{
		app.Div().Class("rm-decks").Body(decks...),
		app.Elem("h3").Text("Paths"),
		app.Div().Class("parlor-options", "rm-openings").Role("group").Aria("label", "which nodes a completed node opens").Body(
			opening(rules.OneChild, "One way on", "A completed node opens the one node below it closest to it: the map sets your path."),
			opening(rules.AllChildren, "Choose your path", "A completed node opens every node it leads to: you pick which to take."),
		),
	}
	return "Choose your start deck", "Your deck for the whole run: the cards you take and upgrade on the way change it.", body
}

// set changes the menu's picks.
func (md *menuDialog) set(change func(*menu)) {
	m := md.Menu
	change(&m)
	md.Acts.Set(m)
}

// chooseDeck takes the start node with deck i under the menu's opening rule.
func (md *menuDialog) chooseDeck(ctx app.Context, i int) {
	r := md.Run
	if o := md.Menu.opening; o != r.Opening() && r.CurrentLevel() < 0 {
		modes, cam := r.GlobalModes(), r.Camera()
		r.Restart(r.Seed(), o) // nothing is taken yet: only the rule changes
		_ = r.SetGlobalModes(modes)
		r.SetCamera(cam)
	}
	if err := r.ChooseStartDeck(i); err != nil {
		md.Acts.Fail(err)
		return
	}
	md.Acts.Took(ctx, "Your run begins. The open node below the start pulses: choose it.")
}

// choiceMenu offers a CARD_CHOICE's cards, then the deck's upgrades the card may replace.
func (md *menuDialog) choiceMenu() (string, string, []app.UI) {
	r, m := md.Run, md.Menu
	offered, err := r.Choices(m.node)
	if err != nil {
		return "Card choice", sentence(err.Error()), nil
	}
	if m.pick < 0 || m.pick >= len(offered) {
		var cards []app.UI
		for i, c := range offered {
			cards = append(cards, cardButton(c, "choice-"+itoa(i), "rm-choice-"+itoa(i), firstID(i), func(ctx app.Context, e app.Event) {
				md.pick(i)
			}))
		}
		body := []app.UI{app.Div().Class("rm-cards", "rm-cards-big").Body(cards...)}
		if pc := r.PendingChoice(); pc != 0 && pc == m.node {
			body = append(body, app.Button().Class("parlor-button").DataSet("testid", "skip-choice").Text("No, thanks: keep my deck").
				OnClick(func(ctx app.Context, e app.Event) { md.skipChoice(ctx) }))
			return "Choose a card", "You won the race: take one of these Garage upgrades, or keep your deck as it is. Hover, focus or hold a card to read it.", body
		}
		return "Choose a card", "Take one of these Garage upgrades: hover, focus or hold a card to read it.", body
	}
	chosen := offered[m.pick]
	cards := []app.UI{
		cardWithCaption(cardButton(chosen, "chosen", "rm-chosen", "", nil), "your choice, in place of:"),
		app.Elem("span").Class("rm-arrow").Aria("hidden", "true").Text("→"),
	}
	n := 0
	for i, c := range r.Deck() {
		if rules.IsSpeed(c.ID) {
			continue
		}
		cards = append(cards, cardWithCaption(cardButton(c, "replace-"+itoa(i), "rm-replace-"+itoa(i), firstID(n), func(ctx app.Context, e app.Event) {
			md.chooseCard(ctx, i, c)
		}), versionName(c.Version)))
		n++
	}
	body := []app.UI{
		app.Div().Class("rm-cards", "rm-cards-big").Body(cards...),
		app.Button().Class("parlor-button").DataSet("testid", "choice-back").Text("Another card").
			OnClick(func(ctx app.Context, e app.Event) { md.set(func(m *menu) { m.pick = -1 }) }),
	}
	return "Replace which upgrade?", cardName(chosen) + " joins your deck at its base version in place of one of your three upgrades.", body
}

// pick picks card i of the menu, and sends the focus to the menu's next step.
func (md *menuDialog) pick(i int) {
	md.set(func(m *menu) { m.pick = i })
	if md.Acts.Later != nil {
		md.Acts.Later(func(app.Context) { focus("rm-menu-first") })
	}
}

// chooseCard takes the CARD_CHOICE: the picked card replaces deck card i (old).
func (md *menuDialog) chooseCard(ctx app.Context, i int, old rules.Card) {
	node, pick := md.Menu.node, md.Menu.pick
	offered, _ := md.Run.Choices(node)
	if err := md.Run.ChooseCard(node, pick, i); err != nil {
		md.Acts.Fail(err)
		return
	}
	md.Acts.Took(ctx, cardName(offered[pick])+" joins your deck in place of "+cardName(old)+".")
}

// upgradeMenu offers the deck's base cards, then the picked card's versions.
func (md *menuDialog) upgradeMenu() (string, string, []app.UI) {
	deck := md.Run.Deck()
	base := md.Run.Upgradable()
	if len(base) == 0 {
		return "Upgrade a card", "Every card of your deck is upgraded already: nothing to raise here.", []app.UI{
			app.Button().ID("rm-menu-first").Class("parlor-button", "parlor-primary").DataSet("testid", "skip-upgrade").Text("Move on").
				OnClick(func(ctx app.Context, e app.Event) { md.skipUpgrade(ctx) }),
		}
	}
	i := md.Menu.pick
	if i < 0 || i >= len(deck) || deck[i].Version != 0 {
		var cards []app.UI
		for n, i := range base {
			cards = append(cards, cardButton(deck[i], "upgrade-card-"+itoa(i), "rm-up-"+itoa(i), firstID(n), func(ctx app.Context, e app.Event) {
				md.pick(i)
			}))
		}
		return "Upgrade a card", "Choose one of your base cards: the next step shows its versions.", []app.UI{app.Div().Class("rm-cards").Body(cards...)}
	}
	var cards []app.UI
	for v := 0; v <= rules.MaxVersion; v++ {
		c := rules.Card{ID: deck[i].ID, Version: v}
		click := func(ctx app.Context, e app.Event) { md.upgrade(ctx, i, v) }
		caption := "keep it: " + versionName(0)
		if v > 0 {
			caption = versionName(v) + ": " + versionText(c)
		}
		cards = append(cards, cardWithCaption(cardButton(c, "version-"+itoa(v), "rm-version-"+itoa(v), firstID(v-1), click, i), caption))
	}
	body := []app.UI{
		app.Div().Class("rm-cards", "rm-cards-big", "rm-versions").Body(cards...),
		app.Button().Class("parlor-button").DataSet("testid", "upgrade-back").Text("Another card").
			OnClick(func(ctx app.Context, e app.Event) { md.set(func(m *menu) { m.pick = -1 }) }),
	}
	return "Choose its version", cardName(deck[i]) + ": keep the base card, or take a version that keeps what the card does and adds to it.", body
}

// upgrade takes the UPGRADE: deck card i goes to version v.
func (md *menuDialog) upgrade(ctx app.Context, i, v int) {
	before := md.Run.Deck()[i]
	if err := md.Run.UpgradeCard(md.Menu.node, i, v); err != nil {
		md.Acts.Fail(err)
		return
	}
	say := cardName(before) + " is now " + cardName(md.Run.Deck()[i]) + "."
	if v == 0 {
		say = "You kept " + cardName(before) + " as it is."
	}
	md.Acts.Took(ctx, say)
}

// skipChoice declines the card choice of the race just won.
func (md *menuDialog) skipChoice(ctx app.Context) {
	if err := md.Run.SkipCardChoice(md.Menu.node); err != nil {
		md.Acts.Fail(err)
		return
	}
	md.Acts.Took(ctx, "You kept your deck as it is.")
}

// skipUpgrade takes an UPGRADE with nothing left to upgrade.
func (md *menuDialog) skipUpgrade(ctx app.Context) {
	if err := md.Run.SkipUpgrade(md.Menu.node); err != nil {
		md.Acts.Fail(err)
		return
	}
	md.Acts.Took(ctx, "")
}
