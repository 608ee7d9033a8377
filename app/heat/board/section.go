package board

import "math"

// section is a cross-section of the road at a progress: the painters sweep these along the
// circuit to draw the asphalt, the lines and the kerbs as smooth curves.
type section struct {
	U  float64 // progress
	C  point   // centre of the road, between the two lanes
	T  point   // unit tangent: the driving direction
	N  point   // unit normal to the right of the driving direction (y grows downwards)
	HW float64 // half the width of the road: one lane's width
}

// at is the point k half-widths to the right of the centre line (k=-1, 1: the road edges;
// k=±0.5: the lane centres).
func (s section) at(k float64) point { return s.C.Add(s.N.Mul(k * s.HW)) }

// off is the point k half-widths plus d board units to the right of the centre line.
func (s section) off(k, d float64) point { return s.C.Add(s.N.Mul(k*s.HW + d)) }

// section cuts the road at progress u.
func (l *layout) section(u float64) section {
	p1, p2 := l.lanePoint(0, u), l.lanePoint(1, u)
	c := lerpPoint(p1, p2, 0.5)
	const h = 0.02
	a := lerpPoint(l.lanePoint(0, u-h), l.lanePoint(1, u-h), 0.5)
	b := lerpPoint(l.lanePoint(0, u+h), l.lanePoint(1, u+h), 0.5)
	t := b.Sub(a).Unit()
	return section{U: u, C: c, T: t, N: t.Perp(), HW: p1.Dist(p2)}
}

// sweep cuts the road every 1/perSpace of a space from u0 to u1 (both included; u1 may be below
// u0 to sweep backwards).
func (l *layout) sweep(u0, u1 float64, perSpace int) []section {
	n := max(1, int(math.Ceil(math.Abs(u1-u0)*float64(perSpace))))
	out := make([]section, n+1)
	for i := range out {
		out[i] = l.section(lerp(u0, u1, float64(i)/float64(n)))
	}
	return out
}

// samples cuts the whole lap, from the start line round to just before it again.
func (l *layout) samples(perSpace int) []section {
	s := l.sweep(-0.5, float64(l.Length())-0.5, perSpace)
	return s[:len(s)-1]
}

// lane2Side is +1 when lane 2 lies to the right of the driving direction, -1 when to the left.
func (l *layout) lane2Side() float64 {
	s := l.section(0)
	if l.lanes[1][0].Sub(s.C).Dot(s.N) >= 0 {
		return 1
	}
	return -1
}

// laneK is the cross-road offset k (in half-widths, see section.at) of a lane's centre.
func (l *layout) laneK(lane int) float64 {
	if lane == 1 {
		return -0.5 * l.lane2Side()
	}
	return 0.5 * l.lane2Side()
}

// turn is how much the road turns around a corner line at space s, in radians: positive for a
// right-hand (clockwise on screen) corner.
func (l *layout) turn(space int) float64 {
	var sum float64
	prev := l.section(float64(space) - 2.5).angle()
	for u := float64(space) - 2.25; u <= float64(space)+1.5; u += 0.25 {
		a := l.section(u).angle()
		sum += normAngle(a - prev)
		prev = a
	}
	return sum
}

func (s section) angle() float64 { return math.Atan2(s.T.Y, s.T.X) }

// boundary is the line across the road just before a space: the edge points on the left and on
// the right of the driving direction.
func (l *layout) boundary(space int) (left, right point, s section) {
	s = l.section(float64(space) - 0.5)
	return s.at(-1), s.at(1), s
}

// infieldSide is +1 when the inside of the circuit loop lies to the right of the driving
// direction (the circuit runs clockwise on screen), -1 otherwise.
func (l *layout) infieldSide() float64 {
	var area float64
	pts := l.lanes[0]
	for i := range pts {
		a, b := pts[i], pts[(i+1)%len(pts)]
		area += a.X*b.Y - b.X*a.Y
	}
	// With y down, a positive shoelace sum runs clockwise on screen: the inside is on the right.
	if area >= 0 {
		return 1
	}
	return -1
}
