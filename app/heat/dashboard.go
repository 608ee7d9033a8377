package heat

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
)

// dashboard is the player's mat: gear, Engine, piles, the hand, and the controls of the step the
// race waits on, with the React symbols' choices. A spectator sees the cars' public state
// instead. The cards picked and the symbols' choices are the dashboard's own; a decision goes
// to the page through Act.
type dashboard struct {
	app.Compo

	View   *engine.View
	Spins  []int                                                  // the rounds the player spun out in, for the advice
	Busy   bool                                                   // a decision is on its way to the host: the controls wait
	Drawn  int                                                    // the token of the decision the controls are drawn for (shell.Live.Drawn)
	Act    func(ctx app.Context, drawn int, a engine.Action) bool // false: not submitted
	Say    func(notice string)                                    // a word to the player in the banner
	Ghosts func(seat int, at ...engine.Pos)                       // where the play picked would stop, on the board
	Settle func()                                                 // the focus moves on within the decision (a Brakes speed chosen)

	ctx      app.Context
	mat      mat
	decision engine.Decision // the decision the picks are for ("" for none)
}

// mat is what the player has picked on the dashboard.
type mat struct {
	sel    map[int]bool // the cards of the hand picked
	pick   reactPick    // the cards picked for a React symbol (Salvage), the Brakes' speeds
	cursor cardPick     // the card of the hand last in focus: the hand's stop in the tab order
}

func (d *dashboard) OnMount(ctx app.Context) { d.ctx = ctx }

// submit is the click handler of the control testid, which submits a, and its scope.
func (d *dashboard) submit(testid string, a engine.Action) (app.EventHandler, app.EventOption) {
	return d.submitFrom(testid, func() engine.Action { return a })
}

// submitFrom is the click handler of the control testid, which submits the decision action makes
// at the click (from the picks as they are then), and its scope. The handler keeps the token of
// the decision the control is drawn for: the page drops the click if the decision changed since
// (a click on controls go-app has not drawn again yet, or a second click on a gear, would
// otherwise count for the next decision). Its scope names the control and that decision, so that
// go-app mounts a new handler for each: it keeps a handler whose code and scope are unchanged, with
// the values it captured when first drawn. The picks go with the decision: a React symbol or the
// next round's play starts afresh (should the host refuse it, its notice says why and the player
// picks again). The second click of a double click does nothing (shell.SecondClick): the first
// committed the decision, and the next one's control may be under the pointer already.
func (d *dashboard) submitFrom(testid string, action func() engine.Action) (app.EventHandler, app.EventOption) {
	drawn := d.Drawn
	return func(ctx app.Context, e app.Event) {
		if shell.SecondClick(e) {
			return
		}
		if d.Act(ctx, drawn, action()) {
			clear(d.mat.sel)
			d.mat.pick.reset()
		}
	}, app.EventScope(testid, drawn)
}

// follow forgets the picks once they are for another decision.
func (d *dashboard) follow() {
	var decision engine.Decision
	if d.View != nil && d.View.Me != nil {
		decision = d.View.Me.Legal.Decision
	}
	if d.mat.sel == nil || decision != d.decision || decision == "" {
		d.mat.sel = map[int]bool{}
		d.mat.pick.reset()
	}
	d.decision = decision
}

