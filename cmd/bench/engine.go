package main

import (
	"context"
	"fmt"
	"strings"
)

// engineRows measures the rules engine: whole 6-car, 2-lap races on USA with random legal play,
// on one core, and the same races' actions replayed (the engine's own share of the time).
func engineRows(ctx context.Context, e *env) ([]Row, error) {
	res, err := goBench{pkg: "./engine/heat/", pattern: "^Benchmark(Race|SimRace|Replay)$", benchtime: "2s", count: max(e.runs, 5), cpu: 1}.run(ctx, e.build.Root)
	if err != nil {
		return nil, err
	}
	races, err := res.median("BenchmarkRace", "races/s")
	if err != nil {
		return nil, err
	}
	sims, err := res.median("BenchmarkSimRace", "races/s")
	if err != nil {
		return nil, err
	}
	simAllocs, _ := res.median("BenchmarkSimRace", "allocs/op")
	replays, err := res.median("BenchmarkReplay", "races/s")
	if err != nil {
		return nil, err
	}
	allocs, _ := res.median("BenchmarkRace", "allocs/op")
	bytes, _ := res.median("BenchmarkRace", "B/op")
	actions, _ := res.median("BenchmarkRace", "actions/race")
	return []Row{
		{Group: "engine", Measure: "random 6-car 2-lap USA races per second, one core", Value: fmt.Sprintf("%.0f", races),
			Note: fmt.Sprintf("recording mode (events and action log, as players race; the 5,000 target is the simulation's, next row, which a search plays); median of %d; %.0f actions a race", len(res["BenchmarkRace"]["races/s"]), actions)},
		{Group: "engine", Measure: "the same races in simulation (Race.Fork: no events, no action log), one core", Value: fmt.Sprintf("%.0f", sims),
			Target: verdict("≥ 5,000", sims >= 5000), Note: fmt.Sprintf("races per second, as a search plays them; %.0f allocations a race", simAllocs)},
		{Group: "engine", Measure: "the same races replayed from their actions, one core", Value: fmt.Sprintf("%.0f", replays),
			Note: "races per second: the engine alone, without choosing the actions"},
		{Group: "engine", Measure: "allocations per race", Value: fmt.Sprintf("%.0f", allocs), Note: megabytes(int(bytes)) + " allocated a race"},
	}, nil
}

// botRows measures one bot decision natively and compiled to WebAssembly (run by Node.js's V8,
// the engine of Chromium): every decision of real races, and the planning ones alone.
func botRows(ctx context.Context, e *env) ([]Row, error) {
	var rows []Row
	for _, where := range []struct {
		name string
		env  []string
	}{{"native", nil}, {"wasm (Node.js V8)", wasmEnv()}} {
		// One operation decides every decision of the races once: its slowest is the slowest of all.
		res, err := goBench{pkg: "./engine/heat/bot/", pattern: "^BenchmarkDecide$", benchtime: "1x", count: max(e.runs, 5), cpu: 1, env: where.env}.run(ctx, e.build.Root)
		if err != nil {
			return nil, err
		}
		ref, _ := res.median("BenchmarkDecide/reference", "cpu-ms/pass")
		for _, set := range []string{"normal/any", "normal/plan", "hard/any", "hard/plan", "expert/any", "expert/plan"} {
			name := "BenchmarkDecide/" + set
			mean, err := res.median(name, "ms/decision")
			if err != nil {
				return nil, err
			}
			slowest, slowestCPU := res.max(name, "max-ms"), res.max(name, "max-cpu-ms")
			cpu, _ := res.median(name, "cpu-ms/decision")
			positions, _ := res.median(name, "positions/decision")
			target := verdict("≤ 50 ms", slowestCPU <= 50)
			if where.env != nil && ref > 0 {
				// In the browser the slowest decision must stay under 50 ms on a host slower than
				// this one too: judged in units of the reference, which such a host reads slower
				// alike, on the runs' median slowest (every run plays the same decisions, so one
				// run's higher slowest is what other programs did to the core's caches meanwhile).
				typical, _ := res.median(name, "max-cpu-ms")
				target = verdict(fmt.Sprintf("≤ 50 ms on a host %.1f× slower: slowest ≤ %.1f reference units (median of the runs: %.1f)", slowerHost, referenceBudget, typical/ref), typical/ref <= referenceBudget)
			}
			rows = append(rows, Row{Group: "bot", Measure: fmt.Sprintf("decision time, %s bot, %s decisions, %s", strings.Split(set, "/")[0], strings.Split(set, "/")[1], where.name),
				Value: fmt.Sprintf("%.3f ms", mean), Target: target,
				Note: fmt.Sprintf("mean per decision over every decision of five races (median of %d runs), %.3f ms of CPU; slowest single decision %.1f ms of CPU, %.1f ms of wall time (which counts what other programs took from the core); in units of the fixed reference workload (%.2f ms of CPU in this run), mean %.3f, slowest %.2f; positions judged a decision, mean %.0f, most %.0f%s",
					len(res[name]["ms/decision"]), cpu, slowestCPU, slowest, ref, cpu/ref, slowestCPU/ref, positions, res.max(name, "max-positions"), budget(set))})
		}
	}
	return rows, nil
}

// havocRows measures Havoc Speedway's engine: whole 4-player, 3-lap games with random legal
// play, on one core.
func havocRows(ctx context.Context, e *env) ([]Row, error) {
	res, err := goBench{pkg: "./engine/havoc/", pattern: "^BenchmarkGame$", benchtime: "2s", count: max(e.runs, 5), cpu: 1}.run(ctx, e.build.Root)
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
	return []Row{
		{Group: "havoc", Measure: "random 4-player 3-lap Havoc Speedway games per second, one core", Value: fmt.Sprintf("%.0f", games),
			Note: fmt.Sprintf("median of %d; %.0f actions a game (random Storms are long)", len(res["BenchmarkGame"]["games/s"]), actions)},
		{Group: "havoc", Measure: "allocations per Havoc game", Value: fmt.Sprintf("%.0f", allocs), Note: megabytes(int(bytes)) + " allocated a game"},
	}, nil
}

// The bots' budget in the browser: 50 ms for the slowest decision on a host slowerHost times
// slower than the one the reference workload read quietReference ms of CPU on in WebAssembly
// (the 2-core machine the levels were measured on). A decision's time in reference units is the
// same on any host, so the verdict holds wherever the bench runs.
const (
	slowerHost      = 1.8
	quietReference  = 2.0 // ms
	referenceBudget = 50 / (slowerHost * quietReference)
)

// budget says how the hard and expert bots' search is bounded, for their rows.
func budget(set string) string {
	switch {
	case strings.HasPrefix(set, "hard/"):
		return "; search budgeted in positions, not time (its 5 best plays × 32 deals of its deck, stopping between two deals, after 8 at least, once 12,000 positions are judged)"
	case strings.HasPrefix(set, "expert/"):
		return "; search budgeted in positions, not time (the hard bot's 5 × 32 play-outs at most, and its 12,000 positions)"
	}
	return ""
}
