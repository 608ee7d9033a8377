package main

import (
	"context"
	"fmt"
	"os"
	"strings"
)

// bloodfangRows measures Blood Fang: whole games with random legal play on one core, and one
// AI decision at each level, natively and compiled to WebAssembly (run by Node.js's V8, the
// engine of Chromium), over every play decision of three hard-level games.
func bloodfangRows(ctx context.Context, e *env) ([]Row, error) {
	res, err := goBench{pkg: "./engine/bloodfang/", pattern: "^BenchmarkGame$", benchtime: "2s", count: max(e.runs, 5), cpu: 1}.run(ctx, e.build.Root)
	if err != nil {
		return nil, err
	}
	games, err := res.median("BenchmarkGame", "games/s")
	if err != nil {
		return nil, err
	}
	allocs, _ := res.median("BenchmarkGame", "allocs/op")
	bytes, _ := res.median("BenchmarkGame", "B/op")
	actions, _ := res.median("BenchmarkGame", "actions/game")
	rows := []Row{
		{Group: "bloodfang", Measure: "random Blood Fang games per second, one core", Value: fmt.Sprintf("%.0f", games),
			Note: fmt.Sprintf("median of %d; %.0f actions a game", len(res["BenchmarkGame"]["games/s"]), actions)},
		{Group: "bloodfang", Measure: "allocations per Blood Fang game", Value: fmt.Sprintf("%.0f", allocs), Note: megabytes(int(bytes)) + " allocated a game"},
	}
	for _, where := range []struct {
		name string
		env  []string
	}{{"native", nil}, {"wasm (Node.js V8)", wasmEnv()}} {
		res, err := goBench{pkg: "./engine/bloodfang/bot/", pattern: "^BenchmarkDecide$", benchtime: "200x", count: max(e.runs, 5), cpu: 1, env: where.env}.run(ctx, e.build.Root)
		if err != nil {
			return nil, err
		}
		for _, level := range []string{"easy", "normal", "hard"} {
			name := "BenchmarkDecide/" + level
			ns, err := res.median(name, "ns/op")
			if err != nil {
				return nil, err
			}
			p99, _ := res.median(name, "p99-ms")
			slowest := res.max(name, "max-ms")
			positions, _ := res.median(name, "positions")
			most := res.max(name, "max-positions")
			// The heaviest decision's work at the mean cost of a position: wall-clock maxima on a
			// shared machine measure its scheduler as much as the search.
			heaviest := ns / 1e6 / max(positions, 1) * most
			row := Row{Group: "bloodfang", Measure: fmt.Sprintf("AI decision time, %s level, %s", level, where.name),
				Value: fmt.Sprintf("%.3f ms", ns/1e6),
				Note: fmt.Sprintf("mean per decision (median of %d runs); %.0f positions a decision, %.0f at most: about %.1f ms for the heaviest at the mean cost of a position; wall clock: 99th percentile %.1f ms, slowest %.1f ms at %s",
					len(res[name]["ns/op"]), positions, most, heaviest, p99, slowest, load())}
			if level == "hard" {
				row.Target = verdict("≤ 50 ms (heaviest decision)", heaviest <= 50)
			}
			rows = append(rows, row)
		}
	}
	return rows, nil
}

// load is the machine's load average, which wall-clock timings depend on.
func load() string {
	b, err := os.ReadFile("/proc/loadavg")
	f := strings.Fields(string(b))
	if err != nil || len(f) == 0 {
		return "load average unknown"
	}
	return "load average " + f[0]
}
