package board

import (
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// Board is the race track widget: a go-app component that draws the circuit on a <canvas> and
// animates the cars from the race's events. Make it once with New, keep the pointer in an
// unexported field of the page, return that same pointer from the page's Render, and call its
// methods directly: they are safe from any goroutine and never re-render the page.
//
// Its state lives in unexported fields on purpose: a parent's render overwrites exported fields.
type Board struct {
	app.Compo

	mu      sync.Mutex
	epoch   time.Time
	race    stage // the race the page shows
	speed   speed
	numbers bool
	fill    bool
	idle    []func()   // called once the animations have played
	cond    conditions // the weather and road tokens shown
	dirty   bool       // something changed since the last painted frame
	follow  int        // the seat whose car the camera follows, -1 for none

	b browser // set while mounted
}

// stage is a circuit with cars on it: the race, or the benchmark's demo.
type stage struct {
	layout *layout
	scene  *scene
	tl     *timeline
	views  map[int]engine.CarView
	active int
	ghosts []ghost // where a play being chosen would take a car
}

func newStage(l *layout) stage {
	st := stage{layout: l, tl: newTimeline(1), views: map[int]engine.CarView{}, active: -1}
	if l != nil {
		st.scene = newScene(l)
		st.tl = newTimeline(l.Length())
	}
	return st
}

// positions are where the view puts the cars.
func (st *stage) positions() map[int]engine.Pos {
	at := make(map[int]engine.Pos, len(st.views))
	for seat, c := range st.views {
		at[seat] = c.Pos
	}
	return at
}

// looks works out how each car is drawn at a moment, into out (made when nil).
func (st *stage) looks(now time.Duration, out map[int]carLook) map[int]carLook {
	if out == nil {
		out = make(map[int]carLook, len(st.views))
	}
	clear(out)
	for seat, c := range st.views {
		done := c.Finished && st.tl.FinishedBy(seat, now)
		out[seat] = carLook{colour: c.Colour, number: seat + 1, finished: done, parked: done, place: parkingPlace(st.views, c), line: finishLine(c, st.tl.length)}
	}
	return out
}

// shown is the stage on screen: the benchmark's while one runs, else the race.
func (b *Board) shown() *stage {
	if b.b.bench != nil {
		return &b.b.bench.stage
	}
	return &b.race
}

// New makes a board. It shows nothing until it has a circuit (SetTrack).
func New() *Board {
	return &Board{epoch: time.Now(), race: newStage(nil), follow: -1}
}

// Fill makes the board fill its parent, which must then have a height; by default it is as wide
// as its parent and two thirds as high.
func (b *Board) Fill() *Board {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.fill = true
	return b
}

// now is the board's clock, shared by the timeline and the frames.
func (b *Board) now() time.Duration {
	if b.epoch.IsZero() {
		b.epoch = time.Now()
	}
	return time.Since(b.epoch)
}

// SetTrack shows a circuit. The cars of the last view stay where they are.
func (b *Board) SetTrack(t *tracks.Track) error {
	l, err := newLayout(t)
	if err != nil {
		return err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.race.layout != nil && b.race.layout.Track() == t {
		return nil
	}
	views, active := b.race.views, b.race.active
	b.race = newStage(l)
	b.race.scene.cond = b.cond
	b.race.views, b.race.active = views, active
	b.race.tl.SetSpeed(b.speed)
	b.race.tl.Show(b.race.positions())
	b.b.trackChanged(ariaLabel(t))
	b.dirty = true
	return nil
}

// ariaLabel describes the board for screen readers.
func ariaLabel(t *tracks.Track) string {
	if t == nil {
		return "Race track"
	}
	return "Race track: " + t.Name + " circuit"
}

// layout is the geometry of the circuit shown, nil before SetTrack.
func (b *Board) layout() *layout {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.race.layout
}

// Show sets the cars as a view shows them, and which car is active (View.Active, -1 for none).
// A car with moves still to play gets to its place when they have played; any other car jumps
// there at once (after a rejoin, or a view that came without events). Call Play first when the
// view comes with events.
func (b *Board) Show(cars []engine.CarView, active int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	clear(b.race.views)
	for _, c := range cars {
		b.race.views[c.Seat] = c
	}
	b.race.active = active
	b.race.tl.Show(b.race.positions())
	b.dirty = true
}

// Play animates events after whatever is still playing: moves, boosts, slipstreams, spin-outs,
// the Heat a corner cost and finishes; other events are ignored.
func (b *Board) Play(events []engine.Event) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.race.tl.Play(b.now(), events)
	b.dirty = true
}

// busy reports whether animations are still playing: the race page may wait before it shows the
// next prompt (or use OnIdle).
func (b *Board) busy() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.race.tl.Busy(b.now())
}

// OnIdle calls fn once the animations queued so far have played: at once when none are playing
// (or the board is not mounted, so no frame would ever call it), else from the board's frame
// callback. Use ctx.Dispatch inside fn to update a page.
func (b *Board) OnIdle(fn func()) {
	b.mu.Lock()
	if b.race.tl.Busy(b.now()) && b.b.mounted {
		b.idle = append(b.idle, fn)
		b.mu.Unlock()
		return
	}
	b.mu.Unlock()
	fn()
}

// setSpeed sets how fast animations play. instant (tests, reduced motion) also ends what plays.
func (b *Board) setSpeed(s speed) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.speed = s
	b.race.tl.SetSpeed(s)
	b.dirty = true
}

// showNumbers shows or hides the space numbers (hidden by default).
func (b *Board) showNumbers(on bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.setNumbers(on)
}

func (b *Board) setNumbers(on bool) {
	if b.numbers != on {
		b.numbers = on
		b.b.staticStale = true
		b.dirty = true
	}
}

// stats sums up the recent frames painted.
func (b *Board) stats() frameStats {
	b.mu.Lock()
	defer b.mu.Unlock()
	s := summarize(b.b.paint.values(), b.b.gaps.values())
	s.StaticMs = b.b.lastStaticMs
	return s
}
