package heat

import (
	"fmt"
	"slices"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// The Garage draft: the market face up, whose pick it is and in which round, and every driver's
// picks so far. The picks play back one at a time, so that bots' picks are seen being made.

// draftPace is how long each pick stays on screen before the next one is shown.
const draftPace = 650 * time.Millisecond

// draftShow is the draft as far as it has been shown.
type draftShow struct {
	events []engine.Event // the draft's events received: markets, picks, leftovers cleared
	at     int            // how many of them are shown
	timing bool           // the next one is scheduled
	pick   cardPick       // the card the player has selected
}

// cardPick is a card the player has selected, or none. Card ids start at 0 (the first upgrade
// of a Garage pool is card 0), so the id alone cannot say "none": a market holding card 0 once
// showed it ticked from the start and could never take it.
type cardPick struct {
	id int
	ok bool
}

func pickOf(id int) cardPick        { return cardPick{id: id, ok: true} }
func (c cardPick) is(id int) bool   { return c.ok && c.id == id }
func (c cardPick) get() (int, bool) { return c.id, c.ok }

// isDraftEvent reports whether the draft screen plays an event back.
func isDraftEvent(k engine.EventKind) bool {
	return k == engine.EvMarket || k == engine.EvPick || k == engine.EvMarketCleared
}

// take keeps the draft's events of an update. The page's first update (a race joined or
// reloaded) shows the draft up to its current round at once, and plays back only that round's
// picks; once the race has started, none.
func (d *draftShow) take(events []engine.Event, first, drafting bool) {
	for _, e := range events {
		if isDraftEvent(e.Kind) {
			d.events = append(d.events, e)
		}
	}
	if first && !drafting {
		d.at = len(d.events)
	}
	if first && drafting {
		for i, e := range d.events {
			if e.Kind == engine.EvMarket {
				d.at = i + 1
			}
		}
	}
}

// playing reports whether picks are still to be shown.
func (d *draftShow) playing() bool { return d.at < len(d.events) }

// state works out the draft as far as shown: the round, the market, the order, who picks next
// and every driver's picks.
func (d *draftShow) state() (round int, market []engine.Card, order []int, next int, picks map[int][]engine.Card) {
	picks = map[int][]engine.Card{}
	next = -1
	taken := 0
	for _, e := range d.events[:d.at] {
		switch e.Kind {
		case engine.EvMarket:
			round, market, order, taken = e.Count, slices.Clone(e.Cards), e.Order, 0
		case engine.EvPick:
			picks[e.Seat] = append(picks[e.Seat], e.Cards...)
			for _, k := range e.Cards {
				market = slices.DeleteFunc(market, func(m engine.Card) bool { return m.ID == k.ID })
			}
			taken++
		case engine.EvMarketCleared:
			market = nil
		}
	}
	if taken < len(order) {
		next = order[taken]
	}
	return round, market, order, next, picks
}

// advanceDraft shows the next pick after a pause, and again until the draft has caught up.
func (p *racePage) advanceDraft() {
	d := &p.draft
	if d.timing || !d.playing() || !p.live.Mounted() {
		return
	}
	d.timing = true
	p.live.Ctx().After(draftPace, func(ctx app.Context) {
		d.timing = false
		// Skip straight to the next pick: a market opening shows with the pick after it.
		for d.at < len(d.events) {
			d.at++
			if d.events[d.at-1].Kind == engine.EvPick {
				break
			}
		}
		p.advanceDraft()
	})
}

// drafting reports whether the page shows the draft: while it lasts, and while its picks still
// play back.
func (p *racePage) drafting() bool {
	return p.view.Phase == engine.PhaseDraft || p.draft.playing()
}

func (p *racePage) draftPanel() app.UI {
	v := p.view
	round, market, order, next, picks := p.draft.state()
	live := !p.draft.playing() && v.Phase == engine.PhaseDraft
	mine := live && v.Me != nil && v.Me.Legal.Decision == engine.DecideDraft
	if !slices.ContainsFunc(market, func(k engine.Card) bool { return p.draft.pick.is(k.ID) }) {
		p.draft.pick = cardPick{}
	}
	who := ""
	switch {
	case mine:
		who = "Your pick: choose one upgrade for your deck."
	case next >= 0 && next < len(v.Cars):
		who = v.Cars[next].Name + " is picking…"
		if left, _ := p.live.TimeLeft(next); left != "" && live {
			who = fmt.Sprintf("%s is picking… %s left", v.Cars[next].Name, left)
		}
	default:
		who = "The draft is over: to the grid!"
	}
	var cards []app.UI
	for _, k := range market {
		id := k.ID
		b := app.Button().Class("heat-card", "heat-card-"+k.Kind.String()).DataSet("testid", fmt.Sprintf("market-%d", id)).
			Aria("pressed", fmt.Sprint(p.draft.pick.is(id))).Aria("describedby", fmt.Sprintf("card-about-%d", id)).Disabled(!mine || p.live.Busy).
			Body(cardFace(k, fmt.Sprintf("card-about-%d", id))...)
		if mine {
			b = b.OnClick(func(ctx app.Context, e app.Event) { p.draft.pick = pickOf(id) }, app.EventScope(id))
		}
		cards = append(cards, b)
	}
	var rows []app.UI
	for _, seat := range draftSeats(order, v) {
		c := v.Cars[seat]
		var got []app.UI
		for _, k := range picks[seat] {
			got = append(got, app.Elem("li").Class("heat-pick").Title(cardHelp(k)).Text(k.String()))
		}
		for range draftRounds(v) - len(picks[seat]) {
			got = append(got, app.Elem("li").Class("heat-pick", "heat-pick-empty").Text("—"))
		}
		cls := "heat-draft-row"
		if seat == next {
			cls += " heat-draft-row-next"
		}
		rows = append(rows, app.Elem("li").Class(cls).DataSet("testid", fmt.Sprintf("picks-%d", seat)).Body(
			carToken(c), app.Elem("span").Class("heat-draft-name").Text(c.Name+carTag(c, p.live.Lobby.Players)), app.Elem("ol").Class("heat-picks").Body(got...),
		))
	}
	var picked *engine.Card
	for i, k := range market {
		if p.draft.pick.is(k.ID) {
			picked = &market[i]
		}
	}
	return app.Elem("section").Class("parlor-panel", "heat-draft").DataSet("testid", "draft").DataSet("round", round).Body(
		app.Elem("header").Class("heat-draft-head").Body(
			app.Elem("h2").Text(fmt.Sprintf("Garage draft · round %d of %d", max(round, 1), draftRounds(v))),
			app.P().DataSet("testid", "draft-who").Text(who),
		),
		app.Div().Class("heat-market").Role("group").Aria("label", "the market").DataSet("testid", "market").Body(cards...),
		app.Div().Class("heat-draft-confirm").Body(
			app.P().Class("parlor-hint").Text(draftHint(picked)),
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "draft-pick").Disabled(!mine || picked == nil || p.live.Busy).
				Text(draftButton(picked)).OnClick(func(ctx app.Context, e app.Event) {
				// The pick as it is now: go-app keeps the handler of the first render.
				if id, ok := p.draft.pick.get(); ok {
					p.act(ctx, engine.Action{Type: engine.ActDraft, Cards: []int{id}})
				}
			}),
		),
		app.Elem("ol").Class("heat-draft-table").Aria("label", "picks so far").Body(rows...),
	)
}

func draftHint(k *engine.Card) string {
	if k == nil {
		return "Pick a card to read what it does. Back of the grid picks first, then the front, then the back again."
	}
	if help := cardHelp(*k); help != "" {
		return help
	}
	return "A Heat card: it only clogs your hand, like the Heat of the starting deck."
}

func draftButton(k *engine.Card) string {
	if k == nil {
		return "Take this card"
	}
	return "Take " + k.String()
}

// draftSeats lists the drivers in grid order (the order of round 2), or as the view has them.
func draftSeats(order []int, v *engine.View) []int {
	out := slices.Clone(order)
	if len(out) == 0 {
		for _, c := range v.Cars {
			if !c.Legend {
				out = append(out, c.Seat)
			}
		}
	}
	return out
}
