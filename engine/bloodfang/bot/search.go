package bot

import (
	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/rng"
)

// search plays each of its moves on several guesses of the hidden cards, answers each with the
// opponent's best reply on that guess, and takes the move whose worst replies score best on
// average (a determinized two-ply minimax).
func search(v engine.View, r *rng.Source, level Level) (engine.Action, error) {
	leaves, guesses := level.budget()
	me := v.Seat
	var moves []engine.Action
	var totals []float64
	var replies []engine.Action
	spent := 0
	var after, leaf engine.Game // reused for every position tried
	for k := 0; k < guesses && (k == 0 || spent < leaves); k++ {
		g, err := engine.Guess(v, r)
		if err != nil {
			return engine.Action{}, err
		}
		if moves == nil {
			moves = g.Options(nil, me)
			totals = make([]float64, len(moves))
		}
		for i, m := range moves {
			g.CloneInto(&after)
			if err := after.Apply(me, m); err != nil {
				return engine.Action{}, err
			}
			if after.Over() || after.Pending()[0] == me {
				totals[i] += evaluate(&after, me)
				spent++
				continue
			}
			opp := 1 - me
			replies = after.Options(replies[:0], opp)
			worst := 0.0
			for j, o := range replies {
				after.CloneInto(&leaf)
				if err := leaf.Apply(opp, o); err != nil {
					return engine.Action{}, err
				}
				if val := evaluate(&leaf, me); j == 0 || val < worst {
					worst = val
				}
				spent++
			}
			totals[i] += worst
		}
	}
	best := 0
	for i := range moves {
		if totals[i] > totals[best] {
			best = i
		}
	}
	return moves[best], nil
}

// onePly takes the move that scores best under eval right after it, among the top few when
// slack > 1 (the easy level's slips).
func onePly(v engine.View, r *rng.Source, eval func(*engine.Game, int) float64, slack int) (engine.Action, error) {
	g, err := engine.Guess(v, r)
	if err != nil {
		return engine.Action{}, err
	}
	me := v.Seat
	moves := g.Options(nil, me)
	vals := make([]float64, len(moves))
	var after engine.Game
	for i, m := range moves {
		g.CloneInto(&after)
		if err := after.Apply(me, m); err != nil {
			return engine.Action{}, err
		}
		vals[i] = eval(&after, me) + float64(r.Intn(1000))/1e6 // random tie-break
	}
	order := make([]int, len(moves))
	for i := range order {
		order[i] = i
	}
	for i := 1; i < len(order); i++ { // insertion sort, best first
		for j := i; j > 0 && vals[order[j]] > vals[order[j-1]]; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	pick := 0
	if slack > 1 && r.Intn(2) == 0 {
		pick = r.Intn(min(slack, len(order)))
	}
	return moves[order[pick]], nil
}
