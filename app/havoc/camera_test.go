package havoc

import (
	"math"
	"testing"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

func TestCameraZoomKeepsThePointUnderTheCursor(t *testing.T) {
	const w, h = 800, 600
	for _, tt := range []struct {
		cam    camera
		factor float64
		sx, sy float64
	}{
		{fitCamera(w, h), 2, 400, 300},
		{fitCamera(w, h), 1.5, 650, 120},
		{camera{X: 5, Y: -3, Zoom: 60}, 1.2, 100, 500},
		{camera{X: 5, Y: -3, Zoom: 60}, 0.8, 700, 20},
	} {
		bx, by := tt.cam.toBoard(tt.sx, tt.sy, w, h)
		n := tt.cam.zoomAt(tt.factor, tt.sx, tt.sy, w, h)
		if n.X == -boardHalf || n.X == boardHalf || n.Y == -boardHalf || n.Y == boardHalf {
			continue // clamped at the edge
		}
		sx, sy := n.toScreen(bx, by, w, h)
		if !near(sx, tt.sx) || !near(sy, tt.sy) {
			t.Errorf("%+v ×%v at (%v,%v): the point moved to (%v,%v)", tt.cam, tt.factor, tt.sx, tt.sy, sx, sy)
		}
	}
	fit := fitCamera(w, h)
	if z := fit.zoomAt(0.5, 400, 300, w, h).Zoom; z != fit.Zoom {
		t.Errorf("zoomed out past the whole board: %v < %v", z, fit.Zoom)
	}
	if z := fit.zoomAt(100, 400, 300, w, h).Zoom; z != fit.Zoom*12 {
		t.Errorf("zoomed in without bound: %v", z)
	}
}

func TestCameraPanFollowsTheDrag(t *testing.T) {
	c := camera{Zoom: 20}
	bx, by := c.toBoard(100, 100, 400, 400)
	n := c.pan(30, -40)
	sx, sy := n.toScreen(bx, by, 400, 400)
	if !near(sx, 130) || !near(sy, 60) {
		t.Errorf("the dragged point is at (%v,%v), want (130,60)", sx, sy)
	}
	if far := c.pan(1e6, 0); far.X != -boardHalf {
		t.Errorf("panned off the board: %v", far.X)
	}
}

// The board fills a wide panel as the page first shows it, and a view kept within the board shows
// no grass beyond it wherever it is aimed.
func TestHomeCameraFillsThePanel(t *testing.T) {
	for _, s := range [][2]float64{{1330, 432}, {390, 508}, {800, 600}} {
		w, h := s[0], s[1]
		for _, c := range []camera{homeCamera(w, h), camera{X: 15.9, Y: -0.5, Zoom: homeCamera(w, h).Zoom}.within(w, h), camera{X: -30, Y: 30, Zoom: homeCamera(w, h).Zoom * 2}.within(w, h)} {
			x0, y0 := c.toScreen(-boardHalf, boardHalf, w, h)
			x1, y1 := c.toScreen(boardHalf, -boardHalf, w, h)
			covered := (math.Min(x1, w) - math.Max(x0, 0)) * (math.Min(y1, h) - math.Max(y0, 0)) / (w * h)
			if covered < 0.95 {
				t.Errorf("%v×%v, camera %+v: the board covers %.0f %% of the panel", w, h, c, covered*100)
			}
		}
		if pawn := 2 * pawnRadius(homeCamera(w, h).Zoom); pawn < 28 {
			t.Errorf("%v×%v: pawns %.0f px across", w, h, pawn)
		}
	}
}
