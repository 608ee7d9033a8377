package heat

import (
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	heattitle "github.com/heatracing/heat/titles/heat"
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

func TestPromptForTheModules(t *testing.T) {
	seats := []engine.SeatConfig{{Name: "Ada", Colour: "red"}, {Name: "Bo", Colour: "blue"}}
	r, err := engine.New(engine.Config{Track: "usa", Seats: seats, Grid: []int{0, 1}, Garage: engine.GarageBasic}, 1)
	if err != nil {
		t.Fatal(err)
	}
	// Bo, at the back, picks first.
	v := r.View(0)
	if title, detail, mine := prompt(&v); title != "Garage draft" || mine || detail != "Bo is picking an upgrade." {
		t.Errorf("Ada waits: %q %q %v", title, detail, mine)
	}
	v = r.View(1)
	if title, detail, mine := prompt(&v); title != "Your pick" || !mine || !strings.Contains(detail, "round 1 of 3") {
		t.Errorf("Bo picks: %q %q %v", title, detail, mine)
	}
	l := engine.Legal{Decision: engine.DecideReact, Reduce: 2, Accelerate: 3, Direct: []int{4}, Refresh: []int{5}, Salvage: 1, Boost: true}
	got := reactDetail(l)
	for _, want := range []string{"boost for free", "discard Stress", "salvage", "accelerate +3", "Direct Play", "Refresh"} {
		if !strings.Contains(got, want) {
			t.Errorf("react detail %q does not say %q", got, want)
		}
	}
	// The cards' Heat and Scrap come first; a Cooldown before Heat the Engine cannot pay yet.
	for _, tt := range []struct {
		l    engine.Legal
		want string
	}{
		{engine.Legal{Decision: engine.DecideReact, Heat: []int{1}}, "First pay your cards' Heat."},
		{engine.Legal{Decision: engine.DecideReact, Heat: []int{1}, HeatShort: true, Cooldown: 2}, "Your Engine cannot pay your cards' Heat yet: cool down first, then pay it."},
		{engine.Legal{Decision: engine.DecideReact, Heat: []int{1}, HeatShort: true}, "replaced by flips"},
		{engine.Legal{Decision: engine.DecideReact, Scrap: []int{1}}, "Resolve your cards' Scrap before you go on."},
	} {
		if got := reactDetail(tt.l); !strings.Contains(got, tt.want) {
			t.Errorf("react detail %q does not say %q", got, tt.want)
		}
	}
}

func TestDraftPlayback(t *testing.T) {
	a, b := engine.Card{ID: 1, Kind: engine.Upgrade}, engine.Card{ID: 2, Kind: engine.Upgrade}
	events := []engine.Event{
		{Kind: engine.EvMarket, Count: 1, Cards: []engine.Card{a, b}, Order: []int{1, 0}},
		{Kind: engine.EvPick, Seat: 1, Count: 1, Cards: []engine.Card{b}},
		{Kind: engine.EvReady}, // not the draft's
	}
	var d draftShow
	d.take(events, true, true)
	if len(d.events) != 2 || d.at != 1 || !d.playing() {
		t.Fatalf("a page joining the draft shows the round's market and plays its picks: %+v", d)
	}
	round, market, _, next, picks := d.state()
	if round != 1 || len(market) != 2 || next != 1 || len(picks) != 0 {
		t.Errorf("before the pick: round %d market %v next %d picks %v", round, market, next, picks)
	}
	d.at++
	_, market, _, next, picks = d.state()
	if len(market) != 1 || market[0].ID != 1 || next != 0 || len(picks[1]) != 1 {
		t.Errorf("after Bo's pick: market %v next %d picks %v", market, next, picks)
	}
	var late draftShow
	late.take(events, true, false)
	if late.playing() {
		t.Error("a page joining after the draft plays it back")
	}
}

func TestModulesText(t *testing.T) {
	if got := modulesText(heattitle.Settings{Garage: engine.GarageBoth, Weather: true}); got != "Garage: Full draft · weather and road conditions" {
		t.Errorf("%q", got)
	}
	if got := modulesText(heattitle.Settings{}); got != "no Garage upgrades · no weather" {
		t.Errorf("%q", got)
	}
}
