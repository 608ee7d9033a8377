package main

import (
	"context"
	"fmt"
)

// p2pRows compares intent → view through a host and a guest session with a raw echo over the same
// kind of pion data channel, in the same run: back to back, and after 1 s of silence.
func p2pRows(ctx context.Context, e *env) ([]Row, error) {
	var rows []Row
	for _, b := range []struct {
		name, pattern, benchtime, label string
	}{
		{"BenchmarkRoundTrip", "^BenchmarkRoundTrip$", "", "back to back"},
		{"BenchmarkRoundTripAfterIdle", "^BenchmarkRoundTripAfterIdle$", "1x", "after 1 s idle"},
	} {
		res, err := goBench{pkg: "./p2p/rtc/", pattern: b.pattern, benchtime: b.benchtime, count: max(e.runs, 5)}.run(ctx, e.build.Root)
		if err != nil {
			return nil, err
		}
		get := func(m string) float64 { v, _ := res.median(b.name, m); return v }
		r50, r99, s50, s99 := get("echo-p50-µs"), get("echo-p99-µs"), get("intent-p50-µs"), get("intent-p99-µs")
		p50, p99 := get("p50-ratio"), get("p99-ratio")
		rows = append(rows,
			Row{Group: "p2p", Measure: "intent → view p50 ÷ raw echo p50, " + b.label, Value: fmt.Sprintf("%.2f×", p50),
				Target: verdict("≤ 1.5×", p50 <= 1.5), Note: fmt.Sprintf("%.0f µs vs %.0f µs (medians of %d runs)", s50, r50, len(res[b.name]["p50-ratio"]))},
			Row{Group: "p2p", Measure: "intent → view p99 ÷ raw echo p99, " + b.label, Value: fmt.Sprintf("%.2f×", p99),
				Target: verdict("≤ 3×", p99 <= 3), Note: fmt.Sprintf("%.0f µs vs %.0f µs", s99, r99)},
		)
	}
	takeOver, err := takeOverRows(ctx, e)
	return append(rows, takeOver...), err
}

// signalRows measures the signaling server: room create + join through real sockets on loopback,
// and memory with 10,000 idle rooms.
func signalRows(ctx context.Context, e *env) ([]Row, error) {
	res, err := goBench{pkg: "./signal/", pattern: "^BenchmarkCreateJoin$", benchtime: "2s", count: max(e.runs, 5)}.run(ctx, e.build.Root)
	if err != nil {
		return nil, err
	}
	joins, err := res.median("BenchmarkCreateJoin", "joins/s")
	if err != nil {
		return nil, err
	}
	cpu, _ := res.median("BenchmarkCreateJoin", "cpu-µs/join")
	rooms, err := goBench{pkg: "./signal/", pattern: "^BenchmarkIdleRooms$", benchtime: "1x", count: 1}.run(ctx, e.build.Root)
	if err != nil {
		return nil, err
	}
	mb, err := rooms.median("BenchmarkIdleRooms", "total-MB")
	if err != nil {
		return nil, err
	}
	perRoom, _ := rooms.median("BenchmarkIdleRooms", "heap-B/room")
	lists, err := goBench{pkg: "./signal/", pattern: "^BenchmarkListFlush$", benchtime: "20x", count: max(e.runs, 3)}.run(ctx, e.build.Root)
	if err != nil {
		return nil, err
	}
	flush, err := lists.median("BenchmarkListFlush", "ms/flush")
	if err != nil {
		return nil, err
	}
	kb, _ := lists.median("BenchmarkListFlush", "KB/message")
	fl, err := goBench{pkg: "./p2p/", pattern: "^BenchmarkRoomFlood$", benchtime: "1x", count: max(e.runs, 3)}.run(ctx, e.build.Root)
	if err != nil {
		return nil, err
	}
	joinMs, err := fl.median("BenchmarkRoomFlood", "join-ms")
	if err != nil {
		return nil, err
	}
	reloadMs, _ := fl.median("BenchmarkRoomFlood", "reload-ms")
	return []Row{
		{Group: "signal", Measure: "honest join under 50 hostile sockets from 10 addresses", Value: fmt.Sprintf("%.0f ms", joinMs), Target: verdict("≤ 5 s", joinMs <= 5000),
			Note: "a native guest, from the code to its place in the lobby over pion on loopback; the sockets join, hold and join again when sent away"},
		{Group: "signal", Measure: "seated player's reload under the same flood", Value: fmt.Sprintf("%.0f ms", reloadMs), Target: verdict("≤ 2 s", reloadMs <= 2000),
			Note: "a new Guest with the stored seat token, until it holds its seat again"},
		{Group: "signal", Measure: "room create + join per second", Value: fmt.Sprintf("%.0f", joins), Target: verdict("≥ 2,000", joins >= 2000),
			Note: fmt.Sprintf("median of %d runs; %.0f µs of CPU a join, client and server in one process", len(res["BenchmarkCreateJoin"]["joins/s"]), cpu)},
		{Group: "signal", Measure: "memory with 10,000 idle rooms", Value: fmt.Sprintf("%.0f MB", mb), Target: verdict("≤ 256 MB", mb <= 256),
			Note: fmt.Sprintf("%.1f KB of heap a room, host sockets open", perRoom/1000)},
		{Group: "signal", Measure: "public list: 200 changed rooms sent to 100 watchers", Value: fmt.Sprintf("%.1f ms", flush), Target: verdict("≤ 100 ms", flush <= 100),
			Note: fmt.Sprintf("the worst flush of a game's list (at most one a second); %.0f KB a watcher, read raw on loopback", kb)},
	}, nil
}
