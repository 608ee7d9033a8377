package e2e_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"github.com/heatracing/heat/tracks"
)

// boardCanvasOrigin is where the board's canvas starts on the page.
func boardCanvasOrigin(p *boardPage) (x, y float64) {
	r := boardEval[map[string]float64](p, `(() => { const r = document.querySelector("[data-testid=board-canvas]").getBoundingClientRect(); return {x: r.left, y: r.top}; })()`)
	return r["x"], r["y"]
}

// boardWheel turns the mouse wheel over a point of the canvas (the protocol wants a deltaX, and
// leaves out a zero one).
func boardWheel(p *boardPage, x, y, deltaY float64) {
	ox, oy := boardCanvasOrigin(p)
	p.do(chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, ox+x, oy+y, func(e *input.DispatchMouseEventParams) { e.DeltaX, e.DeltaY = 1e-9, deltaY }))
}

// boardFrames waits for two more frames: what changed has been painted.
func boardFrames(p *boardPage) {
	p.poll(`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))`)
}

// boardColours counts the colours of the canvas shrunk to 64x40 (5 bits a channel): a blank
// or flat canvas has a handful, a drawn circuit hundreds.
const boardColours = `(() => {
  const c = document.querySelector("[data-testid=board-canvas]");
  const s = document.createElement("canvas");
  s.width = 64; s.height = 40;
  const x = s.getContext("2d");
  x.drawImage(c, 0, 0, 64, 40);
  const d = x.getImageData(0, 0, 64, 40).data;
  const seen = new Set();
  for (let i = 0; i < d.length; i += 4) seen.add((d[i] >> 3) << 10 | (d[i + 1] >> 3) << 5 | d[i + 2] >> 3);
  return seen.size;
})()`

func TestBoardDrawsEveryCircuit(t *testing.T) {
	t.Parallel()
	p := openBoard(t)
	p.do(chromedp.EmulateViewport(1600, 1000))
	for _, id := range []string{"usa", "italia", "france", "gb"} {
		boardEval[any](p, `boardCheck.track("`+id+`")`)
		p.poll(`heatBoard.cars().length === 6 && heatBoard.camera().fitted`)
		boardFrames(p)
		t.Logf("%s: %s", id, p.screenshot("circuit-"+id))
		n := boardEval[int](p, boardColours)
		t.Logf("%s: %d boardColours at 64x40", id, n)
		if n < 80 {
			t.Errorf("%s: the canvas shows only %d colours: is the circuit drawn?", id, n)
		}
		// The check page puts seat i on grid place i.
		tr, _ := tracks.Get(id)
		cam := boardEval[boardCamera](p, `heatBoard.camera()`)
		for _, c := range boardEval[[]boardCar](p, `heatBoard.cars()`) {
			g := tr.Grid[c.Seat]
			x, y := boardSpot(t, cam, id, g.Space, g.Lane)
			if math.Hypot(c.X-x, c.Y-y) > 0.5 {
				t.Errorf("%s: car %d is drawn at (%.1f, %.1f), its grid box is at (%.1f, %.1f)", id, c.Seat, c.X, c.Y, x, y)
			}
		}
		cars := boardEval[[]boardCar](p, `heatBoard.cars()`)
		boardWheel(p, cars[0].X, cars[0].Y, -300)
		boardWheel(p, cars[0].X, cars[0].Y, -300)
		p.poll(`new Promise(r => setTimeout(() => r(true), 400))`)
		boardFrames(p)
		t.Logf("%s zoomed: %s", id, p.screenshot("grid-"+id))
		p.do(chromedp.Click(`[data-testid=board-fit]`))
	}
}

// boardSpot is where the board draws a spot, from the circuit's data and the camera.
func boardSpot(t *testing.T, cam boardCamera, id string, progress, lane int) (x, y float64) {
	t.Helper()
	tr, err := tracks.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	s := tr.SpotAt(tr.Space(progress), lane)
	return s.X*cam.Zoom + cam.X, s.Y*cam.Zoom + cam.Y
}

// boardTrace records every car on every frame until the board is idle.
const boardTrace = `new Promise(done => {
  const out = [];
  const t0 = performance.now();
  const step = () => {
    out.push({t: performance.now() - t0, busy: heatBoard.busy(), cars: heatBoard.cars()});
    if (heatBoard.busy() || performance.now() - t0 < 150) requestAnimationFrame(step); else done(out);
  };
  requestAnimationFrame(step);
})`

type boardTraced struct {
	T    float64    `json:"t"`
	Busy bool       `json:"busy"`
	Cars []boardCar `json:"cars"`
}

