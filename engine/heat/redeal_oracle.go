//go:build heatoracle

package heat

import "github.com/heatracing/heat/engine/rng"

// Redeal returns a fork of the race in which what seat may not see of a race without the modules
// is dealt anew from seed: its deck's order, the other drivers' hands and decks (their sizes kept;
// only the deck of a driver that has committed a plan, which names cards of its hand), the Legend
// deck's order and the generator behind every later shuffle. What seat sees is unchanged, so the
// fork is one the seat cannot tell from the race. The Garage's pool and the sponsors' supply stay
// as they are. Built only with the heatoracle tag, for measuring what a planner that samples the
// unseen would win.
func (r *Race) Redeal(seat int, seed uint64) *Race {
	f := r.Fork()
	s := &f.s
	g := rng.New(seed)
	for i := range s.Cars {
		c := &s.Cars[i]
		if c.Legend {
			continue
		}
		if i == seat || c.Committed || len(c.PlanCards) > 0 { // a plan names cards of its hand
			rng.Shuffle(&g, c.Deck)
			continue
		}
		pool := append(append([]Card(nil), c.Hand...), c.Deck...)
		rng.Shuffle(&g, pool)
		copy(c.Hand, pool[:len(c.Hand)])
		copy(c.Deck, pool[len(c.Hand):])
	}
	rng.Shuffle(&g, s.Legends.Deck)
	s.RNG = rng.New(g.Next())
	return f
}
