package bloodfang

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/bloodfang"
)

// Keyboard play: the arrow keys move over the hand and over the board (one tab stop each),
// Enter or Space picks a card and places it on a lit tile, Escape puts the card back, and the
// focus lands on the next decision: the first lit tile once a card is picked, the hand when the
// player's turn comes.

// focus moves the keyboard's focus to the element with id, if it is there.
func focus(id string) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("focus")
	}
}

// focusHand focuses the hand's card i, or the first action when the hand is empty.
func focusHand(i int) {
	if el := app.Window().GetElementByID(fmt.Sprintf("bf-hand-%d", i)); el.Truthy() {
		el.Call("focus")
		return
	}
	for _, id := range []string{"bf-mulligan", "bf-pass", "bf-again"} {
		if el := app.Window().GetElementByID(id); el.Truthy() {
			el.Call("focus")
			return
		}
	}
}

// boardKeys moves over the board with the arrows; down from the last lane goes to the hand.
func (p *playPage) boardKeys(ctx app.Context, e app.Event) {
	at := cursorTile(p.view, p.picked, p.aim, p.aiming)
	r, dc := at.Row, at.Col
	if mySide(p.view) == 1 {
		dc = engine.Cols - 1 - at.Col
	}
	switch e.Get("key").String() {
	case "ArrowLeft":
		dc = max(dc-1, 0)
	case "ArrowRight":
		dc = min(dc+1, engine.Cols-1)
	case "ArrowUp":
		r = max(r-1, 0)
	case "ArrowDown":
		if r == engine.Rows-1 {
			e.PreventDefault()
			focusHand(p.cursor)
			return
		}
		r++
	case "Escape":
		p.picked, p.live.Notice = 0, ""
		focusHand(p.cursor)
		return
	default:
		return
	}
	e.PreventDefault()
	next := engine.Pos{Row: r, Col: screenCol(mySide(p.view), dc)}
	p.aim, p.aiming = next, true
	focus(tileID(next))
}

// handKeys moves over the hand with the arrows; up goes to the board.
func (p *playPage) handKeys(ctx app.Context, e app.Event) {
	n := 0
	if p.view != nil && p.view.Me != nil {
		n = len(p.view.Me.Hand)
	}
	i := p.cursor
	switch e.Get("key").String() {
	case "ArrowLeft":
		i = max(i-1, 0)
	case "ArrowRight":
		i = min(i+1, n-1)
	case "Home":
		i = 0
	case "End":
		i = n - 1
	case "ArrowUp":
		e.PreventDefault()
		focus(tileID(cursorTile(p.view, p.picked, p.aim, p.aiming)))
		return
	case "Escape":
		p.picked = 0
		return
	default:
		return
	}
	e.PreventDefault()
	if i < 0 {
		return
	}
	p.cursor = i
	focusHand(i)
}
