package board

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// listener is an event listener the board added, to remove and release on dismount.
type listener struct {
	target app.Value
	event  string
	fn     app.Func
}

// drag is a pan in progress.
type drag struct {
	pointer int
	x, y    float64
}

// on listens to a DOM event; the handler runs with the board locked.
func (in inputs) on(target app.Value, event string, passive bool, handle func(e app.Value)) {
	b := in.b
	fn := app.FuncOf(func(_ app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.b.mounted {
			handle(args[0])
		}
		return nil
	})
	target.Call("addEventListener", event, fn, map[string]any{"passive": passive})
	b.b.listeners = append(b.b.listeners, listener{target, event, fn})
}

func (in inputs) unlisten() {
	b := in.b
	for _, l := range b.b.listeners {
		l.target.Call("removeEventListener", l.event, l.fn)
		l.fn.Release()
	}
	b.b.listeners = nil
}

// listen wires the canvas: drag to pan, wheel to zoom around the cursor, double-click to zoom in,
// keys (+, -, 0 for the whole circuit, F to follow the car or not, arrows) when it has the focus.
func (in inputs) listen() {
	b := in.b
	cv := b.b.canvas
	inputs{b}.listenTouch()
	inputs{b}.on(cv, "pointerdown", true, func(e app.Value) {
		if e.Get("button").Int() != 0 || e.Get("pointerType").String() == "touch" {
			return // a finger scrolls the page; two fingers are listenTouch's
		}
		id := e.Get("pointerId").Int()
		b.b.drag = &drag{pointer: id, x: e.Get("clientX").Float(), y: e.Get("clientY").Float()}
		cv.Call("setPointerCapture", id)
		cv.Get("style").Set("cursor", "grabbing")
	})
	inputs{b}.on(cv, "pointermove", true, func(e app.Value) {
		d := b.b.drag
		if d == nil || e.Get("pointerId").Int() != d.pointer {
			return
		}
		x, y := e.Get("clientX").Float(), e.Get("clientY").Float()
		inputs{b}.moveCamera(b.b.cam.Pan(x-d.x, y-d.y), false)
		d.x, d.y = x, y
	})
	end := func(e app.Value) {
		if d := b.b.drag; d != nil && e.Get("pointerId").Int() == d.pointer {
			b.b.drag = nil
			cv.Get("style").Set("cursor", "grab")
		}
	}
	inputs{b}.on(cv, "pointerup", true, end)
	inputs{b}.on(cv, "pointercancel", true, end)
	inputs{b}.on(cv, "wheel", false, func(e app.Value) {
		e.Call("preventDefault")
		dy := e.Get("deltaY").Float()
		switch e.Get("deltaMode").Int() {
		case 1: // lines
			dy *= 16
		case 2: // pages
			dy *= 400
		}
		factor := math.Exp(-math.Max(-300, math.Min(300, dy)) * 0.0018)
		inputs{b}.zoomAround(factor, inputs{b}.local(e))
	})
	inputs{b}.on(cv, "dblclick", true, func(e app.Value) { inputs{b}.zoomAround(1.6, inputs{b}.local(e)) })
	inputs{b}.on(cv, "keydown", false, func(e app.Value) {
		const step = 60
		switch e.Get("key").String() {
		case "+", "=":
			inputs{b}.zoomAround(zoomStep, inputs{b}.middle())
		case "-", "_":
			inputs{b}.zoomAround(1/zoomStep, inputs{b}.middle())
		case "0":
			inputs{b}.fitView()
		case "f", "F":
			camFollow{b}.toggleFollow()
		case "ArrowLeft":
			inputs{b}.moveCamera(b.b.cam.Pan(step, 0), false)
		case "ArrowRight":
			inputs{b}.moveCamera(b.b.cam.Pan(-step, 0), false)
		case "ArrowUp":
			inputs{b}.moveCamera(b.b.cam.Pan(0, step), false)
		case "ArrowDown":
			inputs{b}.moveCamera(b.b.cam.Pan(0, -step), false)
		default:
			return
		}
		e.Call("preventDefault")
	})
}

// local is where a mouse event happened on the canvas, in CSS pixels.
func (in inputs) local(e app.Value) point {
	b := in.b
	r := b.b.canvas.Call("getBoundingClientRect")
	return point{e.Get("clientX").Float() - r.Get("left").Float(), e.Get("clientY").Float() - r.Get("top").Float()}
}

