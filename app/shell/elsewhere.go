package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// elsewhere is, in a game's own wasm (MountOnly), every page that wasm does not run: the home
// page, another game's pages, an unknown path. The browser opens it as a new document, which
// loads the wasm that runs it (the loader, server/loader.js, picks it by the path:
// window.heatWasmFor). Should the loader pick this very wasm for the path, the page is not
// found here.
type elsewhere struct {
	notFound
	away bool // the browser is opening the page as a new document
}

func (e *elsewhere) OnNav(ctx app.Context) {
	e.notFound.OnNav(ctx)
	e.away = false
	if !app.IsClient {
		return
	}
	u := ctx.Page().URL()
	if !otherWasm(u.Path) {
		return
	}
	e.away = true
	// go-app has put the URL in the history already (or the player went back to it): the new
	// document takes its place, and its scroll.
	handOver(u.Path)
	app.Window().Get("location").Call("replace", u.String())
}

func (e *elsewhere) Render() app.UI {
	if e.away {
		return app.Elem("main").Class("parlor-page").DataSet("testid", "elsewhere").Body(
			app.P().Class("parlor-kicker").Text("Opening…"),
		)
	}
	return e.notFound.Render()
}

// otherWasm reports whether path is another wasm's page than this document's.
func otherWasm(path string) bool {
	wasmFor, here := app.Window().Get("heatWasmFor"), app.Window().Get("heatWasm")
	return wasmFor.Type() == app.TypeFunction && here.Truthy() && wasmFor.Invoke(path).String() != here.String()
}
