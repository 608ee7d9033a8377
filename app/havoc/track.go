package havoc

import (
	"math"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/tracks/speedway"
)

// trackView is the speedway on a <canvas>: the lanes, pit lane, pit, start line and numbered
// positions painted once offscreen, then each frame the pawns, the coins and what the player may
// pick. The page keeps one pointer to it, returns it from Render and calls its methods, which
// never re-render the page; its state is unexported (a parent's render overwrites exported
// fields). Frames are drawn from requestAnimationFrame, and only when something changed or moves.
type trackView struct {
	app.Compo

	mu     sync.Mutex
	scene  scene
	moves  []move // queued pawn moves, the first one playing
	moveAt time.Time
	cam    camera
	fitted bool // the camera shows the board as it first does (homeCamera), and keeps doing so as the canvas resizes
	dirty  bool
	drag   *dragState
	hover  engine.Spot
	onPick func(engine.Spot)
	stats  frameStats

	el        jsCanvasEl
	w, h, dpr float64
	js        jsHooks
	static    app.Value // the painted board
	grey      app.Value // the greyed spaces of the coin placement, as a Path2D; nil: to build
}

// jsHooks are the callbacks the board gives the browser while mounted.
type jsHooks struct {
	raf       app.Func
	rafID     app.Value
	handlers  []app.Func
	resizeObs app.Value
}

// scene is what the board shows, from the page's view.
type scene struct {
	pawns  []pawnLook
	coins  []coinLook
	lanes  []int                // lane selection: the free lanes at the pole, dashed
	spots  map[engine.Spot]bool // coin placement: where a coin may go (the rest is greyed)
	active int                  // the seat to act, ringed; -1 for none
	label  string               // the canvas's accessible name
}

type pawnLook struct {
	seat   int
	colour string
	at     engine.Spot
}

type coinLook struct {
	at   engine.Spot
	text string // the face for its owner, "?" for the others
	tow  bool
}

// move is one pawn's animated move along a path.
type move struct {
	seat int
	pts  []speedway.Point
	dur  time.Duration
}

type dragState struct {
	x, y   float64 // the last pointer position
	sx, sy float64 // where it started
	moved  bool
}

// jsCanvasEl is the page's canvas and its 2D context.
type jsCanvasEl struct {
	root, canvas, ctx app.Value
}

func newTrackView() *trackView {
	return &trackView{fitted: true, dirty: true, scene: scene{active: -1}}
}

// setScene shows a new state of the board; pick is called with a track space the player clicks
// among the scene's dashed lanes or free spots.
func (t *trackView) setScene(s scene, pick func(engine.Spot)) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.scene.lanes) > 0 && len(s.lanes) == 0 && t.w > 0 { // the lane selection is over: the whole board again
		t.cam, t.fitted = homeCamera(t.w, t.h), true
	}
	t.scene, t.onPick, t.dirty, t.grey = s, pick, true, nil
	if t.el.canvas != nil && s.label != "" {
		t.el.canvas.Call("setAttribute", "aria-label", s.label)
	}
}

// animate queues pawn moves, played one after the other.
func (t *trackView) animate(ms []move) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if len(t.moves) == 0 {
		t.moveAt = time.Now()
	}
	t.moves = append(t.moves, ms...)
	catchUp(t.moves)
	t.dirty = true
}

// maxBacklog is how far the pawns may fall behind the race: when the bots' moves come faster
// than they play, the moves still waiting play quicker so that the last ends no later than this
// after the one playing now (the board takes no click while a pawn moves).
const maxBacklog = 6 * time.Second

// catchUp squeezes the moves waiting behind the first one so that the queue ends within
// maxBacklog of the first move's end; the first, which may be playing, keeps its pace.
func catchUp(moves []move) {
	if len(moves) < 2 {
		return
	}
	var wait time.Duration
	for _, m := range moves[1:] {
		wait += m.dur
	}
	if wait <= maxBacklog {
		return
	}
	for i := range moves[1:] {
		m := &moves[i+1]
		m.dur = time.Duration(float64(m.dur) * float64(maxBacklog) / float64(wait))
	}
}

// skip ends the animations at once.
func (t *trackView) skip() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.moves, t.dirty = nil, true
}

// locked reports whether the player's pan and zoom are off: during the lane selection, and while
// a pawn moves (the rules' "Track View Controls").
func (t *trackView) locked() bool { return len(t.moves) > 0 || len(t.scene.lanes) > 0 }

