//go:build wasm

// The browser entry of the platform: app.wasm. It holds no server code: it registers the pages
// (package routes, which the server registers too) and runs them.
package main

import (
	"os"
	"syscall/js"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/routes"
)

func main() {
	if os.Getenv("HEAT_WARMUP") != "" {
		warmUp()
		return
	}
	// The page is on screen already (the server pre-rendered it): the game takes it over in short
	// tasks, so a tap or a scroll never waits long for the page's thread. The loader is told, so
	// that it waits for heatStarting below before it removes its loading screen.
	js.Global().Set("heatStartsInSteps", true)
	yield()
	routes.Register()
	yield()
	// The loader (server/loader.js) stops catching early clicks now and removes its loading
	// screen once this task, in which go-app mounts the page, is over.
	if starting := js.Global().Get("heatStarting"); starting.Type() == js.TypeFunction {
		starting.Invoke()
	}
	app.RunWhenOnBrowser()
}

// warmUp is the start the loader's worker runs before the page's (server/compile.js): the same
// code against a stand-in page, so that the browser compiles it there and not on the page's
// thread. It returns once the first page is mounted; go-app's loop stops with main.
func warmUp() {
	routes.Register()
	go app.RunWhenOnBrowser()
	yield() // the goroutine mounts the page before anything else runs
}

// yield lets the browser run what waits: Go returns to the page's event loop while main sleeps.
func yield() { time.Sleep(time.Millisecond) }
