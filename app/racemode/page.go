package racemode

import (
	"errors"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	rules "github.com/heatracing/heat/engine/racemode"
)

// mapPage is Race Mode: the map on the left (its nodes, the paths between them, the details of
// the node chosen), the deck on the right with the special modes, the info and the restart, and
// over them the menu a node or a button opened. After the boss it is the victory screen.
type mapPage struct {
	app.Compo

	// ctx is the page's own context: work that ends later (a race read back, a camera to save)
	// dispatches through it.
	ctx    app.Context
	run    *rules.Run // nil until read from the browser (never in the server's pre-render)
	bad    string     // why the saved run cannot be loaded: the page offers a new run
	sel    int        // the node whose details show, -1 for none
	menu   menu       // the menu open over the map
	race   raceState  // the race started from a node, until its result is taken
	notice string     // what just happened, or went wrong, in a player's words
	busy   bool
	rev    int // the run's changes so far (a menu shows the run, which stays the same pointer)
	camera cameraWatch
}

func newMapPage() *mapPage { return &mapPage{sel: -1, race: raceState{node: -1}} }

func (p *mapPage) OnNav(ctx app.Context) { ctx.Page().SetTitle("Race Mode · %s", shell.Name) }

// OnPreRender keeps the page's context outside the browser too (the server's pre-render, which
// shows the map unfolding, and go-app's test engine).
func (p *mapPage) OnPreRender(ctx app.Context) { p.ctx = ctx }

func (p *mapPage) OnMount(ctx app.Context) {
	p.ctx = ctx
	m := newMap()
	r, err := loadRun(m)
	switch {
	case errors.Is(err, errNoRun):
		r = newRun(m, rules.OneChild)
	case err != nil:
		p.bad = err.Error()
		return
	}
	p.run, p.rev = r, p.rev+1
	if open := r.Accessible(); p.sel < 0 && len(open) > 0 {
		p.sel = open[0] // the details show the next step
	}
	p.checkRace(ctx)
	p.later(p.camera.restore(p))
}

func (p *mapPage) OnDismount() {
	p.camera.flush(p)
	p.camera.stop()
}

// later runs f after the page's next render. It goes through the page's own context: go-app
// drops a Defer made through a clicked button's context when the render removes the button (the
// choices of a menu that closes).
func (p *mapPage) later(f func(app.Context)) { p.ctx.Defer(f) }

// save keeps the run in the browser; a browser that refuses says so once.
func (p *mapPage) save() {
	p.rev++
	if err := saveRun(p.run); err != nil {
		p.notice = "This browser does not keep your run (" + err.Error() + "): it lasts until you leave the page."
	}
}

// fail shows an action's refusal in the player's words.
func (p *mapPage) fail(err error) {
	p.rev++ // a refused change may have begun: the menus look again
	p.notice = sentence(err.Error())
}

