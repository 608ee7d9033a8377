package board

import "math"

// point is a position on the board drawing, in board units (a circuit's drawing is 1650x1100).
type point struct{ X, Y float64 }

// Add returns p+q.
func (p point) Add(q point) point { return point{p.X + q.X, p.Y + q.Y} }

// Sub returns p-q.
func (p point) Sub(q point) point { return point{p.X - q.X, p.Y - q.Y} }

// Mul returns p scaled by k.
func (p point) Mul(k float64) point { return point{p.X * k, p.Y * k} }

// Len is the length of p seen as a vector.
func (p point) Len() float64 { return math.Hypot(p.X, p.Y) }

// Unit returns p scaled to length 1 (or p itself when it has no length).
func (p point) Unit() point {
	if l := p.Len(); l > 0 {
		return p.Mul(1 / l)
	}
	return p
}

// Perp returns p turned a quarter to the right on screen (y grows downwards).
func (p point) Perp() point { return point{-p.Y, p.X} }

// Dot is the dot product.
func (p point) Dot(q point) float64 { return p.X*q.X + p.Y*q.Y }

// Dist is the distance between p and q.
func (p point) Dist(q point) float64 { return p.Sub(q).Len() }

func lerp(a, b, t float64) float64 { return a + (b-a)*t }

func lerpPoint(a, b point, t float64) point { return point{lerp(a.X, b.X, t), lerp(a.Y, b.Y, t)} }

// rect is an axis-aligned rectangle.
type rect struct{ X, Y, W, H float64 }

// Grow returns r with m added on every side.
func (r rect) Grow(m float64) rect { return rect{r.X - m, r.Y - m, r.W + 2*m, r.H + 2*m} }

// Center is the middle of r.
func (r rect) Center() point { return point{r.X + r.W/2, r.Y + r.H/2} }

// Contains reports whether p lies inside r (edges included).
func (r rect) Contains(p point) bool {
	return p.X >= r.X && p.X <= r.X+r.W && p.Y >= r.Y && p.Y <= r.Y+r.H
}

// boundsOf is the smallest rectangle holding every point.
func boundsOf(pts []point) rect {
	if len(pts) == 0 {
		return rect{}
	}
	minX, minY, maxX, maxY := pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
	for _, p := range pts[1:] {
		minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
		minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	return rect{minX, minY, maxX - minX, maxY - minY}
}

// normAngle brings an angle in radians into (-π, π].
func normAngle(a float64) float64 {
	a = math.Mod(a, 2*math.Pi)
	switch {
	case a <= -math.Pi:
		a += 2 * math.Pi
	case a > math.Pi:
		a -= 2 * math.Pi
	}
	return a
}

// lerpAngle turns from a towards b the short way round.
func lerpAngle(a, b, t float64) float64 { return a + normAngle(b-a)*t }

// catmullRom interpolates between p1 and p2 (t from 0 to 1) on the uniform Catmull-Rom spline
// through p0..p3: the curve passes through every control point with a smooth tangent.
func catmullRom(p0, p1, p2, p3 point, t float64) point {
	t2, t3 := t*t, t*t*t
	f := func(a, b, c, d float64) float64 {
		return 0.5 * (2*b + (-a+c)*t + (2*a-5*b+4*c-d)*t2 + (-a+3*b-3*c+d)*t3)
	}
	return point{f(p0.X, p1.X, p2.X, p3.X), f(p0.Y, p1.Y, p2.Y, p3.Y)}
}

// clamp01 keeps t within [0, 1].
func clamp01(t float64) float64 { return math.Max(0, math.Min(1, t)) }

// smoothstep eases t in and out.
func smoothstep(t float64) float64 {
	t = clamp01(t)
	return t * t * (3 - 2*t)
}

// easeInOut is a gentle acceleration then braking: a car pulling away and stopping.
func easeInOut(t float64) float64 {
	t = clamp01(t)
	if t < 0.5 {
		return 2 * t * t
	}
	return 1 - 2*(1-t)*(1-t)
}

// easeOut starts fast and settles.
func easeOut(t float64) float64 {
	t = clamp01(t)
	return 1 - (1-t)*(1-t)*(1-t)
}
