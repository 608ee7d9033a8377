//go:build wasm

// The browser entry of the game: app.wasm. It holds no server code; the
// routes are registered by the app package, which both builds import.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	_ "github.com/heatracing/heat/app" // registers the game's routes
)

func main() {
	app.RunWhenOnBrowser()
}
