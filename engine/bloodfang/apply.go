package bloodfang

import (
	"slices"

	"github.com/heatracing/heat/engine/rng"
)

// New sets up a game (RULES.md: the plan's createGame): both decks checked and shuffled, each player dealt
// their hand. The game starts in the mulligan phase.
func New(cfg Config, seed uint64) (*Game, error) {
	if cfg.Position != "" {
		return newAt(cfg, seed)
	}
	cfg, decks, err := cfg.normalized(starter())
	if err != nil {
		return nil, err
	}
	g := &Game{set: starter()}
	s := &g.s
	s.Config, s.Seed, s.RNG = cfg, seed, rng.New(seed)
	s.Phase, s.Winner, s.First = PhaseMulligan, NoSeat, cfg.First
	if s.First == FirstBySeed {
		s.First = s.RNG.Intn(Players)
	}
	s.Active = s.First
	s.Board = newBoard()
	for i := range s.Players {
		s.Players[i].Deck = slices.Clone(decks[i])
		rng.Shuffle(&s.RNG, s.Players[i].Deck)
	}
	for i := range s.Players {
		g.emit(Event{Kind: EvDeal, Seat: i, Count: cfg.HandSize, Cards: g.draw(i, cfg.HandSize), Private: true})
	}
	return g, nil
}

// Apply plays one action of a seat, then everything that follows up to the next decision. An
// invalid action returns an error that speaks to the player and changes nothing.
func (g *Game) Apply(seat int, a Action) error {
	s := &g.s
	if seat < 0 || seat >= Players {
		return badAction("there is no seat %d in this game", seat)
	}
	if s.Phase == PhaseOver {
		return ErrOver
	}
	switch a.Type {
	case ActMulligan, ActPlay, ActPass:
	default:
		return badAction("%q is not an action of this game", a.Type)
	}
	if !g.waits(seat) {
		if s.Phase == PhaseMulligan {
			return notYourTurn("you have already chosen the cards to keep")
		}
		return notYourTurn("it is %s's turn", s.Config.Seats[s.Active].Name)
	}
	var err error
	switch {
	case s.Phase == PhaseMulligan && a.Type == ActMulligan:
		err = g.mulligan(seat, a.Cards)
	case s.Phase == PhasePlaying && a.Type == ActPlay:
		err = g.play(seat, a)
	case s.Phase == PhasePlaying && a.Type == ActPass:
		g.pass(seat)
	case s.Phase == PhaseMulligan:
		return illegal("first choose the cards to return, or keep your hand")
	default:
		return illegal("the mulligan is over: play a card or pass")
	}
	if err != nil {
		return err
	}
	if !g.quiet {
		a.Cards = slices.Clone(a.Cards)
		if a.At != nil {
			p := *a.At
			a.At = &p
		}
		s.Log = append(s.Log, Logged{Seat: seat, Action: a})
	}
	return nil
}

// draw moves n cards from the top of seat's deck to its hand (fewer if the deck runs out) and
// returns them.
func (g *Game) draw(seat, n int) []HandCard {
	p := &g.s.Players[seat]
	var out []HandCard
	for ; n > 0 && len(p.Deck) > 0; n-- {
		d := p.Deck[len(p.Deck)-1]
		p.Deck = p.Deck[:len(p.Deck)-1]
		g.s.NextCard++
		p.Hand = append(p.Hand, handCard{ID: g.s.NextCard, Def: d})
		if !g.quiet {
			out = append(out, HandCard{ID: g.s.NextCard, Card: g.def(d).ID})
		}
	}
	return out
}

// mulligan returns the chosen cards to the deck, shuffles it and draws as many (the rules' step 5).
func (g *Game) mulligan(seat int, ids []int) error {
	p := &g.s.Players[seat]
	if len(ids) > len(p.Hand) {
		return badAction("you hold %d cards and cannot return %d", len(p.Hand), len(ids))
	}
	for i, id := range ids {
		if slices.Index(ids[:i], id) >= 0 {
			return illegal("card %d is named twice", id)
		}
		if slices.IndexFunc(p.Hand, func(h handCard) bool { return h.ID == id }) < 0 {
			return illegal("card %d is not in your hand", id)
		}
	}
	// New slices: a clone may share the old ones (see Clone).
	deck, hand := slices.Clone(p.Deck), make([]handCard, 0, len(p.Hand))
	for _, h := range p.Hand {
		if slices.Contains(ids, h.ID) {
			deck = append(deck, h.Def)
		} else {
			hand = append(hand, h)
		}
	}
	p.Deck, p.Hand = deck, hand
	if len(ids) > 0 {
		rng.Shuffle(&g.s.RNG, p.Deck)
	}
	g.emit(Event{Kind: EvMulligan, Seat: seat, Count: len(ids), Cards: g.draw(seat, len(ids)), Private: true})
	p.Mulliganed = true
	if g.s.Players[0].Mulliganed && g.s.Players[1].Mulliganed {
		g.s.Phase, g.s.Turn = PhasePlaying, 1
		g.emit(Event{Kind: EvTurn, Seat: g.s.Active})
		if g.s.Config.FirstDraw {
			g.drawForTurn()
		}
	}
	return nil
}

// pass ends the turn; the second pass in a row ends the game (the rules' step 9).
func (g *Game) pass(seat int) {
	g.emit(Event{Kind: EvPass, Seat: seat})
	g.s.Passes++
	if g.s.Passes >= 2 {
		g.end()
		return
	}
	g.nextTurn()
}

// nextTurn hands the turn over; the new player draws a card unless their deck is empty
// (the rules' step 6).
func (g *Game) nextTurn() {
	s := &g.s
	s.Turn++
	s.Active = 1 - s.Active
	g.emit(Event{Kind: EvTurn, Seat: s.Active})
	g.drawForTurn()
}

func (g *Game) drawForTurn() {
	seat := g.s.Active
	if len(g.s.Players[seat].Deck) == 0 {
		g.emit(Event{Kind: EvNoDraw, Seat: seat})
		return
	}
	g.emit(Event{Kind: EvDraw, Seat: seat, Count: 1, Cards: g.draw(seat, 1), Private: true})
}

// end scores the board and ends the game.
func (g *Game) end() {
	s := &g.s
	s.Phase = PhaseOver
	r := g.Result()
	s.Winner = r.Winner
	if !g.quiet {
		g.emit(Event{Kind: EvOver, Seat: r.Winner, Lanes: r.Lanes[:], Scores: r.Scores[:]})
	}
}