func (t *trackView) Render() app.UI {
	return app.Div().Class("hv-track").DataSet("testid", "track").Body(
		app.Elem("canvas").Role("img").Aria("label", "The speedway").DataSet("testid", "track-canvas"),
	)
}

func (t *trackView) OnMount(ctx app.Context) {
	t.mu.Lock()
	defer t.mu.Unlock()
	root := ctx.JSSrc()
	canvas := root.Call("querySelector", "canvas")
	t.el = jsCanvasEl{root: root, canvas: canvas, ctx: canvas.Call("getContext", "2d")}
	t.static, t.dirty, t.w, t.h = nil, true, 0, 0 // a new canvas: sized at the first frame
	t.listen()
	t.exposeHook()
	t.js.raf = app.FuncOf(t.frame)
	t.js.rafID = app.Window().Call("requestAnimationFrame", t.js.raf)
}

func (t *trackView) OnDismount() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.el.canvas == nil {
		return
	}
	app.Window().Call("cancelAnimationFrame", t.js.rafID)
	t.js.raf.Release()
	if t.js.resizeObs != nil {
		t.js.resizeObs.Call("disconnect")
	}
	app.Window().Set("havocBoard", nil)
	for _, h := range t.js.handlers {
		h.Release()
	}
	t.js.handlers, t.js.resizeObs, t.el, t.static, t.grey = nil, nil, jsCanvasEl{}, nil, nil
}

// frame is the requestAnimationFrame callback.
func (t *trackView) frame(app.Value, []app.Value) any {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.el.canvas == nil {
		return nil
	}
	t.js.rafID = app.Window().Call("requestAnimationFrame", t.js.raf)
	if t.w == 0 {
		t.measure()
	}
	if t.w == 0 || (!t.dirty && len(t.moves) == 0) {
		return nil
	}
	perf := app.Window().Get("performance")
	t0 := perf.Call("now").Float()
	t.paint(time.Now())
	t.stats.add(perf.Call("now").Float()-t0, len(t.moves) > 0)
	t.dirty = false
	return nil
}

// measure reads the canvas's size and sizes its pixels to the screen's.
func (t *trackView) measure() {
	w, h := t.el.root.Get("clientWidth").Float(), t.el.root.Get("clientHeight").Float()
	dpr := math.Max(app.Window().Get("devicePixelRatio").Float(), 1)
	if w == t.w && h == t.h && dpr == t.dpr {
		return
	}
	t.w, t.h, t.dpr = w, h, dpr
	t.el.canvas.Set("width", int(w*dpr))
	t.el.canvas.Set("height", int(h*dpr))
	if t.fitted {
		t.cam = homeCamera(w, h)
	}
	t.dirty = true
}

// step advances the animations to now: the point a moving pawn is at, by seat.
func (t *trackView) step(now time.Time) map[int]speedway.Point {
	at := map[int]speedway.Point{}
	for len(t.moves) > 0 {
		m := t.moves[0]
		el := now.Sub(t.moveAt)
		if el < m.dur {
			at[m.seat] = along(m.pts, float64(el)/float64(m.dur))
			break
		}
		t.moves = t.moves[1:]
		t.moveAt = t.moveAt.Add(m.dur)
		if now.Sub(t.moveAt) > time.Second { // a long pause (a hidden tab): no catching up
			t.moveAt = now
		}
	}
	for _, m := range t.moves[min(1, len(t.moves)):] {
		if _, ok := at[m.seat]; !ok && len(m.pts) > 0 {
			at[m.seat] = m.pts[0] // waits for its turn where its move starts
		}
	}
	return at
}

// aim is where the camera should be now: on the pole during the lane selection, on the moving
// pawn during a move, else where the player put it.
func (t *trackView) aim(moving map[int]speedway.Point) (camera, bool) {
	fit, home := fitCamera(t.w, t.h), homeCamera(t.w, t.h)
	if len(t.moves) > 0 {
		if p, ok := moving[t.moves[0].seat]; ok {
			return camera{X: p.X, Y: p.Y, Zoom: math.Max(fit.Zoom*2.6, home.Zoom)}.within(t.w, t.h), true
		}
	}
	if len(t.scene.lanes) > 0 {
		return camera{X: 15.9, Y: -0.5, Zoom: math.Max(fit.Zoom*3.2, home.Zoom)}.within(t.w, t.h), true
	}
	return t.cam, false
}
