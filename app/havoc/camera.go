package havoc

import "math"

// camera maps the speedway's units (X east, Y north) to the canvas's CSS pixels (Y down): the
// board point at the canvas's centre and the pixels per unit.
type camera struct {
	X, Y float64 // the board point at the centre
	Zoom float64 // CSS pixels per board unit
}

// boardHalf is half the side of the square the whole speedway fits in, with its numbers.
const boardHalf = 19.5

// fitCamera shows the whole speedway in a w×h canvas: the farthest the player may zoom out.
func fitCamera(w, h float64) camera {
	return camera{Zoom: math.Max(math.Min(w, h)/(2*boardHalf), 1)}
}

// homeCamera is the board as a page first shows it: the speedway fills the w×h canvas, its
// longer side across the whole of the canvas's (on a wide screen the whole board in a square
// would leave most of the panel empty, and its spaces tiny), and close enough that pawns side by
// side do not overlap; the start, on the board's right, in view. Dragging, the wheel and
// pinching show the rest.
func homeCamera(w, h float64) camera {
	fit := fitCamera(w, h)
	z := math.Min(math.Max(math.Max(w, h)/(2*boardHalf), minPawnRadius/pawnScale), 4*fit.Zoom)
	return camera{X: math.Max(0, boardHalf-w/(2*z)), Zoom: math.Max(z, fit.Zoom)}
}

// within keeps the view of a w×h canvas on the board: a side of the view that fits inside the
// board's square shows no grass beyond it (a view that does not fit is centred on that axis).
func (c camera) within(w, h float64) camera {
	keep := func(v, half float64) float64 {
		if half >= boardHalf {
			return 0
		}
		return math.Min(math.Max(v, -boardHalf+half), boardHalf-half)
	}
	if c.Zoom > 0 {
		c.X, c.Y = keep(c.X, w/(2*c.Zoom)), keep(c.Y, h/(2*c.Zoom))
	}
	return c
}

// toScreen is where a board point appears on a w×h canvas.
func (c camera) toScreen(x, y, w, h float64) (float64, float64) {
	return (x-c.X)*c.Zoom + w/2, (c.Y-y)*c.Zoom + h/2
}

// toBoard is the board point under a canvas pixel.
func (c camera) toBoard(sx, sy, w, h float64) (float64, float64) {
	return (sx-w/2)/c.Zoom + c.X, c.Y - (sy-h/2)/c.Zoom
}

// zoomAt zooms by factor keeping the board point under the canvas pixel (sx, sy) in place, within
// the fitting zoom and 12 times it.
func (c camera) zoomAt(factor, sx, sy, w, h float64) camera {
	fit := fitCamera(w, h).Zoom
	z := math.Min(math.Max(c.Zoom*factor, fit), fit*12)
	bx, by := c.toBoard(sx, sy, w, h)
	n := camera{X: c.X, Y: c.Y, Zoom: z}
	// keep (bx, by) under (sx, sy): solve for the centre
	n.X = bx - (sx-w/2)/z
	n.Y = by + (sy-h/2)/z
	return n.clamp()
}

// pan moves the view by a drag of (dx, dy) CSS pixels.
func (c camera) pan(dx, dy float64) camera {
	c.X -= dx / c.Zoom
	c.Y += dy / c.Zoom
	return c.clamp()
}

// clamp keeps the centre on the board.
func (c camera) clamp() camera {
	c.X = math.Min(math.Max(c.X, -boardHalf), boardHalf)
	c.Y = math.Min(math.Max(c.Y, -boardHalf), boardHalf)
	return c
}

// toward moves the camera a fraction t of the way to target.
func (c camera) toward(target camera, t float64) camera {
	return camera{X: c.X + (target.X-c.X)*t, Y: c.Y + (target.Y-c.Y)*t, Zoom: c.Zoom + (target.Zoom-c.Zoom)*t}
}
