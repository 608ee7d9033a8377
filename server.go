//go:build !wasm

package main

import (
	"fmt"
	"log/slog"
	"net/http"

	game "github.com/heatracing/heat/app"
)

// Options configure the handler of the game server.
type Options struct {
	// WebDir is the directory of app.wasm, its compressed siblings, the CSS
	// and the icons. It defaults to "web".
	WebDir string
	// Mounts are extra handlers served beside the game, by ServeMux pattern:
	// for example "/signal" for the signaling server's WebSocket endpoint.
	Mounts map[string]http.Handler
	// Logger receives the server's logs. It defaults to slog.Default().
	Logger *slog.Logger
}

// NewHandler builds the whole HTTP handler of the game server: the health
// check, the pre-compressed app.wasm, the toolchain's wasm_exec.js, the
// mounted extra handlers, and go-app's pages and PWA resources for
// everything else.
func NewHandler(opts Options) (http.Handler, error) {
	if opts.WebDir == "" {
		opts.WebDir = "web"
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	wasm, err := loadWasm(opts.WebDir, opts.Logger)
	if err != nil {
		return nil, err
	}
	pwa, err := newPWAHandler(opts.WebDir, wasm)
	if err != nil {
		return nil, err
	}

	mux := http.NewServeMux()
	routes := map[string]http.Handler{
		"GET /healthz":      healthHandler(pwa.Version),
		"GET /web/app.wasm": wasm,
		"GET /wasm_exec.js": wasmExecHandler(pwa.Version),
		"/":                 notFoundStatus(pwa, game.IsPage),
	}
	for pattern, h := range opts.Mounts {
		if _, taken := routes[pattern]; taken {
			return nil, fmt.Errorf("cannot mount a handler on %q: the game server already serves it", pattern)
		}
		routes[pattern] = h
	}
	for pattern, h := range routes {
		if err := handle(mux, pattern, h); err != nil {
			return nil, err
		}
	}
	return mux, nil
}

// handle registers h on mux, and turns the panic of ServeMux on a bad or
// conflicting pattern into an error.
func handle(mux *http.ServeMux, pattern string, h http.Handler) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("cannot mount a handler on %q: %v", pattern, r)
		}
	}()
	mux.Handle(pattern, h)
	return nil
}
