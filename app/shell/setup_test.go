package shell

import (
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/titles"
)

func TestCount(t *testing.T) {
	for _, tt := range []struct {
		n    int
		one  string
		many []string
		want string
	}{
		{1, "lap", nil, "1 lap"},
		{0, "lap", nil, "0 laps"},
		{3, "lap", nil, "3 laps"},
		{1, "die", []string{"dice"}, "1 die"},
		{2, "die", []string{"dice"}, "2 dice"},
	} {
		if got := Count(tt.n, tt.one, tt.many...); got != tt.want {
			t.Errorf("Count(%d, %q, %q) = %q, want %q", tt.n, tt.one, tt.many, got, tt.want)
		}
	}
}

// The name box takes as long a name as the wire does, and no longer.
func TestNameField(t *testing.T) {
	html := app.HTMLString(NameField("Your name", "join-name", "Ann", func(string) {}))
	for _, want := range []string{`maxlength="` + strconv.Itoa(wire.MaxName) + `"`, `data-testid="join-name"`, `value="Ann"`, "Your name"} {
		if !strings.Contains(html, want) {
			t.Errorf("the name field lacks %s: %s", want, html)
		}
	}
}

// A row of options marks the choice, disables what cannot be chosen, and keeps a game's class.
func TestOptions(t *testing.T) {
	html := app.HTMLString(OptionsClass("bf-decks", "deck", Option{ID: "deck-a", Label: "A", On: true, Pick: func() {}},
		Option{ID: "deck-b", Label: "B", Off: true, Class: "bf-deck", Pick: func() {}}))
	buttons := strings.Split(html, "<button")
	if len(buttons) != 3 {
		t.Fatalf("want two buttons: %s", html)
	}
	for i, wants := range [][]string{
		{`class="parlor-options bf-decks"`, `aria-label="deck"`, `role="group"`},
		{`data-testid="deck-a"`, `class="parlor-option"`, `disabled="false"`, ` aria-pressed`},
		{`data-testid="deck-b"`, `class="parlor-option bf-deck"`, ` disabled`, `aria-pressed="false"`},
	} {
		for _, want := range wants {
			if !strings.Contains(buttons[i], want) {
				t.Errorf("part %d lacks %s: %s", i, want, buttons[i])
			}
		}
	}
	if strings.Contains(buttons[1], `aria-pressed="false"`) {
		t.Errorf("the choice is not pressed: %s", buttons[1])
	}
}

// A setup page refuses to start without a name, and says so.
func TestLaunchWantsAName(t *testing.T) {
	var l Launch
	kept := false
	l.Start("   ", "Give yourself a name.", func(string) func() error { kept = true; return nil }, "", "/x")
	if l.Err != "Give yourself a name." || kept || l.Busy {
		t.Errorf("an empty name: error %q, kept %v, busy %v", l.Err, kept, l.Busy)
	}
	html := app.HTMLString(app.Div().Body(l.Footer("Start the race", nil)...))
	if !strings.Contains(html, `data-testid="setup-error"`) || !strings.Contains(html, "Start the race") {
		t.Errorf("the footer: %s", html)
	}
}

// After a solo game: again, change the setup, home; after a game in a room: home alone.
func TestAfter(t *testing.T) {
	g, _ := titles.Find("heat")
	solo := app.HTMLString(After{Game: g, Session: &Session{Kind: Solo}, Again: "Play again", Change: "Change circuit", Setup: "/solo"}.Render())
	for _, want := range []string{`data-testid="again"`, "Play again", `data-testid="change"`, "Change circuit", `data-testid="home"`} {
		if !strings.Contains(solo, want) {
			t.Errorf("after a solo game the buttons lack %s: %s", want, solo)
		}
	}
	room := app.HTMLString(After{Game: g, Session: &Session{Kind: Guest}, Again: "Play again"}.Render())
	if !strings.Contains(room, `data-testid="home"`) || strings.Contains(room, `data-testid="again"`) {
		t.Errorf("after a game in a room: %s", room)
	}
}

// formChoices and formPage stand for a game's setup: a page that embeds a SetupForm.
type formChoices struct {
	Name  string `json:"name"`
	Level int    `json:"level"`
}

type formPage struct{ SetupForm[formChoices] }

func (p *formPage) Render() app.UI {
	return p.Page("x-setup", "A game to test.", "/x/how-to-play", []app.UI{app.P().Text("level " + strconv.Itoa(p.Setup.Level) + " for " + p.Setup.Name)},
		"Start the game", func(app.Context, app.Event) {})
}

// A setup form opens with the defaults, or with the choices kept from the last game when they are
// usable, under the profile's name; it refuses to start without a name and keeps nothing then.
func TestSetupForm(t *testing.T) {
	kept := Kept[formChoices]{Key: "test.form.setup", Usable: func(c formChoices) bool { return c.Level > 0 },
		Name: func(c *formChoices) *string { return &c.Name }}
	def := func(name string) formChoices { return formChoices{Name: name, Level: 2} }
	SaveName("Ann")
	t.Cleanup(func() { Forget(keyProfile); removeItem(kept.Key) })
	for _, tt := range []struct {
		last *formChoices
		want string
	}{
		{nil, "level 2 for Ann"},
		{&formChoices{Name: "Old", Level: 0}, "level 2 for Ann"}, // not usable
		{&formChoices{Name: "Old", Level: 3}, "level 3 for Ann"},
	} {
		removeItem(kept.Key)
		if tt.last != nil {
			SaveJSON(kept.Key, *tt.last)
		}
		p := &formPage{NewSetupForm("X against the AI", kept, def)}
		if html := render(t, p); !strings.Contains(html, tt.want) {
			t.Errorf("kept %+v: the page reads %s, want %q", tt.last, html, tt.want)
		}
	}
	p := &formPage{NewSetupForm("X against the AI", kept, def)}
	html := render(t, p)
	for _, want := range []string{"<h1>X against the AI</h1>", `class="parlor-page parlor-setup x-setup"`, `href="/x/how-to-play"`, "Start the game"} {
		if !strings.Contains(html, want) {
			t.Errorf("the setup page lacks %s: %s", want, html)
		}
	}
	removeItem(kept.Key)
	p.Setup.Name = " "
	started := false
	p.Start("Give yourself a name.", func(formChoices) error { started = true; return nil }, "", "/x")
	var none formChoices
	if p.Launch.Err != "Give yourself a name." || started || LoadJSON(kept.Key, &none) {
		t.Errorf("an empty name: error %q, started %v, kept %v", p.Launch.Err, started, none)
	}
}
