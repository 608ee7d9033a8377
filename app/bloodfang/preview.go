package bloodfang

import (
	"fmt"
	"strings"

	"github.com/heatracing/heat/app/shell"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// A preview says what a card will do before it is placed: the tiles that gain a pawn or change
// hands, the cards whose power changes, and the lane's power after. It reads the cells and the
// when-played and while-in-play abilities of the card as the engine resolves them (RULES.md);
// destruction cascades are left for the board to show.

// mark is what a play does to one tile.
type mark struct {
	At     engine.Pos
	Pawn   bool // an empty tile gains a pawn for the player
	Take   bool // an empty tile of the opponent becomes the player's
	Power  int  // the change to the power of the card there
	Killed bool // the change brings that card to 0 or below: it is destroyed
}

// target is the tile a range cell of a card at from, owned by seat, points at (mirrored for the
// second seat, as in the engine).
func target(from engine.Pos, cell engine.RangeCell, seat int) engine.Pos {
	col := cell.Col
	if seat == 1 {
		col = -col
	}
	return engine.Pos{Row: from.Row + cell.Row, Col: from.Col + col}
}

// hits reports whether an ability aimed at t reaches a card of owner, for a card of seat.
func hits(t engine.Target, seat, owner int) bool {
	switch t {
	case engine.TargetAllies:
		return seat == owner
	case engine.TargetEnemies:
		return seat != owner
	}
	return true
}

// preview lists what placing card c for seat at tile at does, tile by tile.
func preview(v *engine.View, seat int, c engine.Card, at engine.Pos) []mark {
	var out []mark
	for _, cell := range c.Range {
		q := target(at, cell, seat)
		if !q.Valid() {
			continue
		}
		t := v.Board[q.Row][q.Col]
		m := mark{At: q}
		if (cell.Type == engine.CellPawn || cell.Type == engine.CellBoth) && t.Card == nil {
			switch {
			case t.Owner == seat || t.Owner == engine.NoSeat:
				m.Pawn = t.Pawns < engine.MaxPawns
			default:
				m.Take = true
			}
		}
		if (cell.Type == engine.CellAbility || cell.Type == engine.CellBoth) && t.Card != nil {
			for _, a := range c.Abilities {
				if a.Trigger != engine.WhenDestroyed && a.Effect.Kind == engine.EffectPower && hits(a.Target, seat, t.Card.Owner) {
					m.Power += a.Effect.Amount
				}
			}
			m.Killed = m.Power < 0 && t.Card.Power+m.Power <= 0
		}
		if m.Pawn || m.Take || m.Power != 0 {
			out = append(out, m)
		}
	}
	return out
}

// previewText says in a sentence what placing c at tile at does, for the player in seat: the
// pawns, the captures, the powers changed, and the lane's power after.
func previewText(v *engine.View, seat int, c engine.Card, at engine.Pos, names []string) string {
	marks := preview(v, seat, c, at)
	pawns, takes := 0, 0
	var changes []string
	lanes := v.Lanes
	old := v.Board[at.Row][at.Col].Card
	if old != nil { // a replacement destroys the card there first
		lanes[at.Row][old.Owner] -= old.Power
	}
	lanes[at.Row][seat] += c.Power
	for _, m := range marks {
		if m.Pawn {
			pawns++
		}
		if m.Take {
			takes++
		}
		if m.Power == 0 {
			continue
		}
		u := v.Board[m.At.Row][m.At.Col].Card
		name := cardName(u.Card)
		whose := "your"
		if u.Owner != seat {
			whose = possessive(names, u.Owner)
		}
		s := fmt.Sprintf("%s %s %d → %d", whose, name, u.Power, u.Power+m.Power)
		if m.Killed {
			s += " (destroyed)"
			lanes[m.At.Row][u.Owner] -= u.Power
		} else {
			lanes[m.At.Row][u.Owner] += m.Power
		}
		changes = append(changes, s)
	}
	var parts []string
	if old != nil {
		parts = append(parts, "replaces your "+cardName(old.Card))
	}
	if pawns > 0 {
		parts = append(parts, fmt.Sprintf("adds a pawn to %s", shell.Count(pawns, "tile")))
	}
	if takes > 0 {
		parts = append(parts, fmt.Sprintf("captures %s", shell.Count(takes, "tile")))
	}
	parts = append(parts, changes...)
	other := 1 - seat
	lane := fmt.Sprintf("lane %d: you %d, %s %d", at.Row+1, lanes[at.Row][seat], name(names, other), lanes[at.Row][other])
	what := "changes no tile"
	if len(parts) > 0 {
		what = strings.Join(parts, ", ")
	}
	return fmt.Sprintf("%s on lane %d, tile %d %s; %s.", c.Name, at.Row+1, at.Col+1, what, lane)
}

// either is a when cond holds, else b.
func either(cond bool, a, b string) string {
	if cond {
		return a
	}
	return b
}

// name is a seat's name, or a plain word for a missing one.
func name(names []string, seat int) string {
	if seat >= 0 && seat < len(names) && names[seat] != "" {
		return names[seat]
	}
	return "your opponent"
}

func possessive(names []string, seat int) string {
	n := name(names, seat)
	if strings.HasSuffix(n, "s") {
		return n + "'"
	}
	return n + "'s"
}

// cardName is a card's name by its ID.
func cardName(id string) string {
	if c, ok := engine.Starter().Card(id); ok {
		return c.Name
	}
	return id
}
