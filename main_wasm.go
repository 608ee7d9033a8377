//go:build wasm

// The browser entry of the platform: app.wasm, every game's pages (the home page and any path no
// game has load it; each game's own pages load that game's smaller wasm, which internal/wasmbuild
// builds). It holds no server code: it registers the pages (package routes, which the server
// registers too) and runs them.
package main

import (
	"github.com/heatracing/heat/app/boot"
	"github.com/heatracing/heat/app/routes"
)

func main() { boot.Run(routes.Register) }
