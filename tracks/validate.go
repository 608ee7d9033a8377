package tracks

import (
	"errors"
	"fmt"
	"math"
)

// Limits a track file must respect.
const (
	MinLength = 10
	MaxLength = 200
	MaxLaps   = 5
	MinGrid   = 6 // a race has up to 6 cars
)

// validID reports whether id is 1–32 lower-case letters, digits and dashes, not starting with a
// dash. (A loop, not a regular expression: a package-level pattern is compiled on every page load
// of the browser game, which never loads a track file from outside.)
func validID(id string) bool {
	if id == "" || len(id) > 32 || id[0] == '-' {
		return false
	}
	for _, c := range []byte(id) {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// Validate checks a track for everything the rules and the drawing rely on.
func (t *Track) Validate() error {
	var errs []error
	bad := func(format string, args ...any) { errs = append(errs, fmt.Errorf(format, args...)) }

	if t.Format != FormatVersion {
		return fmt.Errorf("track format %d is not supported (this game reads format %d)", t.Format, FormatVersion)
	}
	if !validID(t.ID) {
		bad("id %q must be lower-case letters, digits and dashes", t.ID)
	}
	if t.Name == "" {
		bad("the track has no name")
	}
	if t.Length < MinLength || t.Length > MaxLength {
		// Everything below indexes spaces by the length: stop here.
		return fmt.Errorf("length %d is outside %d..%d spaces", t.Length, MinLength, MaxLength)
	}
	if t.Laps < 1 || t.Laps > MaxLaps {
		bad("laps %d is outside 1..%d", t.Laps, MaxLaps)
	}
	if t.Heat < 0 || t.Heat > 20 {
		bad("starting Heat %d is outside 0..20", t.Heat)
	}
	if t.Stress < 0 || t.Stress > 20 {
		bad("starting Stress %d is outside 0..20", t.Stress)
	}
	if !(t.Board.Width > 0) || !(t.Board.Height > 0) {
		bad("board size %gx%g must be positive", t.Board.Width, t.Board.Height)
	}
	t.validateCorners(bad)
	t.validateGrid(bad)
	t.validateSpots(bad)
	for i, f := range t.Features {
		if !featureKinds[f.Kind] {
			bad("feature %d has unknown kind %q", i+1, f.Kind)
		}
		for _, s := range f.Spaces {
			if s < 0 || s >= t.Length {
				bad("feature %d (%s) marks space %d, beyond the track length %d", i+1, f.Kind, s, t.Length)
			}
		}
	}
	return errors.Join(errs...)
}

func (t *Track) validateCorners(bad func(string, ...any)) {
	if len(t.Corners) == 0 {
		bad("the track has no corners")
		return
	}
	prev := t.Corners[len(t.Corners)-1].Space - t.Length
	for i, c := range t.Corners {
		n := i + 1
		switch {
		case c.Space < 1 || c.Space >= t.Length:
			bad("corner %d at space %d is beyond the track (spaces 1..%d)", n, c.Space, t.Length-1)
			continue
		case c.Space <= prev && i > 0:
			bad("corner %d at space %d does not come after corner %d at space %d", n, c.Space, i, prev)
		}
		if c.Limit < 0 || c.Limit > 20 {
			bad("corner %d has speed limit %d, outside 0..20", n, c.Limit)
		}
		if c.LegendLine > c.Space || c.LegendLine < max(prev, 0) {
			bad("corner %d: its Legends line at space %d must lie between the previous corner and the corner (spaces %d..%d)",
				n, c.LegendLine, max(prev, 0), c.Space)
		}
		if c.RaceLane != 1 && c.RaceLane != 2 {
			bad("corner %d: race lane %d must be 1 or 2", n, c.RaceLane)
		}
		if c.Kind != CornerPlain && c.Kind != CornerChicane {
			bad("corner %d has unknown kind %q", n, c.Kind)
		}
		if c.Chevron < 0 || c.Chevron > 3 {
			bad("corner %d: chevron distance %d is outside 0..3", n, c.Chevron)
		}
		prev = c.Space
	}
}

func (t *Track) validateGrid(bad func(string, ...any)) {
	if len(t.Grid) < MinGrid {
		bad("the starting grid has %d spots; a race needs %d", len(t.Grid), MinGrid)
	}
	seen := map[Place]int{}
	for i, p := range t.Grid {
		if p.Space < 0 || p.Space >= t.Length || (p.Lane != 1 && p.Lane != 2) {
			bad("grid spot %d (space %d, lane %d) is not on the track", i+1, p.Space, p.Lane)
			continue
		}
		if j, dup := seen[p]; dup {
			bad("grid spots %d and %d are the same spot (space %d, lane %d)", j, i+1, p.Space, p.Lane)
		}
		seen[p] = i + 1
	}
}

func (t *Track) validateSpots(bad func(string, ...any)) {
	seen := make([]bool, t.Length*Lanes)
	for i, s := range t.Spots {
		if s.Space < 0 || s.Space >= t.Length || (s.Lane != 1 && s.Lane != 2) {
			bad("drawing spot %d (space %d, lane %d) is not on the track", i+1, s.Space, s.Lane)
			continue
		}
		k := s.Space*Lanes + s.Lane - 1
		if seen[k] {
			bad("space %d lane %d is drawn twice", s.Space, s.Lane)
		}
		seen[k] = true
		for _, v := range []float64{s.X, s.Y, s.Angle} {
			if math.IsNaN(v) || math.IsInf(v, 0) {
				bad("space %d lane %d has a coordinate that is not a number", s.Space, s.Lane)
			}
		}
		if s.X < -t.Board.Width || s.X > 2*t.Board.Width || s.Y < -t.Board.Height || s.Y > 2*t.Board.Height {
			bad("space %d lane %d is drawn far outside the board", s.Space, s.Lane)
		}
	}
	missing := 0
	first := -1
	for k, ok := range seen {
		if !ok {
			if first < 0 {
				first = k
			}
			missing++
		}
	}
	if missing > 0 {
		bad("%d spots have no drawing (the first: space %d lane %d)", missing, first/Lanes, first%Lanes+1)
	}
}
