package board

import (
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
)

// A player who decides faster than the board plays must not leave the cars crawling on long
// after the race: rounds queued on top of each other are squeezed into maxBacklog, the move under
// way keeps its pace, and every car still ends where its moves end.
func TestCatchUpBoundsTheBacklog(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(0, 1), 1: pos(0, 2), 2: pos(-1, 1), 3: pos(-1, 2)})
	at := map[int]int{0: 0, 1: 0, 2: -1, 3: -1}
	round := func() []engine.Event {
		var evs []engine.Event
		for seat := range 4 {
			from := at[seat]
			at[seat] += 11 + seat
			evs = append(evs, ev(engine.EvMove, seat, pos(from, 1+seat%2), pos(at[seat], 1+seat%2)))
			evs = append(evs, engine.Event{Kind: engine.EvCorner, Seat: seat, Heat: 1})
		}
		return evs
	}
	tl.Play(0, round())
	first := tl.cars[0].moves[0]
	if tl.End() > maxBacklog {
		t.Fatalf("one round takes %v, more than the backlog allowed (%v): it would be squeezed on its own", tl.End(), maxBacklog)
	}
	now := first.start + (first.end-first.start)/2 // car 0's first move is under way
	for range 12 {
		tl.Play(now, round())
	}
	if got := tl.cars[0].moves[0]; got.start != first.start || got.end != first.end {
		t.Errorf("the move under way went from %v–%v to %v–%v", first.start, first.end, got.start, got.end)
	}
	if tl.End() > first.end+maxBacklog {
		t.Errorf("13 rounds queued at once end at %v, want no later than %v", tl.End(), first.end+maxBacklog)
	}
	if tl.End() < first.end+maxBacklog/2 {
		t.Errorf("13 rounds end at %v: squeezed far more than needed", tl.End())
	}
	for seat, c := range tl.cars {
		for i := 1; i < len(c.moves); i++ {
			if c.moves[i].start < c.moves[i-1].end || c.moves[i].end <= c.moves[i].start {
				t.Fatalf("car %d's moves %d and %d overlap or vanish: %+v, %+v", seat, i-1, i, c.moves[i-1], c.moves[i])
			}
		}
	}
	for _, e := range tl.fx {
		if e.End > tl.End()+labelTime || e.End <= e.Start {
			t.Errorf("effect %q runs %v–%v, past the queue's end %v", e.Text, e.Start, e.End, tl.End())
		}
	}
	done := tl.At(tl.End())
	for seat, want := range at {
		if p := poseOf(done, seat); p.Progress != float64(want) {
			t.Errorf("car %d ends at %g, want %d", seat, p.Progress, want)
		}
	}
	if tl.Busy(tl.End()) || !tl.Busy(tl.End()-time.Millisecond) {
		t.Error("the board is not idle exactly when the squeezed queue ends")
	}
}
