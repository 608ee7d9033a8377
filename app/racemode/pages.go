// Package racemode holds the pages of Race Mode, Heat's roguelike campaign (engine/racemode/RULES.md):
// the map of nodes and paths with each node's details, the deck, the menus (start deck, card
// choice and the card it replaces, upgrade, special modes, info, restart) and the victory
// screen. The campaign's rules are engine/racemode's; a MATCH or the BOSS is raced on Heat's race
// page (app/heat), which this package starts, and whose result it reports to the run when the
// player comes back to the map.
package racemode

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/heat"
	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/app/shell"
)

// modeID is Race Mode's way to play Heat in the registry, which gives the map's path.
const modeID = "race-mode"

// path is the map's page.
var path = func() string {
	for _, m := range heat.Registration.Entry.Modes {
		if m.ID == modeID {
			return m.Path
		}
	}
	panic("racemode: the registry lists no Race Mode for Heat") // a build that cannot work; TestPages proves it does
}()

// guidePath is Race Mode's part of Heat's How to play.
var guidePath = func() string {
	return heat.Registration.Entry.Guide + "#howto-racemode"
}()

// Pages are Race Mode's pages, for shell.Mount: the map, on which every menu opens.
func Pages() []shell.Page {
	return []shell.Page{{Path: path, New: func() app.Composer { return newMapPage() }}}
}

// Registration is Race Mode on the platform: a way to play Heat (Heat's entry lists it), so its
// pages and style sheet only, in a wasm of its own with Heat's pages (web/racemode.wasm): a
// player who races Heat alone or with friends downloads no Race Mode.
var Registration = registry.Game{Pages: Pages, Styles: []string{"/web/racemode.css"}, Wasm: "racemode"}
