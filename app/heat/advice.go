package heat

import engine "github.com/heatracing/heat/engine/heat"

// advice is a hint for a driver caught in a losing spiral: an empty Engine, or spin-outs round
// after round. It speaks at the start of a round, when the gear is chosen, and is empty when all
// is well.
func advice(v *engine.View, spins []int) string {
	if v == nil || v.Me == nil || v.Me.Legal.Decision != engine.DecideShift {
		return ""
	}
	n := len(spins)
	again := n >= 2 && spins[n-1]-spins[n-2] <= 1 && v.Round-spins[n-1] <= 1
	switch {
	case again:
		return "Two spin-outs in a row: slow down before the corners. In 1st or 2nd gear React cools Heat back into your Engine, and a spin-out costs less Stress. If the race is lost, Retire (at the top) ends it for you."
	case v.Me.Engine == 0:
		return "Out of Heat: stay in 1st or 2nd gear and cool down in React until your Engine can pay for the next corner."
	}
	return ""
}
