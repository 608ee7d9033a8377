package havoc

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/havoc"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// soloSetup is what the setup page chooses, kept in the browser for the next game.
type soloSetup struct {
	Name     string              `json:"name"`
	Colour   string              `json:"colour"`
	Bots     int                 `json:"bots"` // 1–3
	Settings havoctitle.Settings `json:"settings"`
}

func (s soloSetup) settings() havoctitle.Settings { return s.Settings }

// colour is the player's pawn colour, yellow unless they chose another.
func (s soloSetup) colour() string {
	if slices.Contains(engine.Colours, s.Colour) {
		return s.Colour
	}
	return engine.Colours[0]
}

// keySetup keeps the last setup in the browser's storage.
const keySetup = "havoc.app.setup"

func defaultSetup(name string) soloSetup {
	return soloSetup{Name: name, Colour: "yellow", Bots: 3, Settings: havoctitle.DefaultSettings()}
}

// setupPage sets up a game against bots.
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
	if shell.LoadJSON(keySetup, &last) && last.Bots > 0 {
		last.Name = me.Name
		p.setup = last
	}
}

func (p *setupPage) OnMount(ctx app.Context) { p.ctx = ctx }

func (p *setupPage) OnNav(ctx app.Context) {
	ctx.Page().SetTitle("Havoc Speedway against bots · %s", shell.Name)
}

func (p *setupPage) Render() app.UI {
	s := &p.setup
	body := []app.UI{
		app.Header().Class("heat-pagehead").Body(
			app.A().Class("heat-back").Href("/").Text("← Home"),
			app.H1().Text("Havoc Speedway against bots"),
			app.P().Class("heat-lead").Text("Win the Storm to roll first, hide coins on the track, and race round the oval. No network needed."),
		),
		section("Bots", numbers("bots", 1, 3, s.Bots, false, func(n int) { s.Bots = n }, "bot", "bots")),
		rulesPanel(s.Settings, false, func(change func(*havoctitle.Settings)) { change(&s.Settings) }),
		section("Your pawn", colourPicker("colour", s.colour(), nil, false, func(c string) { s.Colour = c })),
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
		Disabled(p.busy).Text("Start the race").OnClick(p.start))
	return app.Main().Class("heat-page", "heat-setup", "hv-setup").DataSet("testid", "setup").Body(body...)
}

func (p *setupPage) start(ctx app.Context, e app.Event) {
	name := strings.TrimSpace(p.setup.Name)
	if name == "" {
		p.err = "Give yourself a name."
		return
	}
	if p.setup.Bots < 1 || p.setup.Bots > engine.MaxPlayers-1 {
		p.err = fmt.Sprintf("Race 1 to %d bots.", engine.MaxPlayers-1)
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
				p.err = "This race cannot start: " + err.Error()
				return
			}
			ctx.Navigate(pathPlay)
		})
	})
}

// rulesPanel shows the host's rule settings (the rules' "Game Rule Settings"); change applies one.
func rulesPanel(s havoctitle.Settings, disabled bool, change func(func(*havoctitle.Settings))) app.UI {
	return app.Div().Class("hv-rules").DataSet("testid", "rules").Body(
		section("Laps", numbers("laps", 1, 5, s.Laps, disabled, func(n int) { change(func(s *havoctitle.Settings) { s.Laps = n }) }, "lap", "laps")),
		section("Movement dice", numbers("dice", 1, 2, s.Dice, disabled, func(n int) { change(func(s *havoctitle.Settings) { s.Dice = n }) }, "die", "dice")),
		section("Storm decks", numbers("decks", 1, 2, s.Decks, disabled, func(n int) { change(func(s *havoctitle.Settings) { s.Decks = n }) }, "deck", "decks")),
		section("Cards per hand", numbers("cards", 3, 5, s.Cards, disabled, func(n int) { change(func(s *havoctitle.Settings) { s.Cards = n }) }, "card", "cards")),
		section("Coins for the Storm's winner", numbers("coins", 1, 3, s.Coins, disabled, func(n int) { change(func(s *havoctitle.Settings) { s.Coins = n }) }, "coin", "coins")),
	)
}

// section is a titled part of a page.
func section(title string, body ...app.UI) app.UI {
	return app.Section().Class("heat-section").Body(append([]app.UI{app.H2().Text(title)}, body...)...)
}

// numbers is a row of toggle buttons for the whole numbers from lo to hi.
func numbers(name string, lo, hi, selected int, disabled bool, set func(int), one, many string) app.UI {
	var bs []app.UI
	for n := lo; n <= hi; n++ {
		label := fmt.Sprintf("%d %s", n, many)
		if n == 1 {
			label = "1 " + one
		}
		bs = append(bs, app.Button().Class("heat-option").DataSet("testid", fmt.Sprintf("%s-%d", name, n)).Disabled(disabled).
			Aria("pressed", fmt.Sprint(n == selected)).Text(label).
			OnClick(func(ctx app.Context, e app.Event) { set(n) }))
	}
	return app.Div().Class("heat-options").Role("group").Aria("label", name).Body(bs...)
}

// colourPicker offers the pawn colours; taken ones are disabled.
func colourPicker(name, selected string, taken []string, disabled bool, set func(string)) app.UI {
	var bs []app.UI
	for _, c := range engine.Colours {
		bs = append(bs, app.Button().Class("heat-option", "hv-colour").DataSet("testid", name+"-"+c).
			Disabled(disabled || slices.Contains(taken, c)).Aria("pressed", fmt.Sprint(c == selected)).
			Body(pawnIcon(c, "hv-pawn-small"), app.Span().Text(strings.ToUpper(c[:1])+c[1:])).
			OnClick(func(ctx app.Context, e app.Event) { set(c) }))
	}
	return app.Div().Class("heat-options").Role("group").Aria("label", "pawn colour").Body(bs...)
}
