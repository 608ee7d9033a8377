package board

import (
	"math"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// browser is the board's state while it is mounted in a page: the canvas, the pre-rendered
// track and sprites, the camera, the frame loop and its callbacks.
type browser struct {
	mounted      bool
	root, canvas app.Value
	ctx          *jsCanvas
	be           jsBackend
	perf         app.Value
	sprites      *sprites
	bench        *benchRun
	drag         *drag
	pinch        *pinch // two fingers on the board

	staticLayer
	view
	frameLoop
	wiring
}

// staticLayer is the track painted once at a resolution that suits the zoom, and drawn under
// every frame.
type staticLayer struct {
	static       surface
	staticPx     float64 // device pixels per board unit of the static surface
	staticRect   rect    // the board units it covers
	staticStale  bool    // the track or the options changed: paint it again
	grain        image
	lastStaticMs float64
}

// view is what the canvas shows: the camera, whether it fits the board or follows a car, and the
// canvas's size.
type view struct {
	cam             camera
	fitted          bool // the camera follows the fitting view as the canvas resizes
	following       bool // the camera follows the car of Board.follow
	shownFollowing  bool // what the Follow button says, to update it when following changes
	followShown     bool // whether the Follow button shows
	cssW, cssH, dpr float64
	zoomedAt        time.Duration // when the zoom last changed: the static track waits until it settles
}

// frameLoop is the animation frame's loop: the frame being drawn, its scratch space, and the
// frame times it measures.
type frameLoop struct {
	frame       frame
	scratch     frameScratch
	paint, gaps ring    // frame times, ms
	lastPaintTS float64 // rAF timestamp of the last painted frame, 0 when the last frame was skipped
	raf         app.Func
	rafID       app.Value
}

// wiring is what the board hooked on the page, to unhook when it goes.
type wiring struct {
	listeners []listener
	resizeFn  app.Func
	resizeObs app.Value
	hook      app.Value
	hookFns   []app.Func
}

// staticMargin is how far the pre-rendered track reaches beyond the board: room for its shadow.
const staticMargin = 30

// maxStaticSide bounds the pre-rendered track, in pixels: zoomed in further, it is scaled up.
const maxStaticSide = 4096

// trackChanged starts afresh on a new circuit: painted again, and fitted.
func (br *browser) trackChanged(label string) {
	br.staticStale = true
	br.fitted = !br.following
	if br.mounted {
		br.canvas.Call("setAttribute", "aria-label", label)
	}
}

// OnMount starts the board in the page: the canvas, the input listeners, the size observer, the
// JavaScript hook and the frame loop.
func (b *Board) OnMount(ctx app.Context) {
	b.mu.Lock()
	defer b.mu.Unlock()
	br := &b.b
	if br.mounted {
		return
	}
	br.mounted = true
	br.root = ctx.JSSrc()
	br.canvas = br.root.Call("querySelector", "canvas")
	br.ctx = newJSCanvas(br.canvas.Call("getContext", "2d", map[string]any{"alpha": false}))
	br.perf = app.Window().Get("performance")
	br.sprites = newSprites(br.be)
	br.fitted, br.staticStale, b.dirty = !br.following, true, true
	inputs{b}.listen()
	inputs{b}.observeSize()
	hooks{b}.exposeHook()
	br.raf = app.FuncOf(b.onFrame)
	br.rafID = app.Window().Call("requestAnimationFrame", br.raf)
}

// OnDismount stops the frame loop and releases every callback the board gave the browser.
func (b *Board) OnDismount() {
	b.mu.Lock()
	br := &b.b
	if !br.mounted {
		b.mu.Unlock()
		return
	}
	br.mounted = false
	app.Window().Call("cancelAnimationFrame", br.rafID)
	br.raf.Release()
	inputs{b}.unlisten()
	if br.resizeObs != nil {
		br.resizeObs.Call("disconnect")
		br.resizeFn.Release()
		br.resizeObs = nil
	}
	hooks{b}.hideHook()
	bench := benchPart{b}.endBench()
	idle := b.idle
	b.idle = nil
	br.static, br.sprites, br.grain, br.ctx = nil, nil, nil, nil
	b.mu.Unlock()
	bench.finish()
	for _, fn := range idle {
		fn()
	}
}

// onFrame is the requestAnimationFrame callback: it paints when something changed or moves.
func (b *Board) onFrame(_ app.Value, args []app.Value) any {
	b.mu.Lock()
	br := &b.b
	if !br.mounted {
		b.mu.Unlock()
		return nil
	}
	br.rafID = app.Window().Call("requestAnimationFrame", br.raf)
	var ts float64
	if len(args) > 0 {
		ts = args[0].Float()
	}
	now := b.now()
	inputs{b}.checkPixelRatio()
	var bench *benchRun
	var idle []func()
	if b.shown().layout != nil && br.cssW > 0 {
		bench = benchPart{b}.tickBench(now)
		st := b.shown()
		st.tl.Fill(now, &br.frame)
		switch {
		case br.following && br.bench == nil:
			if (camFollow{b}).followStep(st) {
				b.dirty = true
			}
		case br.fitted:
			br.cam = fitCamera(st.layout.Bounds(), br.cssW, br.cssH)
		}
		camFollow{b}.syncFollowButton()
		moving := br.frame.Busy || len(br.frame.Effects) > 0 || br.bench != nil
		if b.staticWanted(now) {
			t0 := br.perf.Call("now").Float()
			b.renderStatic()
			br.lastStaticMs = br.perf.Call("now").Float() - t0
			b.dirty = true
		}
		if b.dirty || moving {
			t0 := br.perf.Call("now").Float()
			b.drawFrame(now)
			br.paint.add(br.perf.Call("now").Float() - t0)
			if br.lastPaintTS > 0 {
				br.gaps.add(ts - br.lastPaintTS)
			}
			br.lastPaintTS = ts
			b.dirty = false
		} else {
			br.lastPaintTS = 0
		}
		st.tl.Prune(now)
		if !b.race.tl.Busy(now) {
			idle, b.idle = b.idle, nil
		}
	}
	b.mu.Unlock()
	bench.finish()
	for _, fn := range idle {
		fn()
	}
	return nil
}

// staticScale is the resolution the static track should have now.
func (b *Board) staticScale() float64 {
	br := &b.b
	r := b.shown().layout.Board().Grow(staticMargin)
	return math.Min(br.cam.Zoom*br.dpr, maxStaticSide/math.Max(r.W, r.H))
}

// staticWanted reports whether the static track must be painted (again) now: there is none, the
// track or the options changed, or the zoom settled at a scale it looks blurred or heavy at.
func (b *Board) staticWanted(now time.Duration) bool {
	br := &b.b
	if br.static == nil || br.staticStale {
		return true
	}
	off := math.Abs(b.staticScale()/br.staticPx - 1)
	return off > 0.12 && now-br.zoomedAt > 180*time.Millisecond
}

// renderStatic paints the whole circuit once into the offscreen surface.
func (b *Board) renderStatic() {
	br := &b.b
	px := b.staticScale()
	st := b.shown()
	r := st.layout.Board().Grow(staticMargin)
	w, h := int(math.Ceil(r.W*px)), int(math.Ceil(r.H*px))
	if br.static == nil {
		br.static = br.be.NewSurface(w, h)
	} else {
		br.static.Resize(w, h)
	}
	if br.grain == nil {
		br.grain = br.be.NewTexture(128, 128, grainTexture(128, "grain", 0.22, 0.16))
	}
	s := st.scene
	s.numbers, s.px, s.zoom, s.grain = b.numbers, px, px/br.dpr, br.grain
	c := br.static.Canvas()
	c.SetTransform(px, 0, 0, px, -r.X*px, -r.Y*px)
	paintTrack(c, s)
	br.staticPx, br.staticStale = px, false
	br.staticRect = rect{r.X, r.Y, float64(w) / px, float64(h) / px}
}

// drawFrame draws the frame on the page's canvas.
func (b *Board) drawFrame(now time.Duration) {
	br := &b.b
	if br.sprites == nil {
		br.sprites = newSprites(br.be)
	}
	br.sprites.setScale(br.cam.Zoom*br.dpr, discGrow(br.cam.Zoom))
	st := b.shown()
	br.scratch.looks = st.looks(now, br.scratch.looks)
	paintFrame(br.ctx, &frameView{
		cam: br.cam, dpr: br.dpr, width: br.cssW, height: br.cssH,
		scene: st.scene, static: br.static, staticRect: br.staticRect,
		timeline: &br.frame, looks: br.scratch.looks, active: st.active, sprites: br.sprites, now: now,
		scratch: &br.scratch, ghosts: st.ghosts,
	})
}
