package heat

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// raceLog explains every move, payment and spin-out in words, newest first.
func (st standingsPanel) raceLog() app.UI {
	p := st.p
	n := min(len(p.log), 80)
	items := make([]app.UI, 0, n)
	for i := len(p.log) - 1; i >= len(p.log)-n; i-- {
		items = append(items, app.Li().Text(p.log[i]))
	}
	// The list scrolls: focusable, so that a keyboard can scroll it too.
	return app.Section().Class("parlor-panel", "heat-log").DataSet("testid", "race-log").Body(
		app.H2().ID("race-log-title").Text("Race log"),
		app.Ol().Aria("live", "polite").Aria("labelledby", "race-log-title").TabIndex(0).Body(items...),
	)
}
