package server

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/games"
)

// The static files the pages use. go-app's service worker caches them with
// the pages, app.wasm and its own scripts, for offline play.
var (
	styles = games.Styles() // the platform's and each game's, from their registrations
	icon   = app.Icon{
		Default:  "/web/icon-192.png",
		Large:    "/web/icon-512.png",
		Maskable: "/web/icon-maskable-512.png", // with a margin inside the maskable safe zone
		SVG:      "/web/icon.svg",
	}
)

// newPWAHandler configures go-app's handler: the pages, the manifest of the
// installable app and the service worker.
func newPWAHandler(webDir string, wasm *wasmAsset, games []gameWasm, wasmExec []byte, domain string) (*app.Handler, error) {
	static := append([]string{icon.Default, icon.Large, icon.SVG, icon.Maskable}, styles...)
	// The page's own scripts are part of the app too: a new loader or warm-up is an update.
	contents := [][]byte{wasmExec, []byte(loaderJS), []byte(compileJS), []byte(warmupJS), []byte(earlyJS), manifestVersion()}
	// go-app's service worker caches app.wasm; each game's own wasm is cached beside it, so that
	// every game opens offline after one visit. A game's pages with friends are not downloaded at
	// install (most players never open them): the page keeps their wasm once it runs it
	// (loader.js), and a new version of it is still an update.
	cached := []string{icon.SVG}
	for _, g := range games {
		if !g.ForFriends() {
			cached = append(cached, g.Path())
		}
		contents = append(contents, []byte(g.Path()+" "+g.asset.hash))
	}
	for _, path := range static {
		file := filepath.Join(webDir, filepath.FromSlash(strings.TrimPrefix(path, "/web/")))
		b, err := os.ReadFile(file)
		if err != nil {
			return nil, fmt.Errorf("a static file of the game is missing: %w", err)
		}
		contents = append(contents, b)
	}
	return &app.Handler{
		Name:        shell.Name,
		ShortName:   shell.ShortName,
		Title:       shell.Name,
		Description: shell.Tagline,
		Lang:        "en",
		// A shared link previews with the game's name, pitch and large icon, at the public domain.
		Domain:          domain,
		Image:           icon.Large,
		Icon:            icon,
		BackgroundColor: shell.BackgroundColor,
		ThemeColor:      shell.ThemeColor,
		LoadingLabel:    "Setting up the table… {progress}%",
		Styles:          styles,
		// go-app caches the PNG icons but not the SVG one, the favicon, nor the games' own wasms.
		CacheableResources:    cached,
		Resources:             newWebResources(webDir),
		Version:               versionOf(wasm.hash, contents...),
		WasmContentLength:     strconv.Itoa(wasm.size()),
		ServiceWorkerTemplate: serviceWorker(),
		RawHeaders:            []string{earlyScript(), warmupScript()},
	}, nil
}
