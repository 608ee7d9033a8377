package bloodfang

// Cause is why a card left the board.
type Cause string

// Causes of destruction.
const (
	CauseReplaced Cause = "replaced" // a replacement card took its tile
	CausePower    Cause = "power"    // its power fell to 0 or less
)

// trigger applies the abilities of unit u at p that fire on tr: each changes the permanent
// power of the cards in the ability cells that its target names.
func (g *Game) trigger(p Pos, u unit, tr Trigger) {
	c := g.def(u.Def)
	for _, a := range c.Abilities {
		if a.Trigger != tr {
			continue
		}
		for _, cell := range c.Range {
			q := target(p, cell, u.Owner)
			if !cell.Type.ability() || !q.Valid() {
				continue
			}
			t := g.s.Board.at(q)
			if t.Unit.ID == 0 || !a.Target.hits(u.Owner, t.Unit.Owner) {
				continue
			}
			t.Unit.Bonus += a.Effect.Amount
			g.emit(Event{Kind: EvPower, Seat: u.Owner, Unit: t.Unit.ID, At: &q, Amount: a.Effect.Amount, Power: g.power(q), Source: u.ID})
		}
	}
}

// destroy removes the card at p (the rules' step 11): the tile keeps its pawns and its owner, the
// card's continuous modifiers end with it, and its destroyed abilities fire.
func (g *Game) destroy(p Pos, cause Cause) {
	t := g.s.Board.at(p)
	u := t.Unit
	t.Unit = unit{}
	g.s.Gone[u.Owner] = append(g.s.Gone[u.Owner], u.Def)
	g.emit(Event{Kind: EvDestroy, Seat: u.Owner, Card: g.def(u.Def).ID, Unit: u.ID, At: &p, Cause: cause})
	g.trigger(p, u, WhenDestroyed)
}

// cascade destroys every card whose power is 0 or less, all at once, lane by lane, then looks
// again: their destroyed abilities and lost continuous modifiers may bring others down.
func (g *Game) cascade() {
	for {
		var dead []Pos
		auras := g.auras()
		for r := range Rows {
			for c := range Cols {
				if u := g.s.Board[r][c].Unit; u.ID != 0 && g.def(u.Def).Power+u.Bonus+auras[r][c][u.Owner] <= 0 {
					dead = append(dead, Pos{r, c})
				}
			}
		}
		if len(dead) == 0 {
			return
		}
		for _, p := range dead {
			g.destroy(p, CausePower)
		}
	}
}

// power is the effective power of the card at p (the rules' step 12): printed power, permanent
// changes, and the continuous modifiers of the cards in play whose in-play abilities reach it.
// It is not clamped.
func (g *Game) power(p Pos) int {
	u := g.s.Board.at(p).Unit
	if u.ID == 0 {
		return 0
	}
	auras := g.auras()
	return g.def(u.Def).Power + u.Bonus + auras[p.Row][p.Col][u.Owner]
}

// auraGrid holds, for every tile and for a card of either owner standing there, the sum of the
// continuous modifiers on it.
type auraGrid [Rows][Cols][Players]int

// auras sums the in-play abilities of every card on the board, tile by tile.
func (g *Game) auras() auraGrid {
	var grid auraGrid
	b := &g.s.Board
	for r := range Rows {
		for c := range Cols {
			src := b[r][c].Unit
			if src.ID == 0 {
				continue
			}
			def := g.def(src.Def)
			for _, a := range def.Abilities {
				if a.Trigger != WhileInPlay {
					continue
				}
				for _, cell := range def.Range {
					q := target(Pos{r, c}, cell, src.Owner)
					if !cell.Type.ability() || !q.Valid() {
						continue
					}
					for o := range Players {
						if a.Target.hits(src.Owner, o) {
							grid[q.Row][q.Col][o] += a.Effect.Amount
						}
					}
				}
			}
		}
	}
	return grid
}

// Power returns the effective power of the card at p, and whether there is one.
func (g *Game) Power(p Pos) (int, bool) {
	if !p.Valid() || g.s.Board.at(p).Unit.ID == 0 {
		return 0, false
	}
	return g.power(p), true
}
