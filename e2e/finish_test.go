package e2e_test

import (
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// Finished cars stop just past the line, whatever Speed they had left, and park in the pit lane
// in finishing order; the results tell each driver's race.
func TestFinishedCarsStopAndPark(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	// The page's autopilot drives the player's car at the normal level: the test's own clicking
	// driver (which plays the first cards in 3rd gear) once spun out for 80 rounds and retired,
	// and a retired car never crosses the line. Clicked races are TestSoloRaceAgainstLegends'.
	p.OnNewDocument(`localStorage.setItem('heat.debug.autopilot', '"normal"')`)
	p.Open("/solo")
	setUp(t, p, "", "track-usa", "laps-1", "legends-3", "bots-0")
	p.WaitVisible(e2e.TestID("standings"))
	const line = 69 // USA, one lap
	// The furthest a car is drawn past the line, over the whole race.
	const furthest = `heatBoard.cars().reduce((m, c) => Math.max(m, c.progress), -99)`
	deadline := time.Now().Add(5 * time.Minute)
	worst, parkedSeen := -99.0, false
	for {
		if time.Now().After(deadline) {
			t.Fatal("the race did not end")
		}
		worst = max(worst, e2e.EvalAs[float64](p, furthest))
		if e2e.EvalAs[bool](p, `document.querySelector('[data-testid=race]')?.dataset.phase === 'over'`) {
			break
		}
		if !parkedSeen && e2e.EvalAs[bool](p, `heatBoard.cars().some(c => c.parked) && document.querySelector('[data-testid=race]').dataset.phase !== 'over'`) {
			parkedSeen = true
			p.Screenshot("a-finished-car-parked")
		}
		time.Sleep(25 * time.Millisecond) // between two looks at the board as it moves
	}
	p.WaitVisible(e2e.TestID("results"))
	if !becomes(p, `!heatBoard.busy()`, time.Minute) {
		t.Fatal("the board is still animating a minute after the race")
	}
	worst = max(worst, e2e.EvalAs[float64](p, furthest))
	if worst > line+1.001 {
		t.Errorf("a finished car was drawn %.1f spaces past the line, want at most 1", worst-line)
	}
	type car struct {
		Seat     int     `json:"seat"`
		X, Y     float64 // on the canvas
		Finished bool    `json:"finished"`
		Parked   bool    `json:"parked"`
	}
	cars := e2e.EvalAs[[]car](p, `heatBoard.cars()`)
	spots := map[[2]int]int{}
	for _, c := range cars {
		if !c.Finished || !c.Parked {
			t.Errorf("after the race car %d is %+v, want finished and parked", c.Seat, c)
		}
		spots[[2]int{int(c.X), int(c.Y)}]++
	}
	if len(spots) != len(cars) {
		t.Errorf("parked cars share a spot: %+v", cars)
	}
	if !parkedSeen {
		t.Log("no car finished before the last round of the race")
	}
	// The recap has a line per driver.
	if n := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid=recap-table] tbody tr').length`); n != 4 {
		t.Errorf("the recap lists %v drivers, want 4", n)
	}
	p.Screenshot("parked-after-the-race")
}
