package heat

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// Retiring: a way out of a hopeless race. The top bar offers Retire while the player's car races;
// a click asks first, in plain words, and the focus waits on "Keep racing" so a stray Enter
// changes nothing. A retired car leaves the track, ranked last, and the race goes on for the
// others; in a solo race, once no person races any more, the rest is played out at once.

// retireControl is the Retire button, or its confirmation once asked.
func (p *racePage) retireControl() app.UI {
	v := p.view
	if v == nil || v.Me == nil || !v.Me.Legal.Retire {
		p.input.confirmRetire = false
		return app.If(false, nil)
	}
	if !p.input.confirmRetire {
		return app.Button().Class("parlor-button", "parlor-small", "heat-retire").DataSet("testid", "retire").
			Title("Take your car out of the race: it is ranked last and the race goes on for the others.").
			Text("Retire").OnClick(func(ctx app.Context, e app.Event) {
			p.input.confirmRetire = true
			p.live.Ctx().Defer(func(app.Context) {
				if el := app.Window().GetElementByID("retire-cancel"); el.Truthy() {
					el.Call("focus")
				}
			})
		})
	}
	return app.Div().Class("heat-retire-confirm").Role("alertdialog").Aria("labelledby", "retire-question").DataSet("testid", "retire-confirm").Body(
		app.Elem("span").ID("retire-question").Text("Retire from the race? Your car leaves the track and is ranked last; the race goes on for the others."),
		app.Button().Class("parlor-button", "parlor-small").ID("retire-cancel").DataSet("testid", "retire-cancel").Text("Keep racing").
			OnClick(func(ctx app.Context, e app.Event) { p.input.confirmRetire = false }),
		app.Button().Class("parlor-button", "parlor-small", "heat-danger").DataSet("testid", "retire-yes").Disabled(p.live.Busy).Text("Retire").
			OnClick(func(ctx app.Context, e app.Event) {
				p.input.confirmRetire = false
				p.act(ctx, engine.Action{Type: engine.ActRetire})
			}),
	)
}