func (in inputs) middle() point { return point{in.b.b.cssW / 2, in.b.b.cssH / 2} }

// moveCamera sets the camera, kept over the circuit; a zoom marks the moment so the static track
// is painted again at the new scale once the zoom settles.
func (in inputs) moveCamera(c camera, zoomed bool) {
	b := in.b
	l := b.shown().layout
	if l == nil || b.b.cssW <= 0 {
		return
	}
	b.b.cam = c.Clamp(l.Bounds(), b.b.cssW, b.b.cssH)
	b.b.fitted, b.b.following = false, false
	if zoomed {
		b.b.zoomedAt = b.now()
	}
	b.dirty = true
}

func (in inputs) zoomAround(factor float64, at point) {
	b := in.b
	inputs{b}.moveCamera(b.b.cam.ZoomAt(factor, at), true)
}

// fitView shows the whole circuit again.
func (in inputs) fitView() {
	b := in.b
	l := b.shown().layout
	if l == nil || b.b.cssW <= 0 {
		return
	}
	b.b.cam = fitCamera(l.Bounds(), b.b.cssW, b.b.cssH)
	b.b.fitted, b.b.following = true, false
	b.b.zoomedAt = b.now()
	b.dirty = true
}

// observeSize follows the size of the board's box with a ResizeObserver. Without one (the
// loader's warm-up runs the pages in a worker, which has none) the board keeps the size it has.
func (in inputs) observeSize() {
	b := in.b
	br := &b.b
	observer := app.Window().Get("ResizeObserver")
	if observer.Type() != app.TypeFunction {
		inputs{b}.resized()
		return
	}
	br.resizeFn = app.FuncOf(func(app.Value, []app.Value) any {
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.b.mounted {
			inputs{b}.resized()
		}
		return nil
	})
	br.resizeObs = observer.New(br.resizeFn)
	br.resizeObs.Call("observe", br.root)
	inputs{b}.resized()
}

// checkPixelRatio follows the device pixel ratio (a window dragged to another screen, a browser
// zoom): the canvas stays crisp.
func (in inputs) checkPixelRatio() {
	b := in.b
	if v := app.Window().Get("devicePixelRatio"); v.Type() == app.TypeNumber && v.Float() > 0 && v.Float() != b.b.dpr {
		inputs{b}.resized()
	}
}

// resized sizes the canvas to its box times the device pixel ratio, and keeps the view: fitted
// if it was, else centred on the same point.
func (in inputs) resized() {
	b := in.b
	br := &b.b
	r := br.root.Call("getBoundingClientRect")
	// The loader's warm-up runs the pages against a stand-in page whose answers are not numbers:
	// the board then keeps the size it has.
	if !r.Truthy() || r.Get("width").Type() != app.TypeNumber || r.Get("height").Type() != app.TypeNumber {
		return
	}
	w, h := r.Get("width").Float(), r.Get("height").Float()
	dpr := 1.0
	if v := app.Window().Get("devicePixelRatio"); v.Type() == app.TypeNumber && v.Float() > 0 {
		dpr = v.Float()
	}
	if w == br.cssW && h == br.cssH && dpr == br.dpr {
		return
	}
	oldW, oldH := br.cssW, br.cssH
	br.cssW, br.cssH, br.dpr = w, h, dpr
	br.canvas.Set("width", int(math.Round(w*dpr)))
	br.canvas.Set("height", int(math.Round(h*dpr)))
	br.ctx.forget()
	b.dirty = true
	l := b.shown().layout
	if l == nil || w <= 0 || h <= 0 {
		return
	}
	if br.following && (oldW <= 0 || oldH <= 0) {
		br.cam = camera{} // the following camera starts at its aim (followStep)
		return
	}
	if br.fitted || oldW <= 0 || oldH <= 0 {
		br.cam = fitCamera(l.Bounds(), w, h)
		br.fitted = true
		return
	}
	br.cam = br.cam.Pan((w-oldW)/2, (h-oldH)/2).Clamp(l.Bounds(), w, h)
}

// inputs is the board's hold on the page: its listeners (wheel, drag, keys, touch), the camera
// moves they make, and the canvas's size and pixel ratio.
type inputs struct{ b *Board }
