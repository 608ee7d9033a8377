//go:build js

// Package boot starts the pages in the browser: every main of app.wasm and of each game's own
// wasm (the root's main_wasm.go, and the mains internal/wasmbuild writes) calls Run with what
// registers its pages.
package boot

import (
	"os"
	"syscall/js"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Run registers the pages (register) and runs them. The page is on screen already (the server
// pre-rendered it): the game takes it over in short tasks, so a tap or a scroll never waits long
// for the page's thread. The loader (server/loader.js) is told, so that it waits for
// heatStarting before it removes its loading screen.
func Run(register func()) {
	if os.Getenv("HEAT_WARMUP") != "" {
		warmUp(register)
		return
	}
	js.Global().Set("heatStartsInSteps", true)
	yield()
	register()
	yield()
	// The loader stops catching early clicks now and removes its loading screen once this task,
	// in which go-app mounts the page, is over.
	if starting := js.Global().Get("heatStarting"); starting.Type() == js.TypeFunction {
		starting.Invoke()
	}
	app.RunWhenOnBrowser()
}

// warmUp is the start the loader's worker runs before the page's (server/compile.js): the same
// code against a stand-in page, so that the browser compiles it there and not on the page's
// thread. It returns once the first page is mounted; go-app's loop stops with main.
func warmUp(register func()) {
	register()
	go app.RunWhenOnBrowser()
	yield() // the goroutine mounts the page before anything else runs
}

// yield lets the browser run what waits: Go returns to the page's event loop while main sleeps.
func yield() { time.Sleep(time.Millisecond) }
