package board

import "math"

// Helpers that turn runs of road sections into paths: lines along the road, bands beside it,
// rings round the whole lap.

// curveAt lists the points k half-widths plus d board units to the right of the centre line.
func curveAt(secs []section, k, d float64) []point {
	out := make([]point, len(secs))
	for i, s := range secs {
		out[i] = s.off(k, d)
	}
	return out
}

// ringPath is the ring between two offsets all round the lap: two loops filled even-odd.
func ringPath(loop []section, k0, d0, k1, d1 float64) *path {
	p := &path{EvenOdd: true}
	p.Poly(true, curveAt(loop, k0, d0)...)
	return p.Poly(true, curveAt(loop, k1, d1)...)
}

// stripPath is the band between two offsets along a run of sections.
func stripPath(secs []section, k0, d0, k1, d1 float64) *path {
	return addStrip(&path{}, secs, k0, d0, k1, d1)
}

func addStrip(p *path, secs []section, k0, d0, k1, d1 float64) *path {
	p.Poly(false, curveAt(secs, k1, d1)...)
	for i := len(secs) - 1; i >= 0; i-- {
		p.Line(secs[i].off(k0, d0))
	}
	return p.Close()
}

// quad is a four-cornered patch around a section's point c: du along the road, dk across it.
func quad(p *path, s section, c point, du0, du1, dn0, dn1 float64) {
	pt := func(u, n float64) point { return c.Add(s.T.Mul(u)).Add(s.N.Mul(n)) }
	p.Poly(true, pt(du0, dn0), pt(du1, dn0), pt(du1, dn1), pt(du0, dn1))
}

// sectorRange is the progress span of a corner's sector: from its corner line to the next one.
func (l *layout) sectorRange(i int) (u0, u1 float64) {
	cs := l.track.Corners
	u0 = float64(cs[i].Space) - 0.5
	u1 = float64(cs[(i+1)%len(cs)].Space) - 0.5
	if u1 <= u0 {
		u1 += float64(l.track.Length)
	}
	return u0, u1
}

// upright turns text drawn along a direction so that it never reads upside down.
func upright(a float64) float64 {
	a = normAngle(a)
	if math.Abs(a) > math.Pi/2 {
		a = normAngle(a + math.Pi)
	}
	return a
}
