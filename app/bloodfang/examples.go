package bloodfang

import (
	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// examples plays How to play's worked examples with these IDs (engine.Examples) when the page
// renders.
func examples(ids ...string) func() []shell.RulesExample {
	return func() []shell.RulesExample {
		var out []shell.RulesExample
		for _, e := range engine.Examples {
			for _, id := range ids {
				if e.ID == id {
					lines, _, err := e.Play()
					out = append(out, shell.RulesExample{ID: e.ID, Title: e.Title, Position: e.Position, Lines: lines, Says: e.Says, Err: err})
				}
			}
		}
		return out
	}
}
