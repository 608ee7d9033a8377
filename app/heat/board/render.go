package board

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Render lays out the board: the canvas, and the zoom controls over its corner. The canvas is
// drawn from the frame loop, never by rendering again.
func (b *Board) Render() app.UI {
	b.mu.Lock()
	numbers, fill := b.numbers, b.fill
	following, canFollow := b.b.following, b.follow >= 0
	var name string
	if l := b.race.layout; l != nil {
		name = ariaLabel(l.Track())
	} else {
		name = ariaLabel(nil)
	}
	b.mu.Unlock()

	box := map[string]string{
		"position": "relative", "overflow": "hidden", "width": "100%",
		"border-radius": "10px", "background": "#121316", "user-select": "none",
	}
	if fill {
		box["height"] = "100%"
	} else {
		box["aspect-ratio"] = "3 / 2"
		box["max-height"] = "100%"
	}
	return app.Div().Class("heat-board").DataSet("testid", "board").Styles(box).Body(
		app.Elem("canvas").
			Class("heat-board-canvas").
			DataSet("testid", "board-canvas").
			TabIndex(0).
			Attr("role", "img").
			Aria("label", name).
			Styles(map[string]string{
				"position": "absolute", "inset": "0", "width": "100%", "height": "100%",
				"display": "block", "touch-action": touchAction, "cursor": "grab", "outline-offset": "-3px",
			}),
		app.Div().Class("heat-board-controls").Styles(map[string]string{
			"position": "absolute", "right": "10px", "bottom": "10px", "display": "flex", "gap": "6px",
		}).Body(
			b.control("+", "board-zoom-in", "Zoom in", func() { inputs{b}.zoomAround(zoomStep, inputs{b}.middle()) }),
			b.control("−", "board-zoom-out", "Zoom out", func() { inputs{b}.zoomAround(1/zoomStep, inputs{b}.middle()) }),
			b.control("Fit", "board-fit", "Fit: show the whole circuit", inputs{b}.fitView),
			b.control("My car", "board-follow", "Follow my car", camFollow{b}.startFollowing).
				Aria("pressed", boolString(following)).Hidden(!canFollow),
			b.control("#", "board-numbers", "Show space numbers", nil).
				Aria("pressed", boolString(numbers)).
				OnClick(func(ctx app.Context, e app.Event) {
					ctx.PreventUpdate()
					b.mu.Lock()
					on := !b.numbers
					b.setNumbers(on)
					b.mu.Unlock()
					ctx.JSSrc().Call("setAttribute", "aria-pressed", boolString(on))
				}),
		),
	)
}

// control is one of the round buttons over the board. Clicking it changes the view only: the
// page around the board is not rendered again.
func (b *Board) control(text, testid, title string, do func()) app.HTMLButton {
	btn := app.Button().
		Type("button").
		DataSet("testid", testid).
		Title(title).
		Aria("label", title).
		Text(text).
		Styles(map[string]string{
			"min-width": "2.25rem", "height": "2.25rem", "padding": "0 0.6rem",
			"border": "1px solid rgba(243,235,216,0.35)", "border-radius": "1.2rem",
			"background": "rgba(22,23,26,0.82)", "color": "#f3ebd8", "cursor": "pointer",
			"font":           `700 1rem/1 "Oswald", "Roboto Condensed", "Arial Narrow", sans-serif`,
			"letter-spacing": "0.04em",
		})
	if do != nil {
		btn = btn.OnClick(func(ctx app.Context, e app.Event) {
			ctx.PreventUpdate()
			b.mu.Lock()
			defer b.mu.Unlock()
			if b.b.mounted {
				do()
			}
		})
	}
	return btn
}

func boolString(v bool) string {
	if v {
		return "true"
	}
	return "false"
}