func (d *dashboard) Render() app.UI {
	d.follow()
	v := d.View
	me := myCar(v)
	if v.Me == nil || me == nil {
		return app.Elem("section").Class("heat-dashboard", "heat-watching").DataSet("testid", "dashboard").Body(
			app.P().Text("You are watching this race."),
		)
	}
	l := v.Me.Legal
	note := forecast(v, d.selected())
	tip := advice(v, d.Spins)
	if d.Ghosts != nil {
		d.Ghosts(v.Seat, note.ghosts...) // where the play picked would stop; none clears
	}
	speed := fmt.Sprint(me.Speed)
	if note.speed != "" {
		speed = note.speed
	}
	return app.Elem("section").Class("heat-dashboard").DataSet("testid", "dashboard").DataSet("decision", string(l.Decision)).Body(
		app.Div().Class("heat-mat").Body(
			d.gears(),
			meter("engine", "Engine", fmt.Sprint(v.Me.Engine), "Heat cards in your Engine: they pay for corners, boosts and two-gear shifts."),
			meter("deck", "Deck", fmt.Sprint(v.Me.Deck), "Cards left to draw."),
			meter("discard", "Discard", fmt.Sprint(len(v.Me.Discard)), "Cards in your discard pile: they come back when the deck runs out."),
			meter("speed", "Speed", speed, "Your Speed this round: what corners are checked against."),
			d.nextCorner(),
		),
		// What the play would do, advice and the picked upgrade's rule: on a laptop a box of a
		// steady height, so the board above keeps its size from one step to the next.
		// It scrolls when it holds more than it shows: reachable by keyboard then.
		app.Div().Class("heat-notes").TabIndex(map[bool]int{true: 0, false: -1}[len(note.lines) > 0 || tip != ""]).
			Role("region").Aria("label", "what your play will do").Body(
			forecastPanel(note),
			app.If(tip != "", func() app.UI {
				return app.P().Class("parlor-hint", "heat-advice").DataSet("testid", "advice").Text(tip)
			}),
			d.cardHelp(),
		),
		// The hand before the controls: the tab order follows the turn (pick, then play). On a
		// laptop the controls sit beside the hand.
		app.Div().Class("heat-play-row").Body(
			d.hand(),
			app.Div().Class("heat-actions").Body(
				d.controls(),
				app.If(len(d.selectable()) > 0, func() app.UI {
					return app.P().Class("parlor-hint", "heat-keys").DataSet("testid", "key-hint").Text(keyHint)
				}),
			),
		),
	)
}

// cardHelp says what the last upgrade picked will do, before it is played.
func (d *dashboard) cardHelp() app.UI {
	help := ""
	for _, c := range d.View.Me.Hand {
		if h := cardHelp(c); d.mat.sel[c.ID] && h != "" {
			help = c.String() + ": " + h
		}
	}
	if help == "" {
		return nil
	}
	return app.P().Class("parlor-hint", "heat-card-help").DataSet("testid", "card-help").Text(help)
}

func meter(id, label, value string, help string) app.UI {
	return app.Div().Class("heat-meter", "heat-meter-"+id).Title(help).Body(
		app.Elem("span").Class("parlor-meter-label").Text(label),
		app.Elem("strong").DataSet("testid", id+"-count").Text(value),
		explain("the "+label, help),
	)
}

// gears shows the gearbox: the current gear, and in step 1 every gear on offer with its cost.
func (d *dashboard) gears() app.UI {
	v := d.View
	me := myCar(d.View)
	l := v.Me.Legal
	shifting := l.Decision == engine.DecideShift || l.Decision == engine.DecidePlay
	planned := me.Gear
	if v.Me.Plan != nil {
		planned = v.Me.Plan.Gear
	}
	var bs []app.UI
	for g := 1; g <= 4; g++ {
		cost, ok := -1, false
		for _, o := range l.Gears {
			if o.Gear == g {
				cost, ok = o.Heat, true
			}
		}
		label := "—"
		switch {
		case !shifting:
			label = ""
		case ok && cost == 0:
			label = "free"
		case ok:
			label = fmt.Sprintf("%d Heat", cost)
		}
		tab := -1
		if g == planned {
			tab = 0 // the gearbox is one stop in the tab order; the arrows move within it
		}
		id := fmt.Sprintf("gear-%d", g)
		b := app.Button().Class("heat-gear").DataSet("testid", id).DataSet("roving-item", true).
			TabIndex(tab).Aria("keyshortcuts", fmt.Sprint(g)).
			Aria("pressed", fmt.Sprint(g == planned)).Disabled(!shifting || !ok || d.Busy).
			Body(app.Elem("strong").Text(fmt.Sprint(g)), app.Elem("span").Class("parlor-sr").Text(strings.TrimPrefix(engine.Ordinal(g), fmt.Sprint(g))+" gear "),
				app.Elem("small").Text(label))
		if shifting && ok {
			b = b.OnClick(d.submit(id, engine.Action{Type: engine.ActShift, Gear: g}))
		}
		bs = append(bs, b)
	}
	return app.Div().Class("heat-gearbox").Role("group").Aria("label", "gear").DataSet("roving", true).Body(
		app.Elem("span").Class("parlor-meter-label").Text("Gear"),
		app.Div().Class("heat-gears").Body(bs...),
		explain("gears", gearsHelp),
	)
}

