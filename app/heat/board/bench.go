package board

import (
	"time"

	"github.com/heatracing/heat/tracks"
)

// benchCars is how many cars the benchmark animates.
const benchCars = 6

// benchRun is a frame-time benchmark in progress: a demo race of six cars, every car moving at
// once round after round, shown instead of the race until it ends.
type benchRun struct {
	stage
	demo    *demoRace
	started time.Duration
	until   time.Duration
	done    func(frameStats)
	stats   frameStats
}

// bench animates six cars on the board for d, every car moving at once with boosts, slipstreams
// and spin-outs, then calls done with the frame times of that stretch (from the frame callback;
// use ctx.Dispatch inside to update a page). The race comes back on the board afterwards: calls
// made meanwhile (Show, Play) apply to it. A board that is not mounted reports no frames.
// From JavaScript: await window.heatBoard.bench(seconds).
func (bp benchPart) bench(d time.Duration, done func(frameStats)) {
	b := bp.b
	b.mu.Lock()
	prev := benchPart{b}.endBench()
	if !b.b.mounted {
		b.mu.Unlock()
		prev.finish()
		if done != nil {
			done(frameStats{})
		}
		return
	}
	l := b.race.layout
	if l == nil {
		t, err := tracks.Get("usa")
		if err == nil {
			l, _ = newLayout(t)
		}
	}
	run := &benchRun{stage: newStage(l), done: done}
	if l != nil {
		run.demo = newDemoRace(l.Track(), benchCars)
		for _, c := range run.demo.views() {
			run.views[c.Seat] = c
		}
		run.active = 0
		run.tl.Show(run.positions())
	}
	now := b.now()
	run.started, run.until = now, now+d
	b.b.bench = run
	b.b.paint.reset()
	b.b.gaps.reset()
	b.b.lastPaintTS = 0
	benchPart{b}.stageChanged(&b.race, &run.stage)
	b.mu.Unlock()
	prev.finish()
}

// tickBench keeps the demo cars moving, and ends the benchmark when its time is up: the run it
// returns must be finished once the board is unlocked.
func (bp benchPart) tickBench(now time.Duration) *benchRun {
	b := bp.b
	run := b.b.bench
	if run == nil {
		return nil
	}
	if now >= run.until || run.demo == nil {
		return benchPart{b}.endBench()
	}
	if !run.tl.Busy(now) {
		run.tl.play(now, run.demo.round(), true)
	}
	return nil
}

// endBench stops a benchmark and works out its figures; nil when none runs.
func (bp benchPart) endBench() *benchRun {
	b := bp.b
	run := b.b.bench
	if run == nil {
		return nil
	}
	run.stats = summarize(b.b.paint.values(), b.b.gaps.values())
	run.stats.Duration = float64(b.now()-run.started) / float64(time.Millisecond)
	run.stats.StaticMs = b.b.lastStaticMs
	b.b.bench = nil
	benchPart{b}.stageChanged(&run.stage, &b.race)
	return run
}

// stageChanged repaints the static track when the stage shown moves to another circuit.
func (bp benchPart) stageChanged(from, to *stage) {
	b := bp.b
	if from.layout == nil || to.layout == nil || from.layout.Track() != to.layout.Track() {
		b.b.staticStale = true
		b.b.fitted = true
	}
	b.dirty = true
}

// finish reports the figures of an ended benchmark.
func (run *benchRun) finish() {
	if run != nil && run.done != nil {
		run.done(run.stats)
	}
}

// benchPart is the board's frame benchmark: a run of frames measured, and what changed between
// stages.
type benchPart struct{ b *Board }
