package racemode

import (
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	rules "github.com/heatracing/heat/engine/racemode"
)

// The camera is where the map is scrolled to (the seed's raceCoordinates): saved with the run a
// moment after the player stops scrolling, and restored when the map shows again. The scroll
// is watched by a listener of its own, not a go-app handler, so that scrolling does not render
// the page at every frame; the save is one dispatch after a pause.

const (
	scrollID  = "rm-scroll"
	cameraGap = 600 * time.Millisecond
)

type cameraWatch struct {
	mu    sync.Mutex
	x, y  float64
	moved bool      // a position not saved yet
	armed bool      // a save is scheduled
	el    app.Value // the scrolled element watched
	fn    app.Func  // its listener
	drag  dragPan   // a mouse dragging the map
}

// restore scrolls the map to the run's camera (a new run's map is centred on the start) and
// watches the scroll; it runs after the map's first render.
func (c *cameraWatch) restore(p *mapPage) func(app.Context) {
	return func(ctx app.Context) {
		el := app.Window().GetElementByID(scrollID)
		if !el.Truthy() || p.run == nil {
			return
		}
		cam := p.run.Camera()
		if cam == (rules.Camera{}) {
			cam.X = (number(el, "scrollWidth") - number(el, "clientWidth")) / 2
		}
		if el.Get("scrollTo").Type() != app.TypeFunction {
			return // the loader's stand-in page (server/compile.js), which draws nothing
		}
		el.Call("scrollTo", cam.X, cam.Y)
		c.watch(p, el)
	}
}

// watch listens to the scroll of el, the map's scroller (again when the page made a new one).
func (c *cameraWatch) watch(p *mapPage, el app.Value) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.fn != nil && c.el.Equal(el) {
		return
	}
	c.stopLocked()
	c.el = el
	c.fn = app.FuncOf(func(app.Value, []app.Value) any {
		c.mu.Lock()
		c.x, c.y, c.moved = number(el, "scrollLeft"), number(el, "scrollTop"), true
		arm := !c.armed
		c.armed = true
		c.mu.Unlock()
		if arm {
			p.ctx.After(cameraGap, func(app.Context) { c.flush(p) })
		}
		return nil
	})
	el.Call("addEventListener", "scroll", c.fn, map[string]any{"passive": true})
	c.drag.attach(el)
}

// flush saves the position the map was scrolled to, if it moved.
func (c *cameraWatch) flush(p *mapPage) {
	c.mu.Lock()
	moved, x, y := c.moved, c.x, c.y
	c.moved, c.armed = false, false
	c.mu.Unlock()
	if moved && p.run != nil {
		p.run.SetCamera(rules.Camera{X: x, Y: y})
		p.save()
	}
}

// stop ends the watch (the page goes).
func (c *cameraWatch) stop() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.stopLocked()
}

func (c *cameraWatch) stopLocked() {
	if c.fn == nil {
		return
	}
	c.el.Call("removeEventListener", "scroll", c.fn)
	c.fn.Release()
	c.drag.detach()
	c.fn, c.el = nil, nil
}

// number is a numeric property of el, 0 when it has none.
func number(el app.Value, name string) float64 {
	if v := el.Get(name); v.Type() == app.TypeNumber {
		return v.Float()
	}
	return 0
}