// selectable says which cards of the hand the player may pick now.
func (d *dashboard) selectable() map[int]bool {
	l := d.View.Me.Legal
	out := map[int]bool{}
	switch {
	case l.Play != nil && (l.Decision == engine.DecideShift || l.Decision == engine.DecidePlay):
		for _, id := range l.Play.Cards {
			out[id] = true
		}
	case l.Decision == engine.DecideDiscard:
		for _, id := range l.Discard {
			out[id] = true
		}
	}
	return out
}

func (d *dashboard) hand() app.UI {
	ok := d.selectable()
	committed := map[int]bool{}
	if plan := d.View.Me.Plan; plan != nil && plan.Committed {
		for _, id := range plan.Cards {
			committed[id] = true
		}
	}
	var cards, played []app.UI
	stop := d.tabStop(ok, committed)
	for _, c := range d.View.Me.Hand {
		if committed[c.ID] {
			played = append(played, d.card(c, false, false))
			continue
		}
		cards = append(cards, d.card(c, ok[c.ID], c.ID == stop))
	}
	return app.Div().Class("heat-hand-wrap").Body(
		// The play committed stays in view, face up, until everyone has played and it is revealed.
		app.If(len(played) > 0, func() app.UI {
			return app.Div().Class("heat-committed").DataSet("testid", "committed").Role("group").Aria("label", "your play, revealed when everyone has played").Body(
				app.Elem("span").Class("parlor-meter-label").Text("Your play"),
				app.Div().Class("heat-committed-cards").Body(played...),
			)
		}),
		app.Div().Class("heat-hand").DataSet("testid", "hand").DataSet("roving", true).Role("group").Aria("label", "your hand").Body(cards...),
		explain("your cards", handHelp),
	)
}

// card draws a card of the hand. Cards that cannot be picked now stay focusable (aria-disabled,
// not disabled), so a keyboard or screen-reader player can read the whole hand; stop makes it
// the hand's one stop in the tab order.
func (d *dashboard) card(c engine.Card, pickable, stop bool) app.UI {
	selected := d.mat.sel[c.ID]
	id := c.ID
	tab := -1
	if stop {
		tab = 0
	}
	b := app.Button().Class("heat-card", "heat-card-"+c.Kind.String()).
		DataSet("testid", fmt.Sprintf("card-%d", c.ID)).DataSet("kind", c.Kind.String()).DataSet("value", c.Value).
		DataSet("roving-item", true).TabIndex(tab).
		Aria("pressed", fmt.Sprint(selected)).Aria("disabled", fmt.Sprint(!pickable || d.Busy)).
		Aria("describedby", fmt.Sprintf("card-about-%d", c.ID)).
		OnFocus(func(ctx app.Context, e app.Event) { d.mat.cursor = pickOf(id) }, app.EventScope(id)).
		Body(cardFace(c, fmt.Sprintf("card-about-%d", c.ID))...)
	if pickable {
		b = b.DataSet("pickable", true).OnClick(func(ctx app.Context, e app.Event) {
			if !d.Busy {
				d.toggle(id)
				d.afterPick(id)
			}
		}, app.EventScope(id))
	}
	return b
}

