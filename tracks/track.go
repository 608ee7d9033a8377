// Package tracks holds the circuits of Heat: their layout as the rules need it (spaces, two spots
// per space, corners, Legends lines, the starting grid) and the geometry of every spot for drawing
// the real circuit shape. Circuits are JSON files embedded in the package, one file per circuit,
// validated when they load.
package tracks

import "math"

// FormatVersion is the version of the track file format this package reads.
const FormatVersion = 1

// Lanes per space. Every space has two spots side by side; which lane holds the race line
// changes from sector to sector.
const Lanes = 2

// Track is one circuit. Spaces are numbered from 0, the first space after the start/finish line,
// to Length-1, the last space before it.
type Track struct {
	Format   int       `json:"format"`
	ID       string    `json:"id"`
	Name     string    `json:"name"`
	Length   int       `json:"length"`
	Laps     int       `json:"laps"`
	Heat     int       `json:"heat"`
	Stress   int       `json:"stress"`
	Board    Board     `json:"board"`
	Corners  []Corner  `json:"corners"`
	Grid     []Place   `json:"grid"`
	Spots    []Spot    `json:"spots"`
	Features []Feature `json:"features,omitempty"`

	raceLanes []uint8 // the race-line lane of every space, filled by Parse: the rules ask at every move
}

// Board is the size of the drawing the spot coordinates refer to.
type Board struct {
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
}

// Corner is a corner line. Space is the first space after the line: a car crosses the corner when
// it moves from below Space to Space or beyond. LegendLine is the first space past the Legends line
// for this corner. RaceLane is the lane holding the race line in the sector that starts here (the
// sector holding the finish line uses the last corner's lane).
type Corner struct {
	Space      int    `json:"space"`
	Limit      int    `json:"limit"`
	LegendLine int    `json:"legendLine"`
	RaceLane   int    `json:"raceLane"`
	Kind       string `json:"kind,omitempty"`
	// Chevron is how many spaces before the corner line the "aggressive Legends" chevron sits
	// (0: none). A Legend starting its turn there may cross one more corner line.
	Chevron int `json:"chevron,omitempty"`
	// Sign is where the speed-limit sign is drawn.
	Sign Point `json:"sign"`
	// Road is where a road-condition token is drawn (Weather module); optional.
	Road *Point `json:"road,omitempty"`
}

// Corner kinds. A plain corner has an empty kind.
const (
	CornerPlain   = ""
	CornerChicane = "chicane"
)

// Place is a spot on the track: a space and a lane.
type Place struct {
	Space int `json:"space"`
	Lane  int `json:"lane"`
}

// Point is a position on the board drawing.
type Point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Spot is the drawing of one spot: its centre and the driving direction in degrees (0 = towards
// +x, 90 = towards +y, as on a screen).
type Spot struct {
	Space int     `json:"space"`
	Lane  int     `json:"lane"`
	X     float64 `json:"x"`
	Y     float64 `json:"y"`
	Angle float64 `json:"angle"`
}

// Feature marks spaces with an expansion rule (flooded, tunnel, gravel, …). The base circuits
// have none; the format carries them so expansion circuits need no structural change.
type Feature struct {
	Kind   string `json:"kind"`
	Spaces []int  `json:"spaces"`
}

// Feature kinds the format knows.
var featureKinds = map[string]bool{"flooded": true, "tunnel": true, "gravel": true}

// Space returns the space (0..Length-1) of an absolute distance, counted in spaces from the first
// space after the start line on lap 0; it may be negative on the grid.
func (t *Track) Space(progress int) int {
	// Races spend their time on the grid and the first two laps: no division there.
	if L := t.Length; progress >= -L && progress < 2*L {
		switch {
		case progress < 0:
			return progress + L
		case progress >= L:
			return progress - L
		}
		return progress
	}
	s := progress % t.Length
	if s < 0 {
		s += t.Length
	}
	return s
}

// Lap returns the lap index (…, -1 on the grid, 0 on the first lap) of an absolute distance.
func (t *Track) Lap(progress int) int {
	return int(math.Floor(float64(progress) / float64(t.Length)))
}

// RaceLane returns the lane holding the race line on a space.
func (t *Track) RaceLane(space int) int {
	if space >= 0 && space < len(t.raceLanes) {
		return int(t.raceLanes[space])
	}
	return t.raceLaneOf(space)
}

// raceLaneOf works the race-line lane of a space out from the corners.
func (t *Track) raceLaneOf(space int) int {
	lane := t.Corners[len(t.Corners)-1].RaceLane
	for _, c := range t.Corners {
		if c.Space > space {
			break
		}
		lane = c.RaceLane
	}
	return lane
}

// Sector returns the index of the corner whose sector holds the space: the last corner line at or
// before it (the sector holding the finish line belongs to the last corner).
func (t *Track) Sector(space int) int {
	sector := len(t.Corners) - 1
	for i, c := range t.Corners {
		if c.Space > space {
			break
		}
		sector = i
	}
	return sector
}

// NextCorner returns the index of the first corner line ahead of a space (wrapping past the finish).
func (t *Track) NextCorner(space int) int {
	for i, c := range t.Corners {
		if c.Space > space {
			return i
		}
	}
	return 0
}

// SpotAt returns the drawing of a spot.
func (t *Track) SpotAt(space, lane int) Spot {
	return t.Spots[space*Lanes+lane-1]
}

// GridProgress returns the absolute distance of grid place i (0 = pole): grid spaces lie before
// the start line, on lap -1.
func (t *Track) GridProgress(i int) int {
	return t.Grid[i].Space - t.Length
}
