package e2e_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// hvPlaceOnTheBoard plays until the player places a coin, then checks how the board shows (it
// fills its panel; pawns at least 28 pixels across) and places the coin by clicking (tap: by
// touching) a free space of the track itself, as a player would.
func hvPlaceOnTheBoard(t *testing.T, p *e2e.Page, shots hvShots, tap bool) {
	t.Helper()
	hvPlay(t, p, shots, func() bool {
		return e2e.EvalAs[bool](p, `document.querySelector('main')?.dataset.decision === 'place' && !document.querySelector('[data-testid=stage-results]')`)
	})
	if over(p)() {
		t.Fatal("the race ended before the player had a coin to place")
	}
	type spot struct{ X, Y, Pos, Lane float64 }
	type look struct {
		Zoom, Pawn, Fill float64
		Moving           bool
		Spot             *spot
	}
	var l look
	// The board at rest: a pawn still moving moves the camera, and the space with it.
	for deadline := time.Now().Add(e2e.DefaultTimeout); ; time.Sleep(50 * time.Millisecond) {
		l = e2e.EvalAs[look](p, `window.havocBoard.look()`)
		if (l.Spot != nil && !l.Moving) || time.Now().After(deadline) {
			break
		}
	}
	if l.Fill < 0.8 {
		t.Errorf("the speedway covers %.0f %% of its panel, want it filled", l.Fill*100)
	}
	if l.Pawn < 28 {
		t.Errorf("a pawn is %.0f px across, want at least 28", l.Pawn)
	}
	if l.Spot == nil {
		t.Fatal("no free space in view to place a coin on")
	}
	// The space may lie below the screen's edge (a phone shows the board's top half): scroll it to
	// the middle of the screen first, as a player would, or the click lands on nothing.
	p.Eval(`scrollBy(0, document.querySelector('[data-testid=track-canvas]').getBoundingClientRect().top + ` + strconv.FormatFloat(l.Spot.Y, 'f', 1, 64) + ` - innerHeight / 2)`)
	box := e2e.EvalAs[map[string]float64](p, `(() => { const r = document.querySelector('[data-testid=track-canvas]').getBoundingClientRect(); return {x: r.left, y: r.top}; })()`)
	x, y := box["x"]+l.Spot.X, box["y"]+l.Spot.Y
	coins := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid^=coin-]').length`)
	before := e2e.EvalAs[string](p, `document.querySelector('main').dataset.events`)
	if tap {
		p.Swipe([]e2e.Touch{{X: x, Y: y}}, []e2e.Touch{{X: x, Y: y}}, 1)
	} else {
		p.ClickAt(x, y)
	}
	if !becomes(p, `document.querySelector('main').dataset.events !== `+jsString(before)+` && document.querySelectorAll('[data-testid^=coin-]').length < `+jsInt(int(coins)), 10*time.Second) {
		p.Screenshot("coin-not-placed")
		t.Fatalf("a click on the free space %v/%v did not place the coin", l.Spot.Pos, l.Spot.Lane)
	}
	p.Screenshot("coin-placed-on-the-board")
}