func boardCarIn(cars []boardCar, seat int) boardCar {
	for _, c := range cars {
		if c.Seat == seat {
			return c
		}
	}
	return boardCar{Seat: -1}
}

func TestBoardAnimatesMovesAndSpinOuts(t *testing.T) {
	t.Parallel()
	p := openBoard(t)
	boardEval[any](p, `boardCheck.show(JSON.stringify([
	  {seat: 0, colour: "red", pos: {p: 3, lane: 1}, onTrack: true},
	  {seat: 1, colour: "blue", pos: {p: 10, lane: 2}, onTrack: true}]), 0)`)
	p.idle()
	boardEval[any](p, `boardCheck.play(JSON.stringify([
	  {kind: "move", seat: 0, from: {p: 3, lane: 1}, to: {p: 8, lane: 2}},
	  {kind: "move", seat: 1, from: {p: 10, lane: 2}, to: {p: 14, lane: 2}},
	  {kind: "spinout", seat: 1, from: {p: 14, lane: 2}, to: {p: 11, lane: 1}, heat: 2}]))`)
	trace := boardEval[[]boardTraced](p, boardTrace)
	if len(trace) < 20 {
		t.Fatalf("only %d frames while the moves played", len(trace))
	}
	// Car 0 drives forwards space by space and changes lane at the end; car 1 waits its turn,
	// drives, then slides back turning round. Frames are samples: on a busy machine the one where
	// car 1 stands exactly on 14 may be skipped (the timeline's own tests check exact times), so
	// "reached 14" means it got within half a space of it.
	// How close to a space a sample must come depends on the frames: the samples on either side
	// of car 1's peak may both be short of it (one rising, one sliding back), each by as far as
	// car 1 can drive in the time between them. So the bound is car 1's fastest observed speed
	// times the longest gap between two samples (a loaded machine skips frames).
	var prev0, peak1 float64 = 3, 10
	var spun, waited bool
	var speed, gap float64
	for i := 1; i < len(trace); i++ {
		dt := trace[i].T - trace[i-1].T
		gap = max(gap, dt)
		if dt > 0 {
			speed = max(speed, math.Abs(boardCarIn(trace[i].Cars, 1).Progress-boardCarIn(trace[i-1].Cars, 1).Progress)/dt)
		}
	}
	reach := max(0.5, speed*gap)
	for _, f := range trace {
		c0, c1 := boardCarIn(f.Cars, 0), boardCarIn(f.Cars, 1)
		if c0.Progress < prev0-1e-9 {
			t.Fatalf("car 0 goes back from %g to %g", prev0, c0.Progress)
		}
		prev0 = c0.Progress
		if c0.Progress < 6.4 && c0.Lane != 1 {
			t.Errorf("car 0 leaves its lane early, at %g", c0.Progress)
		}
		waited = waited || (c0.Moving && c1.Progress == 10)
		peak1 = max(peak1, c1.Progress)
		spun = spun || (c1.Progress < peak1-0.25 && c1.Progress > 11)
	}
	if !waited || peak1 < 14-reach || peak1 > 14 || !spun {
		t.Errorf("car 1 waited for car 0: %v, reached %g (want 14, within %.2f by the frames), slid back: %v", waited, peak1, reach, spun)
	}
	last := trace[len(trace)-1]
	cam := boardEval[boardCamera](p, `heatBoard.camera()`)
	for _, want := range []struct{ seat, progress, lane int }{{0, 8, 2}, {1, 11, 1}} {
		c := boardCarIn(last.Cars, want.seat)
		x, y := boardSpot(t, cam, "usa", want.progress, want.lane)
		if math.Abs(c.Progress-float64(want.progress)) > 1e-3 || math.Abs(c.Lane-float64(want.lane)) > 1e-3 || math.Hypot(c.X-x, c.Y-y) > 0.5 {
			t.Errorf("car %d ends at %g/%g (%.1f, %.1f), want space %d lane %d at (%.1f, %.1f)", want.seat, c.Progress, c.Lane, c.X, c.Y, want.progress, want.lane, x, y)
		}
	}
	t.Logf("the moves played in %.0f ms over %d frames", last.T, len(trace))

	// Instant: the next move is over as soon as it is played.
	boardEval[any](p, `heatBoard.speed("instant")`)
	boardEval[any](p, `boardCheck.play(JSON.stringify([{kind: "move", seat: 0, from: {p: 8, lane: 2}, to: {p: 20, lane: 1}}]))`)
	if busy := boardEval[bool](p, `heatBoard.busy()`); busy {
		t.Error("the board is busy after an instant move")
	}
	if c := boardCarIn(boardEval[[]boardCar](p, `heatBoard.cars()`), 0); c.Progress != 20 || c.Lane != 1 {
		t.Errorf("after an instant move car 0 is at %g/%g, want 20/1", c.Progress, c.Lane)
	}
}

