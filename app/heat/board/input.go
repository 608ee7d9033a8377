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
func (b *Board) on(target app.Value, event string, passive bool, handle func(e app.Value)) {
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

func (b *Board) unlisten() {
	for _, l := range b.b.listeners {
		l.target.Call("removeEventListener", l.event, l.fn)
		l.fn.Release()
	}
	b.b.listeners = nil
}

// listen wires the canvas: drag to pan, wheel to zoom around the cursor, double-click to zoom in,
// keys (+, -, 0 for the whole circuit, F to follow the car or not, arrows) when it has the focus.
func (b *Board) listen() {
	cv := b.b.canvas
	b.listenTouch()
	b.on(cv, "pointerdown", true, func(e app.Value) {
		if e.Get("button").Int() != 0 || e.Get("pointerType").String() == "touch" {
			return // a finger scrolls the page; two fingers are listenTouch's
		}
		id := e.Get("pointerId").Int()
		b.b.drag = &drag{pointer: id, x: e.Get("clientX").Float(), y: e.Get("clientY").Float()}
		cv.Call("setPointerCapture", id)
		cv.Get("style").Set("cursor", "grabbing")
	})
	b.on(cv, "pointermove", true, func(e app.Value) {
		d := b.b.drag
		if d == nil || e.Get("pointerId").Int() != d.pointer {
			return
		}
		x, y := e.Get("clientX").Float(), e.Get("clientY").Float()
		b.moveCamera(b.b.cam.Pan(x-d.x, y-d.y), false)
		d.x, d.y = x, y
	})
	end := func(e app.Value) {
		if d := b.b.drag; d != nil && e.Get("pointerId").Int() == d.pointer {
			b.b.drag = nil
			cv.Get("style").Set("cursor", "grab")
		}
	}
	b.on(cv, "pointerup", true, end)
	b.on(cv, "pointercancel", true, end)
	b.on(cv, "wheel", false, func(e app.Value) {
		e.Call("preventDefault")
		dy := e.Get("deltaY").Float()
		switch e.Get("deltaMode").Int() {
		case 1: // lines
			dy *= 16
		case 2: // pages
			dy *= 400
		}
		factor := math.Exp(-math.Max(-300, math.Min(300, dy)) * 0.0018)
		b.zoomAround(factor, b.local(e))
	})
	b.on(cv, "dblclick", true, func(e app.Value) { b.zoomAround(1.6, b.local(e)) })
	b.on(cv, "keydown", false, func(e app.Value) {
		const step = 60
		switch e.Get("key").String() {
		case "+", "=":
			b.zoomAround(zoomStep, b.middle())
		case "-", "_":
			b.zoomAround(1/zoomStep, b.middle())
		case "0":
			b.fitView()
		case "f", "F":
			b.toggleFollow()
		case "ArrowLeft":
			b.moveCamera(b.b.cam.Pan(step, 0), false)
		case "ArrowRight":
			b.moveCamera(b.b.cam.Pan(-step, 0), false)
		case "ArrowUp":
			b.moveCamera(b.b.cam.Pan(0, step), false)
		case "ArrowDown":
			b.moveCamera(b.b.cam.Pan(0, -step), false)
		default:
			return
		}
		e.Call("preventDefault")
	})
}

// local is where a mouse event happened on the canvas, in CSS pixels.
func (b *Board) local(e app.Value) point {
	r := b.b.canvas.Call("getBoundingClientRect")
	return point{e.Get("clientX").Float() - r.Get("left").Float(), e.Get("clientY").Float() - r.Get("top").Float()}
}

func (b *Board) middle() point { return point{b.b.cssW / 2, b.b.cssH / 2} }

// moveCamera sets the camera, kept over the circuit; a zoom marks the moment so the static track
// is painted again at the new scale once the zoom settles.
func (b *Board) moveCamera(c camera, zoomed bool) {
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

func (b *Board) zoomAround(factor float64, at point) {
	b.moveCamera(b.b.cam.ZoomAt(factor, at), true)
}

// fitView shows the whole circuit again.
func (b *Board) fitView() {
	l := b.shown().layout
	if l == nil || b.b.cssW <= 0 {
		return
	}
	b.b.cam = fitCamera(l.Bounds(), b.b.cssW, b.b.cssH)
	b.b.fitted, b.b.following = true, false
	b.b.zoomedAt = b.now()
	b.dirty = true
}

// observeSize follows the size of the board's box with a ResizeObserver.
func (b *Board) observeSize() {
	br := &b.b
	br.resizeFn = app.FuncOf(func(app.Value, []app.Value) any {
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.b.mounted {
			b.resized()
		}
		return nil
	})
	br.resizeObs = app.Window().Get("ResizeObserver").New(br.resizeFn)
	br.resizeObs.Call("observe", br.root)
	b.resized()
}

// checkPixelRatio follows the device pixel ratio (a window dragged to another screen, a browser
// zoom): the canvas stays crisp.
func (b *Board) checkPixelRatio() {
	if dpr := app.Window().Get("devicePixelRatio").Float(); dpr > 0 && dpr != b.b.dpr {
		b.resized()
	}
}

// resized sizes the canvas to its box times the device pixel ratio, and keeps the view: fitted
// if it was, else centred on the same point.
func (b *Board) resized() {
	br := &b.b
	r := br.root.Call("getBoundingClientRect")
	w, h := r.Get("width").Float(), r.Get("height").Float()
	dpr := app.Window().Get("devicePixelRatio").Float()
	if dpr <= 0 {
		dpr = 1
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
	if br.fitted || oldW <= 0 || oldH <= 0 {
		br.cam = fitCamera(l.Bounds(), w, h)
		br.fitted = true
		return
	}
	br.cam = br.cam.Pan((w-oldW)/2, (h-oldH)/2).Clamp(l.Bounds(), w, h)
}
