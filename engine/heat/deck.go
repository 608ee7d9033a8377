package heat

import (
	"slices"

	"github.com/heatracing/heat/engine/rng"
)

// Steps 8 and 9 and everything that moves cards between a car's deck, hand and discard pile.

// flipRoom is how many flipped cards a caller of flipForSpeed makes room for; more is rare (a run
// of Stress, 0 and 5 cards on top of the deck) and goes to the heap.
const flipRoom = 8

func hasSpeedCard(cards []Card) bool {
	for _, k := range cards {
		if k.Kind == Speed {
			return true
		}
	}
	return false
}

// reshuffle turns the discard pile into a new draw deck.
func (r *Race) reshuffle(c *car) {
	c.Deck = append(c.Deck, c.Discard...)
	c.Discard = c.Discard[:0]
	rng.Shuffle(&r.s.RNG, c.Deck)
	if !r.sim {
		r.emit(&Event{Kind: EvReshuffle, Seat: c.Seat, Count: len(c.Deck)})
	}
}

// flipForSpeed resolves one [+]: flip cards from the deck until a Speed card (1–4) shows; the
// others go to the discard pile and the Speed card joins the play area, face up. It appends every
// card flipped to dst, the Speed card last, and returns the speed gained: 0 when the deck and
// discard pile hold no Speed card.
func (r *Race) flipForSpeed(c *car, dst []Card) (flipped []Card, gained int) {
	flipped = dst
	if !hasSpeedCard(c.Deck) && !hasSpeedCard(c.Discard) {
		return flipped, 0
	}
	for {
		if len(c.Deck) == 0 {
			r.reshuffle(c)
		}
		k := c.Deck[len(c.Deck)-1]
		c.Deck = c.Deck[:len(c.Deck)-1]
		flipped = append(flipped, k)
		if k.Kind == Speed {
			c.Played = append(c.Played, k)
			c.Shown = append(c.Shown, k)
			return flipped, k.Value
		}
		c.Discard = append(c.Discard, k)
	}
}

// plainCards reports whether none of the cards does more than its face value (Def 0): such cards
// leave the play area as they are.
func plainCards(cards []Card) bool {
	for i := range cards {
		if cards[i].Def != 0 {
			return false
		}
	}
	return true
}

// canDiscard reports whether the car has a choice in step 8: it is still racing and holds a card
// other than Heat or Stress.
func (r *Race) canDiscard(c *car) bool {
	if c.Legend || !c.racing() {
		return false
	}
	for _, k := range c.Hand {
		if k.discardable() {
			return true
		}
	}
	return false
}

func (r *Race) discard(seat int, a *Action) error {
	c, err := r.turnOf(seat, StepDiscard)
	if err != nil {
		return err
	}
	var buf [HandSize + 3]Card
	cards, err := c.fromHand(buf[:0], a.Cards)
	if err != nil {
		return err
	}
	for _, k := range cards {
		if !k.discardable() {
			return illegal("%s cards cannot be discarded", k)
		}
	}
	if len(a.Cards) > 0 {
		out := cards[:0] // the same cards, taken out of the hand in the same order
		for _, id := range a.Cards {
			out = append(out, take(&c.Hand, id))
		}
		c.Discard = append(c.Discard, out...)
		if !r.sim {
			r.emit(&Event{Kind: EvDiscard, Seat: seat, Cards: out})
		}
	}
	r.s.Step = StepReplenish
	return nil
}

// replenish is step 9: the played cards go to the discard pile (those refreshed on top of the
// deck), then the hand is refilled to 7, the discard pile reshuffled into a new deck whenever the
// deck runs out. A car that has finished only clears its play area.
func (r *Race) replenish(c *car) {
	if plainCards(c.Played) && len(c.T.Sym.Refreshed) == 0 && !r.special(SpecialGrowingSpeed) {
		// Most turns: every card played goes to the discard pile as it is.
		c.Discard = append(c.Discard, c.Played...)
	} else {
		for _, k := range c.Played {
			k = r.grown(k.unplayed())
			switch {
			case k.Def != 0 && k.def().OneUse:
				r.returnSponsor(c, k)
			case len(c.T.Sym.Refreshed) > 0 && slices.Contains(c.T.Sym.Refreshed, k.ID):
				c.Deck = append(c.Deck, k)
			default:
				c.Discard = append(c.Discard, k)
			}
		}
	}
	c.Played = c.Played[:0]
	if !c.racing() {
		return
	}
	hand := r.refillTo(c)
	held := len(c.Hand)
	for len(c.Hand) < hand {
		if len(c.Deck) == 0 {
			if len(c.Discard) == 0 {
				break
			}
			r.reshuffle(c)
		}
		c.Hand = append(c.Hand, c.Deck[len(c.Deck)-1])
		c.Deck = c.Deck[:len(c.Deck)-1]
	}
	if drawn := c.Hand[held:]; len(drawn) > 0 {
		if !r.sim {
			r.emit(&Event{Kind: EvDraw, Seat: c.Seat, Count: len(drawn), Cards: drawn, Private: true})
		}
	}
	r.returnScrapped(c)
}
