package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/e2e"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/internal/precompress"
	"github.com/heatracing/heat/internal/wasmdata"
)

// helloWorldMain is go-app's hello world, browser side only, as the game's
// main_wasm.go is: the yardstick for the game's wasm size.
const helloWorldMain = `package main

import "github.com/maxence-charriere/go-app/v10/pkg/app"

type hello struct{ app.Compo }

func (h *hello) Render() app.UI { return app.H1().Text("Hello World!") }

func main() {
	app.Route("/", func() app.Composer { return &hello{} })
	app.RunWhenOnBrowser()
}
`

// serverInMain is the game built the way go-app's examples are, with the
// server in the same main: what our build tags keep out of app.wasm.
const serverInMain = `package main

import (
	"log/slog"
	"net/http"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/routes"
)

func main() {
	routes.Register()
	app.RunWhenOnBrowser()
	http.Handle("/", &app.Handler{Name: "Heat"})
	if err := http.ListenAndServe(":8000", nil); err != nil {
		slog.Error("serving failed", "err", err)
	}
}
`

// sizes of one wasm binary.
type sizes struct{ raw, gzip, brotli int }

func wasmSizes(ctx context.Context, e *env) ([]Row, error) {
	game, err := gameSizes(e.build.WebDir)
	if err != nil {
		return nil, err
	}
	e.log("building and compressing go-app's hello world")
	hello, err := buildAndMeasure(ctx, e.build.Root, helloWorldMain, false, "-ldflags="+e2e.WasmLDFlags)
	if err != nil {
		return nil, fmt.Errorf("hello world: %w", err)
	}
	e.log("building and compressing go-app's hello world as app.wasm is built")
	helloAsGame, err := buildAndMeasure(ctx, e.build.Root, helloWorldMain, true, e2e.WasmBuildFlags()...)
	if err != nil {
		return nil, fmt.Errorf("hello world built as app.wasm: %w", err)
	}
	e.log("building and compressing the game with the server in its main")
	withServer, err := buildAndMeasure(ctx, e.build.Root, serverInMain, true, e2e.WasmBuildFlags()...)
	if err != nil {
		return nil, fmt.Errorf("game with the server in its main: %w", err)
	}

	var rows []Row
	add := func(name string, s sizes) {
		for _, v := range []struct {
			encoding string
			n        int
		}{{"raw", s.raw}, {"gzip", s.gzip}, {"brotli", s.brotli}} {
			rows = append(rows, Row{Group: "wasm size", Measure: name + " " + v.encoding, Value: megabytes(v.n), Note: fmt.Sprintf("%d bytes", v.n)})
		}
	}
	add("app.wasm", game)
	add("go-app hello world", hello)
	ratio := float64(game.brotli) / float64(hello.brotli)
	rows = append(rows, Row{
		Group: "wasm size", Measure: "app.wasm ÷ hello world, brotli",
		Value: fmt.Sprintf("%.2f×", ratio),
		Note:  "every game: what the pages no game's wasm runs download (the replay viewer, an unknown path); no page that plays a game, opened, loads it (each game's own below); the hello world built as go-app's examples are, with the default compiler flags",
	})
	// What a player who opens one game downloads: that game's own wasm (internal/wasmbuild).
	for _, w := range registry.AllWasms(games.All) {
		s, err := fileSizes(e.build.WebDir, w.ID+".wasm")
		if err != nil {
			return nil, fmt.Errorf("%s's own wasm: %w", w.ID, err)
		}
		r := float64(s.brotli) / float64(hello.brotli)
		name, note := w.Name(), "what a player who opens this game downloads before it plays"
		switch {
		case len(w.Games) > 0 && w.Games[0].ForFriends():
			note = "what a player who opens a room's link or the game's page with friends downloads (it runs the game's other pages too)"
		case len(w.With) > 0:
			note = "what a player who opens this way to play downloads (it runs the game's other pages too)"
		}
		if w.Home {
			name, note = "Home page", "what a player who opens the home page downloads"
		}
		rows = append(rows, Row{
			Group: "wasm size", Measure: fmt.Sprintf("%s: %s.wasm, brotli", name, w.ID),
			Value: megabytes(s.brotli), Note: fmt.Sprintf("%d bytes; %s raw", s.brotli, megabytes(s.raw)),
		}, Row{
			Group: "wasm size", Measure: fmt.Sprintf("%s: %s.wasm ÷ hello world, brotli", name, w.ID),
			Value: fmt.Sprintf("%.2f×", r), Target: verdict("≤ 1.3×", r <= 1.3),
			Note: note,
		})
	}
	rows = append(rows, Row{
		Group: "wasm size", Measure: "app.wasm ÷ hello world built as app.wasm, brotli",
		Value: fmt.Sprintf("%.2f×", float64(game.brotli)/float64(helloAsGame.brotli)),
		Note:  fmt.Sprintf("the hello world built as app.wasm is (e2e.WasmGCFlags, shrunk by internal/wasmdata: its data segments merged, what only a traceback reads dropped): %d bytes in brotli", helloAsGame.brotli),
	})
	rows = append(rows, Row{
		Group: "wasm size", Measure: "app.wasm if the server shared its main",
		Value: megabytes(withServer.raw),
		Note: fmt.Sprintf("+%s raw, +%s brotli (%s brotli): what the build tags keep out",
			megabytes(withServer.raw-game.raw), megabytes(withServer.brotli-game.brotli), megabytes(withServer.brotli)),
	})
	return rows, nil
}

