package server

import (
	"encoding/json"
	"errors"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"

	"github.com/heatracing/heat/app/registry"
)

// gameWasm is a game's own wasm (registry.Wasm): the shell with that game alone, which the
// game's pages load in place of app.wasm, so that a player who opens one game downloads that game
// only; or the home page's own (registry.HomeWasm), which holds no game. Any path no game has
// loads app.wasm, which runs every page.
type gameWasm struct {
	registry.Wasm
	asset *wasmAsset
}

// loadGameWasms reads each game's own wasm from dir. A game whose wasm is missing (a build of
// app.wasm alone) is left out with a warning: its pages then load app.wasm.
func loadGameWasms(dir string, wasms []registry.Wasm, log *slog.Logger) ([]gameWasm, error) {
	var out []gameWasm
	for _, w := range wasms {
		if _, err := os.Stat(filepath.Join(dir, w.ID+".wasm")); errors.Is(err, fs.ErrNotExist) {
			log.Warn("a game's own wasm is missing: its pages load app.wasm, every game's; run `make wasm`", "game", w.ID)
			continue
		}
		asset, err := loadWasmFile(dir, w.ID+".wasm", log)
		if err != nil {
			return nil, err
		}
		out = append(out, gameWasm{Wasm: w, asset: asset})
	}
	return out, nil
}

// wasmTable is what the loader (loader.js) reads to pick the wasm of a page: the game's own for
// its pages, app.wasm for every other path, each with its uncompressed size for the progress.
type wasmTable struct {
	Home  wasmChoice   `json:"home"`
	Games []wasmChoice `json:"games"`
}

type wasmChoice struct {
	URL      string   `json:"url"`
	Size     int      `json:"size"`
	Paths    []string `json:"paths,omitempty"`    // the exact paths of its pages
	Patterns []string `json:"patterns,omitempty"` // and the patterns (JavaScript reads them as Go writes them)
	// Later marks a wasm the service worker does not download at install (a game's pages with
	// friends): the page puts it in the worker's cache once it runs it, so that it opens offline
	// after one visit.
	Later bool `json:"later,omitempty"`
}

// wasmTableJSON is the table as JSON, for app.js.
func wasmTableJSON(home *wasmAsset, games []gameWasm) ([]byte, error) {
	t := wasmTable{Home: wasmChoice{URL: "/web/app.wasm", Size: home.size()}, Games: []wasmChoice{}}
	for _, g := range games {
		c := wasmChoice{URL: g.Path(), Size: g.asset.size(), Later: g.ForFriends()}
		for _, p := range g.Pages() {
			if p.Pattern != nil {
				c.Patterns = append(c.Patterns, p.Pattern.String())
			} else {
				c.Paths = append(c.Paths, p.Path)
			}
		}
		t.Games = append(t.Games, c)
	}
	return json.Marshal(t)
}
