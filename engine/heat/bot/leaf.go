package bot

import (
	engine "github.com/heatracing/heat/engine/heat"
)

// The expert's learned leaf: the value of a position at the start of a turn, in spaces, fitted by
// ridge regression to the bots' own races (leafweights.go, written by TestLeafFit from
// TestLeafData's samples; docs/bots.md, "A learned leaf"). Its features are cheap counts of what
// the seat sees. The fit's target is the rounds the race still takes, at 9 spaces a round; where
// the car stands (its stretch of the lap, the corners ahead, its share of the race) is fitted by
// circuit to control for it and then left out, so the weights kept are those of the car's
// resources (the Heat in its Engine, its cards, its gear, the next turn's judgement), alike on
// every circuit. The search adds them to the spaces a play-out moved.

const (
	leafBins = 12 // the lap cut into this many stretches, each with a weight of its own in the fit
	leafN    = 20 + leafBins
)

// learnedLeaf is on for the expert; TestLeafData turns it off to race the expert with the
// judgement's leaf, as the samples the weights were fitted to were raced.
var learnedLeaf = true

// leafFeatures are the features of the position of next (a driver at the start of its turn)
// whose best play the judgement scored judge.
func (next *driver) leafFeatures(judge float64) [leafN]float64 {
	var x [leafN]float64
	me, priv := next.me, next.v.Me
	at, gear, heat := me.Pos.Progress, me.Gear, priv.Engine
	x[0] = 1
	x[1] = judge
	x[2] = float64(min(heat, 8))
	x[3] = float64(max(reserveHeat-heat, 0))
	for _, c := range priv.Hand {
		switch {
		case c.Kind == engine.Heat:
			x[4]++
		case c.Kind == engine.Stress:
			x[6]++
		default:
			x[7] += float64(c.Value)
			if c.Value >= 4 {
				x[8]++
			}
			if c.Value <= 1 {
				x[9]++
			}
		}
	}
	for _, c := range priv.Discard {
		if c.Kind == engine.Heat {
			x[5]++
		}
	}
	if gear >= 2 && gear <= 4 {
		x[8+gear] = 1 // 10, 11, 12
	}
	x[13] = float64(min(priv.Deck, 20))
	x[14] = float64(at) / float64(next.finish)
	if dist, c, ok := next.nextCorner(at); ok {
		x[15] = float64(min(dist, 30))
		x[16] = float64(next.t.Corners[c].Limit)
		if dist2, c2, ok := next.nextCorner(at + dist); ok {
			x[17] = float64(min(dist+dist2, 40))
			x[18] = float64(next.t.Corners[c2].Limit)
		} else {
			x[17], x[18] = 40, 10
		}
	} else {
		x[15], x[16], x[17], x[18] = 30, 10, 40, 10
	}
	x[19] = float64(gear) * x[16] // gear against the coming corner's limit
	x[20+next.t.Space(at)*leafBins/next.t.Length] = 1
	return x
}

// leafValue is the learned value of next's position (judge: its best play's judgement).
func (next *driver) leafValue(judge float64) float64 {
	w := leafWeights[next.v.Track]
	if w == nil { // not fitted for this circuit (learned keeps such a search on the judgement)
		return judge
	}
	x := next.leafFeatures(judge)
	v := 0.0
	for i, xi := range x {
		v += w[i] * xi
	}
	return v
}
