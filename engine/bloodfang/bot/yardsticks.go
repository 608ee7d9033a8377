package bot

import (
	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/rng"
)

// Random returns a uniformly random legal action (in the mulligan, a random handful of cards to
// return): the first yardstick.
func Random(v engine.View, r *rng.Source) (engine.Action, error) {
	if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
		return engine.Action{}, ErrNothingToDecide
	}
	l := v.Me.Legal
	if l.Decision == engine.DecideMulligan {
		a := engine.Action{Type: engine.ActMulligan}
		for _, id := range l.Hand {
			if r.Intn(3) == 0 {
				a.Cards = append(a.Cards, id)
			}
		}
		return a, nil
	}
	n := 1 // the pass
	for _, m := range l.Plays {
		n += len(m.Tiles)
	}
	k := r.Intn(n)
	for _, m := range l.Plays {
		if k < len(m.Tiles) {
			return engine.Play(m.Card, m.Tiles[k]), nil
		}
		k -= len(m.Tiles)
	}
	return engine.Action{Type: engine.ActPass}, nil
}

// Greedy keeps its hand and plays the move that leaves the best score on the board right after
// it (winner-take-all lanes, then power; passing when that ends the game in its favour or
// nothing helps): the one-ply yardstick.
func Greedy(v engine.View, r *rng.Source) (engine.Action, error) {
	if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
		return engine.Action{}, ErrNothingToDecide
	}
	if v.Me.Legal.Decision == engine.DecideMulligan {
		return engine.Action{Type: engine.ActMulligan}, nil
	}
	a, _, err := onePly(v, r, scoreOnly, 1)
	return a, err
}
