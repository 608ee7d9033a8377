package bot

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
)

// The hard bot's search: a determinized expectimax over the next two turns of its own car, from
// its own information only. Its view tells it its hand, its discard pile, its Engine and how many
// cards its deck holds; what the deck holds follows (its whole set of cards, less what it sees),
// but never in which order. So the search deals the deck at random, many times over (each deal a
// determinization), and for each deal plays every candidate of this turn: the flips its Stress and
// [+] cards make, the move, the Cooldown, the corners, the replenish from the dealt deck; then it
// judges the best play of the next turn from the hand that deal gives, with the normal bot's
// judgement as the leaf evaluation. Every candidate meets the same deals, so their comparison is
// fair; the deals come from a generator seeded by the view, so a decision is reproducible.

// Search budget, in iterations (not time: a decision must replay the same on any machine).
const (
	searchCandidates = 5  // the best plays of the one-turn judgement, searched further
	searchDeals      = 32 // determinizations of the deck per decision (8 measured worse, 64 no better)
	searchDepth      = 1  // turns played out on each deal before the leaf's judgement (2 measured no better)
)

// searchPlay is the hard bot's plan: the candidate with the best mean value over the deals.
func (d *driver) searchPlay() play {
	all := d.plays()
	if len(all) <= 1 {
		return d.bestPlay()
	}
	slices.SortStableFunc(all, func(a, b play) int {
		switch {
		case a.score > b.score:
			return -1
		case a.score < b.score:
			return 1
		}
		return 0
	})
	cands := all[:min(searchCandidates, len(all))]
	if d.legal.Play != nil && d.legal.Play.Cluttered {
		return cands[0] // a cluttered hand does not move whatever it plays
	}
	deck := d.deckCards()
	g := rand.New(rand.NewPCG(d.viewSeed(), 0x6865617462)) // "heatb"
	values := make([]float64, len(cands))
	dealt := make([]engine.Card, len(deck))
	hand := d.handMap()
	for range searchDeals {
		copy(dealt, deck)
		g.Shuffle(len(dealt), func(i, j int) { dealt[i], dealt[j] = dealt[j], dealt[i] })
		for i, c := range cands {
			values[i] += d.playOut(c, slices.Clone(dealt), slices.Clone(d.v.Me.Discard), hand, g, searchDepth)
		}
	}
	best := 0
	for i := range cands {
		if values[i] > values[best] {
			best = i
		}
	}
	return cands[best]
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

// playOut plays one candidate through this turn on one deal of the deck, and returns the spaces
// it gains, less the Heat it pays and what a spin-out costs, plus the judgement of the best play
// of the next turn from where it leaves the car and the hand the deal gives it.
func (d *driver) playOut(p play, deck, discard []engine.Card, hand cardSet, g *rand.Rand, depth int) float64 {
	st := d.playStats(p.gear, p.cards, p.value, hand)
	played := make([]engine.Card, 0, 8)
	for _, id := range p.cards {
		played = append(played, hand.get(id))
	}
	draw := func() (engine.Card, bool) {
		if len(deck) == 0 {
			if len(discard) == 0 {
				return engine.Card{}, false
			}
			deck, discard = discard, deck[:0]
			g.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		}
		c := deck[len(deck)-1]
		deck = deck[:len(deck)-1]
		return c, true
	}
	// Steps 3 and 4: the flips find Speed cards.
	speed := st.base
	for range st.stress + st.flips {
		for {
			c, ok := draw()
			if !ok {
				break
			}
			if c.Kind == engine.Speed {
				speed += c.Value
				played = append(played, c)
				break
			}
			discard = append(discard, c)
		}
	}
	// The hand that stays, and step 5's Cooldown before the corners.
	var rest []engine.Card
	for _, c := range d.v.Me.Hand {
		if !slices.Contains(p.cards, c.ID) {
			rest = append(rest, c)
		}
	}
	heat := st.heat
	cool := cooldownFor(p.gear.Gear) + st.cool
	if d.me.Adrenaline {
		cool++
	}
	for i := len(rest) - 1; i >= 0 && cool > 0; i-- {
		if rest[i].Kind == engine.Heat {
			rest = slices.Delete(rest, i, i+1)
			heat++
			cool--
		}
	}
	// Step 7: the corners.
	start := d.me.Pos.Progress
	at, gear := start+speed, p.gear.Gear
	paid := 0
	score := -d.heatValue * float64(p.gear.Heat+st.cardHeat)
	d.adjust = st.adjust
	var lineBuf, cornerBuf [8]int
	lines, corners := engine.AppendCrossed(d.t, d.v.Laps, start, at, lineBuf[:0], cornerBuf[:0])
	for i, x := range lines {
		limit, overheat := d.limit(corners[i])
		over := speed - limit
		if over <= 0 {
			continue
		}
		if overheat {
			over++
		}
		if paid+over > heat {
			stress := 1
			if gear >= 3 {
				stress = 2
			}
			for range stress {
				rest = append(rest, engine.Card{ID: -100 - len(rest), Kind: engine.Stress})
			}
			score -= d.p.spin + d.heatValue*float64(heat-paid)
			paid, at, gear = heat, x-1, 1
			break
		}
		paid += over
	}
	d.adjust = 0
	heat -= paid
	score += float64(at-start) - d.heatValue*float64(paid)
	if at >= d.finish {
		return score + float64(at-d.finish) + d.p.finish
	}
	// Step 9: the played cards to the discard pile, the hand refilled from the deal.
	discard = append(discard, played...)
	for len(rest) < engine.HandSize {
		c, ok := draw()
		if !ok {
			break
		}
		rest = append(rest, c)
	}
	if depth <= 1 {
		return score + d.nextBest(at, gear, heat, rest, discard, len(deck))
	}
	next, clutter := d.nextDriver(at, gear, heat, rest, discard, len(deck))
	if next == nil || clutter {
		return score - d.p.spin/2
	}
	best := next.bestPlay()
	if best.cards == nil {
		return score
	}
	return score + next.playOut(best, deck, discard, next.handMap(), g, depth-1)
}

// nextDriver is the driver of the next turn for the car at at, in gear, with heat in the Engine,
// holding hand: nil if it has no gear to choose, and whether its hand is cluttered.
func (d *driver) nextDriver(at, gear, heat int, hand, discard []engine.Card, deck int) (*driver, bool) {
	v := d.v
	v.Round++
	v.Cars = slices.Clone(d.v.Cars)
	me := &v.Cars[v.Seat]
	me.Pos = engine.Pos{Progress: at, Lane: 1}
	me.Gear, me.Played, me.Speed, me.TurnStart, me.Adrenaline = gear, nil, 0, at, false
	gears, clutter := gearOptions(gear, heat, hand)
	if len(gears) == 0 {
		return nil, clutter
	}
	v.Me = &engine.Private{Hand: hand, Discard: discard, Deck: deck, Engine: heat,
		Legal: engine.Legal{Decision: engine.DecideShift, Gears: gears, Play: &engine.PlayOption{Gear: gear, Cluttered: clutter}}}
	next := newDriver(v, d.t, Normal)
	next.p = d.p
	next.heatValue = d.p.hardHeatValue(next.finish-at, d.t.Length)
	return next, clutter
}

// nextBest judges the best play of the next turn for the car at at, in gear, with heat in the
// Engine, holding hand: the normal bot's judgement of every play it could make.
func (d *driver) nextBest(at, gear, heat int, hand, discard []engine.Card, deck int) float64 {
	next, clutter := d.nextDriver(at, gear, heat, hand, discard, deck)
	switch {
	case next == nil:
		return 0
	case clutter:
		return -d.p.spin / 2 // a turn standing still in 1st gear
	}
	return next.bestPlay().score
}

// gearOptions are the gears a car in gear, with heat in its Engine and this hand, may choose
// next turn, as the engine offers them (RULES.md, "A round"), and whether the hand is cluttered.
func gearOptions(gear, heat int, hand []engine.Card) ([]engine.GearOption, bool) {
	playable := 0
	for _, c := range hand {
		if c.Kind != engine.Heat {
			playable++
		}
	}
	low := gear - 1
	if heat > 0 {
		low = gear - 2
	}
	clutter := playable < max(low, 1)
	var out []engine.GearOption
	for g := 1; g <= 4; g++ {
		dist := max(g-gear, gear-g)
		switch {
		case clutter:
			if dist <= 1 && len(hand) >= g {
				out = append(out, engine.GearOption{Gear: g})
			}
		case dist <= 1 && playable >= g:
			out = append(out, engine.GearOption{Gear: g})
		case dist == 2 && heat > 0 && playable >= g:
			out = append(out, engine.GearOption{Gear: g, Heat: 1})
		}
	}
	return out, clutter
}

// cooldownFor is the Cooldown a gear gives in React: 3 in 1st, 1 in 2nd.
func cooldownFor(gear int) int {
	switch gear {
	case 1:
		return 3
	case 2:
		return 1
	}
	return 0
}

// searchDiscard is the hard bot's step 8: it weighs discarding none, the normal bot's choice, and
// the k slowest cards it may discard for every k, each by the best play of the next turn over the
// same deals of its deck (a card discarded now makes room for a draw).
func (d *driver) searchDiscard() engine.Action {
	hand := d.handMap()
	ids := slices.Clone(d.legal.Discard)
	slices.SortStableFunc(ids, func(a, b int) int { return hand.get(a).Value - hand.get(b).Value })
	cands := [][]int{d.discard().Cards}
	for k := 0; k <= len(ids); k++ {
		cands = append(cands, ids[:k])
	}
	deck := d.deckCards()
	g := rand.New(rand.NewPCG(d.viewSeed(), 0x6469736361)) // "disca"
	values := make([]float64, len(cands))
	dealt := make([]engine.Card, len(deck))
	at, gear, heat := d.me.Pos.Progress, d.me.Gear, d.v.Me.Engine
	for range searchDeals {
		copy(dealt, deck)
		g.Shuffle(len(dealt), func(i, j int) { dealt[i], dealt[j] = dealt[j], dealt[i] })
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
			values[i] += d.nextBest(at, gear, heat, rest, discard, len(deckLeft))
		}
	}
	best := 0
	for i := range cands {
		if values[i] > values[best]+1e-9 {
			best = i
		}
	}
	return engine.Action{Type: engine.ActDiscard, Cards: cands[best]}
}
