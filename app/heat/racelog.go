package heat

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// raceLog explains every move, payment and spin-out in words, newest first.
type raceLog struct {
	app.Compo

	Lines []string // the race's lines, oldest first
}

// shownLines is how many of the newest lines the log shows.
const shownLines = 80

func (l *raceLog) Render() app.UI {
	n := min(len(l.Lines), shownLines)
	items := make([]app.UI, 0, n)
	for i := len(l.Lines) - 1; i >= len(l.Lines)-n; i-- {
		items = append(items, app.Elem("li").Text(l.Lines[i]))
	}
	// The list scrolls: focusable, so that a keyboard can scroll it too.
	return app.Elem("section").Class("parlor-panel", "heat-log").DataSet("testid", "race-log").Body(
		app.Elem("h2").ID("race-log-title").Text("Race log"),
		app.Elem("ol").Aria("live", "polite").Aria("labelledby", "race-log-title").TabIndex(0).Body(items...),
	)
}
