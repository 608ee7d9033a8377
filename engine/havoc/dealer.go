package havoc

import (
	"slices"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/engine/rng"
)

// LayoutSize is the number of face-down cards of the dealer selection: 3 rows of 6 (the rules'
// "Dealer Selection Stage").
const LayoutSize = 18

// pickState is the dealer selection: the face-down layout, the rest of the deck, and who picks.
type pickState struct {
	Layout  []layoutSlot
	Rest    []Card
	Pickers []int // the seats that pick in this pass, in seat order
	Next    int   // index into Pickers of the seat to pick
	Picked  []int // the slots turned in this pass, by index into Pickers
}

// layoutSlot is one card of the layout; By is the seat that turned it, -1 while face down.
type layoutSlot struct {
	Card Card
	By   int
}

// startDealerSelection shuffles a deck and lays 18 cards face down; every seat picks in seat order.
func (g *Game) startDealerSelection() {
	s := &g.s
	s.Stage = StageDealer
	s.Pick.Pickers = make([]int, len(s.Players))
	for i := range s.Pick.Pickers {
		s.Pick.Pickers[i] = i
	}
	g.layOut(newDeck(s.Config.Decks))
}

// layOut shuffles cards and lays the first 18 face down; the rest stay aside.
func (g *Game) layOut(cards []Card) {
	p := &g.s.Pick
	rng.Shuffle(&g.s.RNG, cards)
	p.Layout = make([]layoutSlot, LayoutSize)
	for i := range p.Layout {
		p.Layout[i] = layoutSlot{Card: cards[i], By: -1}
	}
	p.Rest = cards[LayoutSize:]
	g.emit(Event{Kind: EvLayout, Seat: -1, Count: LayoutSize})
}

// pick turns the card of a slot for seat.
func (g *Game) pick(seat int, a *Action) error {
	p := &g.s.Pick
	if a.Slot < 1 || a.Slot > len(p.Layout) {
		return illegal("pick one of the %d face-down cards: 1 to %d", len(p.Layout), len(p.Layout))
	}
	sl := &p.Layout[a.Slot-1]
	if sl.By >= 0 {
		return illegal("card %d is already turned over: pick a face-down card", a.Slot)
	}
	sl.By = seat
	p.Picked = append(p.Picked, a.Slot-1)
	p.Next++
	g.emit(Event{Kind: EvPick, Seat: seat, Slot: a.Slot, Card: cardPtr(sl.Card)})
	if p.Next == len(p.Pickers) {
		g.resolvePicks()
	}
	return nil
}

// resolvePicks ends a pass: the lowest card deals; players tied on it pick again (the rules:
// "Tied players select again until tie is broken").
func (g *Game) resolvePicks() {
	p := &g.s.Pick
	low := Ace + 1
	for _, sl := range p.Picked {
		low = min(low, p.Layout[sl].Card.Rank)
	}
	var lows []int
	var lowCard Card
	for i, sl := range p.Picked {
		if c := p.Layout[sl].Card; c.Rank == low {
			lows = append(lows, p.Pickers[i])
			lowCard = c
		}
	}
	if len(lows) == 1 {
		g.s.Dealer = lows[0]
		g.emit(Event{Kind: EvDealer, Seat: lows[0], Card: cardPtr(lowCard)})
		g.startStorm()
		return
	}
	g.emit(Event{Kind: EvTie, Seat: -1, Order: slices.Clone(lows), Card: cardPtr(lowCard)})
	p.Pickers, p.Next, p.Picked = lows, 0, nil
	faceDown := 0
	for _, sl := range p.Layout {
		if sl.By < 0 {
			faceDown++
		}
	}
	if faceDown < len(lows) {
		// Too few face-down cards for another pass: the whole deck is shuffled and laid out anew.
		all := slices.Clone(p.Rest)
		for _, sl := range p.Layout {
			all = append(all, sl.Card)
		}
		kit.SortSmall(all, byID)
		g.layOut(all)
	}
}

func byID(a, b Card) int { return a.ID - b.ID }
