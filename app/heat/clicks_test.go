package heat

import (
	"fmt"
	"slices"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell/shelltest"
	engine "github.com/heatracing/heat/engine/heat"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// go-app draws a page again by updating its elements in place, and keeps an element's event
// handler when the new one has the same code and scope, whatever values it captured. These tests
// click what a page shows after it changed, as a player would, and check that the click does
// what the page shows now.

// reactView is the player's view at a decision, with its legal choices.
func reactView(l engine.Legal) *engine.View {
	return &engine.View{Seat: 0, Cars: []engine.CarView{{Seat: 0, Name: "Ada", Gear: 2}}, Me: &engine.Private{Legal: l}}
}

// A control of the dashboard submits what it shows now, after the same place showed another.
func TestDashboardClicksDoWhatTheyShow(t *testing.T) {
	for _, tt := range []struct {
		name          string
		before, after engine.Legal
		click         string
		want          engine.Action
	}{
		{"less to cool down", engine.Legal{Decision: engine.DecideReact, Cooldown: 2}, engine.Legal{Decision: engine.DecideReact, Cooldown: 1},
			"cooldown-1", engine.Action{Type: engine.ActCooldown, Count: 1}},
		{"Cooldown taken, Adrenaline left", engine.Legal{Decision: engine.DecideReact, Cooldown: 1, Boost: true, Adrenaline: true}, engine.Legal{Decision: engine.DecideReact, Boost: true, Adrenaline: true},
			"boost", engine.Action{Type: engine.ActBoost}},
		{"Boost taken, Adrenaline left", engine.Legal{Decision: engine.DecideReact, Boost: true, Adrenaline: true}, engine.Legal{Decision: engine.DecideReact, Adrenaline: true},
			"react-done", engine.Action{Type: engine.ActReactDone}},
		{"fewer Stress to discard", engine.Legal{Decision: engine.DecideReact, Reduce: 2}, engine.Legal{Decision: engine.DecideReact, Reduce: 1},
			"reduce-1", engine.Action{Type: engine.ActReduce, Count: 1}},
		{"a card played directly", engine.Legal{Decision: engine.DecideReact, Refresh: []int{5, 6}}, engine.Legal{Decision: engine.DecideReact, Refresh: []int{6}},
			"refresh-6", engine.Action{Type: engine.ActRefresh, Cards: []int{6}}},
		{"a slipstream bonus gone", engine.Legal{Decision: engine.DecideSlipstream, SlipstreamExtras: []int{1, 3}}, engine.Legal{Decision: engine.DecideSlipstream, SlipstreamExtras: []int{3}},
			"slip-extra-3", engine.Action{Type: engine.ActSlipstream, Accept: true, Count: 3}},
		{"React after Slipstream's place", engine.Legal{Decision: engine.DecideSlipstream}, engine.Legal{Decision: engine.DecideReact, Adrenaline: true},
			"react-done", engine.Action{Type: engine.ActReactDone}},
		{"another gear", engine.Legal{Decision: engine.DecideShift, Gears: []engine.GearOption{{Gear: 1}, {Gear: 2}}}, engine.Legal{Decision: engine.DecideShift, Gears: []engine.GearOption{{Gear: 2}, {Gear: 3}}},
			"gear-3", engine.Action{Type: engine.ActShift, Gear: 3}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			played := []engine.Card{{ID: 5, Kind: engine.Speed, Value: 2}, {ID: 6, Kind: engine.Speed, Value: 3}}
			v, drawn := reactView(tt.before), 1
			v.Cars[0].Played = played
			var got []engine.Action
			page := shelltest.Mount(t, func() app.UI {
				return &dashboard{View: v, Drawn: drawn, Say: func(string) {}, Settle: func() {},
					Act: func(_ app.Context, at int, a engine.Action) bool {
						if at == drawn {
							got = append(got, a)
						}
						return at == drawn
					}}
			})
			page.Render(func() {
				v, drawn = reactView(tt.after), 2
				v.Cars[0].Played = played
			})
			page.Click(tt.click)
			if len(got) != 1 || fmt.Sprint(got[0]) != fmt.Sprint(tt.want) {
				t.Errorf("%s submits %v, want %v", tt.click, got, tt.want)
			}
		})
	}
}

// A click on a control drawn for a decision the player has taken since (the browser queued it
// before go-app drew the page again: here the next round's React, with the same choices) carries
// that decision's token, which the page refuses; the same control drawn again carries the new one.
func TestDashboardClickDrawnForAnEarlierDecision(t *testing.T) {
	v, drawn := reactView(engine.Legal{Decision: engine.DecideReact, Adrenaline: true}), 1
	var tokens []int
	page := shelltest.Mount(t, func() app.UI {
		return &dashboard{View: v, Drawn: drawn, Say: func(string) {}, Settle: func() {},
			Act: func(_ app.Context, at int, a engine.Action) bool { tokens = append(tokens, at); return false }}
	})
	late := page.ClickLater("react-done")
	page.Render(func() { v, drawn = reactView(engine.Legal{Decision: engine.DecideReact, Adrenaline: true}), 2 })
	late()
	page.Click("react-done")
	if !slices.Equal(tokens, []int{1, 2}) {
		t.Errorf("a click drawn for the last round, then one for this round, carry the tokens %v, want [1 2]", tokens)
	}
}

// The custom championship's choices each change what they show, and keep the others: a choice
// made before stays made.
func TestCustomChampionshipChoicesKeepEachOther(t *testing.T) {
	cs := &heattitle.ChampSettings{Tracks: []string{"usa", "italia", "france"}, Events: true}
	page := shelltest.Mount(t, func() app.UI {
		return champChoice(cs, false, false, func(c *heattitle.ChampSettings) { cs = c })
	})
	page.Click("champ-race-1-gb")
	page.Render(nil)
	page.Click("champ-events-off")
	page.Render(nil)
	page.Click("champ-races-4")
	want := &heattitle.ChampSettings{Tracks: []string{"gb", "italia", "france", "gb"}}
	if fmt.Sprint(cs) != fmt.Sprint(want) {
		t.Errorf("after race 1 in Great Britain, no events and 4 races, the championship is %+v, want %+v", cs, want)
	}
}

// The second click of a double click on Play lands where React's Boost is drawn next: it does
// nothing, and a click of its own on Boost boosts.
func TestDoubleClickOnPlayDoesNotBoost(t *testing.T) {
	v, drawn := reactView(engine.Legal{Decision: engine.DecideReact, Boost: true}), 1
	var got []engine.Action
	page := shelltest.Mount(t, func() app.UI {
		return &dashboard{View: v, Drawn: drawn, Say: func(string) {}, Settle: func() {},
			Act: func(_ app.Context, at int, a engine.Action) bool { got = append(got, a); return true }}
	})
	page.DoubleClick("boost")
	if len(got) != 0 {
		t.Fatalf("the second click of a double click submitted %v", got)
	}
	page.Click("boost")
	if len(got) != 1 || got[0].Type != engine.ActBoost {
		t.Errorf("a click on Boost submitted %v, want a Boost", got)
	}
}
