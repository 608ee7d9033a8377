package board

import "time"

// speed is how fast the board plays its animations.
type speed int

// Speeds. instant is for tests and for players who ask for reduced motion: cars jump straight to
// where their moves end and no effect plays.
const (
	normal speed = iota
	fast
	slow
	instant
)

var speedNames = [...]string{"normal", "fast", "slow", "instant"}

func (s speed) String() string {
	if s >= 0 && int(s) < len(speedNames) {
		return speedNames[s]
	}
	return "normal"
}

// parseSpeed reads a speed name ("normal", "fast", "slow", "instant"); anything else is Normal.
func parseSpeed(name string) speed {
	for i, n := range speedNames {
		if n == name {
			return speed(i)
		}
	}
	return normal
}

// scale stretches a duration of the Normal speed to this speed.
func (s speed) scale(d time.Duration) time.Duration {
	switch s {
	case fast:
		return d * 11 / 20
	case slow:
		return d * 8 / 5
	case instant:
		return 0
	}
	return d
}

// Timing of the Normal speed. A move of n spaces takes n*perSpace, no less than minMove and no
// more than maxMove: a long move is quicker per space but never drags.
const (
	perSpace   = 80 * time.Millisecond
	minMove    = 280 * time.Millisecond
	maxMove    = 1200 * time.Millisecond
	spinTime   = 900 * time.Millisecond
	turnGap    = 140 * time.Millisecond // a breath before another car moves
	labelTime  = 1100 * time.Millisecond
	flameTime  = 650 * time.Millisecond
	smokeTime  = 1000 * time.Millisecond
	draftAfter = 250 * time.Millisecond // draft lines linger after the slipstream move
)

func moveTime(spaces int) time.Duration {
	if spaces < 0 {
		spaces = -spaces
	}
	return min(maxMove, max(minMove, time.Duration(spaces)*perSpace))
}
