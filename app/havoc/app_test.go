package havoc

import (
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/app/shell/shelltest"
	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
)

// An update a page cannot read is refused, never a panic; a resent stretch of events is kept once.
func TestTake(t *testing.T) {
	g, err := engine.New(engine.Config{Seats: []engine.SeatConfig{{Name: "Ann", Colour: "red"}, {Name: "Skid", Colour: "blue"}}}, 7)
	if err != nil {
		t.Fatal(err)
	}
	v := map[string]any{"seat": 0, "stage": "dealer", "pause": map[string]any{"ended": "dealer", "next": "storm"}}
	if view := shelltest.Takes(t, newClient(), v, g.Events(0, 0)); view.Pause == nil || view.Pause.Next != engine.StageStorm {
		t.Fatalf("took view %+v: the pause is not read", view)
	}
}

// A batch of race events becomes the board's pawn moves, space by space along a lane.
func TestPawnMoves(t *testing.T) {
	sp := func(pos, lane int) *engine.Spot { return &engine.Spot{Pos: pos, Lane: lane} }
	evs := []engine.Event{
		{Kind: engine.EvRoll, Seat: 0},
		{Kind: engine.EvMove, Seat: 0, From: sp(94, 2), To: sp(2, 2)},
		{Kind: engine.EvCoin, Seat: 0, From: sp(2, 2), To: sp(95, 2)},
		{Kind: engine.EvTow, Seat: 1, From: sp(40, 3), To: sp(2, engine.LanePit)},
		{Kind: engine.EvSidestep, Seat: 1, From: sp(5, 1), To: sp(5, 1)},
	}
	ms := pawnMoves(evs)
	if len(ms) != 3 {
		t.Fatalf("%d moves, want 3", len(ms))
	}
	if len(ms[0].pts) != 5 || len(ms[1].pts) != 4 || len(ms[2].pts) != 2 {
		t.Errorf("points %d %d %d, want 5 4 2", len(ms[0].pts), len(ms[1].pts), len(ms[2].pts))
	}
	if ms[0].dur != 4*stepTime {
		t.Errorf("a 4-space move takes %v", ms[0].dur)
	}
}

// Frame times count only while a pawn moves.
func TestFrameStats(t *testing.T) {
	var s frameStats
	s.add(5, false)
	if s.percentile(50) != 0 {
		t.Error("a still frame counted")
	}
	for i := range 10 {
		s.add(float64(i), true)
	}
	if s.percentile(50) != 4 || s.percentile(100) != 9 {
		t.Errorf("p50 %v p100 %v", s.percentile(50), s.percentile(100))
	}
}

// A Havoc room in the public list: four places and its settings in words.
func TestRoomSummary(t *testing.T) {
	for _, tc := range []struct {
		settings string
		want     string
	}{
		{`{"laps":1,"dice":2,"decks":1,"cards":5,"coins":3}`, "1 lap · 2 dice · 1 deck · 5 cards in hand · 3 coins"},
		{`{"laps":3,"dice":1,"decks":2,"cards":3,"coins":1}`, "3 laps · 1 die · 2 decks · 3 cards in hand · 1 coin"},
	} {
		places, got := summary(p2p.Lobby{Settings: json.RawMessage(tc.settings)})
		if places != 4 || got != tc.want {
			t.Errorf("summary(%s) = %d, %q; want 4, %q", tc.settings, places, got, tc.want)
		}
	}
}
