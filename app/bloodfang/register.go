package bloodfang

import (
	"github.com/heatracing/heat/app/registry"
	fangtitle "github.com/heatracing/heat/titles/bloodfang"
)

// Registration is Blood Fang on the platform: its entry, its pages and its style sheet.
var Registration = registry.Game{Entry: game, Pages: pages, Room: room, Styles: []string{"/web/bloodfang.css"}, Bench: []string{"bloodfang"}, Summary: summary}

// game is Blood Fang in the registry (its title's Entry).
var game = fangtitle.Entry
