package engine

// Steps 8 and 9 and everything that moves cards between a car's deck, hand and discard pile.

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
	deck := c.Deck
	r.s.RNG.shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	r.emit(Event{Kind: EvReshuffle, Seat: c.Seat, Count: len(deck)})
}

// flipForSpeed resolves one [+]: flip cards from the deck until a Speed card (1–4) shows; the
// others go to the discard pile. It returns every card flipped, the Speed card last; it finds none
// only if the deck and discard hold no Speed card.
func (r *Race) flipForSpeed(c *car) (flipped []Card, found bool) {
	if !hasSpeedCard(c.Deck) && !hasSpeedCard(c.Discard) {
		return nil, false
	}
	for {
		if len(c.Deck) == 0 {
			r.reshuffle(c)
		}
		k := c.Deck[len(c.Deck)-1]
		c.Deck = c.Deck[:len(c.Deck)-1]
		flipped = append(flipped, k)
		if k.Kind == Speed {
			return flipped, true
		}
		c.Discard = append(c.Discard, k)
	}
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

func (r *Race) discard(seat int, a Action) error {
	c, err := r.turnOf(seat, StepDiscard)
	if err != nil {
		return err
	}
	cards, err := c.fromHand(a.Cards)
	if err != nil {
		return err
	}
	for _, k := range cards {
		if !k.discardable() {
			return illegal("%s cards cannot be discarded", k)
		}
	}
	if len(a.Cards) > 0 {
		out := make([]Card, 0, len(a.Cards))
		for _, id := range a.Cards {
			out = append(out, take(&c.Hand, id))
		}
		c.Discard = append(c.Discard, out...)
		r.emit(Event{Kind: EvDiscard, Seat: seat, Cards: out})
	}
	r.s.Step = StepReplenish
	return nil
}

// replenish is step 9: the played cards go to the discard pile, then the hand is refilled to 7,
// the discard pile reshuffled into a new deck whenever the deck runs out. A car that has finished
// only clears its play area.
func (r *Race) replenish(c *car) {
	for _, k := range c.Played {
		if k.Def != 0 && k.def().OneUse {
			r.returnSponsor(c, k)
		} else {
			c.Discard = append(c.Discard, k)
		}
	}
	c.Played = c.Played[:0]
	if !c.racing() {
		return
	}
	var drawn []Card
	for len(c.Hand) < HandSize {
		if len(c.Deck) == 0 {
			if len(c.Discard) == 0 {
				break
			}
			r.reshuffle(c)
		}
		k := c.Deck[len(c.Deck)-1]
		c.Deck = c.Deck[:len(c.Deck)-1]
		c.Hand = append(c.Hand, k)
		drawn = append(drawn, k)
	}
	if len(drawn) > 0 {
		r.emit(Event{Kind: EvDraw, Seat: c.Seat, Count: len(drawn), Cards: drawn, Private: true})
	}
}
