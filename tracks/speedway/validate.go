package speedway

import (
	"fmt"
	"math"
)

// Validate checks a board: its format, every space present once where it belongs, neighbours a
// position apart a lane's step apart, lanes side by side a lane width apart, and the pit lane
// beside lane 1 at positions 1–5.
func (b *Board) Validate() error {
	fail := func(format string, args ...any) error {
		return fmt.Errorf("speedway: %s", fmt.Sprintf(format, args...))
	}
	switch {
	case b.Format != FormatVersion:
		return fail("format %d, this package reads format %d", b.Format, FormatVersion)
	case b.LaneWidth <= 0 || b.Straight <= 0 || b.Radius <= 0:
		return fail("the straight (%v), radius (%v) and lane width (%v) must be positive", b.Straight, b.Radius, b.LaneWidth)
	case len(b.Track) != Lanes*Positions:
		return fail("%d track spaces, want %d (%d positions in %d lanes)", len(b.Track), Lanes*Positions, Positions, Lanes)
	case len(b.PitLane) != PitLane:
		return fail("%d pit-lane spaces, want %d", len(b.PitLane), PitLane)
	case len(b.Pit) != PitSpots:
		return fail("%d pit spots, want %d", len(b.Pit), PitSpots)
	}
	covered := 0
	for i, s := range b.Sections {
		if s.From < 1 || s.From > Positions || s.To < 1 || s.To > Positions {
			return fail("section %q runs from %d to %d, outside 1–%d", s.Name, s.From, s.To, Positions)
		}
		if i > 0 && Wrap(b.Sections[i-1].To+1) != s.From {
			return fail("section %q does not start where %q ends", s.Name, b.Sections[i-1].Name)
		}
		covered += Wrap(s.To - s.From + 1)
	}
	if covered != Positions {
		return fail("the sections cover %d positions, want %d", covered, Positions)
	}
	for i, s := range b.Track {
		lane, pos := i/Positions+1, i%Positions+1
		if s.Pos != pos || s.Lane != lane {
			return fail("track space %d is position %d lane %d, want position %d lane %d", i, s.Pos, s.Lane, pos, lane)
		}
		next, _ := b.Spot(Wrap(pos+1), lane)
		// Neighbours along a lane: a lane width on the straights, the arc's chord in corners.
		if d := dist(s.At, next.At); d < 0.5*b.LaneWidth || d > 1.5*b.LaneWidth {
			return fail("positions %d and %d of lane %d are %.3f apart", pos, next.Pos, lane, d)
		}
		if lane < Lanes {
			out, _ := b.Spot(pos, lane+1)
			if d := dist(s.At, out.At); math.Abs(d-b.LaneWidth) > 1e-3 {
				return fail("lanes %d and %d at position %d are %.4f apart, want %.4f", lane, lane+1, pos, d, b.LaneWidth)
			}
			// Lane 1 is the inside: outer lanes lie further from the centre.
			if math.Hypot(out.At.X, out.At.Y) <= math.Hypot(s.At.X, s.At.Y) {
				return fail("lane %d is not outside lane %d at position %d", lane+1, lane, pos)
			}
		}
	}
	for k, s := range b.PitLane {
		inside, _ := b.Spot(k+1, 1)
		if s.Pos != k+1 || math.Abs(dist(s.At, inside.At)-b.LaneWidth) > 1e-3 {
			return fail("pit-lane space %d is not beside lane 1 at position %d", k+1, k+1)
		}
	}
	for k, s := range b.Pit {
		if s.Pos != k+1 {
			return fail("pit spot %d is numbered %d", k+1, s.Pos)
		}
	}
	return nil
}

func dist(a, b Point) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }
