//go:build wasm

// The browser entry of the platform: app.wasm. It holds no server code: it registers the pages
// (package routes, which the server registers too) and runs them.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/routes"
)

func main() {
	routes.Register()
	app.RunWhenOnBrowser()
}
