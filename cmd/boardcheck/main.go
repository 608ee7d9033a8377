//go:build wasm

// Command boardcheck is a test-only browser entry: a page holding nothing but the track board,
// driven by a real race of bot drivers, for the browser tests in e2e/board_test.go. It is never
// part of the game's app.wasm; the test builds it into a web directory of its own.
//
// window.boardCheck drives it:
//
//	boardCheck.track(id)        shows a circuit, cars on the grid (a new race)
//	boardCheck.round()          plays one round of the race: its events animate on the board
//	boardCheck.play(json)       plays events given as JSON (engine.Event), then shows the
//	boardCheck.show(json)       … cars given as JSON (engine.CarView) with show
//	boardCheck.mounted(on)      mounts or dismounts the board
package main

import (
	"encoding/json"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/heat/board"
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/tracks"
)

type page struct {
	app.Compo
	board   *board.Board
	race    *engine.Race
	seen    int
	hidden  bool
	funcs   []app.Func
	message string
}

func (p *page) OnMount(ctx app.Context) {
	p.board = board.New().Fill()
	p.newRace("usa")
	obj := app.Window().Get("Object").New()
	def := func(name string, f func(args []app.Value) any) {
		fn := app.FuncOf(func(_ app.Value, args []app.Value) any { return f(args) })
		p.funcs = append(p.funcs, fn)
		obj.Set(name, fn)
	}
	def("track", func(args []app.Value) any {
		ctx.Dispatch(func(app.Context) { p.newRace(args[0].String()) })
		return nil
	})
	def("round", func([]app.Value) any {
		ctx.Dispatch(func(app.Context) { p.round() })
		return nil
	})
	def("play", func(args []app.Value) any {
		var evs []engine.Event
		if err := json.Unmarshal([]byte(args[0].String()), &evs); err != nil {
			return err.Error()
		}
		p.board.Play(evs)
		return nil
	})
	def("show", func(args []app.Value) any {
		var cars []engine.CarView
		if err := json.Unmarshal([]byte(args[0].String()), &cars); err != nil {
			return err.Error()
		}
		active := -1
		if len(args) > 1 {
			active = args[1].Int()
		}
		p.board.Show(cars, active)
		return nil
	})
	def("mounted", func(args []app.Value) any {
		ctx.Dispatch(func(app.Context) { p.hidden = !args[0].Truthy() })
		return nil
	})
	app.Window().Set("boardCheck", obj)
}

func (p *page) OnDismount() {
	for _, f := range p.funcs {
		f.Release()
	}
}

// newRace starts a race of six cars, three bots and three Legends, on a circuit.
func (p *page) newRace(id string) {
	t, err := tracks.Get(id)
	if err != nil {
		p.message = err.Error()
		return
	}
	var seats []engine.SeatConfig
	for i, c := range engine.Colours {
		seats = append(seats, engine.SeatConfig{Name: c, Colour: c, Legend: i >= 3})
	}
	r, err := engine.New(engine.Config{Track: id, Seats: seats, Grid: []int{0, 1, 2, 3, 4, 5}}, 7)
	if err != nil {
		p.message = err.Error()
		return
	}
	p.race, p.seen = r, r.EventCount()
	if err := p.board.SetTrack(t); err != nil {
		p.message = err.Error()
	}
	v := r.View(engine.Spectator)
	p.board.Show(v.Cars, v.Active)
	p.message = t.Name
}

// round lets the bots drive until the next round starts, then animates what happened.
func (p *page) round() {
	r := p.race
	start := p.seen
	for range 200 {
		if r.Over() {
			break
		}
		for _, seat := range r.Pending() {
			a, err := bot.Decide(r.View(seat), bot.Normal)
			if err == nil {
				err = r.Apply(seat, a)
			}
			if err != nil {
				p.message = err.Error()
				return
			}
		}
		if nextRound(r.Events(engine.Spectator, start)) {
			break
		}
	}
	evs := r.Events(engine.Spectator, p.seen)
	p.seen = r.EventCount()
	v := r.View(engine.Spectator)
	p.board.Play(evs)
	p.board.Show(v.Cars, v.Active)
	p.message = v.Track
}

// nextRound reports whether a round started after the first of the events.
func nextRound(evs []engine.Event) bool {
	for i, e := range evs {
		if i > 0 && e.Kind == engine.EvRound {
			return true
		}
	}
	return false
}

func (p *page) Render() app.UI {
	main := app.Main().DataSet("testid", "board-check").Styles(map[string]string{
		"position": "fixed", "inset": "0", "padding": "12px", "display": "flex", "flex-direction": "column", "gap": "8px",
	})
	body := []app.UI{app.P().DataSet("testid", "board-check-message").Style("margin", "0").Text(p.message)}
	if !p.hidden && p.board != nil {
		body = append(body, app.Div().Style("flex", "1").Style("min-height", "0").Body(p.board))
	}
	return main.Body(body...)
}

func main() {
	app.Route("/", func() app.Composer { return &page{} })
	app.RunWhenOnBrowser()
}
