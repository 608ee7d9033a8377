package heat

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// Keyboard play. A turn takes a handful of keys: 1–4 shift gear from anywhere on the race page,
// the hand is one stop in the tab order with the arrow keys moving between its cards, Space or
// Enter picks the card in focus and moves on to the next one, and once the play is complete the
// focus waits on Play. After every decision the focus lands on the next one: Done at React,
// Slipstream, Keep or Discard, the next round's hand. A player who has moved the focus elsewhere
// (the race log, the board) keeps it there.

// keyHint is the line under the hand that says which keys play a turn.
const keyHint = "Keys: 1–4 gear · ←/→ cards · Space picks · Enter plays · F circuit or car"

// onKey handles the race page's shortcuts and the arrow keys of the hand and the gearbox.
func (p *racePage) onKey(ctx app.Context, e app.Event) {
	if p.view == nil || e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	target := e.Get("target")
	switch target.Get("tagName").String() {
	case "INPUT", "TEXTAREA", "SELECT":
		return // typing, not playing
	}
	key := e.Get("key").String()
	if (key == "f" || key == "F") && !target.Call("closest", "canvas").Truthy() {
		p.board.ToggleFollow() // the board's own canvas takes F itself
		e.PreventDefault()
		return
	}
	if p.view.Me == nil {
		return // a spectator: only the board's keys
	}
	if len(key) == 1 && key >= "1" && key <= "4" {
		if p.shiftByKey(ctx, int(key[0]-'0')) {
			e.PreventDefault()
		}
		return
	}
	var step int
	switch key {
	case "ArrowLeft", "ArrowUp":
		step = -1
	case "ArrowRight", "ArrowDown":
		step = 1
	case "Home":
		step = -100
	case "End":
		step = 100
	default:
		return
	}
	group := target.Call("closest", "[data-roving]")
	if !group.Truthy() {
		return
	}
	items := group.Call("querySelectorAll", "[data-roving-item]")
	n := items.Length()
	at := -1
	for i := 0; i < n; i++ {
		if items.Index(i).Equal(target) {
			at = i
		}
	}
	if at < 0 || n == 0 {
		return
	}
	e.PreventDefault()
	next := max(0, min(n-1, at+step))
	items.Index(next).Call("focus")
}

// shiftByKey shifts to gear when the gear may be chosen now; it reports whether it did.
func (p *racePage) shiftByKey(ctx app.Context, gear int) bool {
	l := p.view.Me.Legal
	if l.Decision != engine.DecideShift && l.Decision != engine.DecidePlay {
		return false
	}
	for _, o := range l.Gears {
		if o.Gear == gear {
			p.act(ctx, engine.Action{Type: engine.ActShift, Gear: gear})
			return true
		}
	}
	p.live.Notice = fmt.Sprintf("%s gear is not on offer this round.", engine.Ordinal(gear))
	return true
}

// focusKey names the decision the focus was last put on: a new one moves the focus.
func focusKey(v *engine.View) string {
	if v == nil {
		return ""
	}
	if v.Phase == engine.PhaseOver {
		return "over"
	}
	if v.Me == nil {
		return ""
	}
	gear := 0
	if v.Me.Plan != nil {
		gear = v.Me.Plan.Gear
	}
	// Within React, each symbol resolved changes the buttons under the focus: go-app reuses the
	// paid Heat's button for the next one (Boost, say), so the focus moves on with the count of
	// what is still due, never resting by chance on a choice that costs something.
	l := v.Me.Legal
	return fmt.Sprintf("%d/%s/%d/%s/%d.%d.%d.%t.%t", v.Round, l.Decision, gear, v.Step, len(l.Heat), len(l.Scrap), l.Cooldown, l.Boost, l.Adrenaline)
}

