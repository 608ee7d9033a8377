package board

import (
	"math"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

func mustLayout(t *testing.T, id string) *layout {
	t.Helper()
	tr, err := tracks.Get(id)
	if err != nil {
		t.Fatal(err)
	}
	l, err := newLayout(tr)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func near(a, b point, tol float64) bool { return a.Dist(b) <= tol }

func spotPoint(tr *tracks.Track, space, lane int) point {
	s := tr.SpotAt(space, lane)
	return point{s.X, s.Y}
}

func TestNewLayoutRefusesNoTrack(t *testing.T) {
	if _, err := newLayout(nil); err != errNoTrack {
		t.Errorf("NewLayout(nil) = %v, want ErrNoTrack", err)
	}
	if _, err := newLayout(&tracks.Track{Length: 10}); err != errNoTrack {
		t.Errorf("a track without spots gives %v, want ErrNoTrack", err)
	}
}

func TestSpotWrapsProgressOntoSpaces(t *testing.T) {
	l := mustLayout(t, "usa")
	tr := l.Track()
	L := tr.Length
	tests := []struct {
		name        string
		pos         engine.Pos
		space, lane int
	}{
		{"first space", engine.Pos{Progress: 0, Lane: 1}, 0, 1},
		{"lane 2", engine.Pos{Progress: 5, Lane: 2}, 5, 2},
		{"second lap", engine.Pos{Progress: L + 3, Lane: 1}, 3, 1},
		{"last space before the line", engine.Pos{Progress: L - 1, Lane: 2}, L - 1, 2},
		{"pole position on the grid", engine.Pos{Progress: tr.GridProgress(0), Lane: tr.Grid[0].Lane}, tr.Grid[0].Space, tr.Grid[0].Lane},
		{"back of the grid", engine.Pos{Progress: tr.GridProgress(7), Lane: tr.Grid[7].Lane}, tr.Grid[7].Space, tr.Grid[7].Lane},
		{"lane 0 is read as lane 1", engine.Pos{Progress: 2, Lane: 0}, 2, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := l.Spot(tt.pos)
			want := tr.SpotAt(tt.space, tt.lane)
			if got.X != want.X || got.Y != want.Y {
				t.Errorf("Spot(%+v) at (%g, %g), want space %d lane %d at (%g, %g)", tt.pos, got.X, got.Y, tt.space, tt.lane, want.X, want.Y)
			}
			if d := math.Abs(normAngle(got.Angle - want.Angle*math.Pi/180)); d > 1e-9 {
				t.Errorf("angle %g rad, want %g°", got.Angle, want.Angle)
			}
		})
	}
}

func TestAtPassesThroughEverySpot(t *testing.T) {
	for _, id := range tracks.IDs() {
		l := mustLayout(t, id)
		tr := l.Track()
		for s := range tr.Length {
			for lane := 1; lane <= 2; lane++ {
				got := l.At(float64(s), float64(lane))
				if !near(got.point, spotPoint(tr, s, lane), 1e-6) {
					t.Fatalf("%s: At(%d, %d) = %v, want the spot %v", id, s, lane, got.point, spotPoint(tr, s, lane))
				}
			}
		}
	}
}

func TestAtBetweenSpaces(t *testing.T) {
	l := mustLayout(t, "italia")
	tr := l.Track()
	L := tr.Length
	tests := []struct {
		name     string
		progress float64
		lane     float64
		a, b     point // the spots it lies between
	}{
		{"half way along a straight", 5.5, 1, spotPoint(tr, 5, 1), spotPoint(tr, 6, 1)},
		{"across the finish line", float64(L) - 0.5, 2, spotPoint(tr, L-1, 2), spotPoint(tr, 0, 2)},
		{"across the line from the grid", -0.5, 2, spotPoint(tr, L-1, 2), spotPoint(tr, 0, 2)},
		{"half way across the road", 7, 1.5, spotPoint(tr, 7, 1), spotPoint(tr, 7, 2)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := l.At(tt.progress, tt.lane).point
			mid := lerpPoint(tt.a, tt.b, 0.5)
			if d := got.Dist(mid); d > 0.2*tt.a.Dist(tt.b) {
				t.Errorf("At(%g, %g) = %v, %.1f from the middle %v of its spots (%.1f apart)", tt.progress, tt.lane, got, d, mid, tt.a.Dist(tt.b))
			}
		})
	}
}

func TestAtIsContinuousRoundTheLap(t *testing.T) {
	for _, id := range tracks.IDs() {
		l := mustLayout(t, id)
		L := float64(l.Length())
		prev := l.At(-3, 1)
		for u := -3.0; u <= 2*L+1; u += 0.05 {
			p := l.At(u, 1)
			// A space is at most about 90 board units long: a twentieth of one is a few units.
			if d := p.Dist(prev.point); d > 9 {
				t.Fatalf("%s: the path jumps %.1f units at progress %.2f", id, d, u)
			}
			if da := math.Abs(normAngle(p.Angle - prev.Angle)); da > 0.5 {
				t.Fatalf("%s: the direction jumps %.2f rad at progress %.2f", id, da, u)
			}
			prev = p
		}
	}
}

