package bot

import (
	"hash/fnv"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// driver holds what one decision needs: the seat's view, its car, the circuit, and what the bot
// knows of its own deck.
type driver struct {
	v      engine.View
	me     engine.CarView
	legal  engine.Legal
	t      *tracks.Track
	level  Level
	finish int
	// deck is the distribution of Speed card values a [+] flip would find: value → count.
	deck [5]int
	// p are the weights of its judgement.
	p *params
	// heatValue is what one Heat in the Engine is worth, in spaces.
	heatValue float64
	noise     uint64
	// keepBuf holds the values of the cards the car will hold next turn besides what it draws:
	// the next turn's slowest play comes from them.
	keepBuf []int
	// slow[n] is the slowest play of n cards next turn (see slowest).
	slow []int
	// sums is the memory of stressSums, reused.
	sums [2][]float64
	// adjust is what the played cards add to every corner's speed limit this turn.
	adjust int
	// naive drives without the Garage and Weather modules' knowledge, for measurement only: it
	// drafts the first card offered, plays upgrades as plain Speed of their value (Brakes at
	// their first value, no [+] flips, Heat costs and Adjust ignored), takes none of the optional
	// symbols and overlooks road conditions and weather sectors.
	naive bool
	// positions counts the positions the decision's search has judged (every play of every hand it
	// weighed, in this driver and in the next turns' drivers it makes): what the search's budget
	// is counted in. Nil until a search starts.
	positions *int
	// budget is how many positions the search may judge before it stops between two deals
	// (searchBudget).
	budget int
	// trail is the positions count when each of the search's deals ended, in the order played.
	trail []int
}

// limit is a corner's speed limit for the bot this turn: its road condition and the cards'
// adjustment; overheat says exceeding it costs 1 more Heat.
func (d *driver) limit(corner int) (limit int, overheat bool) {
	limit = d.t.Corners[corner].Limit
	if d.naive {
		return limit, false
	}
	for _, r := range d.v.Roads {
		if r.Corner != corner {
			continue
		}
		switch r.Kind {
		case engine.RoadLimitDown:
			limit--
		case engine.RoadLimitUp:
			limit++
		case engine.RoadOverheat:
			overheat = true
		}
	}
	return max(limit+d.adjust, 0), overheat
}

func newDriver(v engine.View, t *tracks.Track, level Level) *driver {
	d := &driver{
		v: v, me: v.Cars[v.Seat], legal: v.Me.Legal, t: t, level: level,
		finish: v.Laps * t.Length, p: &normalParams, heatValue: normalParams.heat, budget: searchBudget,
	}
	if level.searches() {
		d.setParams(&hardParams, d.me.Pos.Progress)
	}
	d.deck = speedsToFlip(v)
	for _, k := range d.me.Played { // this turn's cards, once revealed
		d.adjust += engine.CardDefs()[k.Def].Adjust
	}
	if level == Easy {
		h := fnv.New64a()
		h.Write([]byte{byte(v.Seat), byte(v.Round), byte(v.Round >> 8), byte(len(v.Me.Hand))})
		d.noise = h.Sum64()
	}
	return d
}

// speedsToFlip is which Speed cards a flip can find: the deck's, or when it holds none the
// discard pile's (reshuffled first).
func speedsToFlip(v engine.View) [5]int {
	deck, discard := v.SpeedCards()
	if deck == [5]int{} {
		return discard
	}
	return deck
}

// flipOdds returns the chance of each value 1–4 for one [+] flip.
func (d *driver) flipOdds() [5]float64 {
	var p [5]float64
	total := 0
	for val := 1; val <= 4; val++ {
		total += d.deck[val]
	}
	if total == 0 {
		p[0] = 1
		return p
	}
	for val := 1; val <= 4; val++ {
		p[val] = float64(d.deck[val]) / float64(total)
	}
	return p
}

// jitter returns a small pseudo-random number in [-1, 1) for the easy bot's misjudgements.
func (d *driver) jitter() float64 {
	d.noise ^= d.noise << 13
	d.noise ^= d.noise >> 7
	d.noise ^= d.noise << 17
	return float64(d.noise%2000)/1000 - 1
}

// setParams makes p the driver's weights, for a car at at: its Heat value too.
func (d *driver) setParams(p *params, at int) {
	d.p, d.heatValue = p, p.heat
	if p.heatFade > 0 {
		d.heatValue = p.hardHeatValue(d.finish-at, d.t.Length)
	}
}

// hardHeatValue is what the hard bot reckons one Heat in the Engine is worth with left spaces to
// the finish on a circuit of length: 1.4 spaces, less and less over the last 60 % of the last
// lap, where Heat left at the flag is wasted, so it goes on corners and Boosts. (Measured with
// TestLevels: against 1.4 throughout, and spans of a lap and a lap and a half.)
func (p *params) hardHeatValue(left, length int) float64 {
	return p.heat * max(min(float64(left)/(p.heatFade*float64(length)), 1), p.heatFloor)
}
