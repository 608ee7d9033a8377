// Package routes registers every page of the platform with go-app: the shell's (home,
// not-found) and each game's, from their registrations (the games package). Both builds call Register before serving: the browser to run the
// pages, the server to pre-render them (it serves only the routes it registered).
package routes

import (
	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/games"
)

// Register registers every game (the games package's list) and mounts their pages, once; later
// calls do nothing.
func Register() { games.Register() }

// IsPage reports whether path is one of the platform's pages; every other path shows the
// not-found page. It registers the pages first if need be.
func IsPage(path string) bool {
	Register()
	return shell.IsPage(path)
}
