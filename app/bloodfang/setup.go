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

// kept is the last setup, kept for the next game (one without a deck is none).
var kept = shell.Kept[soloSetup]{Key: keySetup, Usable: func(s soloSetup) bool { return s.Deck != "" }, Name: func(s *soloSetup) *string { return &s.Name }}

func defaultSetup(name string) soloSetup {
	return soloSetup{Name: name, Deck: engine.DefaultDeck, AIDeck: engine.DefaultDeck, Level: "normal"}
}

// levels are the AI's levels in a player's words.
var levels = []struct{ id, label, detail string }{
	{"easy", "Easy", "Looks one move ahead and often settles for a weaker one: good for a first game, though it still wins 9 games in 10 against moves picked at random."},
	{"normal", "Normal", "Weighs each move against your best reply: wins 17 games in 20 against a player who takes the most points each move."},
	{"hard", "Hard", "Reads three moves deep and guesses your hand many times over: beats Normal 6 games in 10, and 9 in 10 a player who takes the most points each move."},
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
type setupPage struct{ shell.SetupForm[soloSetup] }

func newSetupPage() app.Composer {
	return &setupPage{shell.NewSetupForm("Blood Fang against the AI", kept, defaultSetup)}
}

func (p *setupPage) Render() app.UI {
	return p.Page("bf-setup", "Three lanes, fifteen cards each. Win the lanes that count. No network needed.", pathHowTo, []app.UI{
		section("Your deck", deckPicker("deck", p.Setup.Deck, false, func(id string) { p.Setup.Deck = id })),
		section("The AI's deck", deckPicker("ai-deck", p.Setup.AIDeck, false, func(id string) { p.Setup.AIDeck = id })),
		section("How the AI plays", levelPicker("level", p.Setup.Level, false, func(id string) { p.Setup.Level = id }),
			app.P().Class("parlor-hint").DataSet("testid", "level-help").Text(levelText(p.Setup.Level))),
		section("Who starts", options("first", []string{"Chance decides", "You", "The AI"}, p.Setup.First, false, func(i int) { p.Setup.First = i })),
		section("Your name", shell.NameField("Name", "name", p.Setup.Name, func(name string) { p.Setup.Name = name })),
	}, "Start the game", p.start)
}

func (p *setupPage) start(ctx app.Context, e app.Event) {
	p.Start("Give yourself a name.", func(s soloSetup) error {
		_, err := startSolo(s)
		return err
	}, "This game cannot start: ", pathPlay)
}

// section is a titled part of a page.
func section(title string, body ...app.UI) app.UI { return shell.Section(title, body...) }

// options is a row of toggle buttons, one per label; selected is an index.
func options(name string, labels []string, selected int, disabled bool, set func(int)) app.UI {
	opts := make([]shell.Option, 0, len(labels))
	for i, l := range labels {
		opts = append(opts, shell.Option{ID: fmt.Sprintf("%s-%d", name, i), Label: l, On: i == selected, Off: disabled, Pick: func() { set(i) }})
	}
	return shell.Options(strings.ReplaceAll(name, "-", " "), opts...)
}

// deckPicker offers the preset decks, each with its pitch.
func deckPicker(name, selected string, disabled bool, set func(string)) app.UI {
	if selected == "" {
		selected = engine.DefaultDeck
	}
	var opts []shell.Option
	for _, d := range engine.Starter().Decks() {
		id := d.ID
		opts = append(opts, shell.Option{ID: name + "-" + id, Class: "bf-deck", On: id == selected, Off: disabled,
			Body: []app.UI{app.Elem("strong").Text(d.Name), app.Elem("small").Text(d.Pitch)}, Pick: func() { set(id) }})
	}
	return shell.OptionsClass("bf-decks", strings.ReplaceAll(name, "-", " "), opts...)
}

// levelPicker offers the AI's levels.
func levelPicker(name, selected string, disabled bool, set func(string)) app.UI {
	if selected == "" {
		selected = "normal"
	}
	var opts []shell.Option
	for _, l := range levels {
		id := l.id
		opts = append(opts, shell.Option{ID: name + "-" + id, Label: l.label, On: id == selected, Off: disabled, Pick: func() { set(id) }})
	}
	return shell.Options("AI level", opts...)
}
