package bloodfang

import (
	"fmt"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// boardPanel is the game page's board: the three lanes' tiles with their pawns and cards, the
// lanes' powers on both sides, and where the picked card may go. The page gives it the view and
// the player's picks (the card picked in the hand, the tile aimed at, which the banner's preview
// reads too); the board tells the page where the pointer or the keyboard is and which tile the
// player clicked, and the page decides with its state as it is then. The second click of a double
// click on a tile is no click: the first played the card.
type boardPanel struct {
	app.Compo

	View   *engine.View
	Anim   map[engine.Pos]string              // the tiles to animate, and how, for the newest events
	Picked int                                // the hand card picked to play (its ID), 0 for none
	Aim    engine.Pos                         // the tile the keyboard or the mouse is on
	Aiming bool                               // Aim is set
	Keys   func(ctx app.Context, e app.Event) // a key pressed on the board
	OnAim  func(at engine.Pos)                // the pointer or the focus came onto a tile
	OnTile func(at engine.Pos)                // a click on a tile (not the second of a double click)
}

// The board shows the player's side on the left, whichever seat they hold: the second seat's
// board is mirrored on screen (its home column is the engine's column 4). Tiles keep the
// engine's coordinates in their IDs and test IDs.

// mySide is the seat shown on the board's left: the player's own, or the first for a spectator.
func mySide(v *engine.View) int {
	if v != nil && v.Seat == 1 {
		return 1
	}
	return 0
}

// screenCol is the engine column shown at screen column dc, for the seat shown on the left.
func screenCol(me, dc int) int {
	if me == 1 {
		return engine.Cols - 1 - dc
	}
	return dc
}

func tileID(at engine.Pos) string { return fmt.Sprintf("bf-tile-%d-%d", at.Row, at.Col) }

// Render is the three lanes, each with the lane's power for either player on its side.
func (b *boardPanel) Render() app.UI {
	v := b.View
	me, them := mySide(v), 1-mySide(v)
	names := viewNames(v)
	marks := map[engine.Pos]mark{}
	if c, ok := pickedCard(v, b.Picked); ok && b.Aiming && legalTile(v, b.Picked, b.Aim) {
		for _, m := range preview(v, v.Seat, c, b.Aim) {
			marks[m.At] = m
		}
	}
	cells := []app.UI{b.side(me, "bf-side-me"), app.Div().Class("bf-lanes-head").Aria("hidden", "true"), b.side(them, "bf-side-them")}
	for r := range engine.Rows {
		lane := v.Lanes[r]
		cells = append(cells, laneScore(r, lane[me], lane[them], name(names, me), "bf-score-me"))
		tiles := make([]app.UI, 0, engine.Cols)
		for dc := range engine.Cols {
			tiles = append(tiles, b.tile(engine.Pos{Row: r, Col: screenCol(me, dc)}, marks))
		}
		cells = append(cells, app.Div().Class("bf-lane").Role("group").Aria("label", fmt.Sprintf("lane %d", r+1)).Body(tiles...))
		cells = append(cells, laneScore(r, lane[them], lane[me], name(names, them), "bf-score-them"))
	}
	return app.Elem("section").Class("bf-board").DataSet("testid", "board").Aria("label", "the board").
		OnKeyDown(func(ctx app.Context, e app.Event) { b.Keys(ctx, e) }).Body(cells...)
}

// side names a player above their column of lane powers: hand and deck sizes.
func (b *boardPanel) side(seat int, cls string) app.UI {
	pl := b.View.Players[seat]
	who := pl.Name
	if seat == b.View.Seat {
		who = "You"
	}
	return app.Div().Class("bf-side", cls, "bf-seat-"+fmt.Sprint(seat)).DataSet("testid", fmt.Sprintf("side-%d", seat)).Body(
		app.Elem("strong").Text(who),
		app.Elem("small").Text(fmt.Sprintf("%d in hand · %d in deck", pl.Hand, pl.Deck)),
	)
}

// laneScore is one player's power in a lane; the leader's is lit.
func laneScore(r, power, rival int, who, cls string) app.UI {
	classes := []string{"bf-score", cls}
	if power > rival {
		classes = append(classes, "bf-lead")
	}
	return app.Div().Class(classes...).DataSet("testid", fmt.Sprintf("lane-%d-%s", r, strings.TrimPrefix(cls, "bf-score-"))).
		Aria("label", fmt.Sprintf("lane %d: %s %d", r+1, who, power)).Text(fmt.Sprint(power))
}

// tile is one tile: its owner's colour and pawns, its card, and when a card is picked, whether
// it may go there and what the aimed play would do to it.
func (b *boardPanel) tile(at engine.Pos, marks map[engine.Pos]mark) app.UI {
	v := b.View
	me := mySide(v)
	t := v.Board[at.Row][at.Col]
	owner := "none"
	switch t.Owner {
	case me:
		owner = "me"
	case 1 - me:
		owner = "them"
	}
	classes := []string{"bf-tile", "bf-own-" + owner}
	legal := legalTile(v, b.Picked, at)
	if legal {
		classes = append(classes, "bf-legal")
	}
	if b.Aiming && b.Aim == at {
		classes = append(classes, "bf-aim")
	}
	if a := b.Anim[at]; a != "" {
		classes = append(classes, a)
	}
	var body []app.UI
	m, marked := marks[at]
	label := tileLabel(v, at, t, legal)
	if t.Card != nil {
		if c, ok := engine.Starter().Card(t.Card.Card); ok {
			body = append(body, app.Elem("span").Class("bf-unit", either(t.Card.Owner == me, "bf-seat-0", "bf-seat-1")).Body(face(c, t.Card.Power, t.Card.Owner != me)...))
		}
	} else {
		body = append(body, app.Elem("span").Class("bf-pawns", fmt.Sprintf("bf-pawns-%d", t.Pawns)).Aria("hidden", "true").Text(strings.Repeat("●", t.Pawns)))
	}
	if marked {
		text, cls := "", ""
		switch {
		case m.Take:
			text, cls = "capture", "bf-pv-take"
			label += "; this play captures it"
		case m.Pawn:
			text, cls = "+1 pawn", "bf-pv-pawn"
			label += "; this play adds a pawn"
		case m.Power != 0:
			text, cls = fmt.Sprintf("%+d", m.Power), "bf-pv-power"
			label += fmt.Sprintf("; this play changes its power by %+d", m.Power)
			if m.Killed {
				text += " ✕"
			}
		}
		body = append(body, app.Elem("span").Class("bf-mark", cls).Aria("hidden", "true").Text(text))
	}
	body = append(body, app.Elem("span").Class("bf-sr").Text(label))
	tab := -1
	if cursorTile(v, b.Picked, b.Aim, b.Aiming) == at {
		tab = 0
	}
	return app.Button().ID(tileID(at)).Class(classes...).DataSet("testid", fmt.Sprintf("tile-%d-%d", at.Row, at.Col)).
		DataSet("legal", fmt.Sprint(legal)).TabIndex(tab).
		OnClick(func(ctx app.Context, e app.Event) {
			if !shell.SecondClick(e) {
				b.OnTile(at)
			}
		}).
		OnMouseEnter(func(ctx app.Context, e app.Event) { b.OnAim(at) }).
		OnFocus(func(ctx app.Context, e app.Event) { b.OnAim(at) }).
		Body(body...)
}

// tileLabel says what a tile holds, for screen readers.
func tileLabel(v *engine.View, at engine.Pos, t engine.TileView, legal bool) string {
	names := viewNames(v)
	s := fmt.Sprintf(" (lane %d, tile %d): ", at.Row+1, at.Col+1)
	switch {
	case t.Card != nil:
		whose := "your"
		if t.Card.Owner != v.Seat {
			whose = possessive(names, t.Card.Owner)
		}
		s += fmt.Sprintf("%s %s, power %d", whose, cardName(t.Card.Card), t.Card.Power)
	case t.Owner == engine.NoSeat:
		s += "nobody's"
	case t.Owner == v.Seat:
		s += fmt.Sprintf("yours, %d pawn%s", t.Pawns, either(t.Pawns != 1, "s", ""))
	default:
		s += fmt.Sprintf("%s, %d pawn%s", name(names, t.Owner), t.Pawns, either(t.Pawns != 1, "s", ""))
	}
	if legal {
		s += "; you can play here"
	}
	return s
}

// legalTile reports whether the hand card picked may go to at.
func legalTile(v *engine.View, picked int, at engine.Pos) bool {
	if picked == 0 || v == nil || v.Me == nil {
		return false
	}
	for _, m := range v.Me.Legal.Plays {
		if m.Card == picked && slices.Contains(m.Tiles, at) {
			return true
		}
	}
	return false
}

// legalTiles lists the tiles the hand card picked may go to.
func legalTiles(v *engine.View, picked int) []engine.Pos {
	if picked == 0 || v == nil || v.Me == nil {
		return nil
	}
	for _, m := range v.Me.Legal.Plays {
		if m.Card == picked {
			return m.Tiles
		}
	}
	return nil
}

// pickedCard is the face of the hand card picked.
func pickedCard(v *engine.View, picked int) (engine.Card, bool) {
	if picked == 0 || v == nil || v.Me == nil {
		return engine.Card{}, false
	}
	for _, h := range v.Me.Hand {
		if h.ID == picked {
			return engine.Starter().Card(h.Card)
		}
	}
	return engine.Card{}, false
}

// cursorTile is the board's tab stop: the aimed tile, else the picked card's first lit tile, else
// the middle lane's home tile.
func cursorTile(v *engine.View, picked int, aim engine.Pos, aiming bool) engine.Pos {
	if aiming {
		return aim
	}
	if tiles := legalTiles(v, picked); len(tiles) > 0 {
		return tiles[0]
	}
	return engine.Pos{Row: 1, Col: screenCol(mySide(v), 0)}
}
