package havoc

import (
	"testing"

	engine "github.com/heatracing/heat/engine/havoc"
)

func TestSpotsRoundTrip(t *testing.T) {
	for _, s := range []engine.Spot{{Pos: 1, Lane: 1}, {Pos: 96, Lane: 4}, {Pos: 40, Lane: 2}, {Pos: 77, Lane: 3}} {
		p, ok := spotPoint(s)
		if !ok {
			t.Fatalf("%+v has no point", s)
		}
		if got, ok := spotAt(p.X+0.1, p.Y-0.1, 0.55); !ok || got != s {
			t.Errorf("a click beside %+v finds %+v, %v", s, got, ok)
		}
	}
	if _, ok := spotAt(0, 0, 0.55); ok {
		t.Error("the infield is a track space")
	}
	for _, s := range []engine.Spot{{Pos: 1, Lane: engine.LanePitLane}, {Pos: 4, Lane: engine.LanePit}} {
		if _, ok := spotPoint(s); !ok {
			t.Errorf("%+v has no point", s)
		}
	}
	if _, ok := spotPoint(engine.Spot{Pos: 97, Lane: 1}); ok {
		t.Error("position 97 has a point")
	}
}

func TestPathFollowsTheLane(t *testing.T) {
	pts := path(engine.Spot{Pos: 94, Lane: 2}, engine.Spot{Pos: 3, Lane: 2}, 5)
	if len(pts) != 6 {
		t.Fatalf("%d points for 5 spaces", len(pts))
	}
	end, _ := spotPoint(engine.Spot{Pos: 3, Lane: 2})
	if along(pts, 1) != end {
		t.Errorf("the path ends at %+v, not %+v", along(pts, 1), end)
	}
	back := path(engine.Spot{Pos: 3, Lane: 1}, engine.Spot{Pos: 95, Lane: 1}, -4)
	if len(back) != 5 {
		t.Errorf("%d points for 4 spaces back", len(back))
	}
	if len(path(engine.Spot{Pos: 3, Lane: 1}, engine.Spot{Pos: 2, Lane: engine.LanePit}, 0)) != 2 {
		t.Error("a tow is not straight to the pit")
	}
}
