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
// is shared: nothing changes it once the race has started.
func (s *state) clone() state {
	c := *s
	c.Events = eventLog{}
	c.Log = actionLog{}
	c.Order = slices.Clone(s.Order)
	c.Cars = make([]car, len(s.Cars))
	for i := range s.Cars {
		c.Cars[i] = s.Cars[i].clone()
	}
	c.Legends.Deck = slices.Clone(s.Legends.Deck)
	c.Sponsors = slices.Clone(s.Sponsors)
	if s.Draft != nil {
		d := *s.Draft
		d.Pool, d.Market, d.Order = slices.Clone(d.Pool), slices.Clone(d.Market), slices.Clone(d.Order)
		c.Draft = &d
	}
	c.Roads = slices.Clone(s.Roads)
	c.Finished = slices.Clone(s.Finished)
	c.Retired = slices.Clone(s.Retired)
	return c
}

func (c *car) clone() car {
	n := *c
	n.Deck = slices.Clone(c.Deck)
	n.Hand = slices.Clone(c.Hand)
	n.Discard = slices.Clone(c.Discard)
	n.Played = slices.Clone(c.Played)
	n.Engine = slices.Clone(c.Engine)
	n.Upgrades = slices.Clone(c.Upgrades)
	n.PlanCards = slices.Clone(c.PlanCards)
	n.PlanValues = slices.Clone(c.PlanValues)
	n.Shown = slices.Clone(c.Shown)
	n.LapRounds = slices.Clone(c.LapRounds)
	n.T.Sym.Refresh = slices.Clone(c.T.Sym.Refresh)
	n.T.Sym.Refreshed = slices.Clone(c.T.Sym.Refreshed)
	return n
}
