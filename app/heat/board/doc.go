// Package board is the race track widget: a go-app component that draws the real circuit on a
// <canvas> and animates the cars from the race's events.
//
// It is built in two layers. The core is pure Go and tested without a browser: Layout places
// positions (progress and lane) on the circuit's drawing, Camera maps the drawing onto the
// canvas, Timeline turns events into tweens and effects, and the painters draw through the small
// Canvas interface. The browser layer (Board) owns the <canvas>: it pre-renders the static track
// and the car sprites offscreen, paints frames from requestAnimationFrame (never by rendering the
// component again), and handles drag, wheel, keys and the zoom buttons.
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
//		return app.Main().Body(p.board, …)
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
// A view without events (a rejoin) makes the cars jump to their places. SetSpeed(Instant) plays
// nothing (tests, reduced motion). window.heatBoard exposes frame times and a benchmark to
// browser tests; see hook.go.
package board
