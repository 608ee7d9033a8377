package e2e_test

import (
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// handJS measures the hand on screen: whether every card and the Play button are inside the
// window, and whether the cards sit in one row.
const handJS = `(() => {
	const cards = [...document.querySelectorAll('[data-testid=hand] .heat-card')];
	const play = document.querySelector('[data-testid=controls]');
	if (!cards.length || !play) return 'no hand';
	const inside = e => { const r = e.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight + 0.5 && r.left >= -0.5 && r.right <= innerWidth + 0.5; };
	const tops = new Set(cards.map(c => c.offsetTop)); // the layout's rows, whatever lifts a picked card
	if (!cards.every(inside)) return 'a card is out of view';
	if (!inside(play)) return 'the controls are out of view';
	if (tops.size > 1) return 'the hand wraps into ' + tops.size + ' rows';
	return 'ok';
})()`

// On a phone the hand and Play are in view from the start, in one row of overlapping cards;
// picking a card does not scroll the page; one finger scrolls the page over the board, two
// fingers pan it and pinch zooms it.
func TestPhoneLayout(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Phone(390, 844)
	startSolo(t, p, "italia", "2")
	p.WaitVisible(e2e.TestID("your-turn"))
	if got := waitFor(p, handJS, "ok", 20*time.Second); got != "ok" {
		p.Screenshot("phone-hand")
		t.Fatalf("on a 390×844 phone: %s", got)
	}
	p.Screenshot("phone-start-390x844")

	// Picking cards keeps the page where it is.
	p.Eval(`window.scrollTo(0, 0)`)
	d := newDriver(t, p)
	for deadline := time.Now().Add(time.Minute); d.step() != "play-select"; time.Sleep(25 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("the player never had cards to pick")
		}
	}
	p.WaitVisible(`[data-testid=hand] [aria-pressed=true]`)
	if y := e2e.EvalAs[float64](p, `scrollY`); y != 0 {
		t.Errorf("picking a card scrolled the page by %v px", y)
	}
	if got := e2e.EvalAs[string](p, handJS); got != "ok" {
		t.Errorf("with cards picked: %s", got)
	}
	p.Screenshot("phone-picked-390x844")

	// The board: wait for the camera to settle, then gesture over its middle.
	box := e2e.EvalAs[map[string]any](p, `(() => { const r = document.querySelector('[data-testid=board-canvas]').getBoundingClientRect(); return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()`)
	cx, cy := box["x"].(float64), box["y"].(float64)
	camera := func() map[string]any {
		for deadline := time.Now().Add(e2e.DefaultTimeout); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if c, ok := p.Eval(`window.heatBoard && !heatBoard.busy() ? heatBoard.camera() : null`).(map[string]any); ok && c != nil {
				return c
			}
		}
		t.Fatal("the board stays busy")
		return nil
	}
	before := camera()
	// Two fingers apart: zoom in around their middle.
	p.Swipe([]e2e.Touch{{cx - 30, cy}, {cx + 30, cy}}, []e2e.Touch{{cx - 90, cy}, {cx + 90, cy}}, 6)
	pinched := camera()
	if z0, z1 := before["zoom"].(float64), pinched["zoom"].(float64); z1 < z0*2 {
		t.Errorf("pinching fingers 60 px → 180 px apart zoomed %v → %v, want about three times", z0, z1)
	}
	if pinched["following"] == true {
		t.Error("the camera still follows the car after a pinch")
	}
	// Two fingers together: pan.
	p.Swipe([]e2e.Touch{{cx - 30, cy}, {cx + 30, cy}}, []e2e.Touch{{cx - 30, cy - 40}, {cx + 30, cy - 40}}, 5)
	panned := camera()
	if dy := panned["y"].(float64) - pinched["y"].(float64); dy > -20 {
		t.Errorf("two fingers 40 px up moved the board by %v px", dy)
	}
	if y := e2e.EvalAs[float64](p, `scrollY`); y != 0 {
		t.Errorf("two fingers on the board scrolled the page by %v px", y)
	}
	// One finger up: the page scrolls, the board stays.
	p.Swipe([]e2e.Touch{{cx, cy + 60}}, []e2e.Touch{{cx, cy - 120}}, 8)
	if !becomes(p, `scrollY > 30`, 5*time.Second) {
		t.Errorf("a one-finger swipe up over the board did not scroll the page (scrollY %v)", p.Eval(`scrollY`))
	}
	if after := camera(); after["y"] != panned["y"] || after["zoom"] != panned["zoom"] {
		t.Errorf("a one-finger swipe moved the board: %v → %v", panned, after)
	}
	p.Screenshot("phone-scrolled-390x844")

	// On its side, the board and the dashboard side by side, the hand in view.
	p.Eval(`window.scrollTo(0, 0)`)
	p.Phone(844, 390)
	if got := waitFor(p, handJS, "ok", 10*time.Second); got != "ok" {
		t.Errorf("on a phone on its side (844×390): %s", got)
	}
	p.Screenshot("phone-landscape-844x390")
}

// waitFor evaluates expr until it gives want, and returns what it last gave.
func waitFor(p *e2e.Page, expr, want string, within time.Duration) string {
	var got string
	for deadline := time.Now().Add(within); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if got = e2e.EvalAs[string](p, expr); got == want {
			break
		}
	}
	return got
}

// overlapJS lists what overlaps on the phone's tray: the first Qualifying's callout over the
// tray, a "?" over a label or a number of the dashboard, and a tray one can see through.
const overlapJS = `(() => {
	const tray = document.querySelector('[data-testid=dashboard]');
	if (!tray) return ['no dashboard'];
	const box = e => e.getBoundingClientRect();
	const meet = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
	const out = [];
	const coach = document.querySelector('[data-testid=coach]');
	if (coach && meet(box(coach), box(tray))) out.push('the guide\'s callout lies over the tray');
	const bg = getComputedStyle(tray).backgroundColor.match(/[\d.]+/g).map(Number);
	if (bg.length > 3 && bg[3] < 1) out.push('the tray is see-through (' + getComputedStyle(tray).backgroundColor + ')');
	const words = [...tray.querySelectorAll('.parlor-meter-label, .heat-meter strong, .heat-gear')];
	for (const q of tray.querySelectorAll('.heat-explain-q')) {
		for (const w of words) if (meet(box(q), box(w))) out.push('a "?" covers "' + w.textContent.trim() + '"');
	}
	return out;
})()`

// On a phone the solo setup's start button is in view as the page opens; the first
// Qualifying's callout keeps off the tray, which is opaque, and the dashboard's "?" buttons cover
// none of its labels and numbers.
func TestPhoneQualifyingTray(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Phone(390, 844)
	p.Open("/solo")
	startInView(t, p, "390×844")
	p.Screenshot("phone-solo-setup-390x844")
	p.Open("/qualifying")
	setUp(t, p, "", "track-usa", "laps-1")
	p.WaitVisible(`[data-testid=coach][data-decision=shift]`)
	p.WaitVisible(e2e.TestID("your-turn"))
	if got := e2e.EvalAs[[]string](p, overlapJS); len(got) > 0 {
		t.Errorf("on a 390×844 phone: %q", got)
	}
	p.Screenshot("phone-qualifying-390x844")
	p.Phone(360, 740)
	p.WaitVisible(e2e.TestID("dashboard"))
	if got := e2e.EvalAs[[]string](p, overlapJS); len(got) > 0 {
		t.Errorf("on a 360×740 phone: %q", got)
	}
	p.Screenshot("phone-qualifying-360x740")
}
