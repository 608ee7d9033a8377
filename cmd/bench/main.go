// Command bench measures the game and prints one markdown table, which it
// also writes to artifacts/bench.md:
//
//	go run ./cmd/bench            # or: make bench
//	go run ./cmd/bench -runs 9 -only size
//
// Every figure comes from this run. Timings are medians of -runs samples.
// Each group of rows lives in its own file, under its name in measures below; a game's groups run
// in the order its registration (app/<game>, registry.Game.Bench) lists them, between the
// platform's.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/heatracing/heat/e2e"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/internal/natlab"
)

// env is what every group of measures gets.
type env struct {
	build e2e.Build // the module and its up-to-date web/app.wasm
	runs  int       // samples per timing
	log   func(format string, args ...any)
}

// group measures some rows of the table.
type group struct {
	name string
	run  func(ctx context.Context, e *env) ([]Row, error)
}

// measures are the groups this command can measure, by name.
var measures = map[string]func(ctx context.Context, e *env) ([]Row, error){
	"size":        wasmSizes,
	"load":        loadTimes,
	"engine":      engineRows,
	"havoc":       havocRows,
	"bot":         botRows,
	"bloodfang":   bloodfangRows,
	"board":       boardFrames,
	"havoc-board": havocBoardFrames,
	"p2p":         p2pRows,
	"signal":      signalRows,
	"cluster":     clusterRows,
	"natlab":      natlabRows,
	"replay":      replayRows,
}

// groups are the table's groups in order: the platform's first and last, each registered game's
// between them.
var groups = func() []group {
	names := []string{"size", "load"}
	for _, g := range games.All {
		names = append(names, g.Bench...)
	}
	names = append(names, "replay", "p2p", "signal", "cluster", "natlab")
	var out []group
	for _, n := range names {
		run, ok := measures[n]
		if !ok {
			panic(fmt.Sprintf("bench: a registration names the group %q, which this command does not measure", n))
		}
		out = append(out, group{n, run})
	}
	return out
}()

func main() {
	natlab.RunChild() // the NAT lab's servers and players are this command started again
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// run reads the command line, measures and writes the table.
func run(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "artifacts/bench.md", "file to write the table to (relative to the module root)")
	runs := fs.Int("runs", 5, "samples per timing; the table shows their median")
	only := fs.String("only", "", "comma-separated groups to run (default: all): "+groupNames())
	if err := fs.Parse(args); err != nil {
		return err
	}
	return measure(*out, *runs, *only, stderr)
}

// measure runs the groups named in only (all when empty) and writes the table to out.
func measure(out string, runs int, only string, stderr io.Writer) error {
	if runs < 1 {
		return fmt.Errorf("-runs must be at least 1, not %d", runs)
	}
	chosen, err := choose(only)
	if err != nil {
		return err
	}
	logf := func(format string, args ...any) { fmt.Fprintf(stderr, "bench: "+format+"\n", args...) }
	logf("building app.wasm")
	b, err := e2e.BuildAll()
	if err != nil {
		return err
	}
	e := &env{build: b, runs: runs, log: logf}
	ctx := context.Background()

	var rows []Row
	for _, g := range chosen {
		logf("measuring %s", g.name)
		start := time.Now()
		r, err := g.run(ctx, e)
		if err != nil {
			return fmt.Errorf("%s: %w", g.name, err)
		}
		logf("%s took %s", g.name, time.Since(start).Round(time.Second))
		rows = append(rows, r...)
	}

	table := heading(runs) + markdown(rows)
	fmt.Print(table)
	path := filepath.Join(b.Root, out)
	if filepath.IsAbs(out) {
		path = out
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(path, []byte(table), 0o644); err != nil {
		return err
	}
	logf("wrote %s", path)
	return nil
}

func heading(runs int) string {
	return fmt.Sprintf("Measured %s with %s on %s/%s, %d CPUs; timings are medians of %d runs.\n\n",
		time.Now().UTC().Format("2006-01-02 15:04 MST"), runtime.Version(), runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runs)
}

// choose returns the groups named in only (comma-separated), in the table's order, or all of them
// when only is empty. A name that is no group is an error, not an empty table.
func choose(only string) ([]group, error) {
	if only == "" {
		return groups, nil
	}
	want := map[string]bool{}
	for _, name := range strings.Split(only, ",") {
		name = strings.TrimSpace(name)
		if !slices.ContainsFunc(groups, func(g group) bool { return g.name == name }) {
			return nil, fmt.Errorf("-only: no group is called %q (the groups: %s)", name, groupNames())
		}
		want[name] = true
	}
	var chosen []group
	for _, g := range groups {
		if want[g.name] {
			chosen = append(chosen, g)
		}
	}
	return chosen, nil
}

func groupNames() string {
	var names []string
	for _, g := range groups {
		names = append(names, g.name)
	}
	return strings.Join(names, ", ")
}
