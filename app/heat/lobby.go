package heat

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p"
	heattitle "github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/tracks"
)

// summary is a race's room in the public list: the cars left to players once the Legends are
// seated, and the circuit, laps and Legends.
func summary(l p2p.Lobby) (int, string) {
	s := heattitle.DefaultSettings()
	if len(l.Settings) > 0 {
		_ = json.Unmarshal(l.Settings, &s)
	}
	t, _ := tracks.Get(s.Track)
	if t == nil {
		return engine.MaxCars - s.Legends, ""
	}
	laps := s.Laps
	if laps == 0 {
		laps = t.Laps
	}
	return engine.MaxCars - s.Legends, t.Name + " · " + engine.Quantity(laps, "lap") + " · " + engine.Quantity(s.Legends, "Legend")
}

// configure changes the race settings (host only); timer < 0 keeps the turn timer. It reads the
// lobby when it runs: a handler keeps what it captured at its first render, so a turn timer
// captured then would undo a later change of it.
func configure(l *shell.Lobby, change func(*heattitle.Settings), timer time.Duration) {
	if timer < 0 {
		timer = l.State.Lobby.TurnTimer
	}
	s := roomSettings(l.State.Lobby)
	change(&s)
	b, _ := json.Marshal(s)
	l.HostDo(func(h *p2p.Host) error { return h.Configure(b, timer) })
}

var turnTimers = []time.Duration{0, 15 * time.Second, 30 * time.Second, 60 * time.Second, 90 * time.Second}

