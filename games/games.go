// Package games lists the platform's games: each game's registration (app/<game>), one line a
// game (and one for its pages with friends, when they have a wasm of their own), in the home
// page's order. Both builds register them (app/routes), and the server takes their style sheets
// from here. Adding a game is one line here.
package games

import (
	"sync"

	"github.com/heatracing/heat/app/bloodfang"
	"github.com/heatracing/heat/app/havoc"
	"github.com/heatracing/heat/app/heat"
	"github.com/heatracing/heat/app/racemode"
	"github.com/heatracing/heat/app/registry"
)

// All are the games' registrations.
var All = []registry.Game{
	heat.Registration,
	heat.Friends(),
	racemode.Registration,
	bloodfang.Registration,
	bloodfang.Friends(),
	havoc.Registration,
	havoc.Friends(),
}

var once sync.Once

// Register registers every game, once; later calls do nothing.
func Register() { once.Do(func() { registry.Register(All...) }) }

// Styles are the style sheets of the platform and its games, in order.
func Styles() []string { return registry.StylesOf(All) }
