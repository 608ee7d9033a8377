// Package bot is Blood Fang's computer opponent. It decides for a seat from that seat's View
// only: the searching levels deal the cards the seat cannot see at random (engine.Guess), many
// times over, and search each guess (determinization). The host uses it for bot seats and absent
// players; Random and Greedy are the yardsticks it is measured against (docs/bloodfang-ai.md).
package bot

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/rng"
)

// ErrNothingToDecide is returned when the seat has no decision to make.
var ErrNothingToDecide = errors.New("this seat has nothing to decide now")

// Level is how hard the bot plays.
type Level string

// Levels.
const (
	Easy   Level = "easy"   // one move ahead, and half the time one of its four best instead of the best
	Normal Level = "normal" // its move and the opponent's reply, over a few guesses
	Hard   Level = "hard"   // the same search over many more guesses
)

// Levels lists the levels, easiest first.
var Levels = []Level{Easy, Normal, Hard}

// budget is the search's size: leaf positions evaluated, summed over the guesses. Budgets count
// work, never time, so a decision is the same on every machine.
func (l Level) budget() (leaves, guesses int) {
	switch l {
	case Normal:
		return 600, 2
	case Hard: // on top of normal's search, for its best few moves, three plies deep
		return 4000, 4
	}
	return 0, 1
}

// Valid reports whether l is a level.
func (l Level) Valid() bool { return l == Easy || l == Normal || l == Hard }

// Decide returns the action the bot takes at level for the seat whose view this is. It reads
// nothing but the view, and the same view always gives the same action.
func Decide(v engine.View, level Level) (engine.Action, error) {
	a, _, err := decide(v, level)
	return a, err
}

// decide is Decide, which also counts the positions it evaluated: the work a decision costs,
// whatever the machine.
func decide(v engine.View, level Level) (engine.Action, int, error) {
	if !level.Valid() {
		return engine.Action{}, 0, fmt.Errorf("there is no bot level %q", level)
	}
	if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
		return engine.Action{}, 0, ErrNothingToDecide
	}
	r := seedFrom(v, level)
	if v.Me.Legal.Decision == engine.DecideMulligan {
		return mulligan(v), 0, nil
	}
	if level == Easy {
		return onePly(v, r, evaluate, 4)
	}
	return search(v, r, level)
}

// seedFrom derives the bot's generator from the view itself: no clock, no hidden state.
func seedFrom(v engine.View, level Level) *rng.Source {
	b, _ := json.Marshal(v)
	h := fnv.New64a()
	h.Write(b)
	h.Write([]byte(level))
	return &rng.Source{S: h.Sum64()}
}

// mulligan returns the cards that cannot be played early: rank 3 and replacement cards, keeping
// one of them.
func mulligan(v engine.View) engine.Action {
	a := engine.Action{Type: engine.ActMulligan}
	kept := false
	for _, h := range v.Me.Hand {
		c, _ := engine.Starter().Card(h.Card)
		if c.Rank == 3 || c.Rank == engine.Replacement {
			if kept {
				a.Cards = append(a.Cards, h.ID)
			}
			kept = true
		}
	}
	return a
}
