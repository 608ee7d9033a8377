package heat

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// explain is help that works on touch as well as with a mouse or a keyboard: a small "?" button
// that opens a short explanation right under it, and closes it on a second press. It is an HTML
// <details>, so the browser keeps it open or shut across the page's re-renders and every input
// reaches it (tap, click, Enter, Space) with no code of ours. about names it for screen readers
// ("About the Engine"). A control shows its help with one line: explain("the Engine", help).
func explain(about, text string) app.UI {
	return app.Details().Class("heat-explain").DataSet("testid", "explain").Body(
		app.Summary().Class("heat-explain-q").Title("About "+about).Body(
			app.Span().Aria("hidden", "true").Text("?"),
			app.Span().Class("heat-sr").Text("About "+about),
		),
		app.P().Class("heat-explain-text").Text(text),
	)
}

// What the dashboard's "?" buttons say of the gearbox and the hand (the meters say their own).
const (
	gearsHelp = "Your gear is how many cards you play this round: 1 in 1st gear, 4 in 4th. " +
		"Up or down one gear is free; two gears cost 1 Heat. In 1st gear you may cool down 3 Heat at React, in 2nd 1."
	handHelp = "Speed cards move you their value. Heat cards cannot be played: cool them back to your Engine at React. " +
		"A Stress card flips cards from your deck until a Speed card shows. Select an upgrade to read its symbols."
)
