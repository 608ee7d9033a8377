package heat

import "slices"

// The special modes of Race Mode (engine/racemode's modes 0–4) as Heat rules. A race plays those
// its Config lists; engine/racemode/RULES.md tells them to players.

// Special is a special mode of Race Mode.
type Special int

// The special modes, numbered as engine/racemode numbers them.
const (
	// SpecialHotEngine (0): every Engine starts with 3 more Heat cards.
	SpecialHotEngine Special = iota
	// SpecialFreshHand (1): at replenish (step 9) the cards of the hand that may be discarded go
	// to the discard pile, Heat and Stress cards stay, and 5 cards are drawn (never beyond 7).
	SpecialFreshHand
	// SpecialGrowingSpeed (2): a Speed card played (or flipped into play) is worth 1 more for
	// the rest of the race once it leaves the play area.
	SpecialGrowingSpeed
	// SpecialDiscard (3): at the end of each round every driver still racing discards the
	// lowest card of its hand that may be discarded (never Heat or Stress), by itself: the
	// lowest value, then the lowest id.
	SpecialDiscard
	// SpecialScrapReturns (4): the Speed and upgrade cards a driver scrapped during its turn go
	// from the discard pile back on top of its deck at the end of its turn, after the draw.
	SpecialScrapReturns
	specialCount
)

// freshHandDraw is how many cards SpecialFreshHand draws.
const freshHandDraw = 5

// hotEngineHeat is how many Heat cards SpecialHotEngine adds to every Engine.
const hotEngineHeat = 3

// special reports whether the race plays the special mode m.
func (r *Race) special(m Special) bool {
	return len(r.s.Config.Special) > 0 && slices.Contains(r.s.Config.Special, m)
}

// extraHeat is the Heat the special modes add to every Engine at the start.
func (r *Race) extraHeat() int {
	if r.special(SpecialHotEngine) {
		return hotEngineHeat
	}
	return 0
}

// refillTo returns the size step 9 fills the hand to; with SpecialFreshHand it first discards
// the hand's cards that may be discarded.
func (r *Race) refillTo(c *car) int {
	if !r.special(SpecialFreshHand) {
		return r.handSize()
	}
	kept, out := c.Hand[:0], []Card(nil)
	for _, k := range c.Hand {
		if k.discardable() {
			out = append(out, k)
		} else {
			kept = append(kept, k)
		}
	}
	c.Hand = kept
	if len(out) > 0 {
		c.Discard = append(c.Discard, out...)
		r.emit(&Event{Kind: EvDiscard, Seat: c.Seat, Cards: out})
	}
	return min(len(c.Hand)+freshHandDraw, r.handSize())
}

// grown returns a card leaving the play area: with SpecialGrowingSpeed a Speed card gains 1.
func (r *Race) grown(k Card) Card {
	if k.Kind == Speed && r.special(SpecialGrowingSpeed) {
		k.Value++
	}
	return k
}

// noteScrapped remembers the cards scrapped this turn that SpecialScrapReturns brings back.
func (r *Race) noteScrapped(c *car, cards []Card) {
	if !r.special(SpecialScrapReturns) {
		return
	}
	for _, k := range cards {
		if k.Kind == Speed || k.Kind == Upgrade {
			c.T.Sym.Scrapped = append(c.T.Sym.Scrapped, k.ID)
		}
	}
}

// returnScrapped puts the cards scrapped this turn that are still in the discard pile back on
// top of the deck (SpecialScrapReturns).
func (r *Race) returnScrapped(c *car) {
	if len(c.T.Sym.Scrapped) == 0 {
		return
	}
	var back []Card
	for _, id := range c.T.Sym.Scrapped {
		if indexOf(c.Discard, id) >= 0 {
			back = append(back, take(&c.Discard, id))
		}
	}
	c.T.Sym.Scrapped = c.T.Sym.Scrapped[:0]
	if len(back) > 0 {
		c.Deck = append(c.Deck, back...)
		r.emit(&Event{Kind: EvScrapReturn, Seat: c.Seat, Cards: back})
	}
}

// roundDiscards is SpecialDiscard at the end of a round.
func (r *Race) roundDiscards() {
	if !r.special(SpecialDiscard) {
		return
	}
	for i := range r.s.Cars {
		c := &r.s.Cars[i]
		if c.Legend || !c.racing() {
			continue
		}
		low := -1
		for j, k := range c.Hand {
			if k.discardable() && (low < 0 || k.Value < c.Hand[low].Value || k.Value == c.Hand[low].Value && k.ID < c.Hand[low].ID) {
				low = j
			}
		}
		if low < 0 {
			continue
		}
		k := take(&c.Hand, c.Hand[low].ID)
		c.Discard = append(c.Discard, k)
		r.emit(&Event{Kind: EvDiscard, Seat: c.Seat, Cards: []Card{k}})
	}
}
