package board

import (
	"math"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The board's JavaScript hook, window.heatBoard, for browser tests and benchmarks:
//
//	heatBoard.frames()      recent paint times in ms, oldest first (performance.now() around each paint)
//	heatBoard.gaps()        recent gaps between painted frames, in ms
//	heatBoard.stats()       {frames, p50, p95, max, gapP50, gapP95, staticMs} of those
//	heatBoard.reset()       forgets the frames recorded so far
//	heatBoard.busy()        whether animations are playing
//	heatBoard.cars()        every car: seat, colour, number, x, y (CSS px on the canvas), angle, progress, lane, moving, finished, parked, length (CSS px)
//	heatBoard.camera()      {zoom, x, y, width, height, dpr, fitted, following, follow, fitZoom}
//	heatBoard.speed(name)   "normal", "fast", "slow" or "instant"
//	heatBoard.numbers(on)   shows or hides the space numbers
//	heatBoard.bench(s)      animates six cars for s seconds; a promise of the stats of that stretch
//
// The last board mounted owns the hook; it goes away when that board is dismounted.

// exposeHook installs window.heatBoard.
func (h hooks) exposeHook() {
	b := h.b
	br := &b.b
	obj := app.Window().Get("Object").New()
	fn := func(name string, f func(args []app.Value) any) {
		v := app.FuncOf(func(_ app.Value, args []app.Value) any { return f(args) })
		br.hookFns = append(br.hookFns, v)
		obj.Set(name, v)
	}
	locked := func(f func() any) any {
		b.mu.Lock()
		defer b.mu.Unlock()
		return f()
	}
	fn("frames", func([]app.Value) any { return locked(func() any { return floats(b.b.paint.values()) }) })
	fn("gaps", func([]app.Value) any { return locked(func() any { return floats(b.b.gaps.values()) }) })
	fn("stats", func([]app.Value) any { return statsJS(b.stats()) })
	fn("reset", func([]app.Value) any {
		return locked(func() any { b.b.paint.reset(); b.b.gaps.reset(); return nil })
	})
	fn("busy", func([]app.Value) any { return b.busy() })
	fn("cars", func([]app.Value) any { return locked(hooks{b}.carsJS) })
	fn("ghosts", func([]app.Value) any { return locked(b.ghostsJS) })
	fn("camera", func([]app.Value) any {
		return locked(func() any {
			c := b.b.cam
			fit := 0.0
			if l := b.shown().layout; l != nil {
				fit = fitCamera(l.Bounds(), b.b.cssW, b.b.cssH).Zoom
			}
			return map[string]any{"zoom": c.Zoom, "x": c.X, "y": c.Y, "width": b.b.cssW, "height": b.b.cssH, "dpr": b.b.dpr,
				"fitted": b.b.fitted, "following": b.b.following, "follow": b.follow, "fitZoom": fit}
		})
	})
	fn("speed", func(args []app.Value) any {
		if len(args) > 0 {
			b.setSpeed(parseSpeed(args[0].String()))
		}
		return nil
	})
	fn("numbers", func(args []app.Value) any {
		b.showNumbers(len(args) > 0 && args[0].Truthy())
		return nil
	})
	fn("bench", func(args []app.Value) any {
		secs := 5.0
		if len(args) > 0 && args[0].Type() == app.TypeNumber {
			secs = args[0].Float()
		}
		var resolve app.Value
		exec := app.FuncOf(func(_ app.Value, a []app.Value) any { resolve = a[0]; return nil })
		promise := app.Window().Get("Promise").New(exec)
		exec.Release()
		benchPart{b}.bench(time.Duration(secs*float64(time.Second)), func(s frameStats) { resolve.Invoke(statsJS(s)) })
		return promise
	})
	br.hook = obj
	app.Window().Set("heatBoard", obj)
}

// hideHook removes window.heatBoard if it is still this board's, and releases its functions.
func (h hooks) hideHook() {
	b := h.b
	br := &b.b
	if br.hook != nil && app.Window().Get("heatBoard").Equal(br.hook) {
		app.Window().Delete("heatBoard")
	}
	for _, f := range br.hookFns {
		f.Release()
	}
	br.hookFns, br.hook = nil, nil
}

func floats(vs []float64) []any {
	out := make([]any, len(vs))
	for i, v := range vs {
		out[i] = math.Round(v*1000) / 1000
	}
	return out
}

func statsJS(s frameStats) map[string]any {
	return map[string]any{
		"frames": s.Frames, "p50": s.P50, "p95": s.P95, "max": s.Max,
		"gapP50": s.GapP50, "gapP95": s.GapP95, "duration": s.Duration, "staticMs": s.StaticMs,
	}
}

// carsJS lists where the cars are drawn now, in CSS pixels on the canvas.
func (h hooks) carsJS() any {
	b := h.b
	st := b.shown()
	out := []any{}
	if st.layout == nil {
		return out
	}
	now := b.now()
	looks := st.looks(now, nil)
	v := &frameView{scene: st.scene, looks: looks}
	for _, p := range st.tl.At(now).Cars {
		pl := v.placeCar(p)
		at := b.b.cam.ToScreen(pl.point)
		look := looks[p.Seat]
		out = append(out, map[string]any{
			"seat": p.Seat, "colour": look.colour, "number": look.number,
			"x": at.X, "y": at.Y, "angle": pl.Angle, "progress": pl.pose.Progress, "lane": p.Lane,
			"moving": p.Moving, "finished": look.finished, "parked": look.parked, "length": carLength * b.b.cam.Zoom,
		})
	}
	return out
}

// hooks is the board's test hook on the page (window.heatBoard) and what it reads.
type hooks struct{ b *Board }