// tabStop is the card of the hand the tab key reaches: the last one in focus while it is still in
// hand, else the first card that can be picked, else the first card.
func (d *dashboard) tabStop(pickable, committed map[int]bool) int {
	first, firstPick := -1, -1
	for _, c := range d.View.Me.Hand {
		if committed[c.ID] {
			continue
		}
		if d.mat.cursor.is(c.ID) {
			return c.ID
		}
		if first < 0 {
			first = c.ID
		}
		if firstPick < 0 && pickable[c.ID] {
			firstPick = c.ID
		}
	}
	if firstPick >= 0 {
		return firstPick
	}
	return first
}

func (d *dashboard) toggle(id int) {
	if d.mat.sel[id] {
		delete(d.mat.sel, id)
		return
	}
	if l := d.View.Me.Legal; l.Play != nil && l.Decision != engine.DecideDiscard && len(d.mat.sel) >= l.Play.Count {
		d.Say("That is a full play already: unpick a card first.")
		return
	}
	d.mat.sel[id] = true
}

func (d *dashboard) selected() []int {
	var ids []int
	for _, c := range d.View.Me.Hand { // in hand order
		if d.mat.sel[c.ID] {
			ids = append(ids, c.ID)
		}
	}
	return ids
}

// controls are the buttons of the step the race waits on.
func (d *dashboard) controls() app.UI {
	l := d.View.Me.Legal
	var body []app.UI
	switch l.Decision {
	case engine.DecideShift, engine.DecidePlay:
		if l.Play == nil {
			body = append(body, app.P().Text("Pick a gear you can fill with cards."))
			break
		}
		n := len(d.selected())
		body = append(body,
			app.Elem("span").Class("heat-count").DataSet("testid", "selected").Text(fmt.Sprintf("%d of %s", n, engine.Quantity(l.Play.Count, "card"))),
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "play").Disabled(n != l.Play.Count || d.Busy).
				Text("Play "+engine.Quantity(l.Play.Count, "card")).
				OnClick(d.submitFrom("play", func() engine.Action { return engine.Action{Type: engine.ActPlay, Cards: d.selected()} })))
	case engine.DecideReact:
		body = append(body, d.dueControls()...)
		if l.Cooldown > 0 {
			// One labelled group of numbers: React offers up to four Cooldowns beside Boost,
			// Adrenaline and Done, which then keep to two rows beside the hand on a laptop.
			cool := []app.UI{app.Elem("span").Class("heat-cooldown-label").ID("heat-cooldown-label").Text("Cool down")}
			for n := l.Cooldown; n >= 1; n-- {
				id := fmt.Sprintf("cooldown-%d", n)
				cool = append(cool, app.Button().Class("parlor-button").DataSet("testid", id).Disabled(d.Busy).
					Aria("label", fmt.Sprintf("Cool down %d", n)).Title(fmt.Sprintf("Move %s from your hand back to the Engine.", engine.Quantity(n, "Heat card"))).
					Text(fmt.Sprint(n)).OnClick(d.submit(id, engine.Action{Type: engine.ActCooldown, Count: n})))
			}
			body = append(body, app.Div().Class("heat-cooldown").Role("group").Aria("labelledby", "heat-cooldown-label").Body(cool...))
		}
		if l.Boost {
			cost, help := "Boost (1 Heat)", "Pay 1 Heat, flip cards until a Speed card and move that far. It counts as Speed at corners."
			if l.BoostHeat == 0 {
				cost, help = "Boost (free here)", "This sector makes Boost free: flip cards until a Speed card and move that far. It counts as Speed at corners."
			}
			body = append(body, app.Button().Class("parlor-button", "heat-boost").DataSet("testid", "boost").Disabled(d.Busy).
				Text(cost).Title(help).OnClick(d.submit("boost", engine.Action{Type: engine.ActBoost})))
		}
		if l.Adrenaline {
			body = append(body, app.Button().Class("parlor-button").DataSet("testid", "adrenaline").Disabled(d.Busy).
				Text("Adrenaline +1").Title("Move one more space (it counts as Speed).").
				OnClick(d.submit("adrenaline", engine.Action{Type: engine.ActAdrenaline})))
		}
		body = append(body, d.symbolControls()...)
		due := len(l.Heat) > 0 || len(l.Scrap) > 0
		done := app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "react-done").Disabled(d.Busy || due).
			Text("Done").OnClick(d.submit("react-done", engine.Action{Type: engine.ActReactDone}))
		if due {
			done = done.Title("First pay your cards' Heat and resolve their Scrap.")
		}
		body = append(body, done)
	case engine.DecideBrakes:
		body = append(body, d.brakesControls()...)
	case engine.DecideSlipstream:
		body = append(body,
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "slip-yes").Disabled(d.Busy).Text("Slipstream +2").
				OnClick(d.submit("slip-yes", engine.Action{Type: engine.ActSlipstream, Accept: true})))
		for _, n := range l.SlipstreamExtras {
			id := fmt.Sprintf("slip-extra-%d", n)
			body = append(body, app.Button().Class("parlor-button").DataSet("testid", id).Disabled(d.Busy).
				Text(fmt.Sprintf("Slipstream +%d", 2+n)).Title("Your cards or the road let you go further: each bonus is taken whole or not at all.").
				OnClick(d.submit(id, engine.Action{Type: engine.ActSlipstream, Accept: true, Count: n})))
		}
		body = append(body,
			app.Button().Class("parlor-button").DataSet("testid", "slip-no").Disabled(d.Busy).Text("No, thanks").
				OnClick(d.submit("slip-no", engine.Action{Type: engine.ActSlipstream})))
	case engine.DecideDiscard:
		n := len(d.selected())
		label := "Keep my hand"
		if n > 0 {
			label = fmt.Sprintf("Discard %d", n)
		}
		body = append(body, app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "discard").Disabled(d.Busy).
			Text(label).OnClick(d.submitFrom("discard", func() engine.Action { return engine.Action{Type: engine.ActDiscard, Cards: d.selected()} })))
	default:
		// Focusable by script only: the focus waits here, and a screen reader says why.
		body = append(body, app.P().Class("heat-waiting").DataSet("testid", "waiting").TabIndex(-1).Text("Waiting for the others…"))
	}
	return app.Div().Class("heat-controls").DataSet("testid", "controls").Body(body...)
}

