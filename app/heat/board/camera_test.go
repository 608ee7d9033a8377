package board

import (
	"math"
	"testing"
)

func TestFitCameraShowsTheWholeRectCentred(t *testing.T) {
	r := rect{100, 50, 1400, 900}
	tests := []struct {
		name string
		w, h float64
	}{
		{"wide canvas", 1600, 600},
		{"tall canvas", 500, 900},
		{"same aspect", 700, 450},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := fitCamera(r, tt.w, tt.h)
			tl := c.ToScreen(point{r.X, r.Y})
			br := c.ToScreen(point{r.X + r.W, r.Y + r.H})
			const eps = 1e-9
			if tl.X < -eps || tl.Y < -eps || br.X > tt.w+eps || br.Y > tt.h+eps {
				t.Errorf("the rect lands on %v..%v, outside the %gx%g canvas", tl, br, tt.w, tt.h)
			}
			// One side fills the canvas: as large as it goes.
			if math.Abs(br.X-tl.X-tt.w) > eps && math.Abs(br.Y-tl.Y-tt.h) > eps {
				t.Errorf("the rect fills neither the width nor the height: %v..%v", tl, br)
			}
			if mid := c.ToScreen(r.Center()); !near(mid, point{tt.w / 2, tt.h / 2}, eps) {
				t.Errorf("the centre lands on %v, want the middle of the canvas", mid)
			}
			// The aspect is kept: a square stays square.
			if a, b := c.ToScreen(point{10, 0}).Sub(c.ToScreen(point{})), c.ToScreen(point{0, 10}).Sub(c.ToScreen(point{})); math.Abs(a.Len()-b.Len()) > eps {
				t.Errorf("a square becomes %gx%g", a.Len(), b.Len())
			}
		})
	}
	if c := fitCamera(rect{}, 100, 100); c.Zoom != 1 {
		t.Errorf("an empty rect gives zoom %g, want 1", c.Zoom)
	}
}

func TestCameraRoundTrip(t *testing.T) {
	c := camera{Zoom: 0.73, X: -12, Y: 40}
	for _, p := range []point{{0, 0}, {825, 550}, {1650, 1100}} {
		if got := c.ToBoard(c.ToScreen(p)); !near(got, p, 1e-9) {
			t.Errorf("ToBoard(ToScreen(%v)) = %v", p, got)
		}
	}
}

func TestZoomAtKeepsThePointUnderTheCursor(t *testing.T) {
	c := camera{Zoom: 0.5, X: 20, Y: 10}
	for _, tt := range []struct {
		factor float64
		at     point
	}{{1.25, point{300, 200}}, {0.8, point{0, 0}}, {3, point{640, 399}}} {
		before := c.ToBoard(tt.at)
		z := c.ZoomAt(tt.factor, tt.at)
		if after := z.ToBoard(tt.at); !near(before, after, 1e-9) {
			t.Errorf("zooming %g at %v moves the board point under it from %v to %v", tt.factor, tt.at, before, after)
		}
		if math.Abs(z.Zoom-c.Zoom*tt.factor) > 1e-12 {
			t.Errorf("zoom %g, want %g", z.Zoom, c.Zoom*tt.factor)
		}
	}
}

func TestClampKeepsTheCircuitInView(t *testing.T) {
	r := rect{0, 0, 1600, 1000}
	w, h := 800.0, 500.0
	fit := fitCamera(r, w, h)
	tests := []struct {
		name     string
		cam      camera
		wantZoom float64
	}{
		{"too far out", fit.ZoomAt(0.1, point{400, 250}), fit.Zoom * minZoomOut},
		{"too far in", fit.ZoomAt(50, point{400, 250}), fit.Zoom * maxZoomIn},
		{"dragged far away", fit.ZoomAt(2, point{400, 250}).Pan(5000, -4000), fit.Zoom * 2},
		{"fine as it is", fit, fit.Zoom},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := tt.cam.Clamp(r, w, h)
			if math.Abs(c.Zoom-tt.wantZoom) > 1e-9 {
				t.Errorf("zoom %g, want %g", c.Zoom, tt.wantZoom)
			}
			mid := c.ToBoard(point{w / 2, h / 2})
			if !r.Grow(1e-9).Contains(mid) {
				t.Errorf("the middle of the canvas shows %v, off the circuit %+v", mid, r)
			}
		})
	}
}

func TestCoverKeepsTheTableOverTheCanvas(t *testing.T) {
	r := rect{0, 0, 1000, 600}
	tests := []struct {
		name string
		c    camera
		want camera
	}{
		{"in the middle: unchanged", camera{Zoom: 2, X: -500, Y: -300}, camera{Zoom: 2, X: -500, Y: -300}},
		{"past the right edge", camera{Zoom: 2, X: -1500, Y: -300}, camera{Zoom: 2, X: 800 - 2000, Y: -300}},
		{"past the top-left", camera{Zoom: 2, X: 100, Y: 50}, camera{Zoom: 2, X: 0, Y: 0}},
		{"table narrower than the canvas: left alone", camera{Zoom: 0.5, X: 123, Y: -10}, camera{Zoom: 0.5, X: 123, Y: -10}},
	}
	for _, tt := range tests {
		if got := tt.c.cover(r, 800, 500); got != tt.want {
			t.Errorf("%s: cover = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}
