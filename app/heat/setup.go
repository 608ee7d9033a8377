package heat

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	heattitle "github.com/heatracing/heat/titles/heat"
	"github.com/heatracing/heat/tracks"
)

// setupPage sets up a solo race (against Legends and bot drivers) or a Qualifying session.
type setupPage struct {
	app.Compo
	mode   engine.Mode
	champ  bool // a solo championship (champsetup.go)
	setup  soloSetup
	launch shell.Launch
}

func newSetup(mode engine.Mode) *setupPage { return &setupPage{mode: mode} }

func (p *setupPage) qualifying() bool { return p.mode == engine.ModeQualifying }

func (p *setupPage) OnInit() {
	me := shell.LoadProfile()
	p.setup = soloSetup{
		Settings: heattitle.Settings{Track: "usa", Mode: p.mode, BotLevel: "normal"},
		Name:     me.Name, Colour: me.Colour,
	}
	if !p.qualifying() {
		p.setup.Settings.Legends, p.setup.Bots = 3, 0
	}
	if p.champ {
		p.setup.Settings.Championship = &heattitle.ChampSettings{Season: engine.Seasons[0].Year}
	}
	var last soloSetup
	if shell.LoadJSON(p.key(), &last) && last.Settings.Track != "" && (last.Settings.Championship != nil) == p.champ {
		last.Name, last.Colour = me.Name, me.Colour
		last.Settings.Mode = p.mode
		p.setup = last
	}
}

func (p *setupPage) OnMount(ctx app.Context) { p.launch.Mount(ctx) }

func (p *setupPage) OnNav(ctx app.Context) {
	title := "Solo race"
	if p.qualifying() {
		title = "Qualifying Laps"
	}
	if p.champ {
		title = "Championship"
	}
	ctx.Page().SetTitle("%s · %s", title, shell.Name)
}

func (p *setupPage) Render() app.UI {
	title, lead := "Solo race", "Race Legends and bot drivers on a real circuit. No network needed."
	if p.qualifying() {
		title, lead = "Qualifying Laps", "Alone on the track: learn a circuit and set your best lap, counted in rounds."
	}
	if p.champ {
		title, lead = "Championship", champLead
	}
	s := &p.setup.Settings
	body := []app.UI{
		shell.PageHead(title, lead, howToPlayLink()),
	}
	if p.champ {
		body = append(body, section("Races", champChoice(s.Championship, false, false, func(cs *heattitle.ChampSettings) { s.Championship = cs })))
	} else {
		body = append(body, p.circuits(),
			section("Laps", p.options("laps", []int{1, 2, 3}, s.Laps, func(n int) string { return fmt.Sprint(n) }, func(n int) {
				s.Laps = n
			})))
	}
	if !p.qualifying() {
		body = append(body,
			section("Legends", p.options("legends", countUpTo(p.maxLegends()), s.Legends, func(n int) string { return fmt.Sprint(n) }, func(n int) {
				s.Legends = n
			}), app.P().Class("parlor-hint").Text("Legends drive by the published Legend cards: fast on straights, careful in corners.")),
			section("Legend difficulty", p.options("level", []int{0, 1, 2, 3, 4}, s.LegendLevel, func(n int) string { return fmt.Sprintf("+%d", n) }, func(n int) {
				s.LegendLevel = n
			}), p.toggle("aggressive", "Aggressive Legends (may take one more corner from a chevron space)", s.AggressiveLegends, func(v bool) {
				s.AggressiveLegends = v
			})),
			section("Bot drivers", p.options("bots", countUpTo(p.maxBots()), p.setup.Bots, func(n int) string { return fmt.Sprint(n) }, func(n int) {
				p.setup.Bots = n
			}), p.botLevels(), app.P().Class("parlor-hint").Text("Bots play the same cards and rules as you.")),
			section("Modules", garageRow(s.Garage, false, func(g engine.Garage) { s.Garage = g }),
				app.P().Class("parlor-hint").DataSet("testid", "garage-help").Text(garageHelp(s.Garage)),
				p.toggle("weather", "Weather and road conditions", s.Weather, func(v bool) { s.Weather = v }),
				app.P().Class("parlor-hint").Text(weatherHelp)),
			section("End of the race", p.toggle("leader-ends", "End when the leader finishes (house rule; by default every car races to the flag)", s.End == engine.EndLeaderFinishes, func(v bool) {
				s.End = engine.EndAllFinish
				if v {
					s.End = engine.EndLeaderFinishes
				}
			})),
		)
	}
	body = append(body,
		section("Your car", shell.ColourPicker(engine.Colours, p.setup.Colour, nil, "car colour", func(c string) { p.setup.Colour = c }),
			shell.NameField("Name", "name", p.setup.Name, func(name string) { p.setup.Name = name })),
	)
	start := "Start the race"
	if p.qualifying() {
		start = "Start qualifying"
	}
	if p.champ {
		start = "Start the championship"
	}
	body = append(body, p.launch.Footer(start, p.start)...)
	return app.Elem("main").Class("parlor-page", "parlor-setup", "heat-setup").DataSet("testid", "setup").Body(body...)
}

