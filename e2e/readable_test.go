package e2e_test

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// boardReadJS waits (30 frames at most) for the board's camera to rest, then reads what a
// player sees of the board: the share of the canvas showing the dark table colour beyond the
// circuit's table (sampled at 100×60), the board's height and the window's, how long the followed
// car is drawn, and whether every card of the hand and the controls are in the window.
const boardReadJS = `new Promise(done => {
	const b = window.heatBoard, c = document.querySelector('[data-testid=board-canvas]');
	if (!b || !c) { done(null); return; }
	let last = '', still = 0, frames = 0;
	const look = () => {
		const cam = b.camera();
		const key = [cam.zoom, cam.x, cam.y, cam.width, cam.height].map(v => v.toFixed(2)).join();
		still = (key === last && !b.busy()) ? still + 1 : 0;
		last = key;
		if (still < 2 && ++frames < 30) { requestAnimationFrame(look); return; }
		const s = document.createElement('canvas');
		s.width = 100; s.height = 60;
		const x = s.getContext('2d');
		x.drawImage(c, 0, 0, 100, 60);
		const d = x.getImageData(0, 0, 100, 60).data;
		let dark = 0;
		for (let i = 0; i < d.length; i += 4) if (Math.abs(d[i] - 0x12) <= 3 && Math.abs(d[i + 1] - 0x13) <= 3 && Math.abs(d[i + 2] - 0x16) <= 3) dark++;
		const me = b.cars().find(k => k.seat === cam.follow);
		const cards = [...document.querySelectorAll('[data-testid=hand] .heat-card, [data-testid=committed] .heat-card')];
		const ctl = document.querySelector('[data-testid=controls]');
		const inside = e => { const q = e.getBoundingClientRect(); return q.top >= 0 && q.bottom <= innerHeight + 0.5; };
		done({void: dark / 6000, boardH: c.getBoundingClientRect().height, winH: innerHeight, carLen: me ? me.length : 0,
			following: cam.following, scrolls: document.scrollingElement.scrollHeight > innerHeight + 1, handInView: cards.every(inside) && (!ctl || inside(ctl)), cards: cards.length, settled: still >= 2});
	};
	requestAnimationFrame(look);
})`

// boardRead is what boardReadJS reads.
type boardRead struct {
	Void, BoardH, WinH, CarLen float64
	Following, HandInView      bool
	Scrolls                    bool
	Cards                      int
	Settled                    bool
}

// boardWatch checks the board as a player reads it, step after step of a race: the circuit
// fills the board (under 5 % of it beyond the table), the followed car is at least 32 pixels
// long, and on a laptop the board keeps one height of at least 45 % of the window while the
// hand shows, with the hand and the controls in view and nothing to scroll.
type boardWatch struct {
	t      *testing.T
	p      *e2e.Page
	laptop bool
	lo, hi float64 // the board's heights seen
	n      int
	spent  time.Duration // in the checks: what they add to the test
}

func newBoardWatch(t *testing.T, p *e2e.Page, laptop bool) *boardWatch {
	return &boardWatch{t: t, p: p, laptop: laptop, lo: math.Inf(1)}
}

// check reads the board at one step (where says which) and reports what is wrong.
func (w *boardWatch) check(where string) {
	w.t.Helper()
	defer func(t0 time.Time) { w.spent += time.Since(t0) }(time.Now())
	var r *boardRead
	if r = e2e.EvalAs[*boardRead](w.p, boardReadJS); r == nil {
		return // no board on the page now (results, a draft)
	}
	w.n++
	shot := false
	fail := func(format string, args ...any) {
		w.t.Helper()
		w.t.Errorf("%s: "+format, append([]any{where}, args...)...)
		shot = true
	}
	if r.Void >= 0.05 {
		fail("%.0f %% of the board shows the dark beyond the circuit's table", 100*r.Void)
	}
	if r.Following && r.Settled && r.CarLen < 32 { // at rest: a glide from the whole circuit passes smaller
		fail("the followed car is %.1f px long", r.CarLen)
	}
	if w.laptop && r.Cards > 0 { // the race with its hand, not its results
		w.lo, w.hi = min(w.lo, r.BoardH), max(w.hi, r.BoardH)
		if r.BoardH < 0.45*r.WinH {
			fail("the board is %.0f px high in a %.0f px window", r.BoardH, r.WinH)
		}
		if r.Cards > 0 && !r.HandInView {
			fail("the hand or the controls are out of the window")
		}
		if r.Scrolls {
			fail("the page is taller than the window")
		}
	}
	if shot {
		w.p.Screenshot("board-" + fileSafe(where))
	}
}

// done checks the board kept one height over the steps seen.
func (w *boardWatch) done() {
	w.t.Helper()
	if w.laptop && w.n > 1 && w.hi-w.lo > 2 {
		w.t.Errorf("the board's height changed from step to step: %.0f to %.0f px over %d steps", w.lo, w.hi, w.n)
	}
	w.t.Logf("board checked at %d steps in %s; heights %.0f–%.0f px", w.n, w.spent.Round(time.Millisecond), w.lo, w.hi)
}

func fileSafe(s string) string {
	out := []rune{}
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' {
			out = append(out, r)
		} else {
			out = append(out, '-')
		}
	}
	return fmt.Sprint(string(out))
}

// startInView fails the test when the setup's start button is not in the window as the page
// opens, without scrolling.
func startInView(t *testing.T, p *e2e.Page, size string) {
	t.Helper()
	p.WaitVisible(e2e.TestID("start"))
	if !e2e.EvalAs[bool](p, `(() => { const r = document.querySelector('[data-testid=start]').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`) {
		t.Errorf("at %s the setup's start button is out of the window (at %v px)", size, p.Eval(`document.querySelector('[data-testid=start]').getBoundingClientRect().top`))
	}
}
