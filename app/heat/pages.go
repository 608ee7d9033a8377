// Package heat holds Heat's pages: the solo and Qualifying setups, the race with its board,
// dashboard, standings, race log and results, and the room of a race with friends. They build on
// the platform's shell (app/shell) and read the race from the engine's views (engine/heat, which
// this package imports as engine; its title adapter titles/heat is imported as heattitle).
package heat

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
)

// Pages are Heat's pages, for shell.Mount: the ways to play of the registry alone (solo,
// Qualifying, the Championship) and the solo race. Its pages with friends are friendsPages.
func Pages() []shell.Page {
	return []shell.Page{
		{Path: "/solo", New: func() app.Composer { return newSetup(engine.ModeRace) }},
		{Path: "/qualifying", New: func() app.Composer { return newSetup(engine.ModeQualifying) }},
		{Path: RacePath, New: func() app.Composer { return &racePage{} }},
		{Path: champPath, New: func() app.Composer { return &setupPage{mode: engine.ModeRace, champ: true} }},
		{Path: howToPath, New: howToPage},
	}
}