// focusTarget is where the focus goes for the decision at hand, as a CSS selector tried in order;
// picked is the number of cards picked in the hand.
func focusTarget(v *engine.View, picked int) []string {
	if v.Phase == engine.PhaseOver {
		return []string{"[data-testid=again]"}
	}
	l := v.Me.Legal
	switch l.Decision {
	case engine.DecideShift, engine.DecidePlay:
		if l.Play == nil {
			return []string{".heat-gear:not(:disabled)"}
		}
		if picked == l.Play.Count {
			return []string{"[data-testid=play]"}
		}
		return []string{"[data-testid=hand] [data-pickable]:not([aria-pressed=true])", "[data-testid=hand] .heat-card"}
	case engine.DecideReact:
		// The cards' Heat and Scrap first (a Cooldown before Heat the Engine cannot pay yet).
		sel := []string{"[data-testid=pay-heat]"}
		if l.HeatShort && l.Cooldown > 0 {
			sel = append(sel, ".heat-cooldown button")
		}
		return append(sel, "[data-testid=scrap]", "[data-testid=heat-short]", "[data-testid=react-done]")
	case engine.DecideBrakes:
		return []string{"[data-brakes-open] button:not(:disabled)", "[data-testid=brakes-go]"}
	case engine.DecideSlipstream:
		return []string{"[data-testid=slip-yes]"}
	case engine.DecideDiscard:
		return []string{"[data-testid=discard]"}
	case engine.DecideNothing:
		return []string{"[data-testid=waiting]"}
	}
	return nil
}

// settleFocus puts the focus on the decision at hand once the page has rendered, when the
// decision is new or the focus was lost (its button went away), unless the player has taken the
// focus somewhere else on purpose. force moves it on within the same decision (a Brakes speed
// chosen).
func (p *racePage) settleFocus(force bool) {
	if !p.live.Mounted() {
		return
	}
	p.live.Ctx().Defer(func(app.Context) { p.input.settle(p.view, force) })
}

// input is where the player's keyboard stands on the race page.
type input struct {
	focused       string // the decision the focus was last put on (focusKey)
	confirmRetire bool   // Retire was clicked: the top bar asks to confirm
}

// settle moves the focus for view v once the page has rendered (settleFocus).
func (in *input) settle(v *engine.View, force bool) {
	if v == nil || (v.Me == nil && v.Phase != engine.PhaseOver) {
		return
	}
	doc := app.Window().Get("document")
	active := doc.Get("activeElement")
	lost := !active.Truthy() || active.Equal(doc.Get("body"))
	key := focusKey(v)
	if force {
		in.focused = "force"
	}
	if key == in.focused && !lost {
		return
	}
	if !lost && key != in.focused && !active.Call("closest", ".heat-dashboard, .parlor-banner, .parlor-results").Truthy() {
		in.focused = key // the player is reading the log or moving the board: leave them there
		return
	}
	// The cards picked in the hand, as the dashboard shows them.
	picked := doc.Call("querySelectorAll", "[data-testid=hand] [aria-pressed=true]").Length()
	for _, sel := range focusTarget(v, picked) {
		if el := doc.Call("querySelector", sel); el.Truthy() {
			// The first focus of a page does not scroll it: the page opens at its top.
			el.Call("focus", map[string]any{"preventScroll": in.focused == ""})
			// A button still disabled while the last action waits for the host's verdict takes
			// no focus: the decision stays unsettled until the verdict's render tries again.
			if doc.Get("activeElement").Equal(el) {
				in.focused = key
				return
			}
		}
	}
}

// afterPick moves the focus on once a card was picked: to the next card still to pick, or to Play
// once the play is complete.
func (d *dashboard) afterPick(id int) {
	if !d.Mounted() || !d.mat.sel[id] {
		return
	}
	d.ctx.Defer(func(app.Context) {
		doc := app.Window().Get("document")
		l := d.View.Me.Legal
		sel := "[data-testid=hand] [data-pickable]:not([aria-pressed=true])"
		if l.Play != nil && l.Decision != engine.DecideDiscard && len(d.selected()) >= l.Play.Count {
			sel = "[data-testid=play]"
		} else if l.Decision == engine.DecideDiscard {
			return // a discard may pick any number: stay on the card
		}
		// The next card after this one, else the first.
		cards := doc.Call("querySelectorAll", sel)
		from := doc.Call("querySelector", fmt.Sprintf("[data-testid=card-%d]", id))
		for i := 0; i < cards.Length(); i++ {
			c := cards.Index(i)
			if from.Truthy() && from.Call("compareDocumentPosition", c).Int()&4 != 0 { // follows
				c.Call("focus")
				return
			}
		}
		if cards.Length() > 0 {
			cards.Index(0).Call("focus")
		}
	})
}