func TestBoardPlaysARealRace(t *testing.T) {
	t.Parallel()
	p := openBoard(t)
	p.do(chromedp.EmulateViewport(1400, 900))
	var midway bool
	for round := 1; round <= 4; round++ {
		boardEval[any](p, `boardCheck.round()`)
		p.poll(`heatBoard.busy()`)
		if round == 3 {
			p.poll(`heatBoard.cars().some(c => c.moving)`)
			t.Logf("mid-move: %s", p.screenshot("round-3-moving"))
			midway = true
		}
		p.idle()
		boardFrames(p)
		cam := boardEval[boardCamera](p, `heatBoard.camera()`)
		for _, c := range boardEval[[]boardCar](p, `heatBoard.cars()`) {
			if c.Parked {
				continue
			}
			if c.Progress != math.Trunc(c.Progress) || (c.Lane != 1 && c.Lane != 2) {
				t.Fatalf("round %d: car %d rests between spots, at %g/%g", round, c.Seat, c.Progress, c.Lane)
			}
			x, y := boardSpot(t, cam, "usa", int(c.Progress), int(c.Lane))
			if math.Hypot(c.X-x, c.Y-y) > 0.5 {
				t.Errorf("round %d: car %d drawn at (%.1f, %.1f), its spot is at (%.1f, %.1f)", round, c.Seat, c.X, c.Y, x, y)
			}
		}
	}
	if !midway {
		t.Error("never saw a car moving")
	}
	t.Logf("after 4 rounds: %s", p.screenshot("after-4-rounds"))
}

func TestBoardZoomPanAndFit(t *testing.T) {
	t.Parallel()
	p := openBoard(t)
	fit := boardEval[boardCamera](p, `heatBoard.camera()`)
	if !fit.Fitted || fit.Zoom <= 0 {
		t.Fatalf("the board starts at %+v: want the whole circuit fitted", fit)
	}
	for _, sel := range []string{"board-zoom-in", "board-zoom-out", "board-fit", "board-numbers"} {
		if n := boardEval[int](p, `document.querySelectorAll("button[data-testid=`+sel+`]").length`); n != 1 {
			t.Errorf("%d buttons %s, want 1", n, sel)
		}
	}

	p.do(chromedp.Click(`[data-testid=board-zoom-in]`))
	p.poll(`!heatBoard.camera().fitted`)
	in := boardEval[boardCamera](p, `heatBoard.camera()`)
	if r := in.Zoom / fit.Zoom; math.Abs(r-1.25) > 1e-6 {
		t.Errorf("zoom in gives %.3fx, want 1.25x", r)
	}

	// Dragging pans by as much as the mouse moved.
	ox, oy := boardCanvasOrigin(p)
	x, y := ox+fit.Width/2, oy+fit.Height/2
	p.do(
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x+60, y+25, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x+120, y+50, chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x+120, y+50, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	)
	dragged := boardEval[boardCamera](p, `heatBoard.camera()`)
	if math.Abs(dragged.X-in.X-120) > 0.5 || math.Abs(dragged.Y-in.Y-50) > 0.5 {
		t.Errorf("dragging by (120, 50) moved the view by (%.1f, %.1f)", dragged.X-in.X, dragged.Y-in.Y)
	}

	// The wheel zooms around the cursor: the board point under it stays put.
	cx, cy := fit.Width*0.3, fit.Height*0.6
	bx, by := (cx-dragged.X)/dragged.Zoom, (cy-dragged.Y)/dragged.Zoom
	boardWheel(p, cx, cy, -200)
	wheeled := boardEval[boardCamera](p, `heatBoard.camera()`)
	if wheeled.Zoom <= dragged.Zoom {
		t.Errorf("wheeling up zoomed from %.3f to %.3f", dragged.Zoom, wheeled.Zoom)
	}
	if ax, ay := (cx-wheeled.X)/wheeled.Zoom, (cy-wheeled.Y)/wheeled.Zoom; math.Hypot(ax-bx, ay-by) > 0.5 {
		t.Errorf("the point under the cursor moved from (%.1f, %.1f) to (%.1f, %.1f)", bx, by, ax, ay)
	}

	// The keyboard: - zooms out on the focused canvas.
	p.do(chromedp.Focus(`[data-testid=board-canvas]`), chromedp.KeyEvent("-"))
	if k := boardEval[boardCamera](p, `heatBoard.camera()`); k.Zoom >= wheeled.Zoom {
		t.Errorf("- zoomed from %.3f to %.3f", wheeled.Zoom, k.Zoom)
	}
	t.Logf("zoomed and panned: %s", p.screenshot("zoomed"))

	p.do(chromedp.Click(`[data-testid=board-fit]`))
	if back := boardEval[boardCamera](p, `heatBoard.camera()`); !back.Fitted || math.Abs(back.Zoom-fit.Zoom) > 1e-9 {
		t.Errorf("fit gives %+v, want the first view %+v", back, fit)
	}

	p.do(chromedp.Click(`[data-testid=board-numbers]`))
	p.poll(`document.querySelector("[data-testid=board-numbers]").getAttribute("aria-pressed") === "true"`)
	boardFrames(p)
	t.Logf("space numbers: %s", p.screenshot("numbers"))
}

