package server

import (
	_ "embed"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// workerJS goes in front of go-app's service worker template (see serviceWorker).
//
// app.wasm and the games' own wasms are read from the cache by the browser itself (a static
// route), so their megabytes do not stream through the worker's JavaScript.
//
// go-app's worker answers every request from its cache first, then from the network, and it
// precaches only "/" as a page. A deep link opened offline (a room link, a bookmark, a reload on
// another page) would therefore fail. Our fetch listener runs first and takes over page
// navigations only: the cached copy of that exact page if any, else the network, else the cached
// "/" page, whose go-app router then shows the page of the URL in the address bar.
// stopImmediatePropagation keeps go-app's own fetch listener from answering the same request
// twice.
//
//go:embed worker.js
var workerJS string

// serviceWorker is the template of the service worker go-app fills in: ours, then go-app's.
func serviceWorker() string { return workerJS + "\n" + app.DefaultAppWorkerJS }
