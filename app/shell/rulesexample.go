package shell

import (
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// RulesExample is a worked example of a How to play page: a position of the game as its engine
// reads it, and what followed the moves played from it in the game log's words, which the
// game's engine computes as the page renders (so the example is what the rules do, never prose
// that drifts from them), and its point, which the game's tests check against the engine.
type RulesExample struct {
	ID, Title string
	Position  string   // the position's text
	Lines     []string // the game log of what was played
	Says      string   // the point
	Err       error    // why the example could not be played (a bug its tests catch)
}

// Render draws the example: its title, the position, the log and its point. It is made of the
// elements every page already has (a new kind of element would add its code to every game).
func (e RulesExample) Render() app.UI {
	fig := app.Div().Class("parlor-rules-example").DataSet("testid", "howto-example").DataSet("example", e.ID)
	if e.Err != nil {
		return fig.Body(app.P().Text("This example could not be played: " + e.Err.Error()))
	}
	log := make([]app.UI, len(e.Lines))
	for i, l := range e.Lines {
		log[i] = app.Elem("li").Text(l)
	}
	return fig.Body(
		app.P().Class("parlor-rules-example-title").Body(app.Elem("strong").Text("Example: "+e.Title)),
		app.Code().Class("parlor-rules-position").Aria("label", "the position").Text(strings.TrimSpace(e.Position)),
		app.Elem("ol").Class("parlor-rules-log").DataSet("testid", "howto-example-log").Aria("label", "what happens").Body(log...),
		app.P().Class("parlor-rules-says").Text(e.Says),
	)
}

// RulesExamples draws examples, each played when the page renders (play is the game's engine).
func RulesExamples(play func() []RulesExample) []app.UI {
	if play == nil {
		return nil
	}
	var out []app.UI
	for _, e := range play() {
		out = append(out, e.Render())
	}
	return out
}
