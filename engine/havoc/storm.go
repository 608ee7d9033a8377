package havoc

import (
	"slices"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/engine/rng"
)

// stormState is the Storm card game of the current round (the rules' "Storm Rules").
type stormState struct {
	Count   int    // Storms played so far
	Stock   []Card // face down, drawn from the end
	Discard []Card // face up, its top at the end
	Turn    int    // the seat to play
	Toxic   int    // toxic 7s stacked on the discard pile; 0: none
	Suit    Suit   // the suit called by the Queen on top of the discard pile
	Out     []int  // seats in the order they emptied their hands
	Passes  int    // turns in a row in which nobody played or drew a card
}

// startStorm gathers every card, shuffles and deals a Storm round: the dealer button moves on
// each round (the rules' "Next Storm round").
func (g *Game) startStorm() {
	s := &g.s
	st := &s.Storm
	n := len(s.Players)
	if st.Count > 0 {
		s.Dealer = (s.Dealer + 1) % n
	}
	st.Count++
	s.Round++
	s.Stage = StageStorm
	deck := g.gatherCards()
	rng.Shuffle(&s.RNG, deck)
	st.Stock, st.Discard = deck, make([]Card, 0, len(deck))
	st.Toxic, st.Suit, st.Out, st.Passes = 0, NoSuit, nil, 0
	for i := range s.Players {
		s.Players[i].Hand = make([]Card, 0, s.Config.Cards+8)
		s.Players[i].Badge = 0
	}
	g.emit(Event{Kind: EvStorm, Seat: s.Dealer, Count: s.Config.Cards})
	// One card at a time, clockwise from the player after the dealer.
	for range s.Config.Cards {
		for i := 1; i <= n; i++ {
			p := &s.Players[(s.Dealer+i)%n]
			p.Hand = append(p.Hand, g.popStock())
		}
	}
	for i := 1; i <= n; i++ {
		seat := (s.Dealer + i) % n
		h := s.Players[seat].Hand
		g.emit(Event{Kind: EvDeal, Seat: seat, Count: len(h), Cards: slices.Clone(h), Private: true})
	}
	first := g.popStock()
	st.Discard = append(st.Discard, first)
	st.Turn = (s.Dealer + 1) % n
	flip := Event{Kind: EvFlip, Seat: -1, Card: cardPtr(first)}
	switch first.Rank {
	case Queen: // she calls the suit of the bottom card of the stock
		st.Suit = st.Stock[0].Suit
		flip.Suit = st.Suit
	case Seven:
		st.Toxic = 1
		flip.Count = 1
	}
	g.emit(flip)
	if first.Rank == Ace {
		g.emit(Event{Kind: EvSkip, Seat: st.Turn})
		st.Turn = g.nextHolder(st.Turn)
	}
}

// gatherCards collects every Storm card wherever it is, in ID order, and empties those places.
func (g *Game) gatherCards() []Card {
	s := &g.s
	all := make([]Card, 0, s.Config.Decks*CardsPerDeck)
	for _, sl := range s.Pick.Layout {
		all = append(all, sl.Card)
	}
	all = append(all, s.Pick.Rest...)
	all = append(all, s.Storm.Stock...)
	all = append(all, s.Storm.Discard...)
	for i := range s.Players {
		all = append(all, s.Players[i].Hand...)
		s.Players[i].Hand = nil
	}
	s.Pick = pickState{}
	s.Storm.Stock, s.Storm.Discard = nil, nil
	kit.SortSmall(all, byID)
	return all
}

func (g *Game) popStock() Card {
	st := &g.s.Storm
	c := st.Stock[len(st.Stock)-1]
	st.Stock = st.Stock[:len(st.Stock)-1]
	return c
}

// top is the card on the discard pile.
func (g *Game) top() Card { return g.s.Storm.Discard[len(g.s.Storm.Discard)-1] }

// suitInForce is the suit to follow: the one a Queen on top called, else the top card's.
func (g *Game) suitInForce() Suit {
	if t := g.top(); t.Rank == Queen && g.s.Storm.Suit != NoSuit {
		return g.s.Storm.Suit
	}
	return g.top().Suit
}

// playable reports whether c may go on the discard pile now (the rules' "Valid Plays").
func (g *Game) playable(c Card) bool {
	if g.s.Storm.Toxic > 0 {
		return c.Rank == Seven
	}
	return c.Rank == Queen || c.Suit == g.suitInForce() || c.Rank == g.top().Rank
}

// toDraw is how many cards a draw takes now: 2 for each toxic 7, else 1.
func (g *Game) toDraw() int {
	if t := g.s.Storm.Toxic; t > 0 {
		return 2 * t
	}
	return 1
}

// holders counts the seats still holding cards.
func (g *Game) holders() int {
	n := 0
	for i := range g.s.Players {
		if len(g.s.Players[i].Hand) > 0 {
			n++
		}
	}
	return n
}

// nextHolder is the next seat clockwise after seat that still holds cards (seat itself if it is
// the only one).
func (g *Game) nextHolder(seat int) int {
	n := len(g.s.Players)
	for i := 1; i <= n; i++ {
		if s := (seat + i) % n; len(g.s.Players[s].Hand) > 0 {
			return s
		}
	}
	return seat
}

