package havoc

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/havoc"
)

// listen wires the canvas's pointer and wheel input and its size observer. The caller holds mu.
func (t *trackView) listen() {
	on := func(target app.Value, event string, passive bool, fn func(e app.Value)) {
		h := app.FuncOf(func(_ app.Value, args []app.Value) any {
			if len(args) > 0 {
				fn(args[0])
			}
			return nil
		})
		t.js.handlers = append(t.js.handlers, h)
		target.Call("addEventListener", event, h, map[string]any{"passive": passive})
	}
	c := t.el.canvas
	on(c, "pointerdown", true, t.pointerDown)
	on(c, "pointermove", true, t.pointerMove)
	on(c, "pointerup", true, t.pointerUp)
	on(c, "pointercancel", true, func(app.Value) { t.mu.Lock(); t.drag = nil; t.mu.Unlock() })
	on(c, "wheel", false, t.wheel)
	resize := app.FuncOf(func(app.Value, []app.Value) any {
		t.mu.Lock()
		defer t.mu.Unlock()
		if t.el.canvas != nil {
			t.measure()
		}
		return nil
	})
	t.js.handlers = append(t.js.handlers, resize)
	if ro := app.Window().Get("ResizeObserver"); ro.Truthy() {
		t.js.resizeObs = ro.New(resize)
		t.js.resizeObs.Call("observe", t.el.root)
	}
}

// tapSlop is how far, in CSS pixels, a click or a tap may slide and still pick a space: a finger
// rarely lifts where it landed.
const tapSlop = 8

// reach is how far from a space's centre, in board units, a click or a tap still picks it: half a
// space, or a finger's 12 pixels when the spaces are small. The caller holds mu.
func (t *trackView) reach() float64 { return math.Max(0.55, 12/t.cam.Zoom) }

func offset(e app.Value) (float64, float64) {
	return e.Get("offsetX").Float(), e.Get("offsetY").Float()
}

func (t *trackView) pointerDown(e app.Value) {
	t.mu.Lock()
	defer t.mu.Unlock()
	x, y := offset(e)
	t.drag = &dragState{x: x, y: y, sx: x, sy: y}
	t.el.canvas.Call("setPointerCapture", e.Get("pointerId"))
}

func (t *trackView) pointerMove(e app.Value) {
	t.mu.Lock()
	defer t.mu.Unlock()
	x, y := offset(e)
	if d := t.drag; d != nil {
		if !d.moved && (x-d.sx)*(x-d.sx)+(y-d.sy)*(y-d.sy) > tapSlop*tapSlop {
			d.moved = true
		}
		if d.moved && !t.locked() {
			t.cam, t.fitted, t.dirty = t.cam.pan(x-d.x, y-d.y).within(t.w, t.h), false, true
		}
		d.x, d.y = x, y
		return
	}
	bx, by := t.cam.toBoard(x, y, t.w, t.h)
	s, _ := spotAt(bx, by, t.reach())
	if s != t.hover {
		t.hover, t.dirty = s, true
	}
}

func (t *trackView) pointerUp(e app.Value) {
	t.mu.Lock()
	d := t.drag
	t.drag = nil
	var pick func(engine.Spot)
	var at engine.Spot
	if d != nil && !d.moved {
		x, y := offset(e)
		bx, by := t.cam.toBoard(x, y, t.w, t.h)
		if s, ok := spotAt(bx, by, t.reach()); ok && t.pickable(s) {
			pick, at = t.onPick, s
		}
	}
	t.mu.Unlock()
	if pick != nil {
		pick(at)
	}
}

// pickable reports whether the player may pick a track space now.
func (t *trackView) pickable(s engine.Spot) bool {
	if len(t.scene.lanes) > 0 {
		for _, l := range t.scene.lanes {
			if s == (engine.Spot{Pos: 96, Lane: l}) {
				return true
			}
		}
		return false
	}
	return t.scene.spots[s]
}

func (t *trackView) wheel(e app.Value) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.locked() {
		return
	}
	e.Call("preventDefault")
	dy := e.Get("deltaY").Float()
	factor := 1.0015
	if dy > 0 {
		factor = 1 / factor
	}
	f := 1.0
	for range min(int(abs(dy)), 400) {
		f *= factor
	}
	x, y := offset(e)
	t.cam, t.fitted, t.dirty = t.cam.zoomAt(f, x, y, t.w, t.h).within(t.w, t.h), false, true
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}
