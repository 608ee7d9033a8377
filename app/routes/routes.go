// Package routes registers every page of the platform with go-app: the shell's (home,
// not-found) and each game's. Both builds call Register before serving: the browser to run the
// pages, the server to pre-render them (it serves only the routes it registered).
package routes

import (
	"github.com/heatracing/heat/app/bloodfang"
	"github.com/heatracing/heat/app/havoc"
	"github.com/heatracing/heat/app/heat"
	"github.com/heatracing/heat/app/racemode"
	"github.com/heatracing/heat/app/shell"
)

// Register mounts the pages of every game, once; later calls do nothing.
func Register() {
	shell.Mount(
		heat.Pages(),
		racemode.Pages(),
		bloodfang.Pages(),
		havoc.Pages(),
	)
}

// IsPage reports whether path is one of the platform's pages; every other path shows the
// not-found page. It registers the pages first if need be.
func IsPage(path string) bool {
	Register()
	return shell.IsPage(path)
}
