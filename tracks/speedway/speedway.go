// Package speedway is the board of Havoc Speedway: 96 positions in 4 lanes around an oval raced
// counter-clockwise, the 5-space pit lane beside lane 1 at positions 1 to 5, and the 4 spots of
// the pit. Its layout and drawing coordinates live in speedway.json, embedded in the package and
// validated when it loads; build.go computes that file from the seeds' coordinate description
// (`go test ./tracks/speedway -update` rewrites it).
package speedway

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"sync"
)

// The board's dimensions: the rules engine counts on these.
const (
	Positions = 96 // positions per lap, numbered 1 to 96; 96 is the pole, just before the line
	Lanes     = 4  // lane 1 is the inside, lane 4 the outside
	PitLane   = 5  // pit-lane spaces, beside lane 1 at positions 1 to 5
	PitSpots  = 4  // spots in the pit, one per car
	Pole      = 96 // the starting position: its four spots are the starting places
)

// Point is a place on the board's drawing: X grows eastwards, Y northwards, in lane widths.
type Point struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Space is one spot where a car stands: a position in a lane, a pit-lane space or a pit spot.
// Heading is the direction of travel there, in degrees counter-clockwise from east.
type Space struct {
	Pos     int     `json:"pos"` // 1–96 on the track, 1–5 in the pit lane, 1–4 in the pit
	Lane    int     `json:"lane,omitempty"`
	At      Point   `json:"at"`
	Heading float64 `json:"heading"`
}

// Section is a straight or a corner of the oval, for the board to draw.
type Section struct {
	Name   string `json:"name"`
	Corner bool   `json:"corner,omitempty"`
	From   int    `json:"from"` // its first position
	To     int    `json:"to"`   // its last position
	// Center is the centre of a corner's arcs; a lane's arc has radius Radius+lane-1.
	Center Point   `json:"center,omitzero"`
	Radius float64 `json:"radius,omitempty"`
}

// Board is the whole speedway as the file holds it.
type Board struct {
	Format    int       `json:"format"`
	Name      string    `json:"name"`
	Straight  float64   `json:"straight"`   // lane 1's distance from the centre on the straights
	Radius    float64   `json:"radius"`     // lane 1's radius in the corners
	LaneWidth float64   `json:"laneWidth"`  // the distance between two lanes
	Finish    [2]Point  `json:"finishLine"` // across the four lanes between positions 96 and 1
	Sections  []Section `json:"sections"`
	// Track holds the spaces of the lanes, lane by lane: Track[(lane-1)*Positions+pos-1].
	Track   []Space `json:"track"`
	PitLane []Space `json:"pitLane"`
	Pit     []Space `json:"pit"`
}

// FormatVersion is the version of the board file this package reads.
const FormatVersion = 1

//go:embed speedway.json
var boardFile []byte

var (
	loadOnce sync.Once
	loaded   *Board
	loadErr  error
)

// Get returns the speedway, loaded and validated once. The board is shared: do not change it.
func Get() (*Board, error) {
	loadOnce.Do(func() { loaded, loadErr = Parse(boardFile) })
	return loaded, loadErr
}

// Parse reads and validates a board file.
func Parse(data []byte) (*Board, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var b Board
	if err := dec.Decode(&b); err != nil {
		return nil, fmt.Errorf("speedway: not a board file: %w", err)
	}
	if err := b.Validate(); err != nil {
		return nil, err
	}
	return &b, nil
}

// Spot returns the track space at a position (1–96) in a lane (1–4).
func (b *Board) Spot(pos, lane int) (Space, bool) {
	if pos < 1 || pos > Positions || lane < 1 || lane > Lanes {
		return Space{}, false
	}
	return b.Track[(lane-1)*Positions+pos-1], true
}

// Wrap brings any whole number of spaces travelled back to a position 1–96: 0 is 96, 97 is 1,
// -1 is 95.
func Wrap(pos int) int {
	p := (pos - 1) % Positions
	if p < 0 {
		p += Positions
	}
	return p + 1
}

// BesidePitLane reports whether lane 1 at this position has the pit lane on its left.
func BesidePitLane(pos int) bool { return pos >= 1 && pos <= PitLane }
