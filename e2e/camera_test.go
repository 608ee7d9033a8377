package e2e_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
	"github.com/heatracing/heat/tracks"
)

// cameraJS reads the board's camera and where the followed car is drawn, once the animations
// have played: {following, fitted, zoom, fitZoom, inView, progress, seat}.
const cameraJS = `(() => {
	const b = window.heatBoard;
	if (!b || b.busy()) return null;
	const cam = b.camera();
	const car = b.cars().find(c => c.seat === cam.follow);
	const m = 40;
	return {following: cam.following, fitted: cam.fitted, zoom: cam.zoom, fitZoom: cam.fitZoom, x: cam.x, y: cam.y,
		inView: !!car && car.x > m && car.x < cam.width - m && car.y > m && car.y < cam.height - m,
		progress: car ? car.progress : -99, seat: cam.follow};
})()`

type cameraState struct {
	Following, Fitted, InView bool
	Zoom, FitZoom, X, Y       float64
	Progress                  float64
	Seat                      int
}

// The camera follows the player's car, closer than the whole circuit; F shows the whole circuit
// and F again follows; panning by hand stops following and "My car" takes it up again. Beside
// the dashboard, the next corner's limit and distance are those of the circuit. At every step
// the board reads at 1366×768 (boardWatch).
func TestCameraFollowsTheCar(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Viewport(1366, 768)
	// The solo setup is long: its start button is in view as it opens.
	p.Open("/solo")
	startInView(t, p, "1366×768")
	p.Screenshot("solo-setup-1366x768")
	startSolo(t, p, "usa", "2")
	cam := func(want string, ok func(c cameraState) bool) cameraState {
		t.Helper()
		var c cameraState
		for deadline := time.Now().Add(e2e.DefaultTimeout); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
			if got, _ := p.Eval(cameraJS).(map[string]any); got != nil {
				c = cameraState{
					Following: got["following"] == true, Fitted: got["fitted"] == true, InView: got["inView"] == true,
					Zoom: got["zoom"].(float64), FitZoom: got["fitZoom"].(float64), X: got["x"].(float64), Y: got["y"].(float64),
					Progress: got["progress"].(float64), Seat: int(got["seat"].(float64)),
				}
				if ok(c) {
					return c
				}
			}
		}
		p.Screenshot("camera-" + want)
		t.Fatalf("the camera never got to %s: %+v", want, c)
		return c
	}
	following := func(c cameraState) bool { return c.Following && c.InView && c.Zoom > 1.5*c.FitZoom }
	first := cam("follow the car on the grid", following)
	p.Screenshot("camera-follows-1366x768")

	// Every step of three rounds: the circuit fills the board, the car reads, and the board keeps
	// its height with the hand in view (USA's start line is near the table's edge).
	watch := newBoardWatch(t, p, true)
	watch.check("the grid")
	d := newDriver(t, p)
	for deadline := time.Now().Add(2 * time.Minute); d.roundNumber() < 3; {
		if time.Now().After(deadline) {
			t.Fatal("round 3 not reached")
		}
		switch did := d.step(); did {
		case "wait", "play-select":
			time.Sleep(25 * time.Millisecond)
		case "over":
			t.Fatal("the race ended too early")
		default:
			watch.check(fmt.Sprintf("round %d, after %s", d.roundNumber(), did))
		}
	}
	watch.done()
	for d.step() == "wait" {
		time.Sleep(25 * time.Millisecond)
	}
	later := cam("follow the car after two rounds", func(c cameraState) bool {
		return following(c) && c.Progress != first.Progress
	})
	if later.X == first.X && later.Y == first.Y {
		t.Errorf("the car moved from %v to %v and the camera stayed at (%v, %v)", first.Progress, later.Progress, first.X, first.Y)
	}
	p.Screenshot("camera-follows-round-3")

	// The next corner: its limit, and how many spaces ahead its line is.
	usa, err := tracks.Get("usa")
	if err != nil {
		t.Fatal(err)
	}
	at := int(later.Progress)
	want := ""
	for lap := 0; lap < 2 && want == ""; lap++ {
		for _, c := range usa.Corners {
			if x := lap*usa.Length + c.Space; x > at {
				want = fmt.Sprintf("limit %d in %d", c.Limit, x-at)
				break
			}
		}
	}
	got := e2e.EvalAs[string](p, `(() => { const e = document.querySelector('[data-testid=next-corner]'); return 'limit ' + e.dataset.limit + ' in ' + e.dataset.spaces; })()`)
	if got != want {
		t.Errorf("next corner: %s, want %s (the car at %d)", got, want, at)
	}

	// F: the whole circuit, and back to the car.
	p.Key("f")
	cam("the whole circuit", func(c cameraState) bool { return c.Fitted && !c.Following })
	p.Key("f")
	cam("follow again", following)
	// A pan by hand stops following; "My car" follows again.
	p.Click(e2e.TestID("board-zoom-in"))
	cam("stop following", func(c cameraState) bool { return !c.Following && !c.Fitted })
	p.WaitVisible(`[data-testid=board-follow][aria-pressed=false]`)
	p.Click(e2e.TestID("board-follow"))
	cam("follow after My car", following)
	p.WaitVisible(`[data-testid=board-follow][aria-pressed=true]`)
}
