package board

import (
	"math"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
)

const ms = time.Millisecond

func pos(p, lane int) engine.Pos { return engine.Pos{Progress: p, Lane: lane} }

func ev(kind engine.EventKind, seat int, from, to engine.Pos) engine.Event {
	return engine.Event{Kind: kind, Seat: seat, From: from, To: to}
}

// timelineWith starts a timeline for a 69-space circuit with cars standing where given.
func timelineWith(at map[int]engine.Pos) *timeline {
	tl := newTimeline(69)
	tl.Show(at)
	return tl
}

func poseOf(f frame, seat int) pose {
	for _, p := range f.Cars {
		if p.Seat == seat {
			return p
		}
	}
	return pose{Seat: -1}
}

func TestMoveDurations(t *testing.T) {
	tests := []struct {
		spaces int
		want   time.Duration
	}{
		{1, minMove},
		{4, 320 * ms},
		{10, 800 * ms},
		{15, maxMove},
		{40, maxMove},
		{-2, minMove},
	}
	for _, tt := range tests {
		if got := moveTime(tt.spaces); got != tt.want {
			t.Errorf("moveTime(%d) = %v, want %v", tt.spaces, got, tt.want)
		}
	}
}

func TestSpeedScalesDurations(t *testing.T) {
	tests := []struct {
		speed speed
		want  time.Duration
	}{
		{normal, 1000 * ms}, {fast, 550 * ms}, {slow, 1600 * ms}, {instant, 0},
	}
	for _, tt := range tests {
		if got := tt.speed.scale(1000 * ms); got != tt.want {
			t.Errorf("%v stretches 1s to %v, want %v", tt.speed, got, tt.want)
		}
		if parseSpeed(tt.speed.String()) != tt.speed {
			t.Errorf("ParseSpeed(%q) does not give %v back", tt.speed.String(), tt.speed)
		}
	}
	if parseSpeed("warp") != normal {
		t.Error("an unknown speed name is not read as Normal")
	}
}

func TestAMoveAtItsStartMiddleAndEnd(t *testing.T) {
	L := 69
	tests := []struct {
		name     string
		from, to engine.Pos
	}{
		{"along a straight", pos(3, 1), pos(7, 1)},
		{"over the finish line", pos(L-2, 2), pos(L+2, 2)},
		{"off the grid", pos(-3, 1), pos(2, 1)},
		{"with a lane change", pos(10, 1), pos(14, 2)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tl := timelineWith(map[int]engine.Pos{0: tt.from})
			now := 5 * time.Second
			tl.Play(now, []engine.Event{ev(engine.EvMove, 0, tt.from, tt.to)})
			d := moveTime(tt.to.Progress - tt.from.Progress)
			if got := tl.End(); got != now+d {
				t.Fatalf("the move ends at %v, want %v", got, now+d)
			}
			start := poseOf(tl.At(now), 0)
			if start.Progress != float64(tt.from.Progress) || start.Lane != float64(tt.from.Lane) {
				t.Errorf("at the start the car is at %g/%g, want %+v", start.Progress, start.Lane, tt.from)
			}
			mid := poseOf(tl.At(now+d/2), 0)
			half := float64(tt.from.Progress+tt.to.Progress) / 2
			if math.Abs(mid.Progress-half) > 0.01 || !mid.Moving {
				t.Errorf("half way through the car is at %g (moving %v), want %g", mid.Progress, mid.Moving, half)
			}
			end := poseOf(tl.At(now+d), 0)
			if end.Progress != float64(tt.to.Progress) || end.Lane != float64(tt.to.Lane) || end.Moving {
				t.Errorf("at the end the car is at %g/%g (moving %v), want %+v", end.Progress, end.Lane, end.Moving, tt.to)
			}
			if !tl.Busy(now+d-1) || tl.Busy(now+d) {
				t.Errorf("busy just before the end: %v, at the end: %v", tl.Busy(now+d-1), tl.Busy(now+d))
			}
			// The car never goes backwards on its way.
			prev := start.Progress
			for x := now; x <= now+d; x += 10 * ms {
				p := poseOf(tl.At(x), 0).Progress
				if p < prev {
					t.Fatalf("the car goes back from %g to %g at %v", prev, p, x-now)
				}
				prev = p
			}
		})
	}
}

