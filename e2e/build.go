package e2e

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"github.com/heatracing/heat/app/registry"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/internal/wasmbuild"
)

// Build is what the browser tests serve: the web directory that holds an up-to-date app.wasm.
type Build struct {
	Root   string // the module root
	WebDir string // web/ of the module
}

var (
	buildOnce   sync.Once
	builtResult Build
	buildErr    error
)

// BuildAll brings web/app.wasm, each game's own wasm (internal/wasmbuild) and their compressed
// siblings up to date with the sources, once per
// process (the server runs in the test's own process: see StartServer). Go's
// build cache makes it quick when nothing changed.
func BuildAll() (Build, error) {
	buildOnce.Do(func() { builtResult, buildErr = buildAll() })
	return builtResult, buildErr
}

func buildAll() (Build, error) {
	root, err := ModuleRoot()
	if err != nil {
		return Build{}, err
	}
	b := Build{Root: root, WebDir: filepath.Join(root, "web")}
	if err := wasmbuild.Build(root, b.WebDir, registry.AllWasms(games.All), WasmBuildFlags()...); err != nil {
		return Build{}, err
	}
	return b, nil
}

// ModuleRoot finds the directory of go.mod from the working directory.
func ModuleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("finding the module root with `go env GOMOD`: %w", err)
	}
	gomod := strings.TrimSpace(string(out))
	if gomod == "" || gomod == os.DevNull {
		return "", errors.New("not inside the game's module: run the tests from the repository")
	}
	return filepath.Dir(gomod), nil
}

// WasmLDFlags are the linker flags app.wasm is built with, by `make wasm` as by the browser tests
// and the benchmarks: without the symbol table, which only the browser's developer tools read (a
// Go panic still names its functions), the download is about 30 KB smaller in brotli.
const WasmLDFlags = "-s -w"

// WasmGCFlags are the compiler flags app.wasm is built with (kept in step with the Makefile's
// WASM_GCFLAGS). An inlined call costs a wasm binary far more than its copied code: every one adds
// to the tables that map code back to source lines (the runtime keeps them for stack traces),
// which are a third of app.wasm's brotli. So these are compiled without inlining:
//   - the platform's packages but the games' rules and bots (engine/..., where the bots' searches
//     spend their time), and go-app's: the pages run a render or a frame at a time, where a few
//     more calls do not show (about 90 KB less in brotli);
//   - Heat's rules and Race Mode's too (engine/heat, engine/racemode): Heat's bots search with
//     their own play-outs, so their decisions in wasm read the same in `make bench` (the slowest
//     in reference units 12.1 and 12.4 for the hard and expert bots, against 11.8 and 12.5
//     inlined), for 13 KB less in heat.wasm and 30 KB in racemode.wasm;
//   - the standard library's and the other modules' packages that encode, format, parse, compress
//     and encrypt, which the pages call a few times a render or a message and the searches not at
//     all (about 70 KB less in brotli for each game's wasm; `make bench`'s decision, replay and
//     board rows read the same with them).
//
// The rest of the standard library keeps its inlining: the runtime and its maps, sync, math,
// slices and sort, which the searches use in their inner loops; syscall/js, which the boards call
// a few hundred times a frame; net/..., whose code grows without it; fmt and reflect, without
// which a bot's decision in wasm measured about 10 % slower.
var WasmGCFlags = []string{
	"-gcflags=github.com/heatracing/heat/...=-l",
	"-gcflags=github.com/heatracing/heat/engine/...=",
	"-gcflags=github.com/heatracing/heat/engine/heat=-l",
	"-gcflags=github.com/heatracing/heat/engine/racemode=-l",
	"-gcflags=github.com/maxence-charriere/go-app/v10/...=-l",
	"-gcflags=encoding/...=-l",
	"-gcflags=time=-l",
	"-gcflags=regexp/...=-l",
	"-gcflags=math/big=-l",
	"-gcflags=crypto/...=-l",
	"-gcflags=strings=-l",
	"-gcflags=unicode/...=-l",
	"-gcflags=mime/...=-l",
	"-gcflags=os=-l",
	"-gcflags=log/...=-l",
	"-gcflags=compress/...=-l",
	"-gcflags=html=-l",
	"-gcflags=github.com/google/uuid=-l",
	"-gcflags=github.com/coder/websocket/...=-l",
	"-gcflags=github.com/mtibben/...=-l",
	"-gcflags=golang.org/x/...=-l",
	"-gcflags=rsc.io/...=-l",
}

// WasmBuildFlags are the flags of `go build` for app.wasm and the board's test page (kept in step
// with the Makefile's wasm target): the linker's and the compiler's, and -trimpath, which names
// the sources by module path instead of where they were built (shorter, in the same tables).
func WasmBuildFlags() []string {
	return append([]string{"-trimpath", "-ldflags=" + WasmLDFlags}, WasmGCFlags...)
}
