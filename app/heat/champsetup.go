package heat

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
	heattitle "github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/tracks"
)

// champPath is the solo championship's setup page.
const champPath = "/championship"

const champLead = "Three or four races in a row on the same cars: points for every place, event cards that change each race, " +
	"sponsors won at the press corners, upgrades kept from race to race. No network needed."

// champChoice is the choice of a championship: one of the published seasons, or a custom one of
// 3 or 4 circuits with a random event per race or none. single offers "Single race" (nil), for
// the friends' lobby; set is called with a fresh value on every change.
func champChoice(cs *heattitle.ChampSettings, single, locked bool, set func(*heattitle.ChampSettings)) app.UI {
	cur := "single"
	if cs != nil {
		cur = "custom"
		if cs.Season != "" {
			cur = cs.Season
		}
	}
	choice := func(id, label, help string, next func() *heattitle.ChampSettings) app.UI {
		return app.Button().Class("parlor-option").DataSet("testid", "champ-"+id).Title(help).Disabled(locked).
			Aria("pressed", fmt.Sprint(cur == id)).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { set(next()) })
	}
	var row []app.UI
	if single {
		row = append(row, choice("single", "Single race", "One race on the circuit chosen below.", func() *heattitle.ChampSettings { return nil }))
	}
	for _, s := range engine.Seasons {
		year := s.Year
		row = append(row, choice(year, year+" season", seasonText(s), func() *heattitle.ChampSettings {
			return &heattitle.ChampSettings{Season: year}
		}))
	}
	row = append(row, choice("custom", "Custom", "3 or 4 circuits of your choice.", func() *heattitle.ChampSettings {
		return &heattitle.ChampSettings{Tracks: []string{"usa", "italia", "france"}, Events: true}
	}))
	body := []app.UI{app.Div().Class("parlor-options").Role("group").Aria("label", "championship").Body(row...)}
	switch {
	case cs == nil:
	case cs.Season != "":
		s, _ := engine.SeasonOf(cs.Season)
		body = append(body, app.P().Class("parlor-hint").DataSet("testid", "champ-about").Text(seasonText(s)))
	default:
		body = append(body, customRaces(cs, locked, set)...)
	}
	return app.Div().DataSet("testid", "champ-choice").Body(body...)
}

// seasonText lists a season's races and events.
func seasonText(s engine.Season) string {
	var races []string
	for i, l := range s.Races {
		e, _ := engine.EventCardOf(l.Event)
		races = append(races, fmt.Sprintf("%d. %s (%s)", i+1, trackName(l.Track), e.Title))
	}
	return strings.Join(races, " · ")
}

// customRaces lets the players pick 3 or 4 circuits and whether each race draws an event card.
func customRaces(cs *heattitle.ChampSettings, locked bool, set func(*heattitle.ChampSettings)) []app.UI {
	edit := func(change func(c *heattitle.ChampSettings)) func(app.Context, app.Event) {
		return func(ctx app.Context, e app.Event) {
			c := &heattitle.ChampSettings{Tracks: slices.Clone(cs.Tracks), Events: cs.Events}
			change(c)
			set(c)
		}
	}
	// A choice's handler edits the settings as drawn: its scope names them, so that go-app mounts
	// it anew when they change (it keeps a handler of unchanged code and scope, with what it captured).
	drawn := fmt.Sprint(cs.Tracks, cs.Events)
	opt := func(id, label string, on bool, click func(app.Context, app.Event)) app.UI {
		return app.Button().Class("parlor-option").DataSet("testid", id).Disabled(locked).Aria("pressed", fmt.Sprint(on)).Text(label).
			OnClick(click, app.EventScope(id, drawn))
	}
	count := app.Div().Class("parlor-options").Role("group").Aria("label", "number of races").Body(
		opt("champ-races-3", "3 races", len(cs.Tracks) == 3, edit(func(c *heattitle.ChampSettings) { c.Tracks = c.Tracks[:min(3, len(c.Tracks))] })),
		opt("champ-races-4", "4 races", len(cs.Tracks) == 4, edit(func(c *heattitle.ChampSettings) {
			for len(c.Tracks) < 4 {
				c.Tracks = append(c.Tracks, "gb")
			}
		})),
	)
	out := []app.UI{count}
	all, _ := tracks.All()
	for i, cur := range cs.Tracks {
		var bs []app.UI
		for _, t := range all {
			id := t.ID
			bs = append(bs, opt(fmt.Sprintf("champ-race-%d-%s", i+1, id), t.Name, cur == id, edit(func(c *heattitle.ChampSettings) { c.Tracks[i] = id })))
		}
		out = append(out, app.Div().Class("parlor-options").Role("group").Aria("label", fmt.Sprintf("race %d circuit", i+1)).Body(
			append([]app.UI{app.Elem("span").Class("parlor-hint").Text(fmt.Sprintf("Race %d:", i+1))}, bs...)...))
	}
	out = append(out, app.Div().Class("parlor-options").Role("group").Aria("label", "event cards").Body(
		opt("champ-events-on", "A random event per race", cs.Events, edit(func(c *heattitle.ChampSettings) { c.Events = true })),
		opt("champ-events-off", "No events", !cs.Events, edit(func(c *heattitle.ChampSettings) { c.Events = false })),
	))
	return out
}