func TestLaneChangeHappensAtTheEndOfTheMove(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(10, 1)})
	tl.Play(0, []engine.Event{ev(engine.EvMove, 0, pos(10, 1), pos(16, 2))})
	d := tl.End()
	steered := false
	for x := time.Duration(0); x <= d; x += 5 * ms {
		p := poseOf(tl.At(x), 0)
		switch {
		case p.Progress <= 14.5 && p.Lane != 1:
			t.Fatalf("at progress %.2f the car is already on lane %.2f", p.Progress, p.Lane)
		case p.Lane < 1 || p.Lane > 2:
			t.Fatalf("lane %.2f is off the road", p.Lane)
		case p.Steer > 0:
			steered = true
		}
	}
	if !steered {
		t.Error("the car never steers into its new lane")
	}
	if p := poseOf(tl.At(d), 0); p.Lane != 2 || p.Steer != 0 {
		t.Errorf("at the end lane %g steer %g, want lane 2 and straight", p.Lane, p.Steer)
	}
}

func TestSpinOutSlidesBackAndTurnsRound(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{2: pos(14, 1)})
	tl.Play(0, []engine.Event{
		ev(engine.EvMove, 2, pos(8, 1), pos(14, 1)),
		{Kind: engine.EvSpinOut, Seat: 2, From: pos(14, 1), To: pos(11, 2), Heat: 3, Count: 1},
	})
	move := moveTime(6)
	start, end := move, move+spinTime
	if tl.End() != end {
		t.Fatalf("the spin-out ends at %v, want %v", tl.End(), end)
	}
	prev := poseOf(tl.At(start), 2)
	if prev.Progress != 14 || prev.Spin != 0 {
		t.Fatalf("the spin starts at %g turned %g, want 14 and 0", prev.Progress, prev.Spin)
	}
	for x := start + 20*ms; x < end; x += 20 * ms {
		p := poseOf(tl.At(x), 2)
		if p.Progress > prev.Progress || p.Spin < prev.Spin {
			t.Fatalf("at %v the car goes from %g to %g, spin %g to %g: want backwards and turning", x-start, prev.Progress, p.Progress, prev.Spin, p.Spin)
		}
		prev = p
	}
	if prev.Spin < 5 {
		t.Errorf("near the end it has turned %.2f rad, want almost a full turn", prev.Spin)
	}
	last := poseOf(tl.At(end), 2)
	if last.Progress != 11 || last.Lane != 2 || last.Spin != 0 {
		t.Errorf("after the spin the car is at %g/%g turned %g, want 11/2 facing forwards", last.Progress, last.Lane, last.Spin)
	}
	var smoke, spunOut bool
	for _, e := range tl.At(start + 10*ms).Effects {
		smoke = smoke || e.Kind == effectSmoke && e.Anchor.Progress == 14
		spunOut = spunOut || e.Kind == effectLabel && e.Text == "Spin out!" && e.Tone == toneHeat
	}
	if !smoke || !spunOut {
		t.Errorf("smoke where it left the road: %v, a spin-out label: %v", smoke, spunOut)
	}
}

func TestMovesQueueOneAfterAnother(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(5, 1), 1: pos(3, 2)})
	tl.Play(0, []engine.Event{
		ev(engine.EvMove, 0, pos(5, 1), pos(9, 1)),
		{Kind: engine.EvCorner, Seat: 0, Heat: 2},
		ev(engine.EvSlipstream, 0, pos(9, 1), pos(11, 1)),
		ev(engine.EvMove, 1, pos(3, 2), pos(8, 2)),
	})
	a := moveTime(4)
	b := a + moveTime(2) // the same car goes on without a pause
	c0 := b + turnGap    // the next car waits a breath
	c1 := c0 + moveTime(5)
	if tl.End() != c1 {
		t.Fatalf("the queue ends at %v, want %v", tl.End(), c1)
	}
	tests := []struct {
		at         time.Duration
		car0, car1 float64
	}{
		{0, 5, 3},
		{a, 9, 3},
		{b, 11, 3},
		{c0, 11, 3},
		{c1, 11, 8},
		{c1 + time.Hour, 11, 8},
	}
	for _, tt := range tests {
		f := tl.At(tt.at)
		if p0, p1 := poseOf(f, 0).Progress, poseOf(f, 1).Progress; p0 != tt.car0 || p1 != tt.car1 {
			t.Errorf("at %v the cars are at %g and %g, want %g and %g", tt.at, p0, p1, tt.car0, tt.car1)
		}
	}
	var heat bool
	for _, e := range tl.At(a + 10*ms).Effects {
		heat = heat || e.Kind == effectLabel && e.Text == "-2 Heat" && e.Seat == 0
	}
	if !heat {
		t.Error("no -2 Heat label when the car reaches the corner")
	}
}

