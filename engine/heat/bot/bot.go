// Package bot is a computer driver for Heat: it decides for a full seat from what that seat may
// see (its View) and plays the real rules through the choices Legal offers. The host uses it for
// bot seats, and for players whose timer ran out or who dropped.
package bot

import (
	"errors"
	"fmt"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// Level is how well a bot drives.
type Level int

// Levels.
const (
	// Easy misjudges: it weighs its options with noise and ignores what comes after the turn.
	Easy Level = iota
	// Normal plans the turn and looks at the corner that follows.
	Normal
	// Hard also values Heat more carefully and takes more calculated risks with Boost.
	Hard
)

var levelNames = []string{"easy", "normal", "hard"}

func (l Level) String() string {
	if l >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads a level name.
func ParseLevel(s string) (Level, error) {
	for i, n := range levelNames {
		if n == s {
			return Level(i), nil
		}
	}
	return Normal, fmt.Errorf("unknown bot level %q (easy, normal or hard)", s)
}

// ErrNothingToDecide is returned when the seat has no decision to make.
var ErrNothingToDecide = errors.New("this seat has nothing to decide now")

// Decide returns the action a bot of the given level takes for the seat whose view this is.
func Decide(v engine.View, level Level) (engine.Action, error) {
	return decide(v, level, false)
}

// decide is Decide, or, when naive, the same bot without the modules' knowledge: the yardstick
// its Garage and Weather judgement is measured against (see naive in driver).
func decide(v engine.View, level Level, naive bool) (engine.Action, error) {
	if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
		return engine.Action{}, ErrNothingToDecide
	}
	t, err := tracks.Get(v.Track)
	if err != nil {
		return engine.Action{}, err
	}
	d := newDriver(v, t, level)
	d.naive = naive
	switch v.Me.Legal.Decision {
	case engine.DecideDraft:
		return d.draftPick(), nil
	case engine.DecideBrakes:
		return d.brakes(), nil
	case engine.DecideShift, engine.DecidePlay:
		return d.plan(), nil
	case engine.DecideReact:
		return d.react(), nil
	case engine.DecideSlipstream:
		return d.slipstream(), nil
	case engine.DecideDiscard:
		return d.discard(), nil
	}
	return engine.Action{}, ErrNothingToDecide
}
