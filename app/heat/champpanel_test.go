package heat

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// champViewAt plays a 1961 championship with the bots to the given point and returns seat 0's
// view of it, as the pages read it.
func champViewAt(t *testing.T, stop func(g p2p.Match) bool) heattitle.ChampView {
	t.Helper()
	settings, _ := json.Marshal(heattitle.Settings{Legends: 2, BotLevel: "easy", Garage: engine.GarageBasic,
		Championship: &heattitle.ChampSettings{Season: "1961"}})
	g, err := heattitle.Title.New(settings, []p2p.Seat{{Name: "Ada", Colour: "red"}, {Name: "Bo", Colour: "blue", Bot: true}}, 2)
	if err != nil {
		t.Fatal(err)
	}
	return playUntil(t, g, stop)
}

// playUntil lets the bots decide for every seat until stop says so, and returns seat 0's view
// as the pages read it.
func playUntil(t *testing.T, g p2p.Match, stop func(g p2p.Match) bool) heattitle.ChampView {
	t.Helper()
	for !stop(g) {
		seat := g.Pending()[0]
		intent, err := g.Auto(seat)
		if err == nil {
			err = g.Apply(seat, intent)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	sv, _ := g.View(0, 0)
	var v heattitle.ChampView
	if err := json.Unmarshal(sv.View, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func renderRace(t *testing.T, v heattitle.ChampView) string {
	t.Helper()
	race := raceSheet{View: &v.View, Tags: make([]string, len(v.View.Cars))}
	return app.HTMLString(app.Div().Body(&champPanel{Race: race, Champ: &v.Champ}, &champResults{Race: race, Champ: &v.Champ},
		nextStep{Champ: &v.Champ}.champAfter(&v.View)))
}

func TestChampionshipPanels(t *testing.T) {
	// Before the first race: the event card, the press corner, the random grid; no standings yet.
	v := champViewAt(t, func(g p2p.Match) bool { return true })
	html := renderRace(t, v)
	for _, want := range []string{`data-testid="champ-prerace"`, "1961 season · Race 1 of 3", "Event 1: New grandstand inauguration",
		"Press corner 1", "A random grid", `data-testid="champ-sponsors"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the pre-race screen lacks %q:\n%s", want, html)
		}
	}
	// Between races: the standings with the race's points, and the next race for the player.
	v = champViewAt(t, func(g p2p.Match) bool {
		var cv heattitle.ChampView
		sv, _ := g.View(0, 0)
		_ = json.Unmarshal(sv.View, &cv)
		return cv.Champ.Between
	})
	html = renderRace(t, v)
	for _, want := range []string{`data-testid="champ-standings"`, "standings after race 1 of 3", `data-testid="next-race"`, "Next race: USA", "(1st)"} {
		if !strings.Contains(html, want) {
			t.Errorf("between races the page lacks %q:\n%s", want, html)
		}
	}
	// At the end: the champion and every race's column.
	v = champViewAt(t, func(g p2p.Match) bool { return g.Over() })
	html = renderRace(t, v)
	for _, want := range []string{"champion", "1. Great Britain", "2. USA", "3. Italia", "data-over"} {
		if !strings.Contains(html, want) {
			t.Errorf("the final standings lack %q:\n%s", want, html)
		}
	}
}

func TestChampionshipSetupRenders(t *testing.T) {
	html := render(t, &setupPage{mode: engine.ModeRace, champ: true})
	for _, want := range []string{`data-testid="champ-1961"`, `data-testid="champ-custom"`, "Start the championship", "Great Britain"} {
		if !strings.Contains(html, want) {
			t.Errorf("the championship setup lacks %q", want)
		}
	}
	html = app.HTMLString(champChoice(&heattitle.ChampSettings{Tracks: []string{"usa", "gb", "france", "italia"}}, true, false, func(*heattitle.ChampSettings) {}))
	for _, want := range []string{`data-testid="champ-single"`, `data-testid="champ-race-4-italia"`, `data-testid="champ-events-off"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the custom choice lacks %q:\n%s", want, html)
		}
	}
}
