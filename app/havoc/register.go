package havoc

import (
	"github.com/heatracing/heat/app/registry"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// Registration is Havoc Speedway on the platform: its entry, its pages and its style sheet.
var Registration = registry.Game{Entry: game, Pages: pages, Room: room, Styles: []string{"/web/havoc.css"}, Bench: []string{"havoc", "havoc-board"}, Summary: summary}

// game is Havoc Speedway in the registry (its title's Entry).
var game = havoctitle.Entry
