package heat

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
)

// The controls of the cards' symbols: the Brakes' speed at the reveal, and in React each optional
// symbol the cards played offer.

// reactPick is what the player has picked for a symbol before committing it.
type reactPick struct {
	salvage map[int]bool // cards of the discard pile to salvage
	brakes  map[int]int  // the speed picked for each Brakes played
}

func (r *reactPick) reset() { r.salvage, r.brakes = nil, nil }

// playedCard finds a card the player has played this round.
func (d *dashboard) playedCard(id int) (engine.Card, bool) {
	if me := myCar(d.View); me != nil {
		for _, k := range me.Played {
			if k.ID == id {
				return k, true
			}
		}
	}
	return engine.Card{}, false
}

// brakesControls ask for the speed of each Brakes played.
func (d *dashboard) brakesControls() []app.UI {
	l := d.View.Me.Legal
	if d.mat.pick.brakes == nil {
		d.mat.pick.brakes = map[int]int{}
	}
	var body []app.UI
	ready := true
	for _, k := range d.View.Cars[d.View.Seat].Played {
		choices, ok := l.Brakes[k.ID]
		if !ok {
			continue
		}
		id := k.ID
		var bs []app.UI
		for _, v := range choices {
			bs = append(bs, app.Button().Class("parlor-option").DataSet("testid", fmt.Sprintf("brakes-%d-%d", id, v)).
				Aria("pressed", fmt.Sprint(d.mat.pick.brakes[id] == v)).Disabled(d.Busy).Text(fmt.Sprint(v)).
				OnClick(func(ctx app.Context, e app.Event) { d.mat.pick.brakes[id] = v; d.Settle() }, app.EventScope(id, v)))
		}
		name := engine.CardDefs()[k.Def].Name
		group := app.Div().Class("parlor-options").Role("group").Aria("label", "speed of "+name)
		if d.mat.pick.brakes[id] == 0 {
			group = group.DataSet("brakes-open", true) // where the focus goes first
		}
		body = append(body, group.Body(
			append([]app.UI{app.Elem("span").Class("heat-count").Text(name + ":")}, bs...)...))
		ready = ready && d.mat.pick.brakes[id] != 0
	}
	return append(body, app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "brakes-go").Disabled(!ready || d.Busy).
		Text("Brake").OnClick(d.submitFrom("brakes-go", func() engine.Action {
		// The speeds as picked at the click.
		a := engine.Action{Type: engine.ActBrakes}
		for _, k := range d.View.Cars[d.View.Seat].Played {
			if v, ok := d.mat.pick.brakes[k.ID]; ok && v != 0 {
				a.Cards, a.Values = append(a.Cards, k.ID), append(a.Values, v)
			}
		}
		return a
	})))
}

// dueControls are the cards' mandatory symbols React waits for: their Heat, which a Cooldown may
// pay when taken first, and their Scrap, which a Boost may precede.
func (d *dashboard) dueControls() []app.UI {
	l := d.View.Me.Legal
	var body []app.UI
	if len(l.Heat) > 0 {
		heat, names := 0, make([]string, 0, len(l.Heat))
		for _, id := range l.Heat {
			if k, ok := d.playedCard(id); ok {
				heat += engine.CardDefs()[k.Def].Heat
				names = append(names, k.String())
			}
		}
		what := shell.JoinNames(names)
		if l.HeatShort {
			title := "Your Engine cannot pay it all. The cards you cannot pay go to your discard pile, a card is flipped for each, and your car moves again from where its turn started."
			if l.Cooldown > 0 {
				title = "Cool down first: the Heat you bring back may pay it. " + title
			}
			body = append(body, app.Button().Class("parlor-button", "heat-due").DataSet("testid", "heat-short").Disabled(d.Busy).
				Text(fmt.Sprintf("I can't pay %s for %s", engine.Quantity(heat, "Heat"), what)).Title(title).
				OnClick(d.submit("heat-short", engine.Action{Type: engine.ActHeat})))
		} else {
			body = append(body, app.Button().Class("parlor-button", "heat-due").DataSet("testid", "pay-heat").Disabled(d.Busy).
				Text(fmt.Sprintf("Pay %s for %s", engine.Quantity(heat, "Heat"), what)).
				Title("Your cards' Heat must be paid before React ends; cool down first if you want the Heat back in your Engine.").
				OnClick(d.submit("pay-heat", engine.Action{Type: engine.ActHeat})))
		}
	}
	if len(l.Scrap) > 0 {
		n, names := 0, make([]string, 0, len(l.Scrap))
		for _, id := range l.Scrap {
			if k, ok := d.playedCard(id); ok {
				n += engine.CardDefs()[k.Def].Scrap
				names = append(names, k.String())
			}
		}
		body = append(body, app.Button().Class("parlor-button", "heat-due").DataSet("testid", "scrap").Disabled(d.Busy).
			Text(fmt.Sprintf("Scrap %s (%s)", engine.Quantity(n, "card"), shell.JoinNames(names))).
			Title("Scrap must be resolved before React ends: the top cards of your deck go to your discard pile. A Boost taken first flips before them.").
			OnClick(d.submit("scrap", engine.Action{Type: engine.ActScrap})))
	}
	return body
}

