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
)

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
	fields := d.fields()
	var legends [][]finish
	if d.endgame() {
		legends = d.legendFinishes()
	}
	for deal := range searchDeals {
		copy(dealt, deck)
		g.Shuffle(len(dealt), func(i, j int) { dealt[i], dealt[j] = dealt[j], dealt[i] })
		var f *field
		if len(fields) > 0 {
			f = &fields[deal%len(fields)] // each Legend card in turn
		}
		for i, c := range cands {
			if legends != nil {
				t := turn{deck: slices.Clone(dealt), discard: slices.Clone(d.v.Me.Discard), g: g, played: make([]engine.Card, 0, 8)}
				values[i] += d.finishOf(c, &t, hand, f, endgameDepth).against(legends, d.t.Length)
				continue
			}
			values[i] += d.playOut(c, slices.Clone(dealt), slices.Clone(d.v.Me.Discard), hand, g, searchDepth, f)
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
// of the next turn from where it leaves the car and the hand the deal gives it. With a field (the
// cars as they will stand), the move lands on a free spot and takes a slipstream when it pays.
func (d *driver) playOut(p play, deck, discard []engine.Card, hand cardSet, g *rand.Rand, depth int, f *field) float64 {
	st := d.playStats(p.gear, p.cards, p.value, hand)
	t := turn{deck: deck, discard: discard, g: g, played: make([]engine.Card, 0, 8)}
	for _, id := range p.cards {
		t.played = append(t.played, hand.get(id))
	}
	// Steps 3 and 4: the flips find Speed cards.
	speed := st.base
	for range st.stress + st.flips {
		for {
			c, ok := t.draw()
			if !ok {
				break
			}
			if c.Kind == engine.Speed {
				speed += c.Value
				t.played = append(t.played, c)
				break
			}
			t.discard = append(t.discard, c)
		}
	}
	// The hand that stays, and step 5's Cooldown before the corners.
	for _, c := range d.v.Me.Hand {
		if !slices.Contains(p.cards, c.ID) {
			t.rest = append(t.rest, c)
		}
	}
	heat := st.heat
	cool := cooldownFor(p.gear.Gear) + st.cool
	if d.me.Adrenaline {
		cool++
	}
	for i := len(t.rest) - 1; i >= 0 && cool > 0; i-- {
		if t.rest[i].Kind == engine.Heat {
			t.rest = slices.Delete(t.rest, i, i+1)
			heat++
			cool--
		}
	}
	start := d.me.Pos.Progress
	at := start + speed
	if f != nil && speed > 0 {
		at = start
		if p, ok := d.landing(f, start+speed, start+1); ok {
			at = p
		}
	}
	score := -d.heatValue * float64(p.gear.Heat+st.cardHeat)
	// Step 6: a slipstream, when the cars offer one and it pays.
	if to, ok := d.slipstreamFrom(f, at); ok {
		other := t.clone()
		plain := d.endTurn(&t, p, st, start, at, speed, heat, depth)
		return score + max(plain, d.endTurn(&other, p, st, start, to, speed, heat, depth))
	}
	return score + d.endTurn(&t, p, st, start, at, speed, heat, depth)
}

// turn is what a play-out carries through the turn: the deal's deck and discard pile, the cards
// played and the hand that stays.
type turn struct {
	deck, discard, played, rest []engine.Card
	g                           *rand.Rand
}

// draw draws the top card of the deck, the discard pile reshuffled first if the deck is empty.
func (t *turn) draw() (engine.Card, bool) {
	if len(t.deck) == 0 {
		if len(t.discard) == 0 {
			return engine.Card{}, false
		}
		t.deck, t.discard = t.discard, t.deck[:0]
		t.g.Shuffle(len(t.deck), func(i, j int) { t.deck[i], t.deck[j] = t.deck[j], t.deck[i] })
	}
	c := t.deck[len(t.deck)-1]
	t.deck = t.deck[:len(t.deck)-1]
	return c, true
}

// clone copies the turn, for a second way to end it.
func (t *turn) clone() turn {
	return turn{deck: slices.Clone(t.deck), discard: slices.Clone(t.discard), played: slices.Clone(t.played),
		rest: slices.Clone(t.rest), g: t.g}
}

// endTurn plays the rest of the turn for a car that moved from start to at at speed: step 7's
// corners, step 9's replenish, and the judgement of the next turn (or, deeper, its play-out).
func (d *driver) endTurn(t *turn, p play, st stats, start, at, speed, heat, depth int) float64 {
	gear := p.gear.Gear
	paid := 0
	score := 0.0
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
				t.rest = append(t.rest, engine.Card{ID: -100 - len(t.rest), Kind: engine.Stress})
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
		return score + float64(at-d.finish)
	}
	// Step 9: the played cards to the discard pile, the hand refilled from the deal.
	t.discard = append(t.discard, t.played...)
	for len(t.rest) < engine.HandSize {
		c, ok := t.draw()
		if !ok {
			break
		}
		t.rest = append(t.rest, c)
	}
	if depth <= 1 {
		return score + d.nextBest(at, gear, heat, t.rest, t.discard, len(t.deck))
	}
	next, clutter := d.nextDriver(at, gear, heat, t.rest, t.discard, len(t.deck))
	if next == nil || clutter {
		return score - d.p.spin/2
	}
	best := next.bestPlay()
	if best.cards == nil {
		return score
	}
	return score + next.playOut(best, t.deck, t.discard, next.handMap(), t.g, depth-1, nil)
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
	next.setParams(&hardJudge, at)
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
// same deals of its deck (a card discarded now makes room for a draw); near the flag, by the
// Legends that play finishes ahead of.
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
	var legends [][]finish
	if d.endgame() {
		legends = d.legendFinishes()
	}
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
			if legends != nil {
				values[i] += d.nextFinish(at, gear, heat, rest, discard, deckLeft, g, legends)
				continue
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
