package bloodfang

import "slices"

// canPlace says why card index def of seat may not go to p, or nil (RULES.md: the plan's canPlayCard).
func (g *Game) canPlace(seat, def int, p Pos) error {
	if !p.Valid() {
		return badAction("lane %d, tile %d is not on the board", p.Row+1, p.Col+1)
	}
	t := g.s.Board.at(p)
	c := g.def(def)
	if c.Rank == Replacement {
		if t.Unit.ID == 0 || t.Unit.Owner != seat {
			return illegal("%s replaces one of your cards: play it on a tile that holds one", c.Name)
		}
		return nil
	}
	switch {
	case t.Owner != seat:
		return illegal("you do not hold lane %d, tile %d", p.Row+1, p.Col+1)
	case t.Unit.ID != 0:
		return illegal("lane %d, tile %d already holds a card", p.Row+1, p.Col+1)
	case t.Pawns < int(c.Rank):
		return illegal("%s needs %d pawns on its tile; lane %d, tile %d has %d", c.Name, int(c.Rank), p.Row+1, p.Col+1, t.Pawns)
	}
	return nil
}

// CanPlay says why seat may not play hand card id at p now, or nil (RULES.md: the plan's canPlayCard).
func (g *Game) CanPlay(seat, id int, p Pos) error {
	if seat < 0 || seat >= Players {
		return badAction("there is no seat %d in this game", seat)
	}
	if g.s.Phase != PhasePlaying {
		return illegal("cards are played once the mulligan is over, and until the game ends")
	}
	if g.s.Active != seat {
		return notYourTurn("it is %s's turn", g.s.Config.Seats[g.s.Active].Name)
	}
	i := slices.IndexFunc(g.s.Players[seat].Hand, func(h handCard) bool { return h.ID == id })
	if i < 0 {
		return illegal("card %d is not in your hand", id)
	}
	return g.canPlace(seat, g.s.Players[seat].Hand[i].Def, p)
}

// play places a hand card and resolves it (the rules' step 8): a replaced card is destroyed first,
// then the range places pawns and captures, the card's played abilities act, and every card
// whose power has fallen to 0 or less is destroyed.
func (g *Game) play(seat int, a Action) error {
	if a.At == nil {
		return badAction("say where to play the card")
	}
	if err := g.CanPlay(seat, a.Card, *a.At); err != nil {
		return err
	}
	s := &g.s
	p, hand := *a.At, &s.Players[seat].Hand
	i := slices.IndexFunc(*hand, func(h handCard) bool { return h.ID == a.Card })
	hc := (*hand)[i]
	*hand = slices.Concat((*hand)[:i], (*hand)[i+1:]) // a new slice: a clone may share the old one
	c := g.def(hc.Def)
	if c.Rank == Replacement {
		g.destroy(p, CauseReplaced)
	}
	s.NextUnit++
	u := unit{ID: s.NextUnit, Def: hc.Def, Owner: seat}
	t := s.Board.at(p)
	t.Unit = u
	g.emit(Event{Kind: EvPlace, Seat: seat, Card: c.ID, Unit: u.ID, At: &p, Hand: hc.ID, Power: c.Power})
	for _, cell := range c.Range {
		if cell.Type.pawn() {
			g.claim(seat, target(p, cell, seat))
		}
	}
	g.trigger(p, u, WhenPlayed)
	g.cascade()
	s.Passes = 0
	if s.Board.full() {
		g.end()
		return nil
	}
	g.nextTurn()
	return nil
}

// claim resolves one pawn cell: an empty tile of the player or nobody gains a pawn (three at
// most), an empty enemy tile is captured with its pawns; a tile holding a card is left alone.
func (g *Game) claim(seat int, p Pos) {
	if !p.Valid() {
		return
	}
	t := g.s.Board.at(p)
	switch {
	case t.Unit.ID != 0:
	case t.Owner == 1-seat:
		t.Owner = seat
		g.emit(Event{Kind: EvCapture, Seat: seat, At: &p, Pawns: t.Pawns})
	case t.Pawns < MaxPawns:
		t.Owner = seat
		t.Pawns++
		g.emit(Event{Kind: EvPawn, Seat: seat, At: &p, Pawns: t.Pawns})
	}
}
