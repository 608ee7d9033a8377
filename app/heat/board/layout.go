package board

import (
	"errors"
	"math"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// layout places cars and markings on a circuit's drawing. It reads positions in track
// coordinates, a progress (spaces from the start line, fractional between two spaces, negative
// on the grid) and a lane (1 or 2, fractional during a lane change), and answers with points on
// the board drawing in board units. It is pure Go, so it is tested without a browser.
type layout struct {
	track  *tracks.Track
	lanes  [tracks.Lanes][]point   // spot centres, lanes[lane-1][space]
	angles [tracks.Lanes][]float64 // driving direction of each spot, radians
	bounds rect
}

// placement is where something stands on the drawing and which way it points.
type placement struct {
	point
	// Angle is the driving direction in radians: 0 towards +x, π/2 towards +y (down the screen).
	Angle float64
}

// errNoTrack is returned when a layout is asked for without a usable circuit.
var errNoTrack = errors.New("board: no circuit to draw")

// newLayout prepares the geometry of a circuit. The track must have passed tracks validation (the
// built-in circuits have).
func newLayout(t *tracks.Track) (*layout, error) {
	if t == nil || t.Length <= 0 || len(t.Spots) != t.Length*tracks.Lanes {
		return nil, errNoTrack
	}
	l := &layout{track: t}
	for lane := range tracks.Lanes {
		l.lanes[lane] = make([]point, t.Length)
		l.angles[lane] = make([]float64, t.Length)
		for s := range t.Length {
			sp := t.SpotAt(s, lane+1)
			l.lanes[lane][s] = point{sp.X, sp.Y}
			l.angles[lane][s] = sp.Angle * math.Pi / 180
		}
	}
	l.bounds = l.measure()
	return l, nil
}

// Track is the circuit of the layout.
func (l *layout) Track() *tracks.Track { return l.track }

// Length is the number of spaces of one lap.
func (l *layout) Length() int { return l.track.Length }

// Board is the whole drawing the spot coordinates refer to.
func (l *layout) Board() rect { return rect{0, 0, l.track.Board.Width, l.track.Board.Height} }

// Bounds is the part of the drawing that matters: the road with its run-off, the signs and a
// margin around them. The board view fits it by default.
func (l *layout) Bounds() rect { return l.bounds }

func (l *layout) measure() rect {
	var pts []point
	for _, s := range l.samples(2) {
		pts = append(pts, s.at(-1.6), s.at(1.6))
	}
	for _, c := range l.track.Corners {
		pts = append(pts, point{c.Sign.X, c.Sign.Y})
	}
	r := boundsOf(pts).Grow(40)
	// Never beyond the board itself: the drawing ends there.
	b := l.Board()
	x0, y0 := math.Max(r.X, b.X), math.Max(r.Y, b.Y)
	x1, y1 := math.Min(r.X+r.W, b.X+b.W), math.Min(r.Y+r.H, b.Y+b.H)
	return rect{x0, y0, x1 - x0, y1 - y0}
}

// space returns the space of a whole progress, wrapping around the lap.
func (l *layout) space(p int) int { return l.track.Space(p) }

// lanePoint is the centre of a lane at a fractional progress, on a smooth curve through the
// spots of that lane.
func (l *layout) lanePoint(lane int, u float64) point {
	s := math.Floor(u)
	f := u - s
	i := int(s)
	pts := l.lanes[lane]
	return catmullRom(pts[l.space(i-1)], pts[l.space(i)], pts[l.space(i+1)], pts[l.space(i+2)], f)
}

func (l *layout) laneAngle(lane int, u float64) float64 {
	s := math.Floor(u)
	i := int(s)
	return lerpAngle(l.angles[lane][l.space(i)], l.angles[lane][l.space(i+1)], u-s)
}

// At places a car at a fractional progress and lane: between two spaces it is on the smooth
// curve through their spots, between two lanes it is part way across the road.
func (l *layout) At(progress, lane float64) placement {
	w := clamp01(lane - 1)
	p1, p2 := l.lanePoint(0, progress), l.lanePoint(1, progress)
	a1, a2 := l.laneAngle(0, progress), l.laneAngle(1, progress)
	return placement{lerpPoint(p1, p2, w), normAngle(lerpAngle(a1, a2, w))}
}

// Spot places a car exactly on its spot.
func (l *layout) Spot(p engine.Pos) placement {
	lane := min(max(p.Lane, 1), tracks.Lanes) - 1
	s := l.space(p.Progress)
	return placement{l.lanes[lane][s], normAngle(l.angles[lane][s])}
}

// Path lists the spots a car passes moving from one position to another, both included: it
// keeps the lane it starts in and takes its final lane on the last space. It runs backwards when
// to lies behind from (a spin-out).
func (l *layout) Path(from, to engine.Pos) []placement {
	step := 1
	if to.Progress < from.Progress {
		step = -1
	}
	var out []placement
	for p := from.Progress; p != to.Progress; p += step {
		out = append(out, l.Spot(engine.Pos{Progress: p, Lane: from.Lane}))
	}
	return append(out, l.Spot(to))
}

// Grid places the starting grid, pole first.
func (l *layout) Grid() []placement {
	out := make([]placement, len(l.track.Grid))
	for i, g := range l.track.Grid {
		out[i] = l.Spot(engine.Pos{Progress: g.Space, Lane: g.Lane})
	}
	return out
}

// Nearest finds the position whose spot lies closest to a point of the drawing, and the distance
// to it; the race page can use it to tell which space a click landed on.
func (l *layout) Nearest(pt point) (engine.Pos, float64) {
	best, dist := engine.Pos{Lane: 1}, math.Inf(1)
	for lane := range tracks.Lanes {
		for s, sp := range l.lanes[lane] {
			if d := sp.Dist(pt); d < dist {
				best, dist = engine.Pos{Progress: s, Lane: lane + 1}, d
			}
		}
	}
	return best, dist
}
