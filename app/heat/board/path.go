package board

import (
	"math"
	"strconv"
)

// path is a shape to fill, stroke or clip, built in Go and handed to the browser as SVG path
// data (a Path2D): one call draws a whole road edge. Do not change a path once it has been drawn.
type path struct {
	// EvenOdd fills with the even-odd rule: a path of two nested loops fills the ring between.
	EvenOdd bool

	d      []byte
	n      int // commands
	native any // the browser's Path2D, made on first use
}

// pathData makes a path from SVG path data ("M 0 0 L 10 0 Z"): the car sprites are written so.
func pathData(d string) *path { return &path{d: []byte(d), n: 1} }

// SVG is the path as SVG path data.
func (p *path) SVG() string { return string(p.d) }

// Empty reports whether nothing was added to the path.
func (p *path) Empty() bool { return p.n == 0 }

func (p *path) cmd(c byte, xs ...float64) *path {
	if len(p.d) > 0 {
		p.d = append(p.d, ' ')
	}
	p.d = append(p.d, c)
	for _, x := range xs {
		p.d = append(p.d, ' ')
		p.d = appendNum(p.d, x)
	}
	p.n++
	return p
}

// appendNum writes a coordinate with two decimals at most: a hundredth of a board unit is far
// below a pixel.
func appendNum(b []byte, x float64) []byte {
	x = math.Round(x*100) / 100
	if x == 0 {
		x = 0 // no "-0"
	}
	return strconv.AppendFloat(b, x, 'f', -1, 64)
}

// MoveTo starts a new sub-path.
func (p *path) MoveTo(x, y float64) *path { return p.cmd('M', x, y) }

// LineTo draws a straight line.
func (p *path) LineTo(x, y float64) *path { return p.cmd('L', x, y) }

// QuadTo draws a quadratic Bézier curve.
func (p *path) QuadTo(cx, cy, x, y float64) *path { return p.cmd('Q', cx, cy, x, y) }

// CubicTo draws a cubic Bézier curve.
func (p *path) CubicTo(c1x, c1y, c2x, c2y, x, y float64) *path {
	return p.cmd('C', c1x, c1y, c2x, c2y, x, y)
}

// Close closes the sub-path.
func (p *path) Close() *path { return p.cmd('Z') }

// Move and Line take points.
func (p *path) Move(pt point) *path { return p.MoveTo(pt.X, pt.Y) }

// Line draws a straight line to a point.
func (p *path) Line(pt point) *path { return p.LineTo(pt.X, pt.Y) }

// Poly adds a polyline through the points, closed or not.
func (p *path) Poly(closed bool, pts ...point) *path {
	for i, pt := range pts {
		if i == 0 {
			p.Move(pt)
		} else {
			p.Line(pt)
		}
	}
	if closed && len(pts) > 0 {
		p.Close()
	}
	return p
}

// Rect adds a rectangle.
func (p *path) Rect(x, y, w, h float64) *path {
	return p.MoveTo(x, y).LineTo(x+w, y).LineTo(x+w, y+h).LineTo(x, y+h).Close()
}

// RoundRect adds a rectangle with rounded corners of radius r.
func (p *path) RoundRect(x, y, w, h, r float64) *path {
	r = math.Min(r, math.Min(w, h)/2)
	p.MoveTo(x+r, y).LineTo(x+w-r, y).QuadTo(x+w, y, x+w, y+r)
	p.LineTo(x+w, y+h-r).QuadTo(x+w, y+h, x+w-r, y+h)
	p.LineTo(x+r, y+h).QuadTo(x, y+h, x, y+h-r)
	return p.LineTo(x, y+r).QuadTo(x, y, x+r, y).Close()
}

// Ellipse adds an ellipse with radii rx, ry turned by rot radians around its centre.
func (p *path) Ellipse(cx, cy, rx, ry, rot float64) *path {
	// Four cubic quarter arcs: k is the usual control-point distance for a circle.
	const k = 0.5522847498
	s, c := math.Sincos(rot)
	pt := func(x, y float64) (float64, float64) { return cx + x*c - y*s, cy + x*s + y*c }
	x0, y0 := pt(rx, 0)
	p.MoveTo(x0, y0)
	quarter := [][6]float64{
		{rx, k * ry, k * rx, ry, 0, ry},
		{-k * rx, ry, -rx, k * ry, -rx, 0},
		{-rx, -k * ry, -k * rx, -ry, 0, -ry},
		{k * rx, -ry, rx, -k * ry, rx, 0},
	}
	for _, q := range quarter {
		ax, ay := pt(q[0], q[1])
		bx, by := pt(q[2], q[3])
		ex, ey := pt(q[4], q[5])
		p.CubicTo(ax, ay, bx, by, ex, ey)
	}
	return p.Close()
}

// Circle adds a circle.
func (p *path) Circle(cx, cy, r float64) *path { return p.Ellipse(cx, cy, r, r, 0) }

// Smooth adds a smooth curve through the points (a Catmull-Rom spline written as cubic Béziers),
// closed into a loop or not.
func (p *path) Smooth(closed bool, pts ...point) *path {
	n := len(pts)
	if n < 3 {
		return p.Poly(closed, pts...)
	}
	at := func(i int) point {
		if closed {
			return pts[((i%n)+n)%n]
		}
		return pts[max(0, min(n-1, i))]
	}
	p.Move(pts[0])
	last := n - 1
	if closed {
		last = n
	}
	for i := range last {
		p0, p1, p2, p3 := at(i-1), at(i), at(i+1), at(i+2)
		c1 := p1.Add(p2.Sub(p0).Mul(1.0 / 6))
		c2 := p2.Sub(p3.Sub(p1).Mul(1.0 / 6))
		p.CubicTo(c1.X, c1.Y, c2.X, c2.Y, p2.X, p2.Y)
	}
	if closed {
		p.Close()
	}
	return p
}
