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

// kept is the last setup, kept for the next game (one without bots is none).
var kept = shell.Kept[soloSetup]{Key: keySetup, Usable: func(s soloSetup) bool { return s.Bots > 0 }, Name: func(s *soloSetup) *string { return &s.Name }}

func defaultSetup(name string) soloSetup {
	return soloSetup{Name: name, Colour: "yellow", Bots: 3, Settings: havoctitle.DefaultSettings()}
}

// setupPage sets up a game against bots.
type setupPage struct{ shell.SetupForm[soloSetup] }

func newSetupPage() app.Composer {
	return &setupPage{shell.NewSetupForm("Havoc Speedway against bots", kept, defaultSetup)}
}

func (p *setupPage) Render() app.UI {
	return p.Page("hv-setup", "Win the Storm to roll first, hide coins on the track, and race round the oval. No network needed.", pathHowTo, []app.UI{
		section("Bots", numbers("bots", 1, 3, p.Setup.Bots, false, func(n int) { p.Setup.Bots = n }, "bot", "bots")),
		rulesPanel(p.Setup.Settings, false, func(change func(*havoctitle.Settings)) { change(&p.Setup.Settings) }),
		section("Your pawn", colourPicker("colour", p.Setup.colour(), nil, false, func(c string) { p.Setup.Colour = c })),
		section("Your name", shell.NameField("Name", "name", p.Setup.Name, func(name string) { p.Setup.Name = name })),
		durationLine(p.Setup.Settings, p.Setup.Bots+1),
	}, "Start the race", p.start)
}

func (p *setupPage) start(ctx app.Context, e app.Event) {
	if p.Setup.Bots < 1 || p.Setup.Bots > engine.MaxPlayers-1 {
		p.Launch.Err = fmt.Sprintf("Race 1 to %d bots.", engine.MaxPlayers-1)
		return
	}
	p.Start("Give yourself a name.", func(s soloSetup) error {
		_, err := startSolo(s)
		return err
	}, "This race cannot start: ", pathPlay)
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
func section(title string, body ...app.UI) app.UI { return shell.Section(title, body...) }

// numbers is a row of toggle buttons for the whole numbers from lo to hi.
func numbers(name string, lo, hi, selected int, disabled bool, set func(int), one, many string) app.UI {
	var opts []shell.Option
	for n := lo; n <= hi; n++ {
		opts = append(opts, shell.Option{ID: fmt.Sprintf("%s-%d", name, n), Label: shell.Count(n, one, many), On: n == selected, Off: disabled, Pick: func() { set(n) }})
	}
	return shell.Options(name, opts...)
}

// colourPicker offers the pawn colours; taken ones are disabled.
func colourPicker(name, selected string, taken []string, disabled bool, set func(string)) app.UI {
	var opts []shell.Option
	for _, c := range engine.Colours {
		opts = append(opts, shell.Option{ID: name + "-" + c, Class: "hv-colour", On: c == selected, Off: disabled || slices.Contains(taken, c),
			Body: []app.UI{pawnIcon(c, "hv-pawn-small"), app.Elem("span").Text(strings.ToUpper(c[:1]) + c[1:])}, Pick: func() { set(c) }})
	}
	return shell.Options("pawn colour", opts...)
}
