package speedway

import (
	"fmt"
	"math"
)

// The seeds' description (the rules' "Track Layout and Position System"): lane 1 runs 14.4174
// from the centre on the straights and 9.4174 round corners centred 5 units in from each side;
// each lane is 1.0 further out. Positions are 1.0 apart on the straights and take equal angles in
// the corners, so all lanes have the same 96 positions side by side.
const (
	straight     = 14.4174
	radius       = 9.4174
	laneWidth    = 1.0
	halfStraight = 5.0 // each straight runs from -5 to 5 along its side: 10 positions
	cornerSpaces = 14
)

// sections in racing order, starting with the right straight's positions 92–96 and 1–5. A
// straight's positions run along its direction from -4.5 to 4.5; a corner's sweep an angle.
var sectionPlan = []struct {
	name     string
	corner   bool
	from, to int
	// straights: the point of lane 1 at the first position, the direction of travel, and the
	// outward normal; corners: the centre and the angle (degrees) of the start of the arc.
	start, dir, out Point
	center          Point
	angle           float64
}{
	{name: "right straight", from: 92, to: 5, start: Point{straight, -4.5}, dir: Point{0, 1}, out: Point{1, 0}},
	{name: "first corner", corner: true, from: 6, to: 19, center: Point{halfStraight, halfStraight}, angle: 0},
	{name: "top straight", from: 20, to: 29, start: Point{4.5, straight}, dir: Point{-1, 0}, out: Point{0, 1}},
	{name: "second corner", corner: true, from: 30, to: 43, center: Point{-halfStraight, halfStraight}, angle: 90},
	{name: "left straight", from: 44, to: 53, start: Point{-straight, 4.5}, dir: Point{0, -1}, out: Point{-1, 0}},
	{name: "third corner", corner: true, from: 54, to: 67, center: Point{-halfStraight, -halfStraight}, angle: 180},
	{name: "bottom straight", from: 68, to: 77, start: Point{-4.5, -straight}, dir: Point{1, 0}, out: Point{0, -1}},
	{name: "fourth corner", corner: true, from: 78, to: 91, center: Point{halfStraight, -halfStraight}, angle: 270},
}

// Build computes the board from the seeds' description.
func Build() *Board {
	b := &Board{
		Format: FormatVersion, Name: "Havoc Speedway", Straight: straight, Radius: radius, LaneWidth: laneWidth,
		Finish: [2]Point{{straight - laneWidth/2, 0}, {straight + (Lanes-0.5)*laneWidth, 0}},
		Track:  make([]Space, Lanes*Positions),
	}
	for _, s := range sectionPlan {
		sec := Section{Name: s.name, Corner: s.corner, From: s.from, To: s.to}
		if s.corner {
			sec.Center, sec.Radius = s.center, radius
		}
		b.Sections = append(b.Sections, sec)
		n := Wrap(s.to - s.from + 1) // positions in the section (92..5 wraps)
		for i := range n {
			pos := Wrap(s.from + i)
			for lane := 1; lane <= Lanes; lane++ {
				off := float64(lane-1) * laneWidth
				var at Point
				var heading float64
				if s.corner {
					a := s.angle + (float64(i)+0.5)*90/cornerSpaces
					r := radius + off
					rad := a * math.Pi / 180
					at = Point{s.center.X + r*math.Cos(rad), s.center.Y + r*math.Sin(rad)}
					heading = a + 90
				} else {
					at = Point{s.start.X + s.dir.X*float64(i) + s.out.X*off, s.start.Y + s.dir.Y*float64(i) + s.out.Y*off}
					heading = math.Atan2(s.dir.Y, s.dir.X) * 180 / math.Pi
				}
				b.Track[(lane-1)*Positions+pos-1] = Space{Pos: pos, Lane: lane, At: round(at), Heading: normAngle(heading)}
			}
		}
	}
	// The pit lane: one lane width inside lane 1, beside positions 1–5, travelling north.
	for k := 1; k <= PitLane; k++ {
		b.PitLane = append(b.PitLane, Space{Pos: k, At: round(Point{straight - laneWidth, float64(k) - 0.5}), Heading: 90})
	}
	// The pit: four spots further in (the rules give them).
	for k := 1; k <= PitSpots; k++ {
		b.Pit = append(b.Pit, Space{Pos: k, At: round(Point{12.0, 0.7 + 1.2*float64(k-1)}), Heading: 90})
	}
	return b
}

func round(p Point) Point {
	r := func(v float64) float64 { return math.Round(v*1e4) / 1e4 }
	return Point{r(p.X), r(p.Y)}
}

func normAngle(a float64) float64 {
	a = math.Mod(a, 360)
	if a < 0 {
		a += 360
	}
	return math.Round(a*1e4) / 1e4
}

func (p Point) String() string { return fmt.Sprintf("(%.4f, %.4f)", p.X, p.Y) }
