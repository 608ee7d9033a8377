package bloodfang

import (
	"fmt"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/bloodfang"
)

// The board shows the player's side on the left, whichever seat they hold: the second seat's
// board is mirrored on screen (its home column is the engine's column 4). Tiles keep the
// engine's coordinates in their IDs and test IDs.

// screenCol is the engine column shown at screen column dc.
func (bp boardPanel) screenCol(dc int) int {
	p := bp.p
	if p.me() == 1 {
		return engine.Cols - 1 - dc
	}
	return dc
}

func tileID(at engine.Pos) string { return fmt.Sprintf("bf-tile-%d-%d", at.Row, at.Col) }

// board is the three lanes, each with the lane's power for either player on its side.
func (bp boardPanel) board() app.UI {
	p := bp.p
	v := p.view
	me, them := p.me(), 1-p.me()
	names := p.names()
	marks := map[engine.Pos]mark{}
	if c, ok := (boardPanel{p}).pickedCard(); ok && p.aiming && (boardPanel{p}).legalTile(p.aim) {
		for _, m := range preview(v, v.Seat, c, p.aim) {
			marks[m.At] = m
		}
	}
	cells := []app.UI{boardPanel{p}.side(me, "bf-side-me"), app.Div().Class("bf-lanes-head").Aria("hidden", "true"), boardPanel{p}.side(them, "bf-side-them")}
	for r := range engine.Rows {
		lane := v.Lanes[r]
		cells = append(cells, laneScore(r, lane[me], lane[them], name(names, me), "bf-score-me"))
		tiles := make([]app.UI, 0, engine.Cols)
		for dc := range engine.Cols {
			at := engine.Pos{Row: r, Col: boardPanel{p}.screenCol(dc)}
			tiles = append(tiles, boardPanel{p}.tile(at, marks))
		}
		cells = append(cells, app.Div().Class("bf-lane").Role("group").Aria("label", fmt.Sprintf("lane %d", r+1)).Body(tiles...))
		cells = append(cells, laneScore(r, lane[them], lane[me], name(names, them), "bf-score-them"))
	}
	return app.Section().Class("bf-board").DataSet("testid", "board").Aria("label", "the board").
		OnKeyDown(p.boardKeys).Body(cells...)
}

