package bloodfang

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// passEnds reports whether a pass now ends the game: the other player passed last.
func passEnds(v *engine.View) bool { return v.Passes == 1 }

// passOutcome says how the game ends if the player passes now: the lanes scored as they stand,
// from the player's side.
func passOutcome(v *engine.View) string {
	r := engine.Score(v.Lanes)
	me := v.Seat
	if me != 0 && me != 1 {
		me = 0
	}
	mine, theirs := r.Scores[me], r.Scores[1-me]
	switch r.Winner {
	case me:
		return fmt.Sprintf("The lanes are scored as they stand: you would win, %d to %d.", mine, theirs)
	case 1 - me:
		return fmt.Sprintf("The lanes are scored as they stand: you would lose, %d to %d.", mine, theirs)
	}
	return fmt.Sprintf("The lanes are scored as they stand: it would be a draw, %d all.", mine)
}

// passButton is Pass; when a pass ends the game, it asks first (passWarning) instead of passing.
// Pass and the warning's "Pass and end the game" ignore the second click of a double click
// (shell.SecondClick): the warning shows above the buttons and moves them down, and the second
// click could land on the warning's own buttons.
func (p *playPage) passButton() app.UI {
	v := p.view
	hint := "Pass: play nothing this turn."
	if passEnds(v) {
		hint = "Pass and end the game: the lanes are scored as they stand."
	}
	return app.Button().Class("parlor-button").ID("bf-pass").DataSet("testid", "pass").Title(hint).
		Disabled(p.live.Busy).Text("Pass").OnClick(func(ctx app.Context, e app.Event) {
		if shell.SecondClick(e) {
			return
		}
		if passEnds(p.view) {
			p.warnPass = true
			ctx.Defer(func(app.Context) { focus("bf-pass-keep") })
			return
		}
		p.act(engine.Action{Type: engine.ActPass})
	})
}

// passWarning asks before a pass that ends the game, with the score it would end on.
func (p *playPage) passWarning() app.UI {
	if !p.warnPass || !passEnds(p.view) {
		return nil
	}
	return app.Div().Class("bf-pass-warning").DataSet("testid", "pass-warning").Role("group").Aria("labelledby", "bf-pass-warning-title").Body(
		app.P().ID("bf-pass-warning-title").Body(app.Elem("strong").Text(name(p.names(), 1-p.view.Seat)+" passed: if you pass too, the game ends now.")),
		app.P().DataSet("testid", "pass-outcome").Text(passOutcome(p.view)),
		app.Div().Class("bf-pass-warning-buttons").Body(
			app.Button().Class("parlor-button").ID("bf-pass-keep").DataSet("testid", "pass-keep").Text("Keep playing").
				OnClick(func(ctx app.Context, e app.Event) {
					p.warnPass = false
					ctx.Defer(func(app.Context) { focusHand(p.cursor) })
				}),
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "pass-end").Disabled(p.live.Busy).Text("Pass and end the game").
				OnClick(func(ctx app.Context, e app.Event) {
					if !shell.SecondClick(e) {
						p.warnPass = false
						p.act(engine.Action{Type: engine.ActPass})
					}
				}),
		),
	)
}
