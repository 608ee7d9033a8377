package bot

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/kit"
)

// The hard bot's search: a determinized expectimax over the next two turns of its own car, from
// its own information only. Its view tells it its hand, its discard pile, its Engine and how many
// cards its deck holds; what the deck holds follows (its whole set of cards, less what it sees),
// but never in which order. So the search deals the deck at random, many times over (each deal a
// determinization), and for each deal plays every candidate of this turn: the flips its Stress and
// [+] cards make, the move, the Cooldown, the corners, the replenish from the dealt deck; then it
// judges the best play of the next turn from the hand that deal gives, with its judgement
// (hardJudge) as the leaf evaluation. Every candidate meets the same deals, so their comparison
// is fair; the deals come from a generator seeded by the view, so a decision is reproducible.
// Each deal also meets one of the ten Legend cards in turn: the Legends that drive before the car
// this round move by their rules, so its move lands among the cars as they will stand and takes
// the slipstream they offer (legends.go). Near the flag the value of a play is no longer spaces
// but the Legends it finishes ahead of (endgame.go).

// Search budget, in iterations (not time: a decision must replay the same on any machine).
const (
	searchCandidates = 5  // the best plays of the judgement, searched further (8 measured worse)
	searchDeals      = 32 // determinizations of the deck per decision (8 measured worse, 64 no better)
	searchDepth      = 1  // turns played out on each deal before the leaf's judgement (2 measured no better)

	// The expert's search spends the hard bot's budget (candidates × deals) differently: fewer
	// deals for every candidate, then more for the two best when they stand close, so its slowest
	// decision stays the hard bot's.
	expertFirstDeals = 24  // deals for every candidate
	expertDeals      = 20  // more deals for the two best candidates (5×24 + 2×20 = 5×32)
	expertClose      = 1.0 // ... when their means stand within this many spaces (not near the flag)
)

// The search's budget in positions: every play of every hand the decision judges (the
// candidates', and the next turns' in each play-out) counts one, and a decision's time follows
// that count. The deals are played round-robin (every candidate meets a deal before any meets the
// next), and the search stops between two deals once the count reaches the budget, so every
// candidate still meets the same deals and the decision stays the same on any machine: the
// budget binds where a deal's play-outs are dear, near the flag, where each candidate is played
// out over three turns and each turn judges every play of its hand. A decision judges at most
// the budget and one deal's positions (or its first minDeals deals', were they dearer).
const (
	searchBudget = 12000 // positions a hard or expert decision (a plan or a discard) may judge
	minDeals     = 8     // deals every candidate meets whatever the budget
)

// budgetSpent reports whether a search that has played deals deals may stop: it has met the
// least number of deals and judged its budget of positions.
func (d *driver) budgetSpent(deals int) bool {
	return deals >= minDeals && *d.positions >= d.budget
}

// searchPlay is the hard bot's plan: the candidate with the best mean value over the deals.
func (d *driver) searchPlay() play {
	// The candidates, by the judgement; the search itself weighs Heat with the driver's weights.
	p, hv := d.p, d.heatValue
	d.setParams(&hardJudge, d.me.Pos.Progress)
	all := d.plays()
	d.p, d.heatValue = p, hv
	if len(all) <= 1 {
		return d.bestPlay()
	}
	kit.SortSmall(all, func(a, b play) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return 0
	})
	cands := all[:min(searchCandidates, len(all))]
	if d.positions == nil {
		d.positions = new(int)
	}
	if d.legal.Play != nil && d.legal.Play.Cluttered {
		return cands[0] // a cluttered hand does not move whatever it plays
	}
	deck := d.deckCards()
	g := rand.New(rand.NewPCG(d.viewSeed(), 0x6865617462)) // "heatb"
	values := make([]float64, len(cands))
	dealt := make([]engine.Card, len(deck))
	hand := d.handMap()
	fields := d.fields()
	var legends [][]finish
	if d.endgame() {
		legends = d.legendFinishes()
	}
	// deals plays deals from to from+n-1 for the candidates in which, and returns how many it
	// played: it stops early, between two deals, once the budget is spent.
	deals := func(from, n int, which []int) int {
		for deal := from; deal < from+n; deal++ {
			if d.budgetSpent(deal) {
				return deal - from
			}
			copy(dealt, deck)
			g.Shuffle(len(dealt), func(i, j int) { dealt[i], dealt[j] = dealt[j], dealt[i] })
			d.knownDeal(dealt)
			var f *field
			if len(fields) > 0 {
				f = &fields[deal%len(fields)] // each Legend card in turn
			}
			for _, i := range which {
				c := cands[i]
				if legends != nil {
					t := turn{deck: slices.Clone(dealt), discard: slices.Clone(d.v.Me.Discard), g: g, played: make([]engine.Card, 0, 8)}
					values[i] += d.finishOf(c, &t, hand, f, planEndgameDepth).against(legends, d.t.Length)
					continue
				}
				values[i] += d.playOut(c, slices.Clone(dealt), slices.Clone(d.v.Me.Discard), hand, g, searchDepth, f)
			}
			d.trail = append(d.trail, *d.positions)
		}
		return n
	}
	which := make([]int, len(cands))
	for i := range which {
		which[i] = i
	}
	first := searchDeals
	if d.level == Expert && legends == nil { // near the flag it looks deeper instead
		first = expertFirstDeals
	}
	played := deals(0, first, which)
	best, second := bestTwo(values)
	if first < searchDeals && second >= 0 {
		if (values[best]-values[second])/float64(played) < expertClose {
			// Close: both again over more deals (as many as the budget leaves), the others left
			// behind.
			deals(played, expertDeals, []int{best, second})
			if values[second] > values[best] {
				best = second
			}
		}
	}
	return cands[best]
}

