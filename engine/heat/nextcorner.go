package heat

import "github.com/heatracing/heat/tracks"

// NextCorner is the first corner line ahead of the seat's car: which corner (1-based), its speed
// limit with the road's token, and how many spaces away its line is (a Speed of at least Spaces
// crosses it).
type NextCorner struct {
	Corner int
	Limit  int
	Spaces int
}

// NextCorner finds the corner ahead of the seat's car; ok is false for a spectator, a car that has
// finished, or when no corner line is left before the finish.
func (v View) NextCorner() (n NextCorner, ok bool) {
	if v.Seat < 0 || v.Seat >= len(v.Cars) {
		return n, false
	}
	c := v.Cars[v.Seat]
	if c.Finished {
		return n, false
	}
	t, err := tracks.Get(v.Track)
	if err != nil {
		return n, false
	}
	from := c.Pos.Progress
	lines, corners := Crossed(t, v.Laps, from, from+t.Length)
	if len(lines) == 0 {
		return n, false
	}
	limit := t.Corners[corners[0]].Limit
	switch v.road(corners[0]) {
	case RoadLimitDown:
		limit--
	case RoadLimitUp:
		limit++
	}
	return NextCorner{Corner: corners[0] + 1, Limit: max(limit, 0), Spaces: lines[0] - from}, true
}
