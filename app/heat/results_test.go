package heat

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/app/shell/shelltest"
	engine "github.com/heatracing/heat/engine/heat"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// The results may draw one step's button where another's was: a solo race's Play again, then a
// championship's Next race, in the same place. Each asks for the step it shows, whichever the
// element showed before: go-app keeps an element's handler when the new one has the same code and
// scope, whatever it captured. (Go's inliner gives each place that calls nextStep.on a handler of
// its own code, which hides a missing scope from the first two cases unless inlining is off,
// -gcflags=-l; the third draws both steps from one place.)
func TestResultsButtonsAskForTheStepTheyShow(t *testing.T) {
	v := &engine.View{Seat: 0}
	solo := func(n nextStep) app.UI {
		n.Session = &shell.Session{Kind: shell.Solo}
		return n.after(v)
	}
	champ := func(n nextStep) app.UI {
		n.Session = &shell.Session{Kind: shell.Solo}
		n.Champ = &heattitle.ChampInfo{Legs: []engine.Leg{{Track: "gb"}, {Track: "usa"}}, Champion: -1}
		return n.after(v)
	}
	button := func(s step) func(nextStep) app.UI {
		return func(n nextStep) app.UI { return app.Button().DataSet("testid", "step").OnClick(n.on(s)) }
	}
	for _, tt := range []struct {
		name          string
		before, after func(nextStep) app.UI
		click         string
		want          step
	}{
		{"Next race where Play again was", solo, champ, "next-race", stepNextRace},
		{"Play again where Next race was", champ, solo, "again", stepAgain},
		{"a button drawn again for another step", button(stepAgain), button(stepNextRace), "step", stepNextRace},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var asked []step
			draw := tt.before
			page := shelltest.Mount(t, func() app.UI {
				return draw(nextStep{Do: func(_ app.Context, s step) { asked = append(asked, s) }})
			})
			page.Render(func() { draw = tt.after })
			page.Click(tt.click)
			if len(asked) != 1 || asked[0] != tt.want {
				t.Errorf("%s asks for the steps %v, want [%v]", tt.click, asked, tt.want)
			}
		})
	}
}
