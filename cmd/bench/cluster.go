package main

import (
	"context"
	"fmt"
)

// clusterRows measures signaling on instances linked through NATS (an embedded NATS server, all
// in one process on this machine's cores): create + join a second with one instance and with
// three, against the single process without NATS in the same run, and what a join across
// instances costs against one on the room's own instance.
func clusterRows(ctx context.Context, e *env) ([]Row, error) {
	runs := max(e.runs, 3)
	res, err := goBench{pkg: "./signal/", pattern: "^(BenchmarkCreateJoin|BenchmarkClusterCreateJoin|BenchmarkClusterJoinCost)$", benchtime: "2s", count: runs}.run(ctx, e.build.Root)
	if err != nil {
		return nil, err
	}
	get := func(bench, metric string) (float64, error) { return res.median(bench, metric) }
	var rows []Row
	single, err := get("BenchmarkCreateJoin", "joins/s")
	if err != nil {
		return nil, err
	}
	singleCPU, _ := get("BenchmarkCreateJoin", "cpu-µs/join")
	for _, n := range []string{"1", "3"} {
		name := "BenchmarkClusterCreateJoin/instances=" + n
		joins, err := get(name, "joins/s")
		if err != nil {
			return nil, err
		}
		cpu, _ := get(name, "cpu-µs/join")
		msgs, _ := get(name, "nats-msgs/join")
		rows = append(rows, Row{Group: "cluster", Measure: "room create + join per second, " + n + " instance(s) on NATS", Value: fmt.Sprintf("%.0f", joins),
			Target: verdict("≥ ½ of one process's", joins >= single/2),
			Note: fmt.Sprintf("median of %d runs; one process without NATS: %.0f a second, %.0f µs of CPU a join; here %.0f µs (every end and NATS in this process), %.1f messages into NATS a join",
				runs, single, singleCPU, cpu, msgs)})
	}
	ratio, err := get("BenchmarkClusterJoinCost", "cross-ratio")
	if err != nil {
		return nil, err
	}
	same, _ := get("BenchmarkClusterJoinCost", "same-µs")
	cross, _ := get("BenchmarkClusterJoinCost", "cross-µs")
	rows = append(rows, Row{Group: "cluster", Measure: "a join across instances ÷ a join on the room's instance", Value: fmt.Sprintf("%.2f×", ratio),
		Target: verdict("≤ 5×", ratio <= 5),
		Note:   fmt.Sprintf("%.0f µs against %.0f µs, from the guest's join to the host seeing it (medians, same run)", cross, same)})
	return rows, nil
}
