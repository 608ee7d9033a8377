package bloodfang

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
	fangtitle "github.com/heatracing/heat/titles/bloodfang"
)

// soloSetup is what the setup page chooses, kept in the browser for the next game.
type soloSetup struct {
	Name   string `json:"name"`
	Deck   string `json:"deck"`   // the player's preset deck
	AIDeck string `json:"aiDeck"` // the AI's
	Level  string `json:"level"`  // easy, normal, hard
	First  int    `json:"first"`  // 0: chance; 1: the player; 2: the AI
}

// settings are the game's settings: the player sits first, the AI second.
func (s soloSetup) settings() fangtitle.Settings {
	return fangtitle.Settings{Decks: []string{s.Deck, s.AIDeck}, Level: s.Level, First: s.First}
}

// keySetup keeps the last setup in the browser's storage.
const keySetup = "bloodfang.app.setup"

func defaultSetup(name string) soloSetup {
	return soloSetup{Name: name, Deck: engine.DefaultDeck, AIDeck: engine.DefaultDeck, Level: "normal"}
}

// levels are the AI's levels in a player's words.
var levels = []struct{ id, label, detail string }{
	{"easy", "Easy", "Looks one move ahead and often settles for a weaker one. Good for a first game."},
	{"normal", "Normal", "Weighs each move against your best reply."},
	{"hard", "Hard", "Reads three moves deep and guesses your hand many times over. It rarely gives a lane away."},
}

// levelText describes a level in a player's words.
func levelText(id string) string {
	for _, l := range levels {
		if l.id == id {
			return l.label + ": " + l.detail
		}
	}
	return ""
}

// setupPage sets up a game against the AI.
type setupPage struct {
	app.Compo
	ctx   app.Context
	setup soloSetup
	err   string
	busy  bool
}

func (p *setupPage) OnInit() {
	me := shell.LoadProfile()
	p.setup = defaultSetup(me.Name)
	var last soloSetup
	if shell.LoadJSON(keySetup, &last) && last.Deck != "" {
		last.Name = me.Name
		p.setup = last
	}
}

func (p *setupPage) OnMount(ctx app.Context) { p.ctx = ctx }

func (p *setupPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Blood Fang against the AI · %s", shell.Name)
}

func (p *setupPage) Render() app.UI {
	s := &p.setup
	body := []app.UI{
		app.Header().Class("heat-pagehead").Body(
			app.A().Class("heat-back").Href("/").Text("← Home"),
			app.H1().Text("Blood Fang against the AI"),
			app.P().Class("heat-lead").Text("Three lanes, fifteen cards each. Win the lanes that count. No network needed."),
		),
		section("Your deck", deckPicker("deck", s.Deck, false, func(id string) { s.Deck = id })),
		section("The AI's deck", deckPicker("ai-deck", s.AIDeck, false, func(id string) { s.AIDeck = id })),
		section("How the AI plays", levelPicker("level", s.Level, false, func(id string) { s.Level = id }),
			app.P().Class("heat-hint").DataSet("testid", "level-help").Text(levelText(s.Level))),
		section("Who starts", options("first", []string{"Chance decides", "You", "The AI"}, s.First, false, func(i int) { s.First = i })),
		section("Your name", app.Label().Class("heat-field").Body(
			app.Span().Text("Name"),
			app.Input().Type("text").MaxLength(24).Value(s.Name).DataSet("testid", "name").
				OnChange(func(ctx app.Context, e app.Event) { s.Name = ctx.JSSrc().Get("value").String() }),
		)),
	}
	if p.err != "" {
		body = append(body, app.P().Class("heat-error").Role("alert").DataSet("testid", "setup-error").Text(p.err))
	}
	body = append(body, app.Button().Class("heat-button", "heat-primary").DataSet("testid", "start").
		Disabled(p.busy).Text("Start the game").OnClick(p.start))
	return app.Main().Class("heat-page", "heat-setup", "bf-setup").DataSet("testid", "setup").Body(body...)
}

func (p *setupPage) start(ctx app.Context, e app.Event) {
	name := strings.TrimSpace(p.setup.Name)
	if name == "" {
		p.err = "Give yourself a name."
		return
	}
	p.setup.Name = name
	me := shell.LoadProfile()
	me.Name = name
	shell.SaveProfile(me)
	shell.SaveJSON(keySetup, p.setup)
	p.busy, p.err = true, ""
	setup := p.setup
	ctx.Async(func() {
		_, err := startSolo(setup)
		p.ctx.Dispatch(func(ctx app.Context) {
			p.busy = false
			if err != nil {
				p.err = "This game cannot start: " + err.Error()
				return
			}
			ctx.Navigate(pathPlay)
		})
	})
}

// section is a titled part of a page.
func section(title string, body ...app.UI) app.UI {
	return app.Section().Class("heat-section").Body(append([]app.UI{app.H2().Text(title)}, body...)...)
}

// options is a row of toggle buttons, one per label; selected is an index.
func options(name string, labels []string, selected int, disabled bool, set func(int)) app.UI {
	bs := make([]app.UI, 0, len(labels))
	for i, l := range labels {
		bs = append(bs, app.Button().Class("heat-option").DataSet("testid", fmt.Sprintf("%s-%d", name, i)).Disabled(disabled).
			Aria("pressed", fmt.Sprint(i == selected)).Text(l).
			OnClick(func(ctx app.Context, e app.Event) { set(i) }))
	}
	return app.Div().Class("heat-options").Role("group").Aria("label", strings.ReplaceAll(name, "-", " ")).Body(bs...)
}

// deckPicker offers the preset decks, each with its pitch.
func deckPicker(name, selected string, disabled bool, set func(string)) app.UI {
	if selected == "" {
		selected = engine.DefaultDeck
	}
	var bs []app.UI
	for _, d := range engine.Starter().Decks() {
		id := d.ID
		bs = append(bs, app.Button().Class("heat-option", "bf-deck").DataSet("testid", name+"-"+id).Disabled(disabled).
			Aria("pressed", fmt.Sprint(id == selected)).
			Body(app.Strong().Text(d.Name), app.Small().Text(d.Pitch)).
			OnClick(func(ctx app.Context, e app.Event) { set(id) }))
	}
	return app.Div().Class("heat-options", "bf-decks").Role("group").Aria("label", strings.ReplaceAll(name, "-", " ")).Body(bs...)
}

// levelPicker offers the AI's levels.
func levelPicker(name, selected string, disabled bool, set func(string)) app.UI {
	if selected == "" {
		selected = "normal"
	}
	var bs []app.UI
	for _, l := range levels {
		id := l.id
		bs = append(bs, app.Button().Class("heat-option").DataSet("testid", name+"-"+id).Disabled(disabled).
			Aria("pressed", fmt.Sprint(id == selected)).Text(l.label).
			OnClick(func(ctx app.Context, e app.Event) { set(id) }))
	}
	return app.Div().Class("heat-options").Role("group").Aria("label", "AI level").Body(bs...)
}