// bestTwo returns the indices of the highest and the second highest value (-1 when none).
func bestTwo(values []float64) (best, second int) {
	best, second = 0, -1
	for i := 1; i < len(values); i++ {
		switch {
		case values[i] > values[best]:
			best, second = i, best
		case second < 0 || values[i] > values[second]:
			second = i
		}
	}
	return best, second
}

// viewSeed seeds the search's generator from the view: the same view, the same decision.
func (d *driver) viewSeed() uint64 {
	h := fnv.New64a()
	b := []byte{byte(d.v.Seat), byte(d.v.Round), byte(d.v.Round >> 8), byte(d.v.Me.Deck), byte(len(d.v.Me.Discard))}
	for _, c := range d.v.Me.Hand {
		b = append(b, byte(c.ID), byte(c.ID>>8))
	}
	h.Write(b)
	return h.Sum64()
}

// deckCards is what the seat's deck holds, as far as its own view tells: every card it owns (the
// twelve Speed cards, its upgrades, the Heat and Stress of the circuit) less those it sees in its
// hand, discard pile, play area and Engine, the Stress filling what is left of the deck's size.
// The order is meaningless; ids are negative, unlike any real card's.
func (d *driver) deckCards() []engine.Card {
	me, priv := d.me, d.v.Me
	seen := slices.Concat(priv.Hand, priv.Discard, me.Played)
	var out []engine.Card
	add := func(k engine.Kind, def uint16, value int) {
		out = append(out, engine.Card{ID: -1 - len(out), Kind: k, Def: def, Value: value})
	}
	if priv.Campaign == nil {
		speeds, _ := d.v.SpeedCards()
		for v := 1; v <= 4; v++ {
			for range speeds[v] {
				add(engine.Speed, 0, v)
			}
		}
	}
	heat := d.t.Heat - priv.Engine
	switch d.v.Weather {
	case engine.Fog:
		heat++
	case engine.Snow:
		heat--
	}
	switch {
	case priv.Campaign != nil: // Race Mode: the seat's own deck, versions and all
		var left []engine.Card
		for _, k := range priv.Campaign {
			if k.Kind == engine.Heat {
				heat++ // seen Heat cards are counted off below
			} else {
				left = append(left, k)
			}
		}
		for _, c := range seen {
			if i := slices.IndexFunc(left, func(k engine.Card) bool { return k.Kind == c.Kind && k.Def == c.Def && k.Value == c.Value }); i >= 0 {
				left = slices.Delete(left, i, i+1)
			}
		}
		for _, k := range left {
			add(k.Kind, k.Def, k.Value)
		}
	case d.v.Garage == engine.GarageOff:
		heat++ // the starting Heat card
		for _, v := range []int{0, 5} {
			if !slices.ContainsFunc(seen, func(c engine.Card) bool { return c.Kind == engine.Upgrade && c.Def == 0 && c.Value == v }) {
				add(engine.Upgrade, 0, v)
			}
		}
	}
	for _, u := range me.Upgrades {
		if u.Kind == engine.Heat {
			heat++
			continue
		}
		if !slices.ContainsFunc(seen, func(c engine.Card) bool { return c.ID == u.ID }) {
			add(u.Kind, u.Def, u.Value)
		}
	}
	for _, c := range seen {
		if c.Kind == engine.Heat {
			heat--
		}
	}
	for range max(min(heat, priv.Deck-len(out)), 0) {
		add(engine.Heat, 0, 0)
	}
	for len(out) < priv.Deck {
		add(engine.Stress, 0, 0)
	}
	return out[:min(len(out), priv.Deck)]
}
