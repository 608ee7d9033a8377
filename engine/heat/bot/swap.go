package bot

import engine "github.com/heatracing/heat/engine/heat"

// swap is the first drafter's choice after a championship's draft round: its least worthy
// upgrade for the most worthy card left, when that is a clear gain; otherwise it keeps its own.
func (d *driver) swap() engine.Action {
	keep := engine.Action{Type: engine.ActSwap}
	if d.naive || d.v.Draft == nil {
		return keep
	}
	var mine []engine.Card
	for _, c := range d.v.Cars {
		if c.Seat == d.v.Seat {
			mine = c.Upgrades
		}
	}
	give, giveWorth := -1, 1e9
	for _, k := range mine {
		if w := upgradeWorth(k, draftHeatCost); w < giveWorth {
			give, giveWorth = k.ID, w
		}
	}
	take, takeWorth := -1, -1e9
	for _, k := range d.v.Draft.Market {
		if w := upgradeWorth(k, draftHeatCost); w > takeWorth {
			take, takeWorth = k.ID, w
		}
	}
	if give < 0 || take < 0 || takeWorth < giveWorth+0.5 {
		return keep
	}
	return engine.Action{Type: engine.ActSwap, Cards: []int{give, take}}
}
