package heat

import (
	"github.com/heatracing/heat/app/registry"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// Registration is Heat on the platform: its entry, its pages and its groups in make bench (its
// style sheets are the platform's own, registry.Styles, which began as Heat's).
var Registration = registry.Game{Entry: game, Pages: Pages, Room: room, Bench: []string{"engine", "bot", "board"}, Summary: summary}

// game is Heat in the registry (its title's Entry).
var game = heattitle.Entry