func TestPlayWhileBusyQueuesAfterTheEnd(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(0, 1)})
	tl.Play(0, []engine.Event{ev(engine.EvMove, 0, pos(0, 1), pos(4, 1))})
	first := tl.End()
	tl.Play(first/2, []engine.Event{ev(engine.EvMove, 0, pos(4, 1), pos(6, 1))})
	if want := first + moveTime(2); tl.End() != want {
		t.Errorf("the second move ends at %v, want %v (after the first)", tl.End(), want)
	}
	// Once idle, a new move starts when it is played, not when the last one ended.
	later := time.Minute
	tl.Play(later, []engine.Event{ev(engine.EvMove, 0, pos(6, 1), pos(7, 1))})
	if want := later + moveTime(1); tl.End() != want {
		t.Errorf("a move played while idle ends at %v, want %v", tl.End(), want)
	}
}

func TestEventsWithoutMovesAddNoCars(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(4, 1)})
	tl.Play(0, []engine.Event{
		{Kind: engine.EvDraw, Seat: 3, Count: 2},
		{Kind: engine.EvReveal, Seat: 2, Gear: 3},
		{Kind: engine.EvRound, Seat: -1, Order: []int{0}},
	})
	if f := tl.At(0); len(f.Cars) != 1 || f.Busy || len(f.Effects) != 0 {
		t.Errorf("events that move nothing give %d cars, busy %v, %d effects", len(f.Cars), f.Busy, len(f.Effects))
	}
}

func TestShowWithoutEventsJumps(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(-1, 1), 1: pos(-1, 2)})
	tl.Show(map[int]engine.Pos{0: pos(30, 2), 1: pos(12, 1)})
	f := tl.At(0)
	if p := poseOf(f, 0); p.Progress != 30 || p.Lane != 2 {
		t.Errorf("car 0 at %g/%g, want 30/2 at once", p.Progress, p.Lane)
	}
	if f.Busy {
		t.Error("a jump keeps the board busy")
	}
	tl.Show(map[int]engine.Pos{1: pos(12, 1)})
	if len(tl.At(0).Cars) != 1 {
		t.Errorf("a car left out of the view stays on the board")
	}
}

func TestShowBeforeOrAfterPlayGivesTheSameAnimation(t *testing.T) {
	before, after := pos(2, 1), pos(9, 2)
	move := []engine.Event{ev(engine.EvMove, 0, before, after)}
	other := []engine.Event{ev(engine.EvMove, 1, pos(1, 1), pos(3, 1))}

	playFirst := timelineWith(map[int]engine.Pos{0: before, 1: pos(1, 1)})
	playFirst.Play(0, append(other, move...))
	playFirst.Show(map[int]engine.Pos{0: after, 1: pos(3, 1)})

	showFirst := timelineWith(map[int]engine.Pos{0: before, 1: pos(1, 1)})
	showFirst.Show(map[int]engine.Pos{0: after, 1: pos(3, 1)})
	showFirst.Play(0, append(other, move...))

	for x := time.Duration(0); x <= playFirst.End(); x += 25 * ms {
		a, b := playFirst.At(x), showFirst.At(x)
		for seat := range 2 {
			if poseOf(a, seat) != poseOf(b, seat) {
				t.Fatalf("at %v car %d is at %+v or %+v depending on the order", x, seat, poseOf(a, seat), poseOf(b, seat))
			}
		}
	}
	// Car 0 waits on its starting spot while car 1 moves.
	if p := poseOf(showFirst.At(10*ms), 0); p.Progress != 2 {
		t.Errorf("car 0 waits at %g, want on its starting space 2", p.Progress)
	}
}

func TestInstantSpeedJumpsToTheEnd(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(0, 1)})
	tl.SetSpeed(instant)
	tl.Play(time.Second, []engine.Event{
		ev(engine.EvMove, 0, pos(0, 1), pos(8, 2)),
		ev(engine.EvBoost, 0, pos(8, 2), pos(10, 2)),
		{Kind: engine.EvSpinOut, Seat: 0, From: pos(10, 2), To: pos(9, 1)},
	})
	f := tl.At(time.Second)
	if f.Busy || len(f.Effects) != 0 {
		t.Errorf("instant play is busy %v with %d effects", f.Busy, len(f.Effects))
	}
	if p := poseOf(f, 0); p.Progress != 9 || p.Lane != 1 {
		t.Errorf("the car is at %g/%g, want where its last move ends, 9/1", p.Progress, p.Lane)
	}
}

