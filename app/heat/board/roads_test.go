package board

import (
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

// The Weather module's tokens on the board: every token's mark is painted, and a corner's sign
// shows the limit its road token makes.
func TestRoadTokensArePainted(t *testing.T) {
	s := newScene(mustLayout(t, "usa")) // corners 1–4: limits 7, 3, 3, 2
	s.px, s.grain = 1, &fakeImage{name: "grain"}
	s.cond = conditions{weather: engine.Fog, roads: []engine.RoadToken{
		{Corner: 0, Kind: engine.RoadLimitUp}, {Corner: 1, Kind: engine.RoadOverheat},
		{Corner: 2, Kind: engine.RoadWeather}, {Corner: 3, Kind: engine.RoadFreeBoost},
	}}
	rec := &recorder{}
	paintTrack(rec, s)
	for _, want := range []string{"8", "+1", "+H", "FOG", "B0"} {
		if !rec.has(want) {
			t.Errorf("%q is not painted", want)
		}
	}
	if s.limitShown(0) != 8 || s.limitShown(1) != 3 {
		t.Errorf("limits shown %d and %d, want 8 and 3", s.limitShown(0), s.limitShown(1))
	}
	// Without the module, nothing of it.
	plain, _ := paintedTrack(t, "usa", false)
	if plain.has("+H") || plain.has("B0") {
		t.Error("tokens painted on a race without road conditions")
	}
}

func TestSetConditionsRepaintsOnlyOnChange(t *testing.T) {
	b := New()
	roads := []engine.RoadToken{{Corner: 0, Kind: engine.RoadOverheat}}
	b.b.staticStale = false
	b.SetConditions(engine.Rain, roads)
	if !b.b.staticStale || b.cond.weather != engine.Rain {
		t.Fatal("new conditions do not repaint the track")
	}
	b.b.staticStale = false
	b.SetConditions(engine.Rain, []engine.RoadToken{{Corner: 0, Kind: engine.RoadOverheat}})
	if b.b.staticStale {
		t.Error("the same conditions repaint the track")
	}
}

// TestPressCornersArePainted: a championship race's press corners carry a "P" standee.
func TestPressCornersArePainted(t *testing.T) {
	s := newScene(mustLayout(t, "usa"))
	s.px, s.grain = 1, &fakeImage{name: "grain"}
	rec := &recorder{}
	paintTrack(rec, s)
	if rec.has("P") {
		t.Fatal("a press standee without press corners")
	}
	s.cond = conditions{press: []int{1}}
	rec = &recorder{}
	paintTrack(rec, s)
	if !rec.has("P") {
		t.Error("the press corner is not marked")
	}
}
