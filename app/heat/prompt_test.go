package heat

import (
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

func TestPrompt(t *testing.T) {
	r, err := engine.New(engine.Config{Track: "usa", Seats: []engine.SeatConfig{
		{Name: "Ada", Colour: "red"}, {Name: "Bo", Colour: "blue"}, {Name: "Cy", Colour: "green"},
	}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	v := r.View(0)
	title, detail, mine := prompt(&v)
	if title != "Shift gear" || !mine || !strings.Contains(detail, "You are in 1st gear. Free: 1st, 2nd. For 1 Heat: 3rd.") {
		t.Errorf("start: %q %q %v", title, detail, mine)
	}
	if err := r.Apply(0, engine.Action{Type: engine.ActShift, Gear: 2}); err != nil {
		t.Fatal(err)
	}
	v = r.View(0)
	if title, _, _ := prompt(&v); title != "Play 2 cards" {
		t.Errorf("after shifting: %q", title)
	}
	hand := v.Me.Legal.Play.Cards
	if err := r.Apply(0, engine.Action{Type: engine.ActPlay, Cards: hand[:2]}); err != nil {
		t.Fatal(err)
	}
	v = r.View(0)
	if title, detail, mine := prompt(&v); title != "Waiting" || mine || detail != "Waiting for Bo and Cy to play." {
		t.Errorf("waiting: %q %q %v", title, detail, mine)
	}
	s := r.View(engine.Spectator)
	if title, _, mine := prompt(&s); title != "Waiting" || mine {
		t.Errorf("spectator: %q", title)
	}
	if title, _, _ := prompt(nil); title != "Connecting…" {
		t.Errorf("no view: %q", title)
	}
}

func TestPromptAtTheEnd(t *testing.T) {
	for _, tc := range []struct {
		mode engine.Mode
		want string
	}{{engine.ModeRace, "Race over"}, {engine.ModeQualifying, "Qualifying over"}} {
		v := engine.View{Phase: engine.PhaseOver, Mode: tc.mode}
		if title, _, mine := prompt(&v); title != tc.want || mine {
			t.Errorf("%s over: %q, mine %v", tc.mode, title, mine)
		}
	}
}