// symbolControls are the optional symbols on offer in React, besides Cooldown, Boost and
// Adrenaline.
func (d *dashboard) symbolControls() []app.UI {
	l := d.View.Me.Legal
	var body []app.UI
	button := func(testid, text, title string, a engine.Action) app.UI {
		return app.Button().Class("parlor-button", "heat-symbol-action").DataSet("testid", testid).Disabled(d.Busy).
			Text(text).Title(title).OnClick(d.submit(testid, a))
	}
	for n := l.Reduce; n >= 1; n-- {
		body = append(body, button(fmt.Sprintf("reduce-%d", n), fmt.Sprintf("Discard %s", engine.Quantity(n, "Stress")),
			"Reduce Stress: discard Stress cards from your hand.", engine.Action{Type: engine.ActReduce, Count: n}))
	}
	if l.Accelerate > 0 {
		body = append(body, button("accelerate", fmt.Sprintf("Accelerate +%d", l.Accelerate),
			"Move this many more spaces: it counts as Speed at corners.", engine.Action{Type: engine.ActAccelerate}))
	}
	for _, id := range l.Direct {
		for _, k := range d.View.Me.Hand {
			if k.ID != id {
				continue
			}
			cost := ""
			if h := engine.CardDefs()[k.Def].Heat; h > 0 {
				cost = fmt.Sprintf(", %d Heat", h)
			}
			body = append(body, button(fmt.Sprintf("direct-%d", id), fmt.Sprintf("Play %s now (+%d%s)", k, k.Value, cost),
				"Direct Play: it moves you now and counts as Speed at corners. Its Heat is paid from your Engine, or its own Cooldown brings Heat back from your hand to pay it.", engine.Action{Type: engine.ActDirect, Cards: []int{id}}))
		}
	}
	for _, id := range l.Refresh {
		if k, ok := d.playedCard(id); ok {
			body = append(body, button(fmt.Sprintf("refresh-%d", id), "Keep "+k.String()+" on top",
				"Refresh: this card goes back on top of your deck instead of the discard pile, so you draw it again.", engine.Action{Type: engine.ActRefresh, Cards: []int{id}}))
		}
	}
	if l.Salvage > 0 {
		body = append(body, d.salvageControl(l.Salvage))
	}
	return body
}

// salvageControl lets the player pick up to n cards of the discard pile to shuffle into the deck.
func (d *dashboard) salvageControl(n int) app.UI {
	if d.mat.pick.salvage == nil {
		d.mat.pick.salvage = map[int]bool{}
	}
	var chips []app.UI
	var ids []int
	for _, k := range d.View.Me.Discard {
		if k.Kind == engine.Heat || k.Kind == engine.Stress {
			continue // never worth salvaging, and they crowd the list
		}
		id := k.ID
		on := d.mat.pick.salvage[id]
		if on {
			ids = append(ids, id)
		}
		chips = append(chips, app.Button().Class("heat-chip").DataSet("testid", fmt.Sprintf("salvage-card-%d", id)).
			Aria("pressed", fmt.Sprint(on)).Disabled(d.Busy || (!on && len(d.mat.pick.salvage) >= n)).Text(k.String()).
			OnClick(func(ctx app.Context, e app.Event) {
				if d.mat.pick.salvage[id] {
					delete(d.mat.pick.salvage, id)
				} else {
					d.mat.pick.salvage[id] = true
				}
			}, app.EventScope(id)))
	}
	return app.Div().Class("heat-salvage").Role("group").Aria("label", "salvage from your discard pile").Body(
		app.Elem("span").Class("heat-count").Text(fmt.Sprintf("Salvage up to %d:", n)),
		app.Div().Class("heat-chips").Body(chips...),
		app.Button().Class("parlor-button").DataSet("testid", "salvage").Disabled(len(ids) == 0 || d.Busy).
			Text(fmt.Sprintf("Shuffle %s into my deck", engine.Quantity(len(ids), "card"))).
			OnClick(d.submitFrom("salvage", func() engine.Action {
				// The cards as picked at the click.
				var picked []int
				for _, k := range d.View.Me.Discard {
					if d.mat.pick.salvage[k.ID] {
						picked = append(picked, k.ID)
					}
				}
				return engine.Action{Type: engine.ActSalvage, Cards: picked}
			})),
	)
}
