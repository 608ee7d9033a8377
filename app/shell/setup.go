package shell

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/wire"
)

// The parts of a game's setup pages: titled sections, rows of toggle buttons, the player's name,
// and the start with its error.

// Section is a titled part of a page.
func Section(title string, body ...app.UI) app.UI {
	return app.Elem("section").Class("parlor-section").Body(append([]app.UI{app.Elem("h2").Text(title)}, body...)...)
}

// Option is one toggle button of a row.
type Option struct {
	ID    string   // its test id
	Label string   // its words
	Body  []app.UI // what it shows instead of Label, if anything
	Class string   // a class of the game's own, if any
	On    bool     // it is the choice
	Off   bool     // it cannot be chosen now
	Pick  func()   // choosing it
}

// Options is a row of toggle buttons; label names the group for screen readers.
func Options(label string, opts ...Option) app.UI { return OptionsClass("", label, opts...) }

// OptionsClass is Options with a class of the game's own on the row.
func OptionsClass(class, label string, opts ...Option) app.UI {
	bs := make([]app.UI, 0, len(opts))
	for _, o := range opts {
		b := app.Button().Class(classes("parlor-option", o.Class)...).DataSet("testid", o.ID).Disabled(o.Off).Aria("pressed", fmt.Sprint(o.On))
		if o.Body != nil {
			b = b.Body(o.Body...)
		} else {
			b = b.Text(o.Label)
		}
		pick := o.Pick
		// Scoped by the option: go-app keeps a handler of unchanged code and scope, whatever it
		// captured, and a row may change what its places offer.
		bs = append(bs, b.OnClick(func(ctx app.Context, e app.Event) { pick() }, app.EventScope(o.ID)))
	}
	return app.Div().Class(classes("parlor-options", class)...).Role("group").Aria("label", label).Body(bs...)
}

// NameInput is the text box of a player's name, as long as the wire lets a name be; set, if not
// nil, takes what was typed when it changes.
func NameInput(testID, value string, set func(name string)) app.HTMLInput {
	in := app.Input().Type("text").MaxLength(wire.MaxName).Value(value).DataSet("testid", testID)
	if set == nil {
		return in
	}
	return in.OnChange(func(ctx app.Context, e app.Event) { set(ctx.JSSrc().Get("value").String()) })
}

// NameField is NameInput with its label.
func NameField(label, testID, value string, set func(name string)) app.UI {
	return app.Elem("label").Class("parlor-field").Body(app.Elem("span").Text(label), NameInput(testID, value, set))
}

// Launch is a setup page's start: it checks the player's name, keeps the choices, starts the game
// away from the UI goroutine and goes to its page, or says what went wrong. A setup page keeps one
// in an unexported field and calls Mount from its OnMount.
type Launch struct {
	Err  string // what went wrong, in the player's words
	Busy bool   // the game is starting

	ctx app.Context // the page's own: the start finishes after the click's context is gone
}

// Mount keeps the page's context.
func (l *Launch) Mount(ctx app.Context) { l.ctx = ctx }

// Start starts a game for the player called name: an empty name is refused with noName; else
// keep saves the choices under the trimmed name and returns the start of the game, which runs away
// from the UI goroutine (on a copy of the choices); its error is shown after failed ("This race
// cannot start: "), and once the game runs the page goes to path.
func (l *Launch) Start(name, noName string, keep func(name string) (start func() error), failed, path string) {
	name = strings.TrimSpace(name)
	if name == "" {
		l.Err = noName
		return
	}
	if l.Busy {
		return
	}
	start := keep(name)
	l.Busy, l.Err = true, ""
	l.ctx.Async(func() {
		err := start()
		l.ctx.Dispatch(func(ctx app.Context) {
			l.Busy = false
			if err != nil {
				l.Err = failed + err.Error()
				return
			}
			ctx.Navigate(path)
		})
	})
}

// Footer is the end of a setup page: what went wrong, if anything, and the start button.
func (l *Launch) Footer(label string, start app.EventHandler) []app.UI {
	var out []app.UI
	if l.Err != "" {
		out = append(out, app.P().Class("parlor-error").Role("alert").DataSet("testid", "setup-error").Text(l.Err))
	}
	return append(out, app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "start").
		Disabled(l.Busy).Text(label).OnClick(start))
}

// classes are the non-empty ones of names.
func classes(names ...string) []string {
	out := names[:0:0]
	for _, n := range names {
		if n != "" {
			out = append(out, n)
		}
	}
	return out
}

