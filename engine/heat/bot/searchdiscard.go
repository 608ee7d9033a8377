package bot

import (
	"math/rand/v2"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/kit"
)

// searchDiscard is the hard bot's step 8: it weighs discarding none, the normal bot's choice, and
// the k slowest cards it may discard for every k, each by the best play of the next turn over the
// same deals of its deck (a card discarded now makes room for a draw); near the flag, by the
// Legends that play finishes ahead of.
func (d *driver) searchDiscard() engine.Action {
	hand := d.handMap()
	ids := slices.Clone(d.legal.Discard)
	kit.SortSmall(ids, func(a, b int) int { return hand.get(a).Value - hand.get(b).Value })
	cands := [][]int{d.discard().Cards}
	for k := 0; k <= len(ids); k++ {
		cands = append(cands, ids[:k])
	}
	deck := d.deckCards()
	g := rand.New(rand.NewPCG(d.viewSeed(), 0x6469736361)) // "disca"
	values := make([]float64, len(cands))
	dealt := make([]engine.Card, len(deck))
	at, gear, heat := d.me.Pos.Progress, d.me.Gear, d.v.Me.Engine
	var legends [][]finish
	if d.endgame() {
		legends = d.legendFinishes()
	}
	if d.positions == nil {
		d.positions = new(int)
	}
	for deal := range searchDeals {
		if d.budgetSpent(deal) {
			break
		}
		copy(dealt, deck)
		g.Shuffle(len(dealt), func(i, j int) { dealt[i], dealt[j] = dealt[j], dealt[i] })
		d.knownDeal(dealt)
		for i, c := range cands {
			var rest []engine.Card
			for _, k := range d.v.Me.Hand {
				if !slices.Contains(c, k.ID) {
					rest = append(rest, k)
				}
			}
			discard := slices.Concat(d.v.Me.Discard, d.me.Played)
			for _, id := range c {
				discard = append(discard, hand.get(id))
			}
			deckLeft := dealt
			for len(rest) < engine.HandSize && len(deckLeft) > 0 {
				rest = append(rest, deckLeft[len(deckLeft)-1])
				deckLeft = deckLeft[:len(deckLeft)-1]
			}
			if legends != nil {
				values[i] += d.nextFinish(at, gear, heat, rest, discard, deckLeft, g, legends)
				continue
			}
			values[i] += d.nextBest(at, gear, heat, rest, discard, len(deckLeft))
		}
		d.trail = append(d.trail, *d.positions)
	}
	best := 0
	for i := range cands {
		if values[i] > values[best]+1e-9 {
			best = i
		}
	}
	return engine.Action{Type: engine.ActDiscard, Cards: cands[best]}
}
