package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/heatracing/heat/titles/replay"
)

// replaySeekRows measures stepping back in the viewer, natively: a long Havoc Speedway game (4
// bots, the engine's 3 laps on one die) opened, its cursor at the end, then a step back and a
// seek to the middle, each from the copies of the game the viewer keeps (replay.SnapEvery
// moves apart), beside the replay from the start they spare.
func replaySeekRows(ctx context.Context, e *env) ([]Row, error) {
	f, err := replay.Play("havoc", json.RawMessage(`{"laps":3,"dice":1,"cards":5}`), 4, 2026, 50000)
	if err != nil {
		return nil, err
	}
	g, err := replay.Open(ctx, f)
	if err != nil {
		return nil, err
	}
	c, err := g.Cursor(0)
	if err != nil {
		return nil, err
	}
	last := c.Len() - 1
	timed := func(from, to int) (time.Duration, error) {
		var ds []time.Duration
		for range max(e.runs, 5) {
			if _, err := c.Seek(ctx, from); err != nil {
				return 0, err
			}
			t0 := time.Now()
			if _, err := c.Seek(ctx, to); err != nil {
				return 0, err
			}
			ds = append(ds, time.Since(t0))
		}
		return median(ds), nil
	}
	back, err := timed(last, last-1)
	if err != nil {
		return nil, err
	}
	mid, err := timed(last, last/2)
	if err != nil {
		return nil, err
	}
	var ds []time.Duration
	for range max(e.runs, 5) {
		t0 := time.Now()
		r, err := g.Entry.Title.Replay(f.Save)
		if err != nil {
			return nil, err
		}
		for _, a := range g.Moves[:last-1] {
			if err := r.Game.Apply(a.Seat, a.Intent); err != nil {
				return nil, err
			}
		}
		if _, err := r.Game.View(0, 0); err != nil {
			return nil, err
		}
		ds = append(ds, time.Since(t0))
	}
	ms := func(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }
	note := fmt.Sprintf("a %d-move Havoc Speedway game (4 bots, 3 laps, one die), natively; %d copies kept, one every %d moves; median of %d", last, g.Copies(), replay.SnapEvery, max(e.runs, 5))
	return []Row{
		{Group: "replay", Measure: "viewer: a step back from the end of a long Havoc game", Value: ms(back), Note: note},
		{Group: "replay", Measure: "viewer: a seek from its end to its middle", Value: ms(mid), Note: "from the copy before the middle; in both, most of the time is the view with every event so far, which a page opening there reads"},
		{Group: "replay", Measure: "the same step back replayed from the start", Value: ms(median(ds)), Note: "what a step back cost before the copies: the whole game replayed"},
	}, nil
}
