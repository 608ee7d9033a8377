package board

import "math"

// cornerSpan is the stretch of road that bends around a corner line: the spaces next to it where
// the road turns noticeably, at least the space on each side of the line.
func (l *layout) cornerSpan(space int) (u0, u1 float64) {
	bends := func(u float64) bool {
		return math.Abs(normAngle(l.section(u+0.5).angle()-l.section(u-0.5).angle())) > 0.14
	}
	lo, hi := space-1, space
	for lo > space-4 && bends(float64(lo-1)) {
		lo--
	}
	for hi < space+3 && bends(float64(hi+1)) {
		hi++
	}
	return float64(lo) - 0.3, float64(hi) + 0.3
}

// paintKerbs lays red and white kerbs on the inside of every corner and at its exit on the
// outside.
func paintKerbs(c canvas, s *scene) {
	red, white := &path{}, &path{}
	lay := func(u0, u1, side float64) {
		secs := s.l.sweep(u0, u1, 8)
		for i := 0; i+1 < len(secs); i++ {
			p := red
			if i%2 == 1 {
				p = white
			}
			addStrip(p, secs[i:i+2], side, 0, side, side*kerbWidth)
		}
	}
	for _, cn := range s.l.track.Corners {
		u0, u1 := s.l.cornerSpan(cn.Space)
		inside := 1.0
		if s.l.turn(cn.Space) < 0 {
			inside = -1
		}
		lay(u0, u1, inside)
		lay(u1-0.2, u1+1.2, -inside)
	}
	fillWith(c, s.th.Kerb[0], red)
	fillWith(c, s.th.Kerb[1], white)
}

// paintGravel spreads gravel traps on the outside of every corner's exit, edged by a tyre wall.
func paintGravel(c canvas, s *scene) {
	trap, tyres := &path{}, &path{}
	for _, cn := range s.l.track.Corners {
		_, u1 := s.l.cornerSpan(cn.Space)
		out := -1.0
		if s.l.turn(cn.Space) < 0 {
			out = 1
		}
		secs := s.l.sweep(float64(cn.Space)-1, u1+1.5, 8)
		var edge []point
		for i, sec := range secs {
			t := float64(i) / float64(len(secs)-1)
			d := vergeWidth + 4 + 30*math.Sin(math.Pi*t)
			edge = append(edge, sec.off(out, out*d))
		}
		trap.Poly(false, edge...)
		for i := len(secs) - 1; i >= 0; i-- {
			trap.Line(secs[i].off(out, 0))
		}
		trap.Close()
		for i := 1; i < len(edge)-1; i += 2 {
			tyres.Circle(edge[i].X, edge[i].Y, 1.9)
		}
	}
	fillWith(c, s.th.Gravel, trap)
	if s.grain != nil {
		fillWith(c, &pattern{Image: s.grain, Scale: 1.6 / s.px}, trap)
	}
	fillWith(c, color("rgba(38,39,43,0.8)"), tyres)
}
