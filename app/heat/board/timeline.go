package board

import (
	"cmp"
	"slices"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/kit"
)

// timeline turns the race's events into animation: every move becomes a tween on a queue, played
// one after another, with the effects that go with it (flames, draft lines, smoke, labels). It
// knows nothing of drawing or of the browser: times are durations on any clock that only goes
// forwards (the board uses performance.now()), and At tells where every car is at a moment.
type timeline struct {
	length int
	speed  speed
	cars   map[int]*carLine
	seats  []int // the cars, in seat order
	fx     []effect
	end    time.Duration // when the last queued move ends
	last   int           // seat of the last queued move, -1 when none
}

// carLine is one car's part of the timeline.
type carLine struct {
	rest  engine.Pos // where it stands once its moves have played
	moves []tween    // in time order
}

// frame is the timeline at one moment.
type frame struct {
	Cars    []pose // in seat order
	Effects []activeEffect
	Busy    bool // a move is still playing or waiting to play
}

// newTimeline starts an empty timeline for a circuit of length spaces.
func newTimeline(length int) *timeline {
	return &timeline{length: max(length, 1), cars: map[int]*carLine{}, last: -1}
}

// Speed is how fast moves play.
func (t *timeline) Speed() speed { return t.speed }

// SetSpeed changes how fast moves queued from now on play. instant also ends what is playing.
func (t *timeline) SetSpeed(s speed) {
	t.speed = s
	if s == instant {
		t.Skip()
	}
}

// Show sets where the cars stand, by seat, as the latest view says. A car with moves still to play
// gets there when they have played; any other car jumps there now (a rejoin, or a view without
// events). Cars missing from the map leave the board.
func (t *timeline) Show(at map[int]engine.Pos) {
	for seat := range t.cars {
		if _, ok := at[seat]; !ok {
			delete(t.cars, seat)
		}
	}
	for seat, p := range at {
		t.car(seat).rest = p
	}
	t.seats = t.seats[:0]
	for seat := range t.cars {
		t.seats = append(t.seats, seat)
	}
	kit.SortSmall(t.seats, cmp.Compare[int])
	t.fx = slices.DeleteFunc(t.fx, func(e effect) bool { return t.cars[e.Seat] == nil })
}

func (t *timeline) car(seat int) *carLine {
	c := t.cars[seat]
	if c == nil {
		c = &carLine{}
		t.cars[seat] = c
		t.seats = append(t.seats, seat)
		kit.SortSmall(t.seats, cmp.Compare[int])
	}
	return c
}

// Busy reports whether a move is still playing, or waiting to play, at now.
func (t *timeline) Busy(now time.Duration) bool { return now < t.end }

// End is when the last queued move ends.
func (t *timeline) End() time.Duration { return t.end }

// Skip ends every move and effect at once: cars stand where their moves end.
func (t *timeline) Skip() {
	for _, c := range t.cars {
		c.moves = c.moves[:0]
	}
	t.fx = t.fx[:0]
	t.end, t.last = 0, -1
}

// FinishedBy reports whether a car the view shows as finished is done by now: its moves, the
// one over the line included, have played (a car with none to play, after a rejoin, is).
func (t *timeline) FinishedBy(seat int, now time.Duration) bool {
	c := t.cars[seat]
	return c == nil || len(c.moves) == 0 || now >= c.moves[len(c.moves)-1].end
}

// animated are the events the board shows.
var animated = map[engine.EventKind]bool{
	engine.EvMove: true, engine.EvLegendMove: true, engine.EvAdrenalineMove: true, engine.EvBoost: true,
	engine.EvSlipstream: true, engine.EvSpinOut: true, engine.EvCorner: true, engine.EvFinish: true,
}

// Play queues the events after whatever is still playing: moves of any kind (a move, a Legend's
// move, adrenaline, boost, slipstream), spin-outs, the Heat a corner cost, finishes. Other events
// draw nothing and are skipped. Cars end where the last of their moves ends.
func (t *timeline) Play(now time.Duration, events []engine.Event) {
	t.play(now, events, false)
}

