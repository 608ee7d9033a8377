package bot

import (
	"cmp"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/kit"
)

// The Garage module's decisions: which upgrade to draft, the speed of the Brakes, and the cards'
// optional symbols in React.

// upgradeWorth is what an upgrade card is worth in a deck, in spaces per race turn it is drawn:
// its speed, what its symbols bring, less the Heat it costs at heatCost each. Heat cards only
// clog the hand.
func upgradeWorth(k engine.Card, heatCost float64) float64 {
	if k.Kind == engine.Heat {
		return -3
	}
	d := engine.CardDefs()[k.Def]
	w := 0.8 * float64(k.Value)
	if len(d.Choices) > 0 {
		w = 0.8*float64(slices.Max(d.Choices)) + 0.6*float64(len(d.Choices)-1) // choice is control
	}
	w += 2.2 * float64(d.Boosts) // a [+] flips 2.5 on average, and feeds Accelerate
	w += 0.9*float64(d.Cooldown) + 0.5*float64(d.Reduce) + 0.35*float64(d.Slipstream)
	w += 0.5*float64(d.Salvage) + 1.3*float64(d.Adjust) + 1.6*float64(d.Accelerate)
	if d.Adjust < 0 {
		w += 0.4 * float64(d.Adjust) // a lower limit only hurts
	}
	if d.Refresh {
		w += 1.2
	}
	if d.Direct {
		w += 1.5
	}
	w -= 0.05 * float64(d.Scrap)
	return w - heatCost*float64(d.Heat)
}

// raceHeatCost is what a card's Heat costs in the race: more from a small Engine.
func (d *driver) raceHeatCost() float64 {
	if d.v.Me.Engine < 6 {
		return 2.2
	}
	return 1.6
}

// draftHeatCost is what a card's Heat costs when drafting (the Engine is not filled yet). Its six
// Heat pay the corners and the shifts too, every pass through the deck, and the weather may take
// some before the start: a Heat card is worth taking only for much more speed. The draft
// measured better at 3.2 than at the race's 1.6–2.2, and no better above.
const draftHeatCost = 3.2

// draftPick takes the market card worth most to this car.
func (d *driver) draftPick() engine.Action {
	if d.naive {
		return engine.Action{Type: engine.ActDraft, Cards: []int{d.legal.Draft[0]}}
	}
	market := d.v.Draft.Market
	best, bestWorth := d.legal.Draft[0], -1e9
	for _, k := range market {
		if !slices.Contains(d.legal.Draft, k.ID) {
			continue
		}
		w := upgradeWorth(k, draftHeatCost)
		if d.level == Easy {
			w += 1.5 * d.jitter()
		}
		if w > bestWorth {
			best, bestWorth = k.ID, w
		}
	}
	return engine.Action{Type: engine.ActDraft, Cards: []int{best}}
}

// brakes picks, for each Brakes played, the speed that leaves the car best placed.
func (d *driver) brakes() engine.Action {
	var ids []int
	for id := range d.legal.Brakes {
		ids = append(ids, id)
	}
	kit.SortSmall(ids, cmp.Compare[int])
	base := 0
	for _, k := range d.me.Played {
		if _, open := d.legal.Brakes[k.ID]; !open && k.Kind != engine.Stress {
			base += k.Value
		}
	}
	values := make([]int, len(ids))
	start, heat := d.me.Pos.Progress, d.v.Me.Engine
	for i, id := range ids {
		best, bestScore := d.legal.Brakes[id][0], -1e9
		for _, v := range d.legal.Brakes[id] {
			if d.naive {
				break // the first value offered
			}
			speed := base + v
			for j := i + 1; j < len(ids); j++ {
				speed += d.legal.Brakes[ids[j]][0] // the slowest of the others, chosen next
			}
			if s := d.outcome(start, start+speed, speed, d.me.Gear, heat); s > bestScore {
				best, bestScore = v, s
			}
		}
		values[i] = best
		base += best
	}
	return engine.Action{Type: engine.ActBrakes, Cards: ids, Values: values}
}

// symbolsReact takes the cards' optional symbols when they pay: Stress out of the hand always,
// the best cards of the discard pile back into the deck, good cards refreshed onto the deck, a
// Direct Play or Accelerate when the move they give is worth its Heat and its corners. It
// returns false when none is worth taking.
func (d *driver) symbolsReact() (engine.Action, bool) {
	l := d.legal
	if d.naive {
		return engine.Action{}, false
	}
	if l.Reduce > 0 {
		return engine.Action{Type: engine.ActReduce, Count: l.Reduce}, true
	}
	if l.Salvage > 0 {
		var good []engine.Card
		for _, k := range d.v.Me.Discard {
			if k.Kind == engine.Speed && k.Value >= 3 || k.Kind == engine.Upgrade && upgradeWorth(k, d.raceHeatCost()) > 2.5 {
				good = append(good, k)
			}
		}
		kit.SortSmall(good, func(a, b engine.Card) int { return b.Value - a.Value })
		if len(good) > 0 {
			var ids []int
			for _, k := range good[:min(len(good), l.Salvage)] {
				ids = append(ids, k.ID)
			}
			return engine.Action{Type: engine.ActSalvage, Cards: ids}, true
		}
	}
	if len(l.Refresh) > 0 {
		var ids []int
		for _, id := range l.Refresh {
			for _, k := range d.me.Played {
				if k.ID == id && upgradeWorth(k, d.raceHeatCost()) >= 2 {
					ids = append(ids, id)
				}
			}
		}
		if len(ids) > 0 {
			return engine.Action{Type: engine.ActRefresh, Cards: ids}, true
		}
	}
	start, at, speed, heat := d.me.TurnStart, d.me.Pos.Progress, d.me.Speed, d.v.Me.Engine
	now := d.outcome(start, at, speed, d.me.Gear, heat)
	if n := l.Accelerate; n > 0 && d.outcome(start, at+n, speed+n, d.me.Gear, heat) > now {
		return engine.Action{Type: engine.ActAccelerate}, true
	}
	for _, id := range l.Direct {
		for _, k := range d.v.Me.Hand {
			if k.ID != id {
				continue
			}
			cost := engine.CardDefs()[k.Def].Heat
			if d.outcome(start, at+k.Value, speed+k.Value, d.me.Gear, heat-cost)-d.heatValue*float64(cost) > now+0.5 {
				return engine.Action{Type: engine.ActDirect, Cards: []int{id}}, true
			}
		}
	}
	return engine.Action{}, false
}
