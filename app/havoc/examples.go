package havoc

import (
	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
)

// examples plays How to play's worked examples with these IDs (engine.Examples) when the page
// renders.
var examples = shell.WorkedExamples(engine.Examples, func(e engine.Example) string { return e.ID },
	func(e engine.Example) shell.RulesExample {
		lines, _, err := e.Play()
		return shell.RulesExample{ID: e.ID, Title: e.Title, Position: e.Position, Lines: lines, Says: e.Says, Err: err}
	})