// play queues events; together plays every car's moves at the same time instead of one car after
// another (the frame-time benchmark animates six cars at once).
func (t *timeline) play(now time.Duration, events []engine.Event, together bool) {
	if now >= t.end {
		t.last = -1
	}
	cursor := max(now, t.end)
	for i := range events {
		e := &events[i]
		if e.Seat < 0 || !animated[e.Kind] {
			continue
		}
		c := t.car(e.Seat)
		at := cursor
		if together {
			at = now
			if n := len(c.moves); n > 0 {
				at = max(now, c.moves[n-1].end)
			}
		}
		switch e.Kind {
		case engine.EvMove, engine.EvLegendMove, engine.EvAdrenalineMove, engine.EvBoost, engine.EvSlipstream:
			if e.From == e.To {
				continue
			}
			if !together && t.last >= 0 && t.last != e.Seat {
				at += t.d(turnGap)
			}
			end := at + t.d(moveTime(e.To.Progress-e.From.Progress))
			t.addMove(c, tween{seat: e.Seat, how: drive, from: e.From, to: e.To, start: at, end: end})
			t.moveEffects(e, at, end)
			at = end
		case engine.EvSpinOut:
			if !together && t.last >= 0 && t.last != e.Seat {
				at += t.d(turnGap)
			}
			end := at + t.d(spinTime)
			t.addMove(c, tween{seat: e.Seat, how: spin, from: e.From, to: e.To, start: at, end: end})
			t.effect(effect{Kind: effectSmoke, Seat: e.Seat, Ahead: -1, Where: e.From, Start: at, End: at + t.d(smokeTime)})
			t.effect(labelEffect(e.Seat, toneHeat, at, t.d(labelTime), "Spin out!"))
			at = end
		case engine.EvCorner:
			if e.Heat > 0 {
				t.effect(labelEffect(e.Seat, toneHeat, at, t.d(labelTime), "-%d Heat", e.Heat))
			}
			continue
		case engine.EvFinish:
			t.effect(labelEffect(e.Seat, toneFlag, at, t.d(labelTime), "Finish P%d", e.Place))
			continue
		}
		c.rest = e.To
		t.last = e.Seat
		if together {
			t.end = max(t.end, at)
		} else {
			cursor = at
		}
	}
	if !together {
		t.end = cursor
		t.catchUp(now)
	}
}

// d is a Normal duration at the timeline's speed.
func (t *timeline) d(x time.Duration) time.Duration { return t.speed.scale(x) }

func (t *timeline) addMove(c *carLine, tw tween) {
	if tw.end > tw.start {
		c.moves = append(c.moves, tw)
	}
}

func (t *timeline) effect(e effect) {
	if e.End > e.Start {
		t.fx = append(t.fx, e)
	}
}

// moveEffects adds what goes with a move: the spaces gained, a boost's flame, a slipstream's
// draft lines from the car ahead.
func (t *timeline) moveEffects(e *engine.Event, start, end time.Duration) {
	n := e.To.Progress - e.From.Progress
	switch e.Kind {
	case engine.EvBoost:
		t.effect(effect{Kind: effectFlame, Seat: e.Seat, Ahead: -1, Start: start, End: start + t.d(flameTime)})
		t.effect(labelEffect(e.Seat, toneBoost, start, t.d(labelTime), "Boost +%d", n))
	case engine.EvSlipstream:
		t.effect(effect{Kind: effectDraft, Seat: e.Seat, Ahead: t.ahead(e), Start: start, End: end + t.d(draftAfter)})
		t.effect(labelEffect(e.Seat, toneDraft, start, t.d(labelTime), "Slipstream +%d", n))
	default:
		t.effect(labelEffect(e.Seat, toneSpeed, start, t.d(labelTime), "+%d", n))
	}
}

// ahead finds the car a slipstreaming car draws behind: one on its space or the space in front
// (a lapped car too), where the cars stand at this point of the queue.
func (t *timeline) ahead(e *engine.Event) int {
	best := -1
	for _, seat := range t.seats {
		if seat == e.Seat {
			continue
		}
		gap := (t.cars[seat].rest.Progress - e.From.Progress) % t.length
		if gap < 0 {
			gap += t.length
		}
		switch gap {
		case 1:
			return seat
		case 0:
			best = seat
		}
	}
	return best
}

// pose is where a car is at a moment.
func (t *timeline) pose(seat int, now time.Duration) pose {
	c := t.cars[seat]
	if c == nil {
		return pose{Seat: seat}
	}
	for i := range c.moves {
		tw := &c.moves[i]
		switch {
		case now < tw.start && i == 0:
			return restPose(seat, tw.from)
		case now < tw.start:
			return restPose(seat, c.moves[i-1].to)
		case now < tw.end:
			return tw.at(now)
		}
	}
	return restPose(seat, c.rest)
}

// At is the timeline at a moment: every car's pose and the effects showing.
func (t *timeline) At(now time.Duration) frame {
	var f frame
	t.Fill(now, &f)
	return f
}

// Fill is At writing into f, reusing its slices: the board calls it every frame.
func (t *timeline) Fill(now time.Duration, f *frame) {
	f.Cars, f.Effects = f.Cars[:0], f.Effects[:0]
	for _, seat := range t.seats {
		f.Cars = append(f.Cars, t.pose(seat, now))
	}
	for _, e := range t.fx {
		if now < e.Start || now >= e.End {
			continue
		}
		anchor := t.pose(e.Seat, now)
		if e.Kind == effectSmoke {
			anchor = restPose(e.Seat, e.Where)
		}
		f.Effects = append(f.Effects, activeEffect{
			effect: e,
			T:      float64(now-e.Start) / float64(e.End-e.Start),
			Anchor: anchor,
		})
	}
	f.Busy = t.Busy(now)
}

// Prune forgets the moves and effects that have ended by now.
func (t *timeline) Prune(now time.Duration) {
	for _, c := range t.cars {
		c.moves = slices.DeleteFunc(c.moves, func(tw tween) bool { return tw.end <= now })
	}
	t.fx = slices.DeleteFunc(t.fx, func(e effect) bool { return e.End <= now })
}
