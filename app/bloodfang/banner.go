package bloodfang

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/bloodfang"
)

// prompt says whose turn it is and what to do, in a player's words; mine is true when the game
// waits for this page's player.
func (p *playPage) prompt() (title, detail string, mine bool) {
	v := p.view
	names := p.names()
	other := name(names, 1-v.Seat)
	switch {
	case p.live.Ended != "":
		return "Disconnected", p.live.Ended, false
	case v.Phase == engine.PhaseOver:
		return "Game over", "Each lane goes to the player with more power in it, and scores that power.", false
	case v.Phase == engine.PhaseMulligan && p.decision() == engine.DecideMulligan:
		return "Your opening hand", "Pick the cards you want to swap, then return them (they are shuffled into your deck and you draw as many), or keep this hand." + stuckHint(v), true
	case v.Phase == engine.PhaseMulligan:
		var who []string
		for _, s := range v.Waiting {
			who = append(who, name(names, s))
		}
		if len(who) == 0 {
			return "Opening hands", "", false
		}
		return "Waiting for " + who[0], who[0] + " is choosing an opening hand.", false
	case p.decision() == engine.DecidePlay:
		detail := "Pick a card from your hand, then a lit tile. Or pass."
		if c, ok := pickedCard(v, p.picked); ok {
			detail = c.Name + " " + rankText(c.Rank) + ": pick a lit tile."
			if p.aiming && legalTile(v, p.picked, p.aim) {
				detail = previewText(v, v.Seat, c, p.aim, names)
			}
		}
		if v.Passes == 1 {
			detail = other + " passed: if you pass too, the game ends and the lanes are scored. " + detail
		}
		return "Your turn", detail, true
	}
	active := name(names, v.Active)
	if v.Seat == engine.Spectator {
		return active + "'s turn", "You are watching.", false
	}
	return active + "'s turn", active + " is thinking…", false
}

func (p *playPage) banner() app.UI {
	title, detail, mine := p.prompt()
	cls := "parlor-banner bf-banner"
	if mine {
		cls += " parlor-banner-mine"
	}
	left, low := p.live.TimeLeft(p.view.Seat)
	notice := p.live.Notice
	if p.view.Phase == engine.PhaseOver {
		notice = ""
	}
	return app.Elem("section").Class(cls).DataSet("testid", "banner").Aria("live", "polite").Body(
		app.Elem("h2").DataSet("testid", "prompt").Text(title),
		app.If(mine && left != "", func() app.UI {
			return app.Elem("span").Class("parlor-timer", either(low, "parlor-timer-low", "")).DataSet("testid", "my-timer").
				Title("When the time runs out, the AI decides for you.").Text(left + " left")
		}),
		app.If(detail != "", func() app.UI { return app.P().DataSet("testid", "prompt-detail").Text(detail) }),
		app.If(notice != "", func() app.UI {
			return app.P().Class("parlor-error").Role("alert").DataSet("testid", "notice").Text(notice)
		}),
	)
}

// gameLog is the last few things that happened, newest last.
func (p *playPage) gameLog() app.UI {
	lines := p.log
	if len(lines) > 6 {
		lines = lines[len(lines)-6:]
	}
	items := make([]app.UI, 0, len(lines))
	for _, l := range lines {
		items = append(items, app.Elem("li").Text(l))
	}
	return app.Elem("section").Class("bf-log").Aria("label", "what happened").Body(
		app.Elem("ol").DataSet("testid", "log").Body(items...),
	)
}

// stuckHint warns of an opening hand none of whose cards any tile of the player's can take yet:
// each needs more pawns than those tiles hold (a replacement needs a card of the player's on the
// board). Kept, such a hand passes until a card can be played, and the rival may end the game.
func stuckHint(v *engine.View) string {
	if v == nil || v.Me == nil || len(v.Me.Hand) == 0 {
		return ""
	}
	most := 0
	for r := range v.Board {
		for _, t := range v.Board[r] {
			if t.Owner == v.Seat && t.Card == nil {
				most = max(most, t.Pawns)
			}
		}
	}
	if most == 0 {
		return ""
	}
	for _, h := range v.Me.Hand {
		c, ok := engine.Starter().Card(h.Card)
		if !ok || (c.Rank != engine.Replacement && int(c.Rank) <= most) {
			return ""
		}
	}
	pawns := "1 pawn"
	if most > 1 {
		pawns = fmt.Sprintf("%d pawns", most)
	}
	return fmt.Sprintf(" None of these cards can be placed yet: each needs more than the %s your tiles hold. Swap some, or you will pass until one can.", pawns)
}