// sentence capitalizes a Go error for a player: "this node is not yet accessible" → "This node is
// not yet accessible."
func sentence(s string) string {
	if s == "" {
		return s
	}
	s = strings.ToUpper(s[:1]) + s[1:]
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

func (p *mapPage) Render() app.UI {
	switch {
	case p.bad != "":
		return p.badSave()
	case p.run == nil:
		return app.Elem("main").Class("parlor-page", "rm-page").DataSet("testid", "race-mode-loading").Body(
			app.Elem("h1").Class("rm-title").Text("Race Mode"),
			app.P().Class("parlor-status").Text("Unfolding the map…"),
		)
	case p.run.Won():
		return victory(p.run, p.restart)
	}
	return app.Elem("main").Class("parlor-page", "rm-page").DataSet("testid", "race-mode").
		DataSet("level", p.run.CurrentLevel()).OnKeyDown(p.onKey).Body(
		head(p.run),
		p.status(),
		app.Div().Class("rm-layout").Body(
			app.Elem("section").Class("rm-map-panel").Aria("label", "the map").Body(
				mapOf(p.run, p.sel, p.choose),
				mapKey(),
				&nodeDetails{Node: factsOf(p.run, p.sel), Busy: p.busy, Racing: p.race.running || p.race.reading,
					Take: p.take, OpenChoice: p.openChoiceAfterWin},
			),
			&deckSide{Deck: p.run.Deck(), ModesOn: len(p.run.GlobalModes()), Open: p.openMenu},
		),
		app.If(p.menu.kind != menuNone, func() app.UI { return p.dialog() }),
	)
}

// head is the page's bar: the way home, the title, How to play.
func head(r *rules.Run) app.UI {
	return app.Elem("header").Class("rm-head").Body(
		app.A().Class("parlor-back").Href("/").Text("← Home"),
		app.Elem("h1").Class("rm-title").Text("Race Mode"),
		app.Elem("span").Class("rm-progress").DataSet("testid", "progress").Text(progress(r)),
		app.A().Class("parlor-howto-link").DataSet("testid", "how-to-play-link").Href(guidePath).Text("How to play"),
	)
}

// progress says where the run stands: "Level 2 of 5 · 1 race lost".
func progress(r *rules.Run) string {
	if r.CurrentLevel() < 0 {
		return "A new run: choose your start deck"
	}
	next, boss := r.CurrentLevel()+1, r.Map().BossLevel()
	s := "Level " + itoa(next) + " of " + itoa(boss-1)
	if next >= boss {
		s = "The boss awaits"
	}
	if lost := r.Summary().Lost; lost > 0 {
		s += " · " + shell.Count(lost, "race") + " lost"
	}
	return s
}

// status is the line under the bar: the race in progress, or what just happened. It is always
// one element, empty or not, so that the map after it keeps its place among the page's children
// (go-app matches children by position: a child that comes and goes would make it draw the map
// anew, and a click on the way would miss).
func (p *mapPage) status() app.UI {
	var line app.UI
	switch {
	case p.race.reading || p.race.running:
		line = p.raceBanner()
	case p.notice != "":
		line = app.P().Class("rm-notice").DataSet("testid", "notice").Text(p.notice)
	}
	return app.Div().Class("rm-status").Role("status").Body(line)
}

// badSave is the page for a saved run that cannot be loaded: why, and a new run.
func (p *mapPage) badSave() app.UI {
	return app.Elem("main").Class("parlor-page", "rm-page", "rm-bad").DataSet("testid", "race-mode-bad-save").Body(
		app.Elem("h1").Class("rm-title").Text("Race Mode"),
		app.P().Role("alert").DataSet("testid", "bad-save").Text("Your saved run cannot be continued. "+sentence(strings.TrimPrefix(p.bad, rules.ErrBadSave.Error()+": "))),
		app.P().Text("It may come from another version of the game. A new run starts from the start deck."),
		app.Div().Class("rm-actions").Body(
			app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "new-run").Text("Start a new run").
				OnClick(func(ctx app.Context, e app.Event) { p.newRunAfterBadSave(ctx) }),
			app.A().Class("parlor-button").Href("/").Text("Home"),
		),
	)
}

// newRunAfterBadSave forgets the run that cannot be loaded (and its race) for a new one.
func (p *mapPage) newRunAfterBadSave(ctx app.Context) {
	endRaceOf(pendingOf())
	forgetRun()
	p.bad = ""
	p.OnMount(ctx)
}

// onKey closes the open menu on Escape, and keeps Tab inside it.
func (p *mapPage) onKey(ctx app.Context, e app.Event) {
	if p.menu.kind == menuNone {
		return
	}
	switch e.Get("key").String() {
	case "Escape":
		p.closeMenu(ctx)
	case "Tab":
		trapTab(e)
	}
}

// trapTab keeps the keyboard in the open menu, a modal dialog: Tab from its last control goes
// to its first, Shift+Tab from its first to its last.
func trapTab(e app.Event) {
	doc := app.Window().Get("document")
	menu := doc.Call("querySelector", ".rm-menu")
	if !menu.Truthy() {
		return
	}
	items := menu.Call("querySelectorAll", "button:not([disabled]), a[href]")
	n := items.Length()
	if n == 0 {
		return
	}
	first, last, active := items.Index(0), items.Index(n-1), doc.Get("activeElement")
	outside := !menu.Call("contains", active).Bool()
	switch shift := e.Get("shiftKey").Bool(); {
	case shift && (outside || active.Equal(first)):
		last.Call("focus")
		e.PreventDefault()
	case !shift && (outside || active.Equal(last)):
		first.Call("focus")
		e.PreventDefault()
	}
}