// callNeeded reports whether playing this Queen asks for a suit: not when she ends the round.
func (g *Game) callNeeded(seat int, c Card) bool {
	return c.Rank == Queen && !(len(g.s.Players[seat].Hand) == 1 && g.holders() == 2)
}

// play puts a card from seat's hand on the discard pile.
func (g *Game) play(seat int, a *Action) error {
	s := &g.s
	st := &s.Storm
	p := &s.Players[seat]
	i := slices.IndexFunc(p.Hand, func(c Card) bool { return c.ID == a.Card })
	if i < 0 {
		return illegal("card %d is not in your hand", a.Card)
	}
	c := p.Hand[i]
	if !g.playable(c) {
		if st.Toxic > 0 {
			return illegal("a toxic 7 is on the discard pile: play a 7 or draw %d cards", g.toDraw())
		}
		return illegal("%s matches neither the suit (%s) nor the rank (%s) of the discard pile", c, g.suitInForce(), g.top().Rank)
	}
	call := g.callNeeded(seat, c)
	switch {
	case a.Suit != NoSuit && c.Rank != Queen:
		return illegal("only a Queen calls a suit")
	case call && a.Suit == NoSuit:
		return illegal("call a suit with your Queen: hearts, diamonds, spades or clubs")
	case !call && a.Suit != NoSuit:
		return illegal("your Queen ends the round: there is no suit to call")
	}
	p.Hand = slices.Delete(p.Hand, i, i+1)
	st.Discard = append(st.Discard, c)
	st.Suit, st.Passes = a.Suit, 0
	e := Event{Kind: EvPlay, Seat: seat, Card: cardPtr(c), Suit: a.Suit}
	if c.Rank == Seven {
		st.Toxic++ // on a toxic 7 it stacks; on any other card it starts at one
		e.Count = st.Toxic
	}
	g.emit(e)
	if len(p.Hand) == 0 {
		g.out(seat)
	}
	if g.holders() <= 1 {
		g.endStorm()
		return nil
	}
	next := g.nextHolder(seat)
	if c.Rank == Ace {
		g.emit(Event{Kind: EvSkip, Seat: next})
		next = g.nextHolder(next)
	}
	st.Turn = next
	return nil
}

// draw takes 1 card, or 2 for each toxic 7, and ends seat's turn (the rules' "Drawing Rule").
func (g *Game) draw(seat int) {
	s := &g.s
	st := &s.Storm
	p := &s.Players[seat]
	want := g.toDraw()
	wasToxic := st.Toxic > 0
	var drawn []Card
	for range want {
		if len(st.Stock) == 0 {
			if len(st.Discard) < 2 {
				break // both piles are exhausted: the draw takes what there is
			}
			g.reshuffle()
		}
		drawn = append(drawn, g.popStock())
	}
	p.Hand = append(p.Hand, drawn...)
	st.Toxic = 0
	e := Event{Kind: EvDraw, Seat: seat, Count: len(drawn), Cards: drawn, Private: true}
	if wasToxic {
		e.Toxic = want // what the toxic 7s asked for
	}
	g.emit(e)
	if len(drawn) == 0 {
		st.Passes++
		if st.Passes >= g.holders() {
			g.stalemate(seat)
			return
		}
	} else {
		st.Passes = 0
	}
	st.Turn = g.nextHolder(seat)
}

// reshuffle turns the discard pile but its top card into a new stock.
func (g *Game) reshuffle() {
	st := &g.s.Storm
	n := len(st.Discard) - 1
	st.Stock = append(st.Stock, st.Discard[:n]...)
	st.Discard = append(st.Discard[:0], st.Discard[n])
	rng.Shuffle(&g.s.RNG, st.Stock)
	g.emit(Event{Kind: EvReshuffle, Seat: -1, Count: n})
}

// stalemate ends a round nobody can finish: every player still holding cards has passed with
// nothing left to draw. They are ranked by the fewest cards, then in turn order from the player
// after the one who passed last.
func (g *Game) stalemate(last int) {
	var rest []int
	for seat := g.nextHolder(last); len(rest) < g.holders(); seat = g.nextHolder(seat) {
		rest = append(rest, seat)
	}
	kit.SortSmall(rest, func(a, b int) int { return len(g.s.Players[a].Hand) - len(g.s.Players[b].Hand) })
	g.emit(Event{Kind: EvStalemate, Seat: -1, Order: slices.Clone(rest)})
	for _, seat := range rest[:len(rest)-1] {
		g.out(seat)
	}
	g.endStorm()
}

// out gives seat the next finishing badge.
func (g *Game) out(seat int) {
	st := &g.s.Storm
	st.Out = append(st.Out, seat)
	g.s.Players[seat].Badge = len(st.Out)
	g.emit(Event{Kind: EvOut, Seat: seat, Place: len(st.Out)})
}

// endStorm gives the last badge to the player left holding cards and moves on: to the lane
// selection after the first Storm, to the coins after the others.
func (g *Game) endStorm() {
	s := &g.s
	for i := range s.Players {
		if !slices.Contains(s.Storm.Out, i) {
			g.out(i)
		}
	}
	s.Order = slices.Clone(s.Storm.Out)
	g.emit(Event{Kind: EvStormOver, Seat: -1, Order: slices.Clone(s.Order)})
	s.Turn = 0
	if s.Storm.Count == 1 {
		s.Stage = StageLanes
		return
	}
	g.startCoins()
}
