package board

import "math"

// scene is everything the track painters need, worked out once per circuit: the road swept
// round the lap, where the stands, the pit lane and the trees go.
type scene struct {
	l     *layout
	th    theme
	loop  []section // the whole lap, sampledPerSpace cuts per space
	decor []decorItem
	stand *band // the grandstand along the start straight, nil when it does not fit
	pit   *band // the pit lane where finished cars park, nil when it does not fit
	cond  conditions

	// Set for each painting.
	numbers bool    // paint the space numbers
	px      float64 // device pixels per board unit of the surface being painted
	zoom    float64 // CSS pixels per board unit on screen
	grain   image   // a speckle texture, nil without one
}

const sampledPerSpace = 10

// Widths in board units.
const (
	vergeWidth = 7  // concrete beside the road
	kerbWidth  = 6  // kerbs on the inside of corners
	lineWidth  = 2  // painted lines
	carLength  = 46 // a car's sprite
	carWidth   = 22
)

// band is a band beside the road: from progress u0 to u1, on a side (+1 right of the driving
// direction, -1 left), from d0 to d1 board units beyond the road edge.
type band struct {
	u0, u1, side, d0, d1 float64
}

func newScene(l *layout) *scene {
	s := &scene{l: l, th: themeFor(l.Track().ID)}
	s.loop = l.samples(sampledPerSpace)
	in := l.infieldSide()
	// The pit lane and the grandstand take opposite sides of the start straight: the pit lane
	// the infield if it fits, the stand the outfield; on a bending straight they get shorter.
	spans := [][2]float64{{-3.6, 2.4}, {-2.6, 2.6}, {-1.6, 3.2}}
	var pits, stands []band
	for _, side := range []float64{in, -in} {
		for _, sp := range spans {
			pits = append(pits, band{sp[0], sp[1], side, 12, 46})
			stands = append(stands, band{sp[0] - 1, sp[1] - 0.6, -side, 20, 62})
		}
	}
	s.pit = s.fit(pits...)
	var free []band
	for _, st := range stands {
		if s.pit == nil || st.side != s.pit.side {
			free = append(free, st)
		}
	}
	s.stand = s.fit(free...)
	s.decor = s.placeDecor()
	return s
}

// fit returns the first band that stays clear of every other part of the road and of the signs.
func (s *scene) fit(options ...band) *band {
	for _, o := range options {
		if s.clear(o) {
			return &o
		}
	}
	return nil
}

func (s *scene) clear(b band) bool {
	for _, sec := range s.l.sweep(b.u0, b.u1, 4) {
		for _, d := range []float64{b.d0, (b.d0 + b.d1) / 2, b.d1} {
			p := sec.off(b.side, b.side*d)
			if s.roadDist(p) < d-1 || !s.l.Board().Grow(-4).Contains(p) || s.signDist(p) < 34 {
				return false
			}
		}
	}
	return true
}

// roadDist is how far a point lies from the edge of the road (negative on the road).
func (s *scene) roadDist(p point) float64 {
	best := math.Inf(1)
	for i := 0; i < len(s.loop); i += 2 {
		sec := &s.loop[i]
		if d := p.Dist(sec.C) - sec.HW; d < best {
			best = d
		}
	}
	return best
}

func (s *scene) signDist(p point) float64 {
	best := math.Inf(1)
	for _, c := range s.l.Track().Corners {
		best = math.Min(best, p.Dist(point{c.Sign.X, c.Sign.Y}))
	}
	return best
}

// nearBand reports whether a point lies within about d board units of a band.
func (s *scene) nearBand(b *band, p point, d float64) bool {
	if b == nil {
		return false
	}
	for _, sec := range s.l.sweep(b.u0, b.u1, 2) {
		mid := sec.off(b.side, b.side*(b.d0+b.d1)/2)
		if p.Dist(mid) < (b.d1-b.d0)/2+d+20 {
			return true
		}
	}
	return false
}

// Parking is where a finished car waits once it has left the track: in the pit lane, in
// finishing order. It reports false when the circuit has no room for a pit lane.
func (s *scene) parking(place int) (placement, bool) {
	if s.pit == nil {
		return placement{}, false
	}
	u := s.pit.u1 - 0.9 - float64(max(place-1, 0))*0.72
	sec := s.l.section(u)
	return placement{sec.off(s.pit.side, s.pit.side*(s.pit.d0+s.pit.d1)/2), sec.angle()}, true
}