// gameSizes reads the sizes of app.wasm and of the siblings the build wrote
// with the same settings the bench uses for the others.
func gameSizes(webDir string) (sizes, error) { return fileSizes(webDir, "app.wasm") }

// fileSizes reads the sizes of one wasm file of webDir and of its compressed siblings.
func fileSizes(webDir, name string) (sizes, error) {
	var s sizes
	for _, f := range []struct {
		name string
		n    *int
	}{{name, &s.raw}, {name + precompress.Gzip.Ext, &s.gzip}, {name + precompress.Brotli.Ext, &s.brotli}} {
		info, err := os.Stat(filepath.Join(webDir, f.name))
		if err != nil {
			return sizes{}, err
		}
		*f.n = int(info.Size())
	}
	return s, nil
}

// buildAndMeasure builds a main package from source for the browser, with
// the given flags of go build, shrinks it if shrink is set (as the game's
// build does: internal/wasmbuild), and compresses it.
func buildAndMeasure(ctx context.Context, root, source string, shrink bool, flags ...string) (sizes, error) {
	raw, err := buildWasm(ctx, root, source, flags...)
	if err != nil {
		return sizes{}, err
	}
	if shrink {
		if raw, err = wasmdata.Shrink(raw); err != nil {
			return sizes{}, err
		}
	}
	s := sizes{raw: len(raw)}
	for _, v := range []struct {
		e precompress.Encoding
		n *int
	}{{precompress.Gzip, &s.gzip}, {precompress.Brotli, &s.brotli}} {
		packed, err := v.e.Encode(raw)
		if err != nil {
			return sizes{}, err
		}
		*v.n = len(packed)
	}
	return s, nil
}

// buildWasm builds a main package from source for the browser, with the given
// flags of go build, and returns the wasm.
func buildWasm(ctx context.Context, root, source string, flags ...string) ([]byte, error) {
	dir, err := os.MkdirTemp("", "heat-wasm-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	out := filepath.Join(dir, "out.wasm")
	if err := goBuild(ctx, root, source, out, []string{"GOOS=js", "GOARCH=wasm"}, flags...); err != nil {
		return nil, err
	}
	return os.ReadFile(out)
}

// buildNative builds a main package from source for this machine, to out.
func buildNative(ctx context.Context, root, source, out string) error {
	return goBuild(ctx, root, source, out, nil)
}

// goBuild builds a main package from source to out. The source goes in a
// directory of the module whose name starts with "_", which ./... patterns
// skip, so it builds offline against the module's own pinned go-app.
func goBuild(ctx context.Context, root, source, out string, env []string, flags ...string) error {
	dir, err := os.MkdirTemp(root, "_bench-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(source), 0o644); err != nil {
		return err
	}
	cmd := exec.CommandContext(ctx, "go", append(append([]string{"build"}, flags...), "-o", out, "./"+filepath.Base(dir))...)
	cmd.Dir = root
	cmd.Env = append(os.Environ(), env...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("go build: %w\n%s", err, strings.TrimSpace(stderr.String()))
	}
	return nil
}