// PageHead is the top of a setup page: the way home, what the page sets up and a line about it;
// extra goes between the way home and the title (a link to the rules).
func PageHead(title, lead string, extra ...app.UI) app.UI {
	body := append([]app.UI{app.A().Class("parlor-back").Href("/").Text("← Home")}, extra...)
	return app.Elem("header").Class("parlor-pagehead").Body(append(body, app.Elem("h1").Text(title), app.P().Class("parlor-lead").Text(lead))...)
}

// Configure changes the room's settings of a game whose settings read with read (the host's page
// only); timer < 0 keeps the turn timer. It reads the lobby when it runs: a handler keeps what it
// captured at its first render.
func Configure[S any](l *Lobby, read func(json.RawMessage) S, change func(*S), timer time.Duration) {
	if timer < 0 {
		timer = l.State.Lobby.TurnTimer
	}
	s := read(l.State.Lobby.Settings)
	change(&s)
	b, _ := json.Marshal(s) // a game's settings are plain data
	l.HostDo(func(h *p2p.Host) error { return h.Configure(b, timer) })
}

// Kept is how a setup page keeps its choices S in the browser for the next game: under Key,
// usable again when Usable says so (a record an older version kept may not be), with the
// player's name at Name.
type Kept[S any] struct {
	Key    string
	Usable func(S) bool
	Name   func(*S) *string
}

// Load is the choices a setup page opens with: the last ones kept if they are usable, else
// def's; either way with the name of the player's profile.
func (k Kept[S]) Load(def func(name string) S) S {
	name := LoadProfile().Name
	var last S
	if LoadJSON(k.Key, &last) && k.Usable(last) {
		*k.Name(&last) = name
		return last
	}
	return def(name)
}

// SetupForm is a solo setup page's choices S, kept in the browser for the next game, and its
// start. A game's setup page embeds one (made by NewSetupForm) and renders Setup in Page: its
// OnInit loads the choices, its OnNav names the page, its OnMount readies the start.
type SetupForm[S any] struct {
	app.Compo
	Title  string // the page's heading and the browser tab's title: "Blood Fang against the AI"
	Setup  S      // the choices on the page
	Launch Launch // the start, with what went wrong

	kept Kept[S]
	def  func(name string) S
}

// NewSetupForm is a form titled title whose choices are kept by kept, def's for a player without
// usable ones.
func NewSetupForm[S any](title string, kept Kept[S], def func(name string) S) SetupForm[S] {
	return SetupForm[S]{Title: title, kept: kept, def: def}
}

func (f *SetupForm[S]) OnInit() { f.Setup = f.kept.Load(f.def) }

func (f *SetupForm[S]) OnNav(ctx app.Context) { ctx.Page().SetTitle("%s · %s", f.Title, Name) }

// Page is the setup page: its head (the title, lead and the link to How to play at howTo), the
// fields, and the button that starts the game; class is the game's class for the page.
func (f *SetupForm[S]) Page(class, lead, howTo string, fields []app.UI, button string, start app.EventHandler) app.UI {
	body := append([]app.UI{PageHead(f.Title, lead, HowToLink(howTo, false))}, fields...)
	body = append(body, f.Launch.Footer(button, start)...)
	return app.Elem("main").Class("parlor-page", "parlor-setup", class).DataSet("testid", "setup").Body(body...)
}

func (f *SetupForm[S]) OnMount(ctx app.Context) { f.Launch.Mount(ctx) }

// Start starts the game from the choices as Kept.Start does: noName refuses an empty name,
// start starts the game, failed leads its error, and the page goes to path once it runs.
func (f *SetupForm[S]) Start(noName string, start func(S) error, failed, path string) {
	f.kept.Start(&f.Launch, &f.Setup, noName, start, failed, path)
}

// Start is l.Start for the choices *s: the name typed (refused with noName when empty) goes into
// them and into the player's profile, they are kept for the next game, and start starts the game
// from a copy of them; failed and path are l.Start's.
func (k Kept[S]) Start(l *Launch, s *S, noName string, start func(S) error, failed, path string) {
	l.Start(*k.Name(s), noName, func(name string) func() error {
		*k.Name(s) = name
		SaveName(name)
		SaveJSON(k.Key, *s)
		chosen := *s
		return func() error { return start(chosen) }
	}, failed, path)
}