func TestBoardFollowsItsSizeAndPixelRatio(t *testing.T) {
	t.Parallel()
	p := openBoard(t)
	for _, tt := range []struct {
		w, h  int64
		scale float64
	}{{1280, 800, 1}, {900, 700, 1}, {1000, 700, 2}} {
		p.do(chromedp.EmulateViewport(tt.w, tt.h, chromedp.EmulateScale(tt.scale)))
		p.poll(`heatBoard.camera().dpr === ` + fmt.Sprint(tt.scale) + ` && heatBoard.camera().width < ` + fmt.Sprint(tt.w))
		boardFrames(p)
		cam := boardEval[boardCamera](p, `heatBoard.camera()`)
		size := boardEval[map[string]float64](p, `(() => { const c = document.querySelector("[data-testid=board-canvas]"); return {w: c.width, h: c.height}; })()`)
		if math.Abs(size["w"]-math.Round(cam.Width*tt.scale)) > 0.5 || math.Abs(size["h"]-math.Round(cam.Height*tt.scale)) > 0.5 {
			t.Errorf("%dx%d at %gx: canvas %gx%g pixels for a %gx%g box", tt.w, tt.h, tt.scale, size["w"], size["h"], cam.Width, cam.Height)
		}
		if !cam.Fitted {
			t.Errorf("%dx%d: the view no longer fits the circuit after a resize", tt.w, tt.h)
		}
		t.Logf("%dx%d at %gx: %s", tt.w, tt.h, tt.scale, p.screenshot(fmt.Sprintf("%dx%d-at-%gx", tt.w, tt.h, tt.scale)))
	}
}

func TestBoardDismountReleasesEverything(t *testing.T) {
	t.Parallel()
	p := openBoard(t)
	boardEval[any](p, `boardCheck.round()`)
	p.poll(`heatBoard.busy()`)
	// Dismounted in the middle of an animation: the hook goes, the frame loop stops, and nothing
	// calls a released Go function (the console would show it).
	boardEval[any](p, `boardCheck.mounted(false)`)
	p.poll(`!window.heatBoard && !document.querySelector("[data-testid=board-canvas]")`)
	p.poll(`new Promise(r => setTimeout(() => r(true), 300))`)
	boardEval[any](p, `boardCheck.mounted(true)`)
	p.poll(`!!window.heatBoard && heatBoard.stats().frames > 0`)
	if n := boardEval[int](p, `heatBoard.cars().length`); n != 6 {
		t.Errorf("%d cars after mounting again, want 6", n)
	}
}

func TestBoardFrameTimes(t *testing.T) {
	t.Parallel()
	p := openBoard(t)
	p.do(chromedp.EmulateViewport(1280, 800))
	boardFrames(p)
	stats := boardEval[map[string]float64](p, `heatBoard.bench(5)`)
	t.Logf("six cars animating for 5 s in headless Chromium (1280x800): %.0f frames, paint p50 %.2f ms, p95 %.2f ms, max %.2f ms; frame gaps p50 %.1f ms, p95 %.1f ms; static track painted in %.0f ms",
		stats["frames"], stats["p50"], stats["p95"], stats["max"], stats["gapP50"], stats["gapP95"], stats["staticMs"])
	if stats["frames"] < 30 || stats["p50"] <= 0 {
		t.Errorf("the benchmark recorded %v", stats)
	}
	if n := len(boardEval[[]float64](p, `heatBoard.frames()`)); n == 0 {
		t.Error("heatBoard.frames() is empty after the benchmark")
	}
	// The race comes back once the benchmark is over.
	if n := boardEval[int](p, `heatBoard.cars().length`); n != 6 {
		t.Errorf("%d cars after the benchmark, want the race's 6", n)
	}
}
