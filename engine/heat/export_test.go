package heat

import (
	"slices"

	"github.com/heatracing/heat/engine/rng"
)

// ScrambleHidden returns a copy of the race (a Fork, so it records nothing) that differs from it
// only in what seat may not see: every deck's order, the other drivers' hands (swapped with
// their decks' cards, counts kept, committed plans left alone), the Legend deck's order and the
// generator's state. For tests of what a bot may read.
func ScrambleHidden(r *Race, seat int, seed uint64) *Race {
	f := r.Fork()
	s := &f.s
	g := &rng.Source{S: seed}
	for i := range s.Cars {
		c := &s.Cars[i]
		if i != seat && !c.Committed && s.Phase == PhasePlan {
			// Swap hand cards with deck cards, keeping the hand's size.
			for j := range c.Hand {
				if len(c.Deck) > 0 && g.Intn(2) == 0 {
					k := g.Intn(len(c.Deck))
					c.Hand[j], c.Deck[k] = c.Deck[k], c.Hand[j]
				}
			}
		}
		rng.Shuffle(g, c.Deck)
	}
	rng.Shuffle(g, s.Legends.Deck)
	s.RNG = rng.Source{S: seed ^ 0x9e3779b97f4a7c15}
	return f
}

// SameHidden reports whether two races hold the same hidden state (for the test to check that
// ScrambleHidden changed something).
func SameHidden(a, b *Race) bool {
	if a.s.RNG != b.s.RNG {
		return false
	}
	for i := range a.s.Cars {
		if !slices.Equal(a.s.Cars[i].Deck, b.s.Cars[i].Deck) {
			return false
		}
	}
	return true
}
