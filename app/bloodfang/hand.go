package bloodfang

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// handRow is the player's hand and what they may do with it: pick a card to play, or pass; at
// the start, choose the cards to swap. The buttons that commit a decision (the mulligan's, Pass)
// ignore the second click of a double click (shell.SecondClick): the first committed it, and the
// next decision's button may be under the pointer already (Pass where "Keep this hand" was). A
// card of the hand only picks or marks, which the player sees: its clicks all count.
func (p *playPage) handRow() app.UI {
	v := p.view
	if v.Me == nil {
		return app.Elem("section").Class("bf-hand-row").DataSet("testid", "watching").Body(
			app.P().Class("parlor-hint").Text("You are watching: the players' hands stay hidden."))
	}
	dec := p.decision()
	playable := map[int]bool{}
	for _, m := range v.Me.Legal.Plays {
		playable[m.Card] = len(m.Tiles) > 0
	}
	cards := make([]app.UI, 0, len(v.Me.Hand))
	for i, h := range v.Me.Hand {
		c, ok := engine.Starter().Card(h.Card)
		if !ok {
			continue
		}
		cards = append(cards, p.handCard(i, h.ID, c, dec, playable[h.ID]))
	}
	var actions []app.UI
	switch dec {
	case engine.DecideMulligan:
		n := len(p.returns)
		label := "Keep this hand"
		if n > 0 {
			label = fmt.Sprintf("Swap %d card%s", n, either(n != 1, "s", ""))
		}
		keep := func(ctx app.Context, e app.Event) {
			if !shell.SecondClick(e) {
				p.mulligan()
			}
		}
		actions = append(actions, app.Button().Class("parlor-button", "parlor-primary").ID("bf-mulligan").DataSet("testid", "mulligan").
			Disabled(p.live.Busy).Text(label).OnClick(keep))
	case engine.DecidePlay:
		actions = append(actions, p.passButton())
	}
	return app.Elem("section").Class("bf-hand-row").Aria("label", "your hand").Body(
		app.Div().Class("bf-hand").DataSet("testid", "hand").OnKeyDown(p.handKeys).Body(cards...),
		p.passWarning(),
		app.Div().Class("bf-actions").Body(append(actions, p.details(), legend())...),
	)
}

// handCard is one card of the hand; its abilities and range show in the details beside the
// hand while it is under the pointer or the keyboard's focus.
func (p *playPage) handCard(i, id int, c engine.Card, dec engine.Decision, playable bool) app.UI {
	classes := []string{"bf-card", "bf-seat-0"} // the player's colour, whichever seat
	pressed := false
	switch dec {
	case engine.DecideMulligan:
		pressed = p.returns[id]
	case engine.DecidePlay:
		pressed = p.picked == id
		if !playable {
			classes = append(classes, "bf-unplayable")
		}
	}
	tab := -1
	if i == p.cursor {
		tab = 0
	}
	label := fmt.Sprintf(": %s, power %d. %s %s", rankText(c.Rank), c.Power, rangeText(c), abilityText(c))
	if dec == engine.DecidePlay && !playable {
		label += " No tile for it now."
	}
	if dec == engine.DecideMulligan {
		label += " Press to mark it to swap."
	}
	scope := fmt.Sprint(id)
	return app.Button().ID(fmt.Sprintf("bf-hand-%d", i)).Class(classes...).DataSet("testid", fmt.Sprintf("hand-%d", id)).
		DataSet("playable", fmt.Sprint(playable)).DataSet("index", i).TabIndex(tab).
		Aria("pressed", fmt.Sprint(pressed)).
		OnClick(func(ctx app.Context, e app.Event) { p.handClick(i, id) }, app.EventScope(scope)).
		OnMouseEnter(func(ctx app.Context, e app.Event) { p.cursor = i }, app.EventScope(scope)).
		OnFocus(func(ctx app.Context, e app.Event) { p.cursor = i }, app.EventScope(scope)).
		Body(append(face(c, c.Power, false), app.Elem("span").Class("bf-sr").Text(label))...)
}

// details describes the hand card under the pointer or the keyboard: cost, range, abilities.
func (p *playPage) details() app.UI {
	v := p.view
	if v.Me == nil || p.cursor < 0 || p.cursor >= len(v.Me.Hand) {
		return nil
	}
	c, ok := engine.Starter().Card(v.Me.Hand[p.cursor].Card)
	if !ok {
		return nil
	}
	return app.P().Class("bf-details").DataSet("testid", "card-details").Body(
		app.Elem("strong").Text(c.Name), app.Text(fmt.Sprintf(" · power %d · %s. %s %s", c.Power, rankText(c.Rank), rangeText(c), abilityText(c))),
	)
}

// handClick picks a card to play (its lit tiles show on the board, and the keyboard's focus
// moves to the first), or marks it for the mulligan.
func (p *playPage) handClick(i, id int) {
	p.cursor, p.live.Notice = i, ""
	switch p.decision() {
	case engine.DecideMulligan:
		if p.returns[id] {
			delete(p.returns, id)
		} else {
			p.returns[id] = true
		}
	case engine.DecidePlay:
		if p.picked == id {
			p.picked = 0
			return
		}
		p.picked = id
		tiles := legalTiles(p.view, p.picked)
		if len(tiles) == 0 {
			c, _ := pickedCard(p.view, p.picked)
			p.live.Notice = fmt.Sprintf("%s has no tile now: it %s, on a tile of yours.", c.Name, rankText(c.Rank))
			return
		}
		p.aim, p.aiming = tiles[0], true
		focus(tileID(tiles[0]))
	}
}

// mulligan returns the marked cards (none: the hand is kept).
func (p *playPage) mulligan() {
	ids := []int{}
	for _, h := range p.view.Me.Hand {
		if p.returns[h.ID] {
			ids = append(ids, h.ID)
		}
	}
	p.act(engine.Action{Type: engine.ActMulligan, Cards: ids})
}
