package bot

// params are the weights of the bot's judgement, in spaces. The normal and easy bots judge with
// normalParams. The hard bot searches with hardParams (the Heat its plays pay, its React and
// slipstream) and judges its candidates and its leaves with hardJudge.
type params struct {
	heat       float64 // one Heat in the Engine (the hard bot's fades by the flag: hardHeatValue)
	heatFade   float64 // the share of the last lap over which the hard bot's Heat value fades
	heatFloor  float64 // the least share of its value a Heat keeps at the flag
	spin       float64 // a spin-out, beyond the spaces lost: the gear back to 1st and a slow restart
	stress     float64 // each Stress card a spin-out puts in hand
	doomed     float64 // the next turn will have to cross a corner it cannot pay for
	momentum   float64 // per gear, while the road ahead is long enough to use it
	span       float64 // the spaces of road ahead each gear of momentum needs
	stressPlay float64 // playing a Stress card clears the hand of a card worth nothing later
	coolWorth  float64 // a Heat card a played card's Cooldown may put back, in Heat
	boost      float64 // the least gain a Boost must promise
	coolGear   float64 // a Heat card the gear's Cooldown puts back, in Heat
	discardFar float64 // the normal discard: from this far from the next corner, slow cards go
	discardLow float64 // ... the cards up to this value
	reserve    float64 // each Heat the Engine holds below reserveHeat after a turn, beyond its value
	handHeat   float64 // the search: each Heat card in the hand the next turn starts with
}

var normalParams = params{
	heat: 1.6, spin: 9, stress: 2, doomed: 8, momentum: 1, span: 2.5, stressPlay: 0.3, coolWorth: 0.5, boost: 0.5,
	discardFar: 12, discardLow: 1,
}

var hardParams = params{
	heat: 1.4, heatFade: 0.6, heatFloor: 0.1, spin: 9, stress: 2, doomed: 8, momentum: 1, span: 3.5, stressPlay: 0.3,
	coolWorth: 0.5, boost: 0.2, discardFar: 12, discardLow: 1, reserve: 1, handHeat: 0.5,
}

// hardJudge is the judgement the hard bot picks its candidates and judges the next turn with,
// tuned by TestLevels-style races against the Legends (seeds apart from TestLevels'): Heat a
// little cheaper, fading over the last half lap; a gear's Cooldown counted; less weight on the
// gear's momentum; slow cards discarded from 9 spaces before a corner; an Engine left with less
// than two Heat costs a space more for each Heat missing.
var hardJudge = params{
	heat: 1.12, heatFade: 0.49, spin: 9, stress: 2, doomed: 8, momentum: 0.7, span: 4.9, stressPlay: 0.3,
	coolWorth: 0.5, boost: 0.5, coolGear: 0.7, discardFar: 8.4, discardLow: 1, reserve: 1,
}
