package main

import (
	"context"
	"fmt"
)

// takeOverRows measures how long a game with friends stops when its host's page dies mid-match:
// from the page's death (its connections closed, nothing said) to the next move accepted by the
// page that took the game over (p2p's BenchmarkTakeOver: four pages, real pion peers and the real
// signaling server on loopback), median and worst of the runs. The successor's grace is 2 s there
// (players get 20 s), and the target is that grace plus at most 3 s.
func takeOverRows(ctx context.Context, e *env) ([]Row, error) {
	const name = "BenchmarkTakeOver"
	res, err := goBench{pkg: "./p2p/", pattern: "^" + name + "$", benchtime: "1x", count: max(e.runs, 5)}.run(ctx, e.build.Root)
	if err != nil {
		return nil, err
	}
	med, err := res.median(name, "recovery-ms")
	if err != nil {
		return nil, err
	}
	grace, err := res.median(name, "grace-ms")
	if err != nil {
		return nil, err
	}
	worst := res.max(name, "recovery-ms")
	target := fmt.Sprintf("≤ grace + 3 s (%.0f s)", (grace+3000)/1000)
	note := fmt.Sprintf("grace %.0f s in this run (players: 20 s); %d runs", grace/1000, len(res[name]["recovery-ms"]))
	return []Row{
		{Group: "p2p", Measure: "host's page gone → next move accepted, median", Value: fmt.Sprintf("%.2f s", med/1000), Target: verdict(target, med <= grace+3000), Note: note},
		{Group: "p2p", Measure: "host's page gone → next move accepted, worst", Value: fmt.Sprintf("%.2f s", worst/1000), Target: verdict(target, worst <= grace+3000), Note: "the successor's claim, the guests' reconnections with their seats, then the move"},
	}, nil
}
