package bot

import (
	"math/rand/v2"

	engine "github.com/heatracing/heat/engine/heat"
)

// Random returns a uniformly random legal action for the seat whose view this is: the yardstick
// the bot is measured against.
func Random(v engine.View, g *rand.Rand) (engine.Action, error) {
	if v.Me == nil {
		return engine.Action{}, ErrNothingToDecide
	}
	l := v.Me.Legal
	switch l.Decision {
	case engine.DecideDraft:
		return engine.Action{Type: engine.ActDraft, Cards: []int{l.Draft[g.IntN(len(l.Draft))]}}, nil
	case engine.DecideSwap:
		return engine.Action{Type: engine.ActSwap}, nil
	case engine.DecideBrakes:
		a := engine.Action{Type: engine.ActBrakes}
		for id, choices := range l.Brakes {
			a.Cards = append(a.Cards, id)
			a.Values = append(a.Values, choices[g.IntN(len(choices))])
		}
		return a, nil
	case engine.DecideShift:
		if l.Play == nil || g.IntN(3) > 0 {
			return engine.Action{Type: engine.ActShift, Gear: l.Gears[g.IntN(len(l.Gears))].Gear}, nil
		}
		fallthrough
	case engine.DecidePlay:
		p := l.Play
		if p.Cluttered {
			var cards, heat []int
			for _, c := range v.Me.Hand {
				if c.Kind == engine.Heat {
					heat = append(heat, c.ID)
				} else {
					cards = append(cards, c.ID)
				}
			}
			return engine.Action{Type: engine.ActPlay, Cards: append(cards, heat[:p.Count-len(cards)]...)}, nil
		}
		ids := append([]int(nil), p.Cards...)
		g.Shuffle(len(ids), func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		return engine.Action{Type: engine.ActPlay, Cards: ids[:p.Count]}, nil
	case engine.DecideReact:
		// The cards' Heat and Scrap must be resolved before React ends.
		var opts []engine.Action
		if len(l.Heat) > 0 {
			opts = append(opts, engine.Action{Type: engine.ActHeat})
		}
		if len(l.Scrap) > 0 {
			opts = append(opts, engine.Action{Type: engine.ActScrap})
		}
		if len(opts) == 0 {
			opts = append(opts, engine.Action{Type: engine.ActReactDone})
		}
		if l.Cooldown > 0 {
			opts = append(opts, engine.Action{Type: engine.ActCooldown, Count: 1 + g.IntN(l.Cooldown)})
		}
		if l.Boost {
			opts = append(opts, engine.Action{Type: engine.ActBoost})
		}
		if l.Adrenaline {
			opts = append(opts, engine.Action{Type: engine.ActAdrenaline})
		}
		if l.Reduce > 0 {
			opts = append(opts, engine.Action{Type: engine.ActReduce, Count: 1 + g.IntN(l.Reduce)})
		}
		if l.Salvage > 0 && len(v.Me.Discard) > 0 {
			opts = append(opts, engine.Action{Type: engine.ActSalvage, Cards: []int{v.Me.Discard[g.IntN(len(v.Me.Discard))].ID}})
		}
		if l.Accelerate > 0 {
			opts = append(opts, engine.Action{Type: engine.ActAccelerate})
		}
		if len(l.Direct) > 0 {
			opts = append(opts, engine.Action{Type: engine.ActDirect, Cards: []int{l.Direct[g.IntN(len(l.Direct))]}})
		}
		if len(l.Refresh) > 0 {
			opts = append(opts, engine.Action{Type: engine.ActRefresh, Cards: []int{l.Refresh[g.IntN(len(l.Refresh))]}})
		}
		return opts[g.IntN(len(opts))], nil
	case engine.DecideSlipstream:
		a := engine.Action{Type: engine.ActSlipstream, Accept: g.IntN(2) == 0}
		if n := len(l.SlipstreamExtras); a.Accept && n > 0 {
			if i := g.IntN(n + 1); i < n {
				a.Count = l.SlipstreamExtras[i]
			}
		}
		return a, nil
	case engine.DecideDiscard:
		var ids []int
		for _, id := range l.Discard {
			if g.IntN(3) == 0 {
				ids = append(ids, id)
			}
		}
		return engine.Action{Type: engine.ActDiscard, Cards: ids}, nil
	}
	return engine.Action{}, ErrNothingToDecide
}
