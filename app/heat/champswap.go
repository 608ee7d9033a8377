package heat

import (
	"fmt"
	"slices"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// The championship's draft has one round, after which the first drafter may swap one of its
// upgrades for a card left in the market (rules reference §6.4).

// swapPick is what the player has selected for the swap: an upgrade to give back, a card to take.
type swapPick struct{ give, take cardPick }

// draftRounds is the number of draft rounds of the race: one in a championship.
func draftRounds(v *engine.View) int {
	if v.HandSize != 0 { // only a championship race says its hand size
		return engine.ChampDraftRounds
	}
	return engine.DraftRounds
}

// swapPanel offers the swap when it is the player's: the cards picked are its own, the swap or
// the upgrades kept go to the page through Act.
type swapPanel struct {
	app.Compo

	View *engine.View
	Busy bool // a decision is on its way to the host
	Act  func(app.Context, engine.Action)

	pick swapPick
}

// swapOn reports whether view v asks the player for the swap.
func swapOn(v *engine.View) bool {
	return v.Me != nil && v.Me.Legal.Decision == engine.DecideSwap && v.Draft != nil
}

func (sp *swapPanel) Render() app.UI {
	v := sp.View
	l := v.Me.Legal
	row := func(label, prefix string, cards []engine.Card, ids []int, sel *cardPick) app.UI {
		var bs []app.UI
		for _, k := range cards {
			if !slices.Contains(ids, k.ID) {
				continue
			}
			id := k.ID
			bs = append(bs, app.Button().Class("heat-card", "heat-card-"+k.Kind.String()).DataSet("testid", fmt.Sprintf("%s-%d", prefix, id)).
				Aria("pressed", fmt.Sprint(sel.is(id))).Disabled(sp.Busy).Body(cardFace(k, "")...).
				OnClick(func(ctx app.Context, e app.Event) { *sel = pickOf(id) }, app.EventScope(id)))
		}
		return app.Div().Body(app.Elem("h3").Text(label), app.Div().Class("heat-market").Role("group").Aria("label", label).Body(bs...))
	}
	return app.Elem("section").Class("parlor-panel", "heat-champ-swap").DataSet("testid", "champ-swap").Body(
		app.Elem("h2").Text("Swap an upgrade?"),
		app.P().Text("You drafted first: you may give back one of your upgrades for a card left in the market."),
		row("Your upgrades", "give", v.Cars[v.Seat].Upgrades, l.Swap, &sp.pick.give),
		row("Cards left", "take", v.Draft.Market, l.Draft, &sp.pick.take),
		app.Div().Class("parlor-after").Body(
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "swap").Disabled(sp.Busy || !sp.pick.give.ok || !sp.pick.take.ok).
				Text("Swap").OnClick(func(ctx app.Context, e app.Event) {
				sp.Act(ctx, engine.Action{Type: engine.ActSwap, Cards: []int{sp.pick.give.id, sp.pick.take.id}})
				sp.pick = swapPick{}
			}),
			app.Button().Class("parlor-button").DataSet("testid", "keep").Disabled(sp.Busy).Text("Keep my upgrades").
				OnClick(func(ctx app.Context, e app.Event) { sp.Act(ctx, engine.Action{Type: engine.ActSwap}) }),
		),
	)
}
