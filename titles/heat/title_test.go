package heat

import (
	"encoding/json"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p"
)

func settings(t *testing.T, s Settings) json.RawMessage {
	t.Helper()
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var twoDrivers = []p2p.Seat{{Name: "Ada", Colour: "blue"}, {Name: "Bot", Colour: "red", Bot: true}}

func TestSettingsBecomeARace(t *testing.T) {
	g, err := Title.New(settings(t, Settings{Track: "gb", Legends: 3, LegendLevel: 2, Laps: 1}), twoDrivers, 9)
	if err != nil {
		t.Fatal(err)
	}
	v := raceOf(g).View(engine.Spectator)
	var names, colours []string
	for _, c := range v.Cars {
		names = append(names, c.Name)
		colours = append(colours, c.Colour)
	}
	if got := strings.Join(names, ","); got != "Ada,Bot,Green Legend,Yellow Legend,Black Legend" {
		t.Errorf("cars %s", got)
	}
	if got := strings.Join(colours, ","); got != "blue,red,green,yellow,black" {
		t.Errorf("colours %s", got)
	}
	if v.Laps != 1 || v.Track != "gb" {
		t.Errorf("track %s laps %d", v.Track, v.Laps)
	}
}

func TestModulesSettings(t *testing.T) {
	g, err := Title.New(settings(t, Settings{Track: "italia", Garage: engine.GarageQuick, Weather: true}), twoDrivers, 4)
	if err != nil {
		t.Fatal(err)
	}
	cfg := raceOf(g).Config()
	v := raceOf(g).View(engine.Spectator)
	if cfg.Garage != engine.GarageQuick || cfg.Weather != engine.WeatherRandom || v.Weather == engine.WeatherOff || len(v.Roads) != 3 {
		t.Errorf("config %+v, view weather %q roads %v", cfg, v.Weather, v.Roads)
	}
	for _, c := range v.Cars {
		if len(c.Upgrades) != 3 {
			t.Errorf("%s was dealt %v", c.Name, c.Upgrades)
		}
	}
}

func TestCheckSettings(t *testing.T) {
	for _, tt := range []struct {
		name  string
		raw   string
		seats []p2p.Seat
		want  string
	}{
		{"fine", `{"track":"usa"}`, twoDrivers, ""},
		{"unknown circuit", `{"track":"monaco"}`, twoDrivers, "monaco"},
		{"too many cars", `{"track":"usa","legends":5}`, twoDrivers, "a race holds 6"},
		{"bad level", `{"track":"usa","botLevel":"godlike"}`, twoDrivers, "godlike"},
		{"not json", `{`, twoDrivers, "could not be read"},
		{"unknown setting", `{"track":"usa","nitro":true}`, twoDrivers, "nitro"},
		{"qualifying is alone", `{"track":"usa","mode":"qualifying"}`, twoDrivers, "alone"},
		{"the modules", `{"track":"usa","garage":"advanced","weather":true}`, twoDrivers, ""},
		{"unknown garage", `{"track":"usa","garage":"chrome"}`, twoDrivers, "chrome"},
		{"same colour twice", `{"track":"usa"}`, []p2p.Seat{{Name: "a", Colour: "red"}, {Name: "b", Colour: "red"}}, "both red"},
	} {
		err := Title.CheckSettings(json.RawMessage(tt.raw), tt.seats)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

// TestAutoPlaysAWholeRace drives every seat with Auto through the JSON interface, checks that a
// view carries only its own hand, and that a saved race loads back mid-way.
func TestAutoPlaysAWholeRace(t *testing.T) {
	g, err := Title.New(settings(t, Settings{Track: "usa", Legends: 2, BotLevel: "hard"}), twoDrivers, 3)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; !g.Over(); steps++ {
		if steps == 60 {
			save, err := g.Save()
			if err != nil {
				t.Fatal(err)
			}
			loaded, err := Title.Load(save)
			if err != nil {
				t.Fatal(err)
			}
			if raceOf(loaded).Digest() != raceOf(g).Digest() {
				t.Fatal("the loaded race differs from the saved one")
			}
			g = loaded
		}
		seat := g.Pending()[0]
		intent, err := g.Auto(seat)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(seat, intent); err != nil {
			t.Fatalf("seat %d auto intent %s: %v", seat, intent, err)
		}
		u, err := g.View(1-seat, 0)
		if err != nil {
			t.Fatal(err)
		}
		var v engine.View
		if err := json.Unmarshal(u.View, &v); err != nil {
			t.Fatal(err)
		}
		if v.Me == nil || v.Seat != 1-seat || u.Next != raceOf(g).EventCount() {
			t.Fatalf("view of seat %d: %+v", 1-seat, v)
		}
	}
	if _, err := g.Auto(0); err == nil {
		t.Error("Auto decided after the race")
	}
}

func TestBadIntents(t *testing.T) {
	g, _ := Title.New(settings(t, Settings{Track: "usa"}), twoDrivers, 1)
	before, _ := g.Save()
	for _, intent := range []string{``, `{`, `{"type":"warp"}`, `{"type":"shift","gear":9}`, `{"type":"play","cards":[1,2,3]}`, `[1]`, `{"type":"shift","gear":2,"extra":1}`, strings.Repeat(" ", 5000)} {
		if err := g.Apply(0, json.RawMessage(intent)); err == nil {
			t.Errorf("intent %q accepted", intent)
		}
	}
	if after, _ := g.Save(); string(after) != string(before) {
		t.Error("refused intents changed the race")
	}
	if _, err := g.View(7, 0); err == nil {
		t.Error("a view for seat 7 of 2")
	}
	if _, err := Title.Load([]byte(`{"title":"chess"}`)); err == nil {
		t.Error("loaded a chess save")
	}
}

// Timed-out and dropped players are driven like bot seats, at the level the host chose.
func TestAutoDrivesAtTheHostsLevel(t *testing.T) {
	for _, level := range []string{"easy", "normal", "hard"} {
		g, err := Title.New(settings(t, Settings{Track: "gb", Legends: 1, BotLevel: level}), twoDrivers, 12)
		if err != nil {
			t.Fatal(err)
		}
		r := raceOf(g)
		for step := 0; step < 60 && !g.Over(); step++ {
			seat := g.Pending()[0] // seat 0 is a player who is away
			got, err := g.Auto(seat)
			if err != nil {
				t.Fatal(err)
			}
			l, _ := bot.ParseLevel(level)
			a, _ := bot.Decide(r.View(seat), l)
			want, _ := json.Marshal(a)
			if string(got) != string(want) {
				t.Fatalf("%s: seat %d got %s from Auto, the %s bot says %s", level, seat, got, level, want)
			}
			if err := g.Apply(seat, got); err != nil {
				t.Fatal(err)
			}
		}
	}
}
