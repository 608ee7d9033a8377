package bloodfang

import (
	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// examples plays How to play's worked examples with these IDs (engine.Examples) when the page
// renders.
var examples = shell.WorkedExamples(engine.Examples, func(e engine.Example) shell.RulesExample {
	return shell.RulesExample{ID: e.ID, Title: e.Title, Position: e.Position, Says: e.Says}
}, engine.Example.Play)