// side names a player above their column of lane powers: hand and deck sizes.
func (bp boardPanel) side(seat int, cls string) app.UI {
	p := bp.p
	pl := p.view.Players[seat]
	who := pl.Name
	if seat == p.view.Seat {
		who = "You"
	}
	return app.Div().Class("bf-side", cls, "bf-seat-"+fmt.Sprint(seat)).DataSet("testid", fmt.Sprintf("side-%d", seat)).Body(
		app.Strong().Text(who),
		app.Small().Text(fmt.Sprintf("%d in hand · %d in deck", pl.Hand, pl.Deck)),
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
func (bp boardPanel) tile(at engine.Pos, marks map[engine.Pos]mark) app.UI {
	p := bp.p
	v := p.view
	t := v.Board[at.Row][at.Col]
	owner := "none"
	switch t.Owner {
	case p.me():
		owner = "me"
	case 1 - p.me():
		owner = "them"
	}
	classes := []string{"bf-tile", "bf-own-" + owner}
	legal := boardPanel{p}.legalTile(at)
	if legal {
		classes = append(classes, "bf-legal")
	}
	if p.aiming && p.aim == at {
		classes = append(classes, "bf-aim")
	}
	if a := p.anim[at]; a != "" {
		classes = append(classes, a)
	}
	var body []app.UI
	m, marked := marks[at]
	label := boardPanel{p}.tileLabel(at, t, legal)
	if t.Card != nil {
		if c, ok := engine.Starter().Card(t.Card.Card); ok {
			body = append(body, app.Span().Class("bf-unit", either(t.Card.Owner == p.me(), "bf-seat-0", "bf-seat-1")).Body(face(c, t.Card.Power, t.Card.Owner != p.me())...))
		}
	} else {
		body = append(body, app.Span().Class("bf-pawns", fmt.Sprintf("bf-pawns-%d", t.Pawns)).Aria("hidden", "true").Text(strings.Repeat("●", t.Pawns)))
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
		body = append(body, app.Span().Class("bf-mark", cls).Aria("hidden", "true").Text(text))
	}
	body = append(body, app.Span().Class("bf-sr").Text(label))
	tab := -1
	if p.cursorTile() == at {
		tab = 0
	}
	return app.Button().ID(tileID(at)).Class(classes...).DataSet("testid", fmt.Sprintf("tile-%d-%d", at.Row, at.Col)).
		DataSet("legal", fmt.Sprint(legal)).TabIndex(tab).
		OnClick(func(ctx app.Context, e app.Event) { boardPanel{p}.tileClick(at) }).
		OnMouseEnter(func(ctx app.Context, e app.Event) { p.aim, p.aiming = at, true }).
		OnFocus(func(ctx app.Context, e app.Event) { p.aim, p.aiming = at, true }).
		Body(body...)
}

// tileLabel says what a tile holds, for screen readers.
func (bp boardPanel) tileLabel(at engine.Pos, t engine.TileView, legal bool) string {
	p := bp.p
	names := p.names()
	s := fmt.Sprintf(" (lane %d, tile %d): ", at.Row+1, at.Col+1)
	switch {
	case t.Card != nil:
		whose := "your"
		if t.Card.Owner != p.view.Seat {
			whose = possessive(names, t.Card.Owner)
		}
		s += fmt.Sprintf("%s %s, power %d", whose, cardName(t.Card.Card), t.Card.Power)
	case t.Owner == engine.NoSeat:
		s += "nobody's"
	case t.Owner == p.view.Seat:
		s += fmt.Sprintf("yours, %d pawn%s", t.Pawns, either(t.Pawns != 1, "s", ""))
	default:
		s += fmt.Sprintf("%s, %d pawn%s", name(names, t.Owner), t.Pawns, either(t.Pawns != 1, "s", ""))
	}
	if legal {
		s += "; you can play here"
	}
	return s
}

// legalTile reports whether the picked card may go to at.
func (bp boardPanel) legalTile(at engine.Pos) bool {
	p := bp.p
	if p.picked == 0 || p.view == nil || p.view.Me == nil {
		return false
	}
	for _, m := range p.view.Me.Legal.Plays {
		if m.Card == p.picked {
			for _, t := range m.Tiles {
				if t == at {
					return true
				}
			}
		}
	}
	return false
}

// legalTiles lists the tiles the picked card may go to.
func (bp boardPanel) legalTiles() []engine.Pos {
	p := bp.p
	if p.picked == 0 || p.view == nil || p.view.Me == nil {
		return nil
	}
	for _, m := range p.view.Me.Legal.Plays {
		if m.Card == p.picked {
			return m.Tiles
		}
	}
	return nil
}

// pickedCard is the face of the picked hand card.
func (bp boardPanel) pickedCard() (engine.Card, bool) {
	p := bp.p
	if p.picked == 0 || p.view == nil || p.view.Me == nil {
		return engine.Card{}, false
	}
	for _, h := range p.view.Me.Hand {
		if h.ID == p.picked {
			return engine.Starter().Card(h.Card)
		}
	}
	return engine.Card{}, false
}

// tileClick plays the picked card on a lit tile.
func (bp boardPanel) tileClick(at engine.Pos) {
	p := bp.p
	p.aim, p.aiming = at, true
	switch {
	case p.picked == 0:
		if p.decision() == engine.DecidePlay {
			p.live.Notice = "Pick a card from your hand first."
		}
	case !boardPanel{p}.legalTile(at):
		c, _ := boardPanel{p}.pickedCard()
		p.live.Notice = fmt.Sprintf("%s cannot go there: it %s, on a tile of yours.", c.Name, rankText(c.Rank))
	default:
		p.act(engine.Play(p.picked, at))
	}
}

// boardPanel is the game page's board: the three lanes' tiles with their pawns and cards, the
// lanes' powers on both sides, and where the picked card may go.
type boardPanel struct{ p *playPage }
