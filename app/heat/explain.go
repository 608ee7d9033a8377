package heat

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// explain is help that works on touch as well as with a mouse or a keyboard: a small "?" button
// that opens a short explanation beside it (the browser's popover: a tap, a click, Enter or
// Space opens it; a tap elsewhere or Escape closes it). The browser keeps it open across the
// page's re-renders, with no code of ours. about names it for screen readers ("About the Engine")
// and must be unique in the page. A control shows its help with one line: explain("the Engine",
// help).
func explain(about, text string) app.UI {
	id := "explain-" + strings.ReplaceAll(strings.ToLower(about), " ", "-")
	return app.Elem("span").Class("heat-explain").DataSet("testid", "explain").Body(
		app.Button().Type("button").Class("heat-explain-q").Title("About "+about).Attr("popovertarget", id).Style("anchor-name", "--"+id).Body(
			app.Elem("span").Aria("hidden", "true").Text("?"),
			app.Elem("span").Class("parlor-sr").Text("About "+about),
		),
		app.P().ID(id).Class("heat-explain-text").Attr("popover", "auto").Style("position-anchor", "--"+id).Text(text),
	)
}

// What the dashboard's "?" buttons say of the gearbox and the hand (the meters say their own).
const (
	gearsHelp = "Your gear is how many cards you play this round: 1 in 1st gear, 4 in 4th. " +
		"Up or down one gear is free; two gears cost 1 Heat. In 1st gear you may cool down 3 Heat at React, in 2nd 1."
	handHelp = "Speed cards move you their value. Heat cards cannot be played: cool them back to your Engine at React. " +
		"A Stress card flips cards from your deck until a Speed card shows. Select an upgrade to read its symbols."
)
