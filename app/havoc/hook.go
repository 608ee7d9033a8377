package havoc

import (
	"cmp"
	"math"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/tracks/speedway"
)

// The board's JavaScript hook, window.havocBoard, for the benchmark (cmd/bench):
//
//	havocBoard.bench(s)  moves a pawn a whole lap in s seconds, the camera following it; a
//	                     promise of the paint times of its frames: {frames, p50, p95, max} in ms
//
// and for the browser tests:
//
//	havocBoard.look()    how the board shows now: {zoom, pawn (a pawn's width in CSS pixels),
//	                     fill (the share of the canvas the board covers), spot (a space the
//	                     player may pick, in view: {x, y} in CSS pixels from the canvas's
//	                     top-left corner, pos, lane), or null, and moving (a pawn moves, and
//	                     the camera with it)}
//
// The caller holds mu.
func (t *trackView) exposeHook() {
	bench := app.FuncOf(func(_ app.Value, args []app.Value) any {
		secs := 5.0
		if len(args) > 0 && args[0].Float() > 0 {
			secs = args[0].Float()
		}
		return app.Window().Get("Promise").New(app.FuncOf(func(_ app.Value, pa []app.Value) any {
			resolve := pa[0]
			t.startBench(time.Duration(secs * float64(time.Second)))
			var done app.Func
			done = app.FuncOf(func(app.Value, []app.Value) any {
				resolve.Invoke(t.benchStats())
				done.Release()
				return nil
			})
			app.Window().Call("setTimeout", done, int(secs*1000)+100)
			return nil
		}))
	})
	look := app.FuncOf(func(app.Value, []app.Value) any { return t.look() })
	t.js.handlers = append(t.js.handlers, bench, look)
	hook := app.Window().Get("Object").New()
	hook.Set("bench", bench)
	hook.Set("look", look)
	app.Window().Set("havocBoard", hook)
}

// startBench shows the board if it is hidden and moves a pawn round lane 2.
func (t *trackView) startBench(d time.Duration) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.el.root == nil {
		return
	}
	t.el.root.Get("parentElement").Get("classList").Call("remove", "hv-hidden")
	pts := make([]speedway.Point, 0, speedway.Positions+1)
	for pos := 0; pos <= speedway.Positions; pos++ {
		p, _ := spotPoint(engine.Spot{Pos: speedway.Wrap(pos), Lane: 2})
		pts = append(pts, p)
	}
	seat := 0
	if len(t.scene.pawns) == 0 {
		t.scene.pawns = []pawnLook{{seat: 0, colour: "yellow", at: engine.Spot{Pos: speedway.Pole, Lane: 2}}}
	} else {
		seat = t.scene.pawns[0].seat
	}
	t.stats = frameStats{}
	t.moves, t.moveAt, t.w = []move{{seat: seat, pts: pts, dur: d}}, time.Now(), 0
}

func (t *trackView) benchStats() map[string]any {
	t.mu.Lock()
	defer t.mu.Unlock()
	return map[string]any{
		"frames": len(t.stats.moving), "p50": t.stats.percentile(50), "p95": t.stats.percentile(95), "max": t.stats.percentile(100),
	}
}

// look is how the board shows now, for havocBoard.look.
func (t *trackView) look() map[string]any {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := map[string]any{"zoom": t.cam.Zoom, "pawn": 2 * pawnRadius(t.cam.Zoom), "fill": 0.0, "spot": nil, "moving": len(t.moves) > 0}
	if t.w <= 0 || t.h <= 0 {
		return out
	}
	x0, y0 := t.cam.toScreen(-boardHalf, boardHalf, t.w, t.h)
	x1, y1 := t.cam.toScreen(boardHalf, -boardHalf, t.w, t.h)
	covered := math.Max(0, math.Min(x1, t.w)-math.Max(x0, 0)) * math.Max(0, math.Min(y1, t.h)-math.Max(y0, 0))
	out["fill"] = covered / (t.w * t.h)
	var spots []engine.Spot
	for s, ok := range t.scene.spots {
		if ok {
			spots = append(spots, s)
		}
	}
	kit.SortSmall(spots, func(a, b engine.Spot) int { return cmp.Or(cmp.Compare(a.Pos, b.Pos), cmp.Compare(a.Lane, b.Lane)) })
	const margin = 24
	for _, s := range spots {
		p, ok := spotPoint(s)
		if !ok {
			continue
		}
		if x, y := t.cam.toScreen(p.X, p.Y, t.w, t.h); x > margin && x < t.w-margin && y > margin && y < t.h-margin {
			out["spot"] = map[string]any{"x": x, "y": y, "pos": s.Pos, "lane": s.Lane}
			break
		}
	}
	return out
}