func (p *setupPage) maxLegends() int { return engine.MaxCars - 1 - p.setup.Bots }
func (p *setupPage) maxBots() int {
	return min(engine.MaxCars-1-p.setup.Settings.Legends, len(game.BotNames))
}

func countUpTo(n int) []int {
	out := make([]int, n+1)
	for i := range out {
		out[i] = i
	}
	return out
}

func section(title string, body ...app.UI) app.UI { return shell.Section(title, body...) }

func (p *setupPage) circuits() app.UI {
	all, _ := tracks.All()
	var cards []app.UI
	for _, t := range all {
		id := t.ID
		selected := p.setup.Settings.Track == id
		cards = append(cards, app.Button().Class("heat-circuit").
			DataSet("testid", "track-"+id).Aria("pressed", fmt.Sprint(selected)).
			Body(minimap(t), app.Elem("strong").Text(t.Name), app.Elem("small").Text(trackFacts(t, 0))).
			OnClick(func(ctx app.Context, e app.Event) {
				p.setup.Settings.Track = id
				p.setup.Settings.Laps = 0
			}))
	}
	return section("Circuit", app.Div().Class("heat-circuits").Body(cards...))
}

// options is a row of toggle buttons, one per value.
func (p *setupPage) options(name string, values []int, selected int, label func(int) string, set func(int)) app.UI {
	if name == "laps" && selected == 0 {
		if t, err := tracks.Get(p.setup.Settings.Track); err == nil {
			selected = t.Laps
		}
	}
	var opts []shell.Option
	for _, v := range values {
		opts = append(opts, shell.Option{ID: fmt.Sprintf("%s-%d", name, v), Label: label(v), On: v == selected, Pick: func() { set(v) }})
	}
	return shell.Options(groupLabel(name), opts...)
}

// groupLabel names a row of options for screen readers.
func groupLabel(name string) string {
	switch name {
	case "level":
		return "Legend difficulty"
	case "legends":
		return "number of Legends"
	case "bots":
		return "number of bot drivers"
	}
	return name
}

func (p *setupPage) toggle(id, label string, on bool, set func(bool)) app.UI {
	return app.Elem("label").Class("parlor-check").Body(
		app.Input().Type("checkbox").Checked(on).DataSet("testid", id).
			OnChange(func(ctx app.Context, e app.Event) { set(ctx.JSSrc().Get("checked").Bool()) }),
		app.Elem("span").Text(label),
	)
}

func (p *setupPage) botLevels() app.UI {
	var opts []shell.Option
	for _, info := range bot.Levels() {
		lvl := info.Name
		opts = append(opts, shell.Option{ID: "bot-" + lvl, Label: info.Label, On: p.setup.Settings.BotLevel == lvl, Pick: func() { p.setup.Settings.BotLevel = lvl }})
	}
	return app.Div().Body(shell.Options("bot level", opts...),
		app.P().Class("parlor-hint").DataSet("testid", "bot-level-about").Text(botLevelAbout(p.setup.Settings.BotLevel)))
}

// botLevelAbout says in a sentence how bots of the named level drive.
func botLevelAbout(name string) string {
	l, err := bot.ParseLevel(name)
	if err != nil {
		l = bot.Normal
	}
	return l.Info().Label + ": " + l.Info().About
}

// keySetup + mode keeps the last solo or Qualifying setup in the browser's storage (and
// keySetup + "championship" the last championship's).
const keySetup = "heat.app.setup."

func (p *setupPage) key() string {
	if p.champ {
		return keySetup + "championship"
	}
	return keySetup + string(p.mode)
}

func (p *setupPage) start(ctx app.Context, e app.Event) {
	p.launch.Start(p.setup.Name, "Give your driver a name.", func(name string) func() error {
		p.setup.Name = name
		shell.SaveProfile(shell.Profile{Name: name, Colour: p.setup.Colour})
		shell.SaveJSON(p.key(), p.setup)
		setup := p.setup
		return func() error {
			_, err := startSolo(setup)
			return err
		}
	}, "This race cannot start: ", "/race")
}
