package speedway

import (
	"bytes"
	"encoding/json"
	"flag"
	"math"
	"os"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite speedway.json from build.go")

// The embedded file is what Build computes from the seeds' description.
func TestEmbeddedFileIsBuilt(t *testing.T) {
	want, err := json.Marshal(Build())
	if err != nil {
		t.Fatal(err)
	}
	// Compact, one space or section a line: small in the page's download, readable in a diff.
	want = bytes.ReplaceAll(want, []byte(`},{"`), []byte("},\n{\""))
	want = append(want, '\n')
	if *update {
		if err := os.WriteFile("speedway.json", want, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(want, boardFile) {
		t.Fatal("speedway.json is not what build.go computes: run go test ./tracks/speedway -update")
	}
	if _, err := Get(); err != nil {
		t.Fatal(err)
	}
}

// The coordinates the seeds give (the rules' "Detailed Position Layout" and "Lane Structure").
func TestSeedCoordinates(t *testing.T) {
	b, err := Get()
	if err != nil {
		t.Fatal(err)
	}
	near := func(p Point, x, y float64) bool { return math.Abs(p.X-x) < 1e-3 && math.Abs(p.Y-y) < 1e-3 }
	for _, tt := range []struct {
		name       string
		pos, lane  int
		x, y       float64
		heading    float64
		checkAngle bool
	}{
		{"position 96, the pole", 96, 1, 14.4174, -0.5, 90, true},
		{"position 1, heading north", 1, 1, 14.4174, 0.5, 90, true},
		{"position 5", 5, 1, 14.4174, 4.5, 90, true},
		{"position 20, top straight", 20, 1, 4.5, 14.4174, 180, true},
		{"position 29", 29, 1, -4.5, 14.4174, 180, true},
		{"position 44, left straight", 44, 1, -14.4174, 4.5, 270, true},
		{"position 53", 53, 1, -14.4174, -4.5, 270, true},
		{"position 68, bottom straight", 68, 1, -4.5, -14.4174, 0, true},
		{"position 77", 77, 1, 4.5, -14.4174, 0, true},
		{"position 92", 92, 1, 14.4174, -4.5, 90, true},
		{"lane 4 straight", 1, 4, 17.4174, 0.5, 90, true},
		{"lane 2 straight", 20, 2, 4.5, 15.4174, 180, true},
	} {
		s, ok := b.Spot(tt.pos, tt.lane)
		if !ok || !near(s.At, tt.x, tt.y) || (tt.checkAngle && s.Heading != tt.heading) {
			t.Errorf("%s: %+v, want (%v, %v) heading %v", tt.name, s, tt.x, tt.y, tt.heading)
		}
	}
	// Corners: every lane's spaces lie on its arc (radius 9.4174 + lane - 1).
	for _, sec := range b.Sections {
		if !sec.Corner {
			continue
		}
		for pos := sec.From; pos <= sec.To; pos++ {
			for lane := 1; lane <= Lanes; lane++ {
				s, _ := b.Spot(pos, lane)
				r := math.Hypot(s.At.X-sec.Center.X, s.At.Y-sec.Center.Y)
				if math.Abs(r-(9.4174+float64(lane-1))) > 1e-3 {
					t.Errorf("%s position %d lane %d: radius %.4f", sec.Name, pos, lane, r)
				}
			}
		}
	}
	for k, want := range []Point{{13.4174, 0.5}, {13.4174, 1.5}, {13.4174, 2.5}, {13.4174, 3.5}, {13.4174, 4.5}} {
		if !near(b.PitLane[k].At, want.X, want.Y) {
			t.Errorf("pit-lane space %d at %v, want %v", k+1, b.PitLane[k].At, want)
		}
	}
	for k, want := range []Point{{12, 0.7}, {12, 1.9}, {12, 3.1}, {12, 4.3}} {
		if !near(b.Pit[k].At, want.X, want.Y) {
			t.Errorf("pit spot %d at %v, want %v", k+1, b.Pit[k].At, want)
		}
	}
	if b.Finish[0].Y != 0 || b.Finish[1].Y != 0 {
		t.Errorf("the finish line is not at y = 0: %v", b.Finish)
	}
}

// Racing goes counter-clockwise: the heading turns left (grows) round the whole lap.
func TestCounterClockwise(t *testing.T) {
	b, _ := Get()
	area := 0.0
	for pos := 1; pos <= Positions; pos++ {
		p, _ := b.Spot(pos, 1)
		q, _ := b.Spot(Wrap(pos+1), 1)
		area += p.At.X*q.At.Y - q.At.X*p.At.Y
	}
	if area <= 0 {
		t.Errorf("lane 1 runs clockwise (signed area %.1f)", area)
	}
}

func TestValidateRefuses(t *testing.T) {
	for _, tt := range []struct {
		name   string
		break_ func(b *Board)
		want   string
	}{
		{"format", func(b *Board) { b.Format = 9 }, "format 9"},
		{"missing space", func(b *Board) { b.Track = b.Track[1:] }, "track spaces"},
		{"swapped spaces", func(b *Board) { b.Track[0], b.Track[1] = b.Track[1], b.Track[0] }, "track space 0"},
		{"moved space", func(b *Board) { b.Track[10].At.X += 3 }, "apart"},
		{"lanes crossed", func(b *Board) { b.Track[Positions+3].At, b.Track[3].At = b.Track[3].At, b.Track[Positions+3].At }, "outside"},
		{"pit lane astray", func(b *Board) { b.PitLane[2].At.X = 0 }, "pit-lane space 3"},
		{"short pit", func(b *Board) { b.Pit = b.Pit[:3] }, "pit spots"},
		{"gap in sections", func(b *Board) { b.Sections[2].From++ }, "does not start"},
	} {
		b := Build()
		tt.break_(b)
		if err := b.Validate(); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want an error mentioning %q", tt.name, err, tt.want)
		}
	}
	if _, err := Parse([]byte(`{"format":1,"extra":2}`)); err == nil {
		t.Error("a file with an unknown field was read")
	}
}

func TestWrap(t *testing.T) {
	for in, want := range map[int]int{0: 96, 1: 1, 96: 96, 97: 1, -1: 95, 193: 1, -96: 96} {
		if got := Wrap(in); got != want {
			t.Errorf("Wrap(%d) = %d, want %d", in, got, want)
		}
	}
}