func TestSwitchingToInstantEndsWhatPlays(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(0, 1)})
	tl.Play(0, []engine.Event{ev(engine.EvMove, 0, pos(0, 1), pos(8, 1))})
	tl.SetSpeed(instant)
	if tl.Busy(10*ms) || poseOf(tl.At(10*ms), 0).Progress != 8 {
		t.Errorf("after switching to instant the car is at %g, busy %v", poseOf(tl.At(10*ms), 0).Progress, tl.Busy(10*ms))
	}
}

func TestEffectsOfBoostAndSlipstream(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(10, 1), 1: pos(11, 2), 2: pos(30, 1)})
	tl.Play(0, []engine.Event{
		ev(engine.EvSlipstream, 0, pos(10, 1), pos(12, 1)),
		ev(engine.EvBoost, 2, pos(30, 1), pos(33, 1)),
	})
	kinds := map[effectKind]activeEffect{}
	for _, x := range []time.Duration{10 * ms, moveTime(2) + turnGap + 10*ms} {
		for _, e := range tl.At(x).Effects {
			if e.Kind != effectLabel {
				kinds[e.Kind] = e
			}
		}
	}
	if d, ok := kinds[effectDraft]; !ok || d.Seat != 0 || d.Ahead != 1 {
		t.Errorf("draft effect %+v, want car 0 drafting behind car 1", d)
	}
	if f, ok := kinds[effectFlame]; !ok || f.Seat != 2 {
		t.Errorf("flame effect %+v, want one behind car 2", f)
	}
}

func TestDraftBehindALappedCar(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(80, 1), 1: pos(12, 2)}) // car 1 is a lap down
	tl.Play(0, []engine.Event{ev(engine.EvSlipstream, 0, pos(80, 1), pos(82, 1))})
	ahead := -2
	for _, e := range tl.At(10 * ms).Effects {
		if e.Kind == effectDraft {
			ahead = e.Ahead
		}
	}
	if ahead != 1 {
		t.Errorf("the draft is behind car %d, want the lapped car 1 on the space in front", ahead)
	}
}

func TestFinishShowsOnceTheCarCrossesTheLine(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(135, 1)})
	tl.Play(0, []engine.Event{
		ev(engine.EvMove, 0, pos(135, 1), pos(140, 1)),
		{Kind: engine.EvFinish, Seat: 0, Place: 1},
	})
	if tl.FinishedBy(0, moveTime(5)-1) {
		t.Error("the car shows as finished before it reaches the line")
	}
	if !tl.FinishedBy(0, moveTime(5)) {
		t.Error("the car does not show as finished once its move has played")
	}
	if !tl.FinishedBy(7, 0) {
		t.Error("a car without a finish event does not show as finished")
	}
}

func TestPruneKeepsPoses(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(0, 1), 1: pos(0, 2)})
	tl.Play(0, []engine.Event{
		ev(engine.EvMove, 0, pos(0, 1), pos(4, 1)),
		ev(engine.EvMove, 1, pos(0, 2), pos(6, 2)),
		ev(engine.EvMove, 0, pos(4, 1), pos(7, 2)),
	})
	for x := time.Duration(0); x <= tl.End()+50*ms; x += 30 * ms {
		want := tl.At(x)
		tl.Prune(x)
		got := tl.At(x)
		for seat := range 2 {
			if poseOf(got, seat) != poseOf(want, seat) {
				t.Fatalf("at %v pruning moves car %d from %+v to %+v", x, seat, poseOf(want, seat), poseOf(got, seat))
			}
		}
	}
}

func TestTogetherPlaysEveryCarAtOnce(t *testing.T) {
	tl := timelineWith(map[int]engine.Pos{0: pos(0, 1), 1: pos(0, 2), 2: pos(1, 1)})
	tl.play(0, []engine.Event{
		ev(engine.EvMove, 0, pos(0, 1), pos(5, 1)),
		ev(engine.EvMove, 1, pos(0, 2), pos(5, 2)),
		ev(engine.EvMove, 2, pos(1, 1), pos(3, 1)),
		ev(engine.EvBoost, 2, pos(3, 1), pos(4, 1)),
	}, true)
	f := tl.At(10 * ms)
	for _, p := range f.Cars {
		if !p.Moving {
			t.Errorf("car %d is not moving at the start", p.Seat)
		}
	}
	// Car 2 boosts straight after its own move: its chain is the longest.
	if want := moveTime(2) + moveTime(1); tl.End() != want {
		t.Errorf("together the moves end at %v, want %v (the longest chain)", tl.End(), want)
	}
}
