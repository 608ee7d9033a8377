package replay

import (
	"errors"
	"regexp"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/titles"
)

// Puzzles: positions to win from, alone against the computer, from every game's registry entry
// (titles.Entry.Puzzles). A puzzle is a solo game kept apart from the game's solo game; winning
// it marks it solved in this browser.

// PathPuzzles lists the puzzles; PathPuzzles/<id> plays one.
const PathPuzzles = "/puzzles"

var puzzlePattern = regexp.MustCompile(`^/puzzles/[a-z0-9-]+$`)

const keySolved = "parlor.puzzles.solved"

func solved() map[string]bool {
	m := map[string]bool{}
	shell.LoadJSON(keySolved, &m)
	return m
}

func notePuzzle(game, id string) {
	m := solved()
	m[id] = true
	shell.SaveJSON(keySolved, m)
}

// findPuzzle is the puzzle id and its game.
func findPuzzle(id string) (titles.Entry, titles.Puzzle, bool) {
	for _, g := range titles.All() {
		for _, p := range g.Puzzles {
			if p.ID == id {
				return g, p, true
			}
		}
	}
	return titles.Entry{}, titles.Puzzle{}, false
}

// puzzleList lists every game's puzzles, each marked once solved.
type puzzleList struct{ app.Compo }

func (l *puzzleList) OnNav(ctx app.Context) { ctx.Page().SetTitle("Puzzles · %s", shell.Name) }

func (l *puzzleList) Render() app.UI {
	done := solved()
	sections := []app.UI{}
	for _, g := range titles.All() {
		if len(g.Puzzles) == 0 {
			continue
		}
		items := []app.UI{}
		for _, p := range g.Puzzles {
			mark := ""
			if done[p.ID] {
				mark = " ✓ solved"
			}
			items = append(items, app.Elem("li").Body(
				app.A().Class("parlor-menu-item").DataSet("testid", "puzzle-"+p.ID).Href(PathPuzzles+"/"+p.ID).Body(
					app.Elem("strong").Text(p.Name+mark),
					app.Elem("span").Text(p.Goal),
				),
			))
		}
		sections = append(sections, app.Elem("section").Aria("label", g.Name+" puzzles").Body(app.Elem("h2").Text(g.Name), app.Elem("ul").Class("parlor-puzzles").Body(items...)))
	}
	return app.Elem("main").Class("parlor-page", "parlor-puzzle-page").DataSet("testid", "puzzles").Body(
		append([]app.UI{shell.PageHead("Puzzles", "Positions to win from, against the computer. Each can be won whatever it plays.")}, sections...)...,
	)
}

// puzzlePage plays one puzzle on the game's own page.
type puzzlePage struct {
	app.Compo
	game    titles.Entry
	puzzle  titles.Puzzle
	room    *shell.RoomGame
	session *shell.Session
	unsub   func()
	problem string
	gen     int // counts the sessions shown, so that each page mounts afresh
}

func (p *puzzlePage) OnNav(ctx app.Context) {
	id := strings.TrimPrefix(ctx.Page().URL().Path, PathPuzzles+"/")
	g, pz, ok := findPuzzle(id)
	room, hasRoom := shell.RoomOf(g.ID)
	if !ok || !hasRoom {
		p.problem = "There is no such puzzle."
		return
	}
	ctx.Page().SetTitle("%s · %s", pz.Name, shell.Name)
	p.game, p.puzzle, p.room = g, pz, room
	if app.IsServer {
		return // the server's pre-render starts no game
	}
	p.start(ctx, false)
}

// start resumes the puzzle, or starts it (again: anew).
func (p *puzzlePage) start(ctx app.Context, anew bool) {
	g, pz, room := p.game, p.puzzle, p.room
	ctx.Async(func() {
		var s *shell.Session
		err := shell.ErrNoGame
		if !anew {
			s, err = shell.ResumeApart(g, apartPuzzle+pz.ID, room.Reader())
		}
		if errors.Is(err, shell.ErrNoGame) {
			me := shell.LoadProfile()
			me.Colour = g.Title.Colours()[0]
			s, err = shell.StartSolo(g, shell.SoloSetup{Me: me, Bots: pz.Bots, Settings: pz.Settings, Path: PathPuzzles + "/" + pz.ID, Apart: apartPuzzle + pz.ID}, room.Reader())
		}
		ctx.Dispatch(func(ctx app.Context) {
			if err != nil {
				p.problem = "The puzzle could not start: " + err.Error()
				return
			}
			if p.unsub != nil {
				p.unsub()
			}
			p.session = s
			p.gen++
			p.unsub = s.Subscribe(func() { ctx.Dispatch(func(app.Context) {}) })
		})
	})
}

func (p *puzzlePage) OnDismount() {
	if p.unsub != nil {
		p.unsub()
	}
}

func (p *puzzlePage) Render() app.UI {
	if p.problem != "" {
		return app.Elem("main").Class("parlor-page").DataSet("testid", "puzzle").Body(
			shell.PageHead("Puzzle", ""), app.P().Class("parlor-error").Role("alert").Text(p.problem))
	}
	if p.session == nil {
		return app.Elem("main").Class("parlor-page").DataSet("testid", "puzzle").Body(app.P().Class("parlor-status").Text("Setting up the puzzle…"))
	}
	state := ""
	if p.room.Over != nil && p.room.Over(p.session.Reader()) && p.session.Host != nil && p.puzzle.Solved != nil {
		if save, err := p.session.Host.Save(); err == nil {
			if ok, why := p.puzzle.Solved(save); ok {
				state = "Solved! " + sentence(why)
			} else {
				state = "Not this time: " + why + ". Start again to try another way."
			}
		}
	}
	return app.Div().Class("parlor-daily-play").DataSet("testid", "puzzle").Body(
		app.Elem("section").Class("parlor-daily-banner").Aria("label", "the puzzle").Body(
			app.Elem("strong").Text(p.puzzle.Name+": "),
			app.Elem("span").Text(p.puzzle.Goal),
			app.If(state != "", func() app.UI {
				return app.P().Role("status").DataSet("testid", "puzzle-state").Text(state)
			}),
			app.Div().Class("parlor-after").Body(
				app.Button().Class("parlor-button").DataSet("testid", "puzzle-again").Text("Start the puzzle again").
					OnClick(func(ctx app.Context, e app.Event) { p.start(ctx, true) }),
				app.A().Class("parlor-button").Href(PathPuzzles).Text("All puzzles"),
			),
		),
		fresh(p.gen, p.room.Play(p.session)),
	)
}

// fresh wraps a game's page so that a new one (gen changed) mounts afresh: the element around it
// alternates, and go-app replaces what it holds.
func fresh(gen int, page app.UI) app.UI {
	if gen%2 == 0 {
		return app.Div().Class("parlor-replay-game").Body(page)
	}
	return app.Elem("article").Class("parlor-replay-game").Body(page)
}
