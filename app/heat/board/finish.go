package board

import engine "github.com/heatracing/heat/engine/heat"

// A finished car stops just past the finish line, however much Speed it had left, and once its
// moves have played it parks in the pit lane in finishing order. The engine ranks the cars that
// finished in a round only when the round ends; until then a car parks behind the ranked ones,
// in the order it stands.

// runOff is how far past its finish line a finished car is drawn, in spaces.
const runOff = 1.0

// finishLine is the line a finished car crossed: the last start line it passed (a car moves less
// than a lap in a round). 0 for a car still racing.
func finishLine(c engine.CarView, length int) float64 {
	if !c.Finished || length <= 0 || c.Pos.Progress < length {
		return 0
	}
	return float64(c.Pos.Progress / length * length)
}

// stopAtLine keeps a finished car's progress from running on past its finish line.
func (l carLook) stopAtLine(progress float64) float64 {
	if l.line > 0 && progress > l.line+runOff {
		return l.line + runOff
	}
	return progress
}

// parkingPlace is where a finished car parks: its place once ranked, else after the ranked cars
// and the unranked ones ahead of it.
func parkingPlace(views map[int]engine.CarView, c engine.CarView) int {
	if c.Place > 0 || !c.Finished {
		return c.Place
	}
	n := 1
	for _, o := range views {
		if o.Seat != c.Seat && o.Finished && (o.Place > 0 || aheadOf(o, c)) {
			n++
		}
	}
	return n
}

// aheadOf reports whether car a stands ahead of car b: further on, or level on the race line
// (then the lower seat).
func aheadOf(a, b engine.CarView) bool {
	switch {
	case a.Pos.Progress != b.Pos.Progress:
		return a.Pos.Progress > b.Pos.Progress
	case a.RaceLine != b.RaceLine:
		return a.RaceLine
	}
	return a.Seat < b.Seat
}
