package board

import "math"

// camera maps the board drawing onto the canvas: a point on the canvas, in CSS pixels from its
// top-left corner, is the board point times Zoom plus (X, Y).
type camera struct {
	Zoom float64
	X, Y float64
}

// Zoom limits, relative to the zoom that fits the whole circuit.
const (
	minZoomOut = 0.75
	maxZoomIn  = 6
	zoomStep   = 1.25 // one press of + or -
)

// fitCamera shows the whole of r in a w x h canvas, as large as it goes, centred, keeping the
// aspect of the drawing.
func fitCamera(r rect, w, h float64) camera {
	if r.W <= 0 || r.H <= 0 || w <= 0 || h <= 0 {
		return camera{Zoom: 1}
	}
	z := math.Min(w/r.W, h/r.H)
	c := r.Center()
	return camera{Zoom: z, X: w/2 - c.X*z, Y: h/2 - c.Y*z}
}

// ToScreen maps a board point onto the canvas.
func (c camera) ToScreen(p point) point { return point{p.X*c.Zoom + c.X, p.Y*c.Zoom + c.Y} }

// ToBoard maps a canvas point back onto the board.
func (c camera) ToBoard(p point) point { return point{(p.X - c.X) / c.Zoom, (p.Y - c.Y) / c.Zoom} }

// ZoomAt zooms by factor keeping the board point under the canvas point at where it is: the
// wheel zooms around the cursor.
func (c camera) ZoomAt(factor float64, at point) camera {
	b := c.ToBoard(at)
	z := c.Zoom * factor
	return camera{Zoom: z, X: at.X - b.X*z, Y: at.Y - b.Y*z}
}

// Pan moves the drawing by (dx, dy) canvas pixels.
func (c camera) Pan(dx, dy float64) camera { return camera{c.Zoom, c.X + dx, c.Y + dy} }

// Clamp keeps the zoom between the limits around the fitting zoom of r in a w x h canvas, and the
// middle of the canvas over r, so the circuit can never be lost off screen.
func (c camera) Clamp(r rect, w, h float64) camera {
	fit := fitCamera(r, w, h).Zoom
	if z := math.Max(fit*minZoomOut, math.Min(fit*maxZoomIn, c.Zoom)); z != c.Zoom {
		c = c.ZoomAt(z/c.Zoom, point{w / 2, h / 2})
	}
	mid := c.ToBoard(point{w / 2, h / 2})
	want := point{math.Max(r.X, math.Min(r.X+r.W, mid.X)), math.Max(r.Y, math.Min(r.Y+r.H, mid.Y))}
	return c.Pan((mid.X-want.X)*c.Zoom, (mid.Y-want.Y)*c.Zoom)
}