// nextCorner says how far the next corner is and its limit: "Next corner: limit 3 in 4 spaces".
func (d *dashboard) nextCorner() app.UI {
	n, ok := d.View.NextCorner()
	if !ok {
		return app.Div().Class("heat-meter", "heat-meter-corner").Body(
			app.Elem("span").Class("parlor-meter-label").Text("Next corner"),
			app.Elem("strong").DataSet("testid", "next-corner").Text("—"),
		)
	}
	words := fmt.Sprintf("Next corner: limit %d in %s", n.Limit, engine.Quantity(n.Spaces, "space"))
	return app.Div().Class("heat-meter", "heat-meter-corner").Title(fmt.Sprintf("Corner %d: a Speed over %d there costs Heat.", n.Corner, n.Limit)).Body(
		app.Elem("span").Class("parlor-meter-label").Aria("hidden", "true").Text("Next corner"),
		app.Elem("strong").DataSet("testid", "next-corner").DataSet("limit", n.Limit).DataSet("spaces", n.Spaces).Body(
			app.Elem("span").Class("heat-corner-limit").Aria("hidden", "true").Text(n.Limit),
			app.Elem("small").Aria("hidden", "true").Text(" in "+engine.Quantity(n.Spaces, "space")),
			app.Elem("span").Class("parlor-sr").Text(words),
		),
	)
}
