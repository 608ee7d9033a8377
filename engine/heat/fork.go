package heat

import "slices"

// Simulation: a search (the hard bot, benchmarks) plays many races forward that nobody will read
// the log of. Fork copies a race into one that records nothing: no events, no action log. It
// plays by the very same code, so its outcome is the recording race's, byte for byte (the
// differential test in fork_test.go holds it to that).

// Fork returns an independent copy of the race that records no events and no actions: its
// EventCount, Events and File stay as they were at the fork (empty), and everything else
// (positions, cards, the generator, results) moves on exactly as the original would. It is for
// simulations only; a race that players follow is never forked.
func (r *Race) Fork() *Race {
	f := &Race{track: r.track, sim: true}
	f.s = r.s.clone()
	return f
}

// clone copies the state deeply, but for the logs, which a fork leaves empty. The configuration
// is shared: nothing changes it once the race has started. The cars' piles of cards share one
// allocation, each with room to grow (a pile's capacity ends where the next begins, so a pile
// that outgrows its room moves out on its own): a simulated race then rarely allocates again.
func (s *state) clone() state {
	c := *s
	c.Events = eventLog{}
	c.Log = actionLog{}
	c.Order = grow(s.Order, len(s.Cars))
	c.Cars = make([]car, len(s.Cars))
	need := 0
	for i := range s.Cars {
		need += s.Cars[i].room()
	}
	cards := make([]Card, need)
	for i := range s.Cars {
		cards = s.Cars[i].cloneInto(&c.Cars[i], cards)
	}
	c.Legends.Deck = slices.Clone(s.Legends.Deck)
	c.Sponsors = slices.Clone(s.Sponsors)
	if s.Draft != nil {
		d := *s.Draft
		d.Pool, d.Market, d.Order = slices.Clone(d.Pool), slices.Clone(d.Market), slices.Clone(d.Order)
		c.Draft = &d
	}
	c.Roads = slices.Clone(s.Roads)
	c.Finished = grow(s.Finished, len(s.Cars))
	c.Retired = slices.Clone(s.Retired)
	return c
}

// grow copies a list of seats with room for n; a nil list stays nil.
func grow(seats []int, n int) []int {
	if seats == nil {
		return nil
	}
	return append(make([]int, 0, max(n, len(seats))), seats...)
}

// The room a fork gives a car's piles beyond the cards they hold: the cards a pile may gain
// before it must move (Stress from spin-outs, flips, a hand over 7).
const (
	pileRoom = 8
	turnRoom = 12 // the play area and what was shown: a gear's cards and the [+] flips
)

// pileSizes are the capacities cloneInto gives the car's deck, hand, discard pile, Engine, play
// area and cards shown: every card may end in the deck or the discard pile.
func (c *car) pileSizes() [6]int {
	all := len(c.Deck) + len(c.Hand) + len(c.Discard) + len(c.Played) + len(c.Engine) + pileRoom
	return [6]int{all, len(c.Hand) + HandSize + pileRoom, all, len(c.Engine) + pileRoom, len(c.Played) + turnRoom, len(c.Shown) + turnRoom}
}

// room is how many cards cloneInto carves for the car's piles.
func (c *car) room() int {
	n := 0
	for _, k := range c.pileSizes() {
		n += k
	}
	return n
}

// carve copies src into the front of buf with room to grow up to size and returns the copy and
// the rest of buf. A nil pile stays nil, as in the original.
func carve(buf, src []Card, size int) ([]Card, []Card) {
	if src == nil {
		return nil, buf
	}
	return append(buf[:0:size], src...), buf[size:]
}

// cloneInto copies the car into n, its piles carved from buf; it returns what is left of buf.
func (c *car) cloneInto(n *car, buf []Card) []Card {
	*n = *c
	z := c.pileSizes()
	n.Deck, buf = carve(buf, c.Deck, z[0])
	n.Hand, buf = carve(buf, c.Hand, z[1])
	n.Discard, buf = carve(buf, c.Discard, z[2])
	n.Engine, buf = carve(buf, c.Engine, z[3])
	n.Played, buf = carve(buf, c.Played, z[4])
	n.Shown, buf = carve(buf, c.Shown, z[5])
	n.Upgrades = slices.Clone(c.Upgrades)
	n.PlanCards = slices.Clone(c.PlanCards)
	n.PlanValues = slices.Clone(c.PlanValues)
	n.LapRounds = slices.Clone(c.LapRounds)
	n.T.Sym.Refresh = slices.Clone(c.T.Sym.Refresh)
	n.T.Sym.Refreshed = slices.Clone(c.T.Sym.Refreshed)
	n.T.Sym.Scrapped = slices.Clone(c.T.Sym.Scrapped)
	n.T.Sym.HeatDue = slices.Clone(c.T.Sym.HeatDue)
	n.T.Sym.ScrapDue = slices.Clone(c.T.Sym.ScrapDue)
	return buf
}
