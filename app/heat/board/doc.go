// Package board is the race track widget: a go-app component that draws the real circuit on a
// <canvas> and animates the cars from the race's events.
//
// Its exported surface is the Board component, New, and the five methods a page calls: Fill,
// SetTrack, Play, Show and OnIdle. Behind it are two layers, unexported. The core is pure Go and
// tested without a browser: the layout places positions (progress and lane) on the circuit's
// drawing, the camera maps the drawing onto the canvas, the timeline turns events into tweens and
// effects, and the painters draw through the small canvas interface. The browser layer (Board)
// owns the <canvas>: it pre-renders the static track and the car sprites offscreen, paints frames
// from requestAnimationFrame (never by rendering the component again), and handles drag, wheel,
// keys and the zoom buttons.
//
// The race page makes the board once, keeps the pointer and returns it from Render:
//
//	type race struct {
//		app.Compo
//		board *board.Board
//		seen  int
//	}
//
//	func (p *race) OnInit() { p.board = board.New() }
//
//	func (p *race) Render() app.UI {
//		return app.Elem("main").Body(p.board, …)
//	}
//
//	// When the session delivers a view and the events since the last one:
//	func (p *race) update(ctx app.Context, v engine.View, events []engine.Event) {
//		p.board.SetTrack(track)      // once; a no-op for the same circuit
//		p.board.Play(events)         // animate first…
//		p.board.Show(v.Cars, v.Active) // …then say where the cars end up
//		p.board.OnIdle(func() { ctx.Dispatch(func(ctx app.Context) { p.prompt = true }) })
//	}
//
// Events play one after another; when they come faster than they play, the moves still waiting
// are played quicker so the board is never more than a few seconds behind the race
// (catchup.go). A view without events (a rejoin) makes the cars jump to their places; the instant speed plays
// nothing (tests, reduced motion). window.heatBoard exposes frame times, the speed and a benchmark
// to browser tests; see hook.go.
package board
