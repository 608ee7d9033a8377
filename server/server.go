// Package server is the platform's HTTP server: go-app's pages and PWA resources (manifest,
// offline service worker), the pre-compressed app.wasm, the toolchain's wasm_exec.js, the static
// files of web/, the signaling server's WebSocket endpoint and a health check, on one address.
//
// The root command (main.go) runs it with Main; the browser tests and the benchmarks run it in
// their own process with New and Serve.
package server

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"log/slog"
	"net/http"

	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/app/routes"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/server/relay"
	"github.com/heatracing/heat/signal"
	"github.com/heatracing/heat/signal/proto"
	"github.com/heatracing/heat/titles"
)

// Options configure a Server.
type Options struct {
	// WebDir is the directory of app.wasm, its compressed siblings, the CSS and the icons. It
	// defaults to "web".
	WebDir string
	// WasmExec is the JavaScript support of the Go toolchain that built app.wasm
	// ($(go env GOROOT)/lib/wasm/wasm_exec.js); the root command embeds its copy. Required.
	WasmExec []byte
	// ICEServers are the STUN/TURN servers handed to every peer for WebRTC: none by default, since
	// host candidates work on a LAN and on one machine.
	ICEServers []proto.ICEServer
	// Limits bound the TCP connections Serve accepts; zero fields take their defaults.
	Limits Limits
	// TrustedProxies is the number of reverse proxies in front of the server that append to
	// X-Forwarded-For (signal.Config.TrustedProxies): the signaling server then limits each
	// client by the address the proxies saw. With any, Limits.MaxConnsPerAddr defaults to off,
	// since every TCP connection comes from a proxy. Default 0: clients connect directly.
	TrustedProxies int
	// Domain is the domain players reach the game at ("heat.example.org"): the pages' link
	// previews (og:url, og:image) point there. Empty: previews carry no address.
	Domain string
	// TLS, when set, makes Serve serve HTTPS with it, and tell browsers to keep to HTTPS (HSTS).
	TLS *tls.Config
	// Relay, when set, is the server's own STUN and TURN relay: the signaling welcome hands each
	// socket its addresses with fresh credentials of its own, after ICEServers.
	Relay *relay.Server
	// Cluster links the signaling server to the other instances behind the same load balancer
	// (signal.Config.Cluster); nil: a single process. ClusterKey is signal.Config.ClusterKey.
	Cluster    signal.Bus
	ClusterKey []byte
	// Mounts are extra handlers served beside the game, by ServeMux pattern.
	Mounts map[string]http.Handler
	// Logger receives the server's logs. It defaults to slog.Default().
	Logger *slog.Logger
}

// Server serves the platform. It is an http.Handler; Serve runs it on a listener.
type Server struct {
	http.Handler
	signal *signal.Server
	limits Limits
	tls    *tls.Config
	log    *slog.Logger
}

// New builds the server's handler: the health check, the pre-compressed app.wasm and each game's
// own wasm, the toolchain's
// wasm_exec.js, the signaling endpoint, the mounted extra handlers, and go-app's pages and PWA
// resources for everything else. It fails, saying what is missing, when web/ lacks a file the
// pages need.
func New(opts Options) (*Server, error) {
	if opts.WebDir == "" {
		opts.WebDir = "web"
	}
	if opts.Logger == nil {
		opts.Logger = slog.Default()
	}
	if len(opts.WasmExec) == 0 {
		return nil, errors.New("server: Options.WasmExec is empty: pass the toolchain's wasm_exec.js (the root command embeds it)")
	}
	routes.Register() // go-app pre-renders only the pages registered in this process
	wasm, err := loadWasm(opts.WebDir, opts.Logger)
	if err != nil {
		return nil, err
	}
	gameWasms, err := loadGameWasms(opts.WebDir, registry.AllWasms(games.All), opts.Logger)
	if err != nil {
		return nil, err
	}
	pwa, err := newPWAHandler(opts.WebDir, wasm, gameWasms, opts.WasmExec, opts.Domain)
	if err != nil {
		return nil, err
	}
	table, err := wasmTableJSON(wasm, gameWasms)
	if err != nil {
		return nil, err
	}
	appJS, err := appJSHandler(pwa, pwa.Version, table)
	if err != nil {
		return nil, err
	}
	manifest, err := manifestHandler(pwa, pwa.Version)
	if err != nil {
		return nil, err
	}
	sheets, err := pageStyles(pwa, opts.WebDir)
	if err != nil {
		return nil, err
	}
	if opts.TrustedProxies > 0 && opts.Limits.MaxConnsPerAddr == 0 {
		opts.Limits.MaxConnsPerAddr = -1
	}
	sig := signal.NewServer(signal.Config{ICEServers: opts.ICEServers, ICEServersFor: relayServers(opts.Relay), TrustedProxies: opts.TrustedProxies, Games: listedGames(),
		Cluster: opts.Cluster, ClusterKey: opts.ClusterKey},
		opts.Logger.With("part", "signal"))

	mux := http.NewServeMux()
	routes := map[string]http.Handler{
		"GET /healthz":              healthHandler(pwa.Version),
		"GET /web/app.wasm":         wasm,
		"GET /wasm_exec.js":         compressText(wasmExecHandler(opts.WasmExec, pwa.Version)),
		"GET /app.js":               compressText(appJS),
		"GET /manifest.webmanifest": compressText(manifest),
		proto.Path:                  sig,
		proto.Path + "/healthz":     sig.HealthHandler(),
		"/":                         compressText(inlineStyles(notFoundStatus(pwa, routes.IsPage), sheets)),
	}
	for _, g := range gameWasms {
		routes["GET "+g.Path()] = g.asset
	}
	for pattern, h := range opts.Mounts {
		if _, taken := routes[pattern]; taken {
			sig.Close()
			return nil, fmt.Errorf("cannot mount a handler on %q: the game server already serves it", pattern)
		}
		routes[pattern] = h
	}
	for pattern, h := range routes {
		if err := handle(mux, pattern, h); err != nil {
			sig.Close()
			return nil, err
		}
	}
	return &Server{Handler: mux, signal: sig, limits: opts.Limits.withDefaults(), tls: opts.TLS, log: opts.Logger}, nil
}

// Close ends the signaling server's rooms and connections at once. Serve does it gracefully.
func (s *Server) Close() error {
	s.signal.Close()
	return nil
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

// shutdown is what a graceful stop does before the HTTP server's own: the signaling server's
// WebSockets, which http.Server.Shutdown does not wait for.
func (s *Server) shutdown(ctx context.Context) error { return s.signal.Shutdown(ctx) }

// listedGames are the games whose rooms the signaling server may list publicly, with their player
// counts: the registry's (the server knows them; signal knows no game). An unlisted game has no
// friends page, so no public rooms.
func listedGames() map[string]signal.GameLimits {
	games := map[string]signal.GameLimits{}
	for _, g := range titles.All() {
		games[g.ID] = signal.GameLimits{MinPlayers: g.MinPlayers, MaxPlayers: g.MaxPlayers}
	}
	return games
}
