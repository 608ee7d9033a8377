// Command wasm builds what the browser runs: web/app.wasm (every page) and each game's own wasm,
// web/<id>.wasm, with the flags of go build it is given, then compresses those that changed:
//
//	go run ./cmd/wasm -trimpath -ldflags='-s -w'     # or: make wasm
//
// It builds the way the browser tests and the benchmarks do (internal/wasmbuild).
package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/internal/wasmbuild"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "wasm:", err)
		os.Exit(1)
	}
}

// run builds from the module root (the working directory), passing args to go build.
func run(args []string, stderr io.Writer) error {
	root, err := os.Getwd()
	if err != nil {
		return err
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		return fmt.Errorf("run it from the module's root (no go.mod in %s)", root)
	}
	start := time.Now()
	wasms := registry.AllWasms(games.All)
	if err := wasmbuild.Build(root, filepath.Join(root, "web"), wasms, args...); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "wasm: built web/app.wasm and %d others (each game's own, the home page's) in %s\n", len(wasms), time.Since(start).Round(100*time.Millisecond))
	return nil
}
