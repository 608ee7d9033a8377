package board

import (
	"math"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Touch: one finger scrolls the page as anywhere else (the canvas lets the browser pan), two
// fingers move the board and pinch to zoom around their middle. The mouse still drags.

// pinch is a two-finger gesture in progress: the middle of the fingers and their distance, in
// CSS pixels on the canvas.
type pinch struct {
	mid  point
	dist float64
}

// touchAction lets one finger scroll the page in any direction; two fingers are the board's.
const touchAction = "pan-x pan-y"

// listenTouch wires the two-finger gestures.
func (in inputs) listenTouch() {
	b := in.b
	cv := b.b.canvas
	inputs{b}.on(cv, "touchstart", false, func(e app.Value) {
		if p, ok := (inputs{b}).fingers(e); ok {
			e.Call("preventDefault")
			b.b.pinch = &p
			return
		}
		b.b.pinch = nil
	})
	inputs{b}.on(cv, "touchmove", false, func(e app.Value) {
		p, ok := inputs{b}.fingers(e)
		if !ok || b.b.pinch == nil {
			return
		}
		e.Call("preventDefault")
		last := *b.b.pinch
		cam := b.b.cam.Pan(p.mid.X-last.mid.X, p.mid.Y-last.mid.Y)
		zoomed := false
		if last.dist > 0 && p.dist > 0 {
			if f := p.dist / last.dist; math.Abs(f-1) > 1e-3 {
				cam, zoomed = cam.ZoomAt(f, p.mid), true
			}
		}
		inputs{b}.moveCamera(cam, zoomed)
		b.b.pinch = &p
	})
	end := func(e app.Value) {
		if e.Get("touches").Length() < 2 {
			b.b.pinch = nil
		}
	}
	inputs{b}.on(cv, "touchend", true, end)
	inputs{b}.on(cv, "touchcancel", true, end)
}

// fingers measures a touch event with exactly two fingers on the screen.
func (in inputs) fingers(e app.Value) (pinch, bool) {
	b := in.b
	ts := e.Get("touches")
	if ts.Length() != 2 {
		return pinch{}, false
	}
	r := b.b.canvas.Call("getBoundingClientRect")
	left, top := r.Get("left").Float(), r.Get("top").Float()
	at := func(i int) point {
		t := ts.Index(i)
		return point{t.Get("clientX").Float() - left, t.Get("clientY").Float() - top}
	}
	a, c := at(0), at(1)
	return pinch{mid: point{(a.X + c.X) / 2, (a.Y + c.Y) / 2}, dist: a.Dist(c)}, true
}