// settingsPanel lets the host set the race up; guests see the same panel read-only.
func settingsPanel(l *shell.Lobby) app.UI {
	host := l.Hosting()
	s := roomSettings(l.State.Lobby)
	timer := l.State.Lobby.TurnTimer
	t, _ := tracks.Get(s.Track)
	// Guests see the host's controls, disabled, under a summary in words.
	locked := !host || l.Status.Busy
	var summary app.UI = app.Text("")
	if !host {
		facts := "—"
		if t != nil {
			facts = t.Name + " · " + trackFacts(t, s.Laps)
		}
		timerText := "no turn timer"
		if timer > 0 {
			timerText = fmt.Sprintf("%d s to decide", int(timer.Seconds()))
		}
		summary = app.Div().Class("heat-summary").DataSet("testid", "settings-summary").Body(
			app.P().Class("parlor-hint").Text("The host sets the race up; you see each choice as it is made."),
			app.P().Text(facts),
			app.P().Text(fmt.Sprintf("%s at +%d · %s", engine.Quantity(s.Legends, "Legend"), s.LegendLevel, timerText)),
			app.P().DataSet("testid", "modules").Text(modulesText(s)),
			app.P().Text("Bots and players who time out or drop: "+botLevelAbout(s.BotLevel)),
		)
	}
	all, _ := tracks.All()
	var circuits []app.UI
	for _, tr := range all {
		id := tr.ID
		circuits = append(circuits, app.Button().Class("heat-circuit").DataSet("testid", "track-"+id).Aria("pressed", fmt.Sprint(s.Track == id)).
			Disabled(locked).Body(minimap(tr), app.Elem("strong").Text(tr.Name), app.Elem("small").Text(trackFacts(tr, 0))).
			OnClick(func(ctx app.Context, e app.Event) {
				configure(l, func(s *heattitle.Settings) { s.Track, s.Laps = id, 0 }, -1)
			}))
	}
	laps := s.Laps
	if laps == 0 && t != nil {
		laps = t.Laps
	}
	row := func(name string, values []int, selected int, label func(int) string, set func(*heattitle.Settings, int)) app.UI {
		var bs []app.UI
		for _, v := range values {
			bs = append(bs, app.Button().Class("parlor-option").DataSet("testid", fmt.Sprintf("%s-%d", name, v)).Disabled(locked).
				Aria("pressed", fmt.Sprint(v == selected)).Text(label(v)).
				OnClick(func(ctx app.Context, e app.Event) { configure(l, func(s *heattitle.Settings) { set(s, v) }, -1) }))
		}
		return app.Div().Class("parlor-options").Role("group").Aria("label", groupLabel(name)).Body(bs...)
	}
	num := func(n int) string { return fmt.Sprint(n) }
	var timers []app.UI
	for _, d := range turnTimers {
		label := "Off"
		if d > 0 {
			label = fmt.Sprintf("%d s", int(d.Seconds()))
		}
		timers = append(timers, app.Button().Class("parlor-option").DataSet("testid", fmt.Sprintf("timer-%d", int(d.Seconds()))).Disabled(locked).
			Aria("pressed", fmt.Sprint(d == timer)).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { configure(l, func(*heattitle.Settings) {}, d) }))
	}
	return app.Elem("section").Class("parlor-section").DataSet("testid", "race-settings").DataSet("locked", fmt.Sprint(!host)).Body(
		app.Elem("h2").Text("The race"),
		summary,
		section("Championship", champChoice(s.Championship, true, locked, func(cs *heattitle.ChampSettings) {
			configure(l, func(s *heattitle.Settings) { s.Championship, s.Laps = cs, 0 }, -1)
		})),
		app.Div().Class("heat-circuits").Body(circuits...),
		section("Laps", row("laps", []int{1, 2, 3}, laps, num, func(s *heattitle.Settings, v int) { s.Laps = v })),
		section("Legends", row("legends", countUpTo(max(engine.MaxCars-shell.Seated(l.State.Lobby), 0)), s.Legends, num, func(s *heattitle.Settings, v int) { s.Legends = v }),
			app.P().Class("parlor-hint").Text("Difficulty: the speed each Legend adds on the straights"),
			row("level", []int{0, 1, 2, 3, 4}, s.LegendLevel, func(n int) string { return fmt.Sprintf("+%d", n) }, func(s *heattitle.Settings, v int) { s.LegendLevel = v })),
		section("Modules", garageRow(s.Garage, locked, func(g engine.Garage) {
			configure(l, func(s *heattitle.Settings) { s.Garage = g }, -1)
		}), app.P().Class("parlor-hint").Text(garageHelp(s.Garage)),
			row("weather", []int{0, 1}, map[bool]int{true: 1}[s.Weather], func(n int) string { return []string{"No weather", "Weather and road conditions"}[n] },
				func(s *heattitle.Settings, v int) { s.Weather = v == 1 }),
			app.P().Class("parlor-hint").Text(weatherHelp)),
		section("Bot drivers", botLevelRow(l, s.BotLevel, locked)),
		section("Turn timer", app.Div().Class("parlor-options").Role("group").Aria("label", "turn timer").Body(timers...),
			app.P().Class("parlor-hint").Text("When a player's time runs out, or a player drops, a bot of the level above decides for them until they are back.")),
		section("End of the race", row("end", []int{0, 1}, map[bool]int{true: 1}[s.End == engine.EndLeaderFinishes],
			func(n int) string { return []string{"Every car finishes", "When the leader finishes"}[n] },
			func(s *heattitle.Settings, v int) {
				s.End = []engine.EndRule{engine.EndAllFinish, engine.EndLeaderFinishes}[v]
			})),
	)
}

// botLevelRow lets the host choose how well bots drive: bot seats, and players who time out or
// drop. Guests see it locked.
func botLevelRow(l *shell.Lobby, selected string, locked bool) app.UI {
	var bs []app.UI
	for _, info := range bot.Levels() {
		name := info.Name
		bs = append(bs, app.Button().Class("parlor-option").DataSet("testid", "bot-"+name).Disabled(locked).
			Aria("pressed", fmt.Sprint(name == selected)).Text(info.Label).
			OnClick(func(ctx app.Context, e app.Event) {
				configure(l, func(s *heattitle.Settings) { s.BotLevel = name }, -1)
			}))
	}
	return app.Div().Body(app.Div().Class("parlor-options").Role("group").Aria("label", "bot level").Body(bs...),
		app.P().Class("parlor-hint").DataSet("testid", "bot-level-about").Text(botLevelAbout(selected)))
}
