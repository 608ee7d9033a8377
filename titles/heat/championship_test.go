package heat

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/kit/kittest"
)

func champSettings(t *testing.T, cs ChampSettings) json.RawMessage {
	return settings(t, Settings{Legends: 2, BotLevel: "easy", Garage: engine.GarageBasic, Weather: true, Championship: &cs})
}

// viewOf reads a championship view as a page would.
func viewOf(t *testing.T, g p2p.Match, seat int) (ChampView, p2p.SeatView) {
	return kittest.View[ChampView](t, g, seat)
}

// step lets the computer decide for one pending seat, as the host does for bots.
func step(t *testing.T, g p2p.Match) {
	t.Helper()
	seat := g.Pending()[0]
	intent, err := g.Auto(seat)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(seat, intent); err != nil {
		t.Fatalf("seat %d %s: %v", seat, intent, err)
	}
}

func reload(t *testing.T, g p2p.Match) p2p.Match {
	t.Helper()
	save, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Title.Load(save)
	if err != nil {
		t.Fatal(err)
	}
	a, _ := g.View(0, 0)
	b, _ := back.View(0, 0)
	if !bytes.Equal(a.View, b.View) || a.Next != b.Next {
		t.Fatal("the reloaded championship shows something else")
	}
	return back
}

// TestSoloSeasonThroughTheTitle plays the 1961 season as the solo host would (the bot driving the
// player's car too), reloading between races and in the middle of one: the next race waits for
// the player, events are numbered across races, and the champion is named at the end.
func TestSoloSeasonThroughTheTitle(t *testing.T) {
	g, err := Title.New(champSettings(t, ChampSettings{Season: "1961"}), twoDrivers, 3)
	if err != nil {
		t.Fatal(err)
	}
	next := 0
	for race := range 3 {
		v, sv := viewOf(t, g, 0)
		if v.Champ.Index != race || v.Champ.Event.Number != race+1 || v.Track != []string{"gb", "usa", "italia"}[race] || v.Event != race+1 {
			t.Fatalf("race %d: index %d, event %d, track %s", race+1, v.Champ.Index, v.Champ.Event.Number, v.Track)
		}
		if sv.Next < next {
			t.Fatalf("race %d: events numbered from %d after %d", race+1, sv.Next, next)
		}
		for n := 0; !g.Over() && champOf(g).Index() == race && !champOf(g).Between(); n++ {
			step(t, g)
			if n == 150 && race == 1 {
				g = reload(t, g) // in the middle of a race
			}
		}
		_, sv = viewOf(t, g, 0)
		next = sv.Next
		if race == 2 {
			break
		}
		v, _ = viewOf(t, g, 1)
		if !v.Champ.Between || len(v.Champ.Results) != race+1 || v.Champ.Starter != 0 {
			t.Fatalf("after race %d: between %v, %d results, starter %d", race+1, v.Champ.Between, len(v.Champ.Results), v.Champ.Starter)
		}
		if p := g.Pending(); len(p) != 1 || p[0] != 0 {
			t.Errorf("between races the game waits for %v, want the player (seat 0)", p)
		}
		if err := g.Apply(1, NextRaceIntent); err == nil {
			t.Error("the bot's seat started the next race")
		}
		g = reload(t, g) // between races
		if err := g.Apply(0, NextRaceIntent); err != nil {
			t.Fatal(err)
		}
		if v, _ := viewOf(t, g, 0); len(v.Champ.Grid) != 4 || v.Champ.Grid[0] != v.Champ.Standings[0].Seat {
			t.Errorf("race %d grid %v, standings %+v", race+2, v.Champ.Grid, v.Champ.Standings)
		}
	}
	v, _ := viewOf(t, g, 0)
	if !g.Over() || !v.Champ.Over || v.Champ.Champion != v.Champ.Standings[0].Seat || len(v.Champ.Results) != 3 {
		t.Fatalf("the end: over %v, champion %d, results %d", g.Over(), v.Champ.Champion, len(v.Champ.Results))
	}
	if err := g.Apply(0, NextRaceIntent); !errors.Is(err, engine.ErrOver) {
		t.Errorf("next race after the last: %v", err)
	}
	// The audit replays the whole championship, next races included, to the same save.
	kittest.Replays(t, Title, g)
}

func TestChampionshipSettings(t *testing.T) {
	for _, tt := range []struct {
		name string
		raw  string
		want string
	}{
		{"season", `{"track":"usa","championship":{"season":"1962"}}`, ""},
		{"custom", `{"championship":{"tracks":["usa","gb","france"],"events":true}}`, ""},
		{"custom, no events", `{"championship":{"tracks":["usa","gb","france","italia"]}}`, ""},
		{"no season", `{"championship":{"season":"1999"}}`, "1999"},
		{"two races", `{"championship":{"tracks":["usa","gb"]}}`, "3 or 4 races"},
		{"laps", `{"laps":1,"championship":{"season":"1961"}}`, "laps"},
		{"qualifying", `{"mode":"qualifying","championship":{"season":"1961"}}`, "Qualifying"},
	} {
		err := Title.CheckSettings(json.RawMessage(tt.raw), twoDrivers)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
	}
}

func TestBadChampionshipSaves(t *testing.T) {
	g, err := Title.New(champSettings(t, ChampSettings{Tracks: []string{"usa", "gb", "italia"}, Events: true}), twoDrivers, 5)
	if err != nil {
		t.Fatal(err)
	}
	save, _ := g.Save()
	for _, bad := range []string{
		strings.Replace(string(save), `"version":1`, `"version":7`, 1),
		strings.Replace(string(save), `"seed":`, `"seed":1`, 1),
		strings.Replace(string(save), `"championship":{"version"`, `"championship":{"extra":1,"version"`, 1),
	} {
		if bad == string(save) {
			t.Fatal("the edit changed nothing")
		}
		if _, err := Title.Load([]byte(bad)); err == nil {
			t.Errorf("a bad save was loaded: %.80s", bad)
		}
	}
}