func TestPath(t *testing.T) {
	l := mustLayout(t, "usa")
	L := l.Length()
	tests := []struct {
		name     string
		from, to engine.Pos
		want     []engine.Pos
	}{
		{"forward, lane change at the end", engine.Pos{Progress: 3, Lane: 1}, engine.Pos{Progress: 6, Lane: 2},
			[]engine.Pos{{Progress: 3, Lane: 1}, {Progress: 4, Lane: 1}, {Progress: 5, Lane: 1}, {Progress: 6, Lane: 2}}},
		{"over the finish line", engine.Pos{Progress: L - 2, Lane: 2}, engine.Pos{Progress: L + 1, Lane: 2},
			[]engine.Pos{{Progress: L - 2, Lane: 2}, {Progress: L - 1, Lane: 2}, {Progress: 0, Lane: 2}, {Progress: 1, Lane: 2}}},
		{"off the grid", engine.Pos{Progress: -2, Lane: 1}, engine.Pos{Progress: 1, Lane: 1},
			[]engine.Pos{{Progress: L - 2, Lane: 1}, {Progress: L - 1, Lane: 1}, {Progress: 0, Lane: 1}, {Progress: 1, Lane: 1}}},
		{"backwards after a spin-out", engine.Pos{Progress: 13, Lane: 1}, engine.Pos{Progress: 11, Lane: 2},
			[]engine.Pos{{Progress: 13, Lane: 1}, {Progress: 12, Lane: 1}, {Progress: 11, Lane: 2}}},
		{"standing still", engine.Pos{Progress: 9, Lane: 2}, engine.Pos{Progress: 9, Lane: 2},
			[]engine.Pos{{Progress: 9, Lane: 2}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := l.Path(tt.from, tt.to)
			if len(got) != len(tt.want) {
				t.Fatalf("Path passes %d spots, want %d", len(got), len(tt.want))
			}
			for i, w := range tt.want {
				if want := l.Spot(w); got[i] != want {
					t.Errorf("spot %d is %v, want space %d lane %d at %v", i, got[i], w.Progress, w.Lane, want)
				}
			}
		})
	}
}

func TestGridPlacesPoleFirst(t *testing.T) {
	l := mustLayout(t, "gb")
	tr := l.Track()
	grid := l.Grid()
	if len(grid) != len(tr.Grid) {
		t.Fatalf("%d grid places, want %d", len(grid), len(tr.Grid))
	}
	for i, g := range tr.Grid {
		if !near(grid[i].point, spotPoint(tr, g.Space, g.Lane), 1e-9) {
			t.Errorf("grid place %d at %v, want space %d lane %d", i+1, grid[i].point, g.Space, g.Lane)
		}
	}
}

func TestBoundsHoldTheCircuit(t *testing.T) {
	for _, id := range tracks.IDs() {
		l := mustLayout(t, id)
		b, board := l.Bounds(), l.Board()
		if b.X < board.X || b.Y < board.Y || b.X+b.W > board.W || b.Y+b.H > board.H {
			t.Errorf("%s: bounds %+v spill off the board %+v", id, b, board)
		}
		for _, sp := range l.Track().Spots {
			if !b.Contains(point{sp.X, sp.Y}) {
				t.Errorf("%s: spot %d/%d outside the bounds", id, sp.Space, sp.Lane)
			}
		}
		for i, c := range l.Track().Corners {
			if !b.Contains(point{c.Sign.X, c.Sign.Y}) {
				t.Errorf("%s: the sign of corner %d lies outside the bounds", id, i+1)
			}
		}
	}
}

func TestNearestFindsTheSpot(t *testing.T) {
	l := mustLayout(t, "france")
	tr := l.Track()
	for _, want := range []engine.Pos{{Progress: 0, Lane: 1}, {Progress: 17, Lane: 2}, {Progress: tr.Length - 1, Lane: 1}} {
		p := spotPoint(tr, want.Progress, want.Lane).Add(point{3, -2})
		got, d := l.Nearest(p)
		if got != want || d > 4 {
			t.Errorf("Nearest(%v) = %+v at %.1f, want %+v", p, got, d, want)
		}
	}
}

func TestCornersTurnTheRightWay(t *testing.T) {
	l := mustLayout(t, "usa")
	// USA: corner 2 (space 33) turns right on screen, corner 4 (space 57) is a left hairpin.
	if a := l.turn(33); a < 0.5 {
		t.Errorf("corner 2 turns %.2f rad, want a clear right turn", a)
	}
	if a := l.turn(57); a > -1 {
		t.Errorf("corner 4 turns %.2f rad, want a sharp left turn", a)
	}
}

func TestLaneSidesMatchTheSpots(t *testing.T) {
	for _, id := range tracks.IDs() {
		l := mustLayout(t, id)
		for s := range l.Length() {
			sec := l.section(float64(s))
			for lane := 1; lane <= 2; lane++ {
				if got, want := sec.at(l.laneK(lane)), spotPoint(l.Track(), s, lane); !near(got, want, 4) {
					t.Fatalf("%s space %d: lane %d centre drawn at %v, spot at %v", id, s, lane, got, want)
				}
			}
		}
	}
}
