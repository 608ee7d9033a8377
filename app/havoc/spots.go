package havoc

import (
	"math"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/tracks/speedway"
)

// speedwayBoard is the board's geometry, read the first time a page draws or places a spot, not
// when app.wasm starts: every page's start would pay for decoding it (its tests keep it valid).
func speedwayBoard() *speedway.Board {
	b, err := speedway.Get()
	if err != nil {
		panic("havoc: " + err.Error())
	}
	return b
}

// spotPoint is where a spot (a track space, a pit-lane space or a pit spot) is on the board.
func spotPoint(s engine.Spot) (speedway.Point, bool) {
	b := speedwayBoard()
	switch {
	case s.Lane == engine.LanePitLane && s.Pos >= 1 && s.Pos <= len(b.PitLane):
		return b.PitLane[s.Pos-1].At, true
	case s.Lane == engine.LanePit && s.Pos >= 1 && s.Pos <= len(b.Pit):
		return b.Pit[s.Pos-1].At, true
	}
	sp, ok := b.Spot(s.Pos, s.Lane)
	return sp.At, ok
}

// spotAt is the track space nearest a board point, if one is within reach (board units).
func spotAt(x, y, reach float64) (engine.Spot, bool) {
	best, bestD := engine.Spot{}, reach*reach
	found := false
	for _, sp := range speedwayBoard().Track {
		dx, dy := sp.At.X-x, sp.At.Y-y
		if d := dx*dx + dy*dy; d < bestD {
			best, bestD, found = engine.Spot{Pos: sp.Pos, Lane: sp.Lane}, d, true
		}
	}
	return best, found
}

// path is the points a pawn passes through from one spot to another: space by space along a
// lane for a move on the track, else straight there.
func path(from, to engine.Spot, steps int) []speedway.Point {
	a, okA := spotPoint(from)
	b, okB := spotPoint(to)
	if !okA || !okB {
		return nil
	}
	if from.Lane >= 1 && to.Lane == from.Lane && steps != 0 {
		dir := 1
		if steps < 0 {
			dir, steps = -1, -steps
		}
		out := []speedway.Point{a}
		for i := 1; i <= steps && i <= speedway.Positions; i++ {
			p, _ := spotPoint(engine.Spot{Pos: speedway.Wrap(from.Pos + dir*i), Lane: from.Lane})
			out = append(out, p)
		}
		if last := out[len(out)-1]; last != b {
			out = append(out, b)
		}
		return out
	}
	return []speedway.Point{a, b}
}

// along is the point a fraction t (0–1) of the way along a path.
func along(pts []speedway.Point, t float64) speedway.Point {
	if len(pts) == 0 {
		return speedway.Point{}
	}
	if t <= 0 || len(pts) == 1 {
		return pts[0]
	}
	if t >= 1 {
		return pts[len(pts)-1]
	}
	f := t * float64(len(pts)-1)
	i := int(math.Floor(f))
	r := f - float64(i)
	return speedway.Point{X: pts[i].X + (pts[i+1].X-pts[i].X)*r, Y: pts[i].Y + (pts[i+1].Y-pts[i].Y)*r}
}
