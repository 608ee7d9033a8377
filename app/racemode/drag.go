package racemode

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// A mouse pans the map by dragging its background, as a camera should; touch scrolls the box
// natively, and the wheel and the arrow keys scroll it too. The scroll this makes is the one
// the camera watches and saves. Listeners of its own, not go-app handlers: a drag renders
// nothing.

type dragPan struct {
	el        app.Value
	fns       map[string]app.Func // listeners by event (pointerup and pointercancel share one)
	owned     []app.Func          // each listener once, to release (a js.Func is no map key)
	on        bool
	x, y      float64 // where the pointer went down
	left, top float64 // the scroll then
}

// attach starts listening on el, the map's scroller.
func (d *dragPan) attach(el app.Value) {
	d.detach()
	d.el = el
	d.fns = map[string]app.Func{
		"pointerdown": app.FuncOf(func(_ app.Value, args []app.Value) any {
			e := args[0]
			if e.Get("pointerType").String() != "mouse" || e.Get("button").Int() != 0 {
				return nil
			}
			if t := e.Get("target"); t.Truthy() && t.Get("closest").Type() == app.TypeFunction && t.Call("closest", "button").Truthy() {
				return nil // a node: a click, not a drag
			}
			d.on = true
			d.x, d.y = e.Get("clientX").Float(), e.Get("clientY").Float()
			d.left, d.top = number(el, "scrollLeft"), number(el, "scrollTop")
			el.Call("setPointerCapture", e.Get("pointerId"))
			el.Get("classList").Call("add", "rm-dragging")
			return nil
		}),
		"pointermove": app.FuncOf(func(_ app.Value, args []app.Value) any {
			if !d.on {
				return nil
			}
			e := args[0]
			el.Call("scrollTo", d.left-(e.Get("clientX").Float()-d.x), d.top-(e.Get("clientY").Float()-d.y))
			return nil
		}),
	}
	end := app.FuncOf(func(app.Value, []app.Value) any {
		d.on = false
		el.Get("classList").Call("remove", "rm-dragging")
		return nil
	})
	d.fns["pointerup"], d.fns["pointercancel"] = end, end
	d.owned = []app.Func{d.fns["pointerdown"], d.fns["pointermove"], end}
	for name, fn := range d.fns {
		el.Call("addEventListener", name, fn)
	}
}

// detach removes the listeners.
func (d *dragPan) detach() {
	if d.fns == nil {
		return
	}
	for name, fn := range d.fns {
		d.el.Call("removeEventListener", name, fn)
	}
	for _, fn := range d.owned {
		fn.Release()
	}
	d.fns, d.owned, d.el, d.on = nil, nil, nil, false
}
