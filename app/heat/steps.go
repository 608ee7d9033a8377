package heat

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// The step strip: the nine steps of a round, the one the race is at marked, so that a newcomer
// sees where a round stands and what comes next.

// roundSteps are a round's steps (rules: "A round"), with what each does.
var roundSteps = [...]struct{ name, does string }{
	{"Shift", "Every driver picks a gear, in secret."},
	{"Play", "Every driver plays as many cards as their gear, in secret."},
	{"Reveal & move", "In turn order, each car shows its cards and moves its Speed."},
	{"Adrenaline", "The last car (two with five or more) may move one more space and cool one more Heat."},
	{"React", "Cool Heat back into the Engine, or Boost for Heat."},
	{"Slipstream", "A car beside or just ahead lets you move 2 more spaces."},
	{"Corners", "Each corner crossed above its limit costs the difference in Heat, or a spin-out."},
	{"Discard", "Throw away cards you do not want (never Heat or Stress)."},
	{"Replenish", "Draw back up to 7 cards."},
}

// stepAt is the step (1–9) the round is at, 0 outside the rounds (the draft, the results).
func stepAt(v *engine.View) int {
	if v == nil {
		return 0
	}
	switch v.Phase {
	case engine.PhasePlan:
		if v.Me != nil && v.Me.Legal.Decision == engine.DecideShift {
			return 1
		}
		return 2
	case engine.PhaseTurns:
		switch v.Step {
		case engine.StepReact:
			return 5
		case engine.StepSlipstream:
			return 6
		case engine.StepCorners:
			return 7
		case engine.StepDiscard:
			return 8
		case engine.StepReplenish:
			return 9
		}
		return 3
	}
	return 0
}

// steps shows the strip, empty outside the rounds. (Always an element: a child that comes and
// goes would shift the board's place in the page, and go-app would mount it twice.)
func steps(v *engine.View) app.UI {
	at := stepAt(v)
	strip := app.Elem("ol").Class("heat-steps").DataSet("testid", "steps").Aria("label", "the steps of a round")
	if at == 0 {
		return strip // empty, so not shown
	}
	items := make([]app.UI, 0, len(roundSteps))
	for i, s := range roundSteps {
		li := app.Elem("li").Class("heat-step").DataSet("step", i+1).Title(s.does).Body(
			app.Elem("span").Class("heat-step-n").Text(fmt.Sprint(i+1)),
			app.Elem("span").Class("heat-step-name").Text(s.name),
		)
		if i+1 == at {
			li = li.Class("heat-step-now").Aria("current", "step")
		}
		items = append(items, li)
	}
	return strip.Body(items...)
}
