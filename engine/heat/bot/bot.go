// Package bot is a computer driver for Heat: it decides for a full seat from what that seat may
// see (its View) and plays the real rules through the choices Legal offers. The host uses it for
// bot seats, and for players whose timer ran out or who dropped.
package bot

import (
	"errors"
	"fmt"
	"slices"

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
	// Hard searches: it plays each of its best plays over many deals of its own deck, two turns
	// deep, among the Legends as their rules move them, weighs its discards the same way, spends
	// its Heat by the last lap, and near the flag races the Legends' forecast finish (search.go,
	// legends.go, endgame.go).
	Hard
	// Expert is the hard bot's search with its budget spent where the decision is close (fewer
	// deals for every candidate, then more for its two best plays when they stand near each
	// other, search.go) and its play-outs judged by a value learned from the bots' races
	// (leaf.go); near the flag it races every other driver's forecast finish, not the Legends'
	// alone (endgame.go).
	Expert
)

// searches reports whether the level plans by searching (hard and expert).
func (l Level) searches() bool { return l >= Hard }

// LevelInfo says what a level is, in a player's words, for the pages that offer it.
type LevelInfo struct {
	Level Level
	Name  string // as the settings store it: "easy", "normal", "hard", "expert"
	Label string // as a button shows it: "Easy"
	About string // one sentence for a player choosing
}

// levels say what each level is in the words of its held-out measurement (docs/bots.md, "The
// levels measured"): how often it finishes ahead of the Legends or of the level below.
var levels = []LevelInfo{
	{Easy, "easy", "Easy", "Drives by feel and misjudges corners: a gentle first race, behind Normal 7 races in 10."},
	{Normal, "normal", "Normal", "Plans each turn and watches the next corner: ahead of Legends at +0 about 3 times in 10."},
	{Hard, "hard", "Hard", "Thinks two turns ahead over what its deck may draw and races the Legends to the flag: ahead of Legends at +0 about 8 times in 10 on the USA and France, 7 in 10 on Italy, 6 in 10 on Great Britain."},
	{Expert, "expert", "Expert", "The strongest bot. It plans like Hard, judges each play by what won its own practice races, and races every driver to the flag, you too. Ahead of Hard about 6 races in 10; ahead of Legends at +2 about 7 in 10 on the USA, 8 in 10 on France, 4 in 10 on Italy, a little under half on Great Britain."},
}

// Levels lists the levels a player may choose, easiest first.
func Levels() []LevelInfo { return slices.Clone(levels) }

// Info returns what the level is, in words.
func (l Level) Info() LevelInfo {
	if l >= 0 && int(l) < len(levels) {
		return levels[l]
	}
	return LevelInfo{Level: l, Name: l.String(), Label: l.String()}
}

func (l Level) String() string {
	if l >= 0 && int(l) < len(levels) {
		return levels[l].Name
	}
	return fmt.Sprintf("level(%d)", int(l))
}

// ParseLevel reads a level name.
func ParseLevel(s string) (Level, error) {
	for _, info := range levels {
		if info.Name == s {
			return info.Level, nil
		}
	}
	return Normal, fmt.Errorf("unknown bot level %q (easy, normal, hard or expert)", s)
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
	a, _, err := decideCounted(v, level, naive, searchBudget)
	return a, err
}

// decideCounted is decide with a search budget of budget positions, and the positions the
// decision judged (see positions in driver).
func decideCounted(v engine.View, level Level, naive bool, budget int) (engine.Action, int, error) {
	if v.Me == nil || v.Me.Legal.Decision == engine.DecideNothing {
		return engine.Action{}, 0, ErrNothingToDecide
	}
	t, err := tracks.Get(v.Track)
	if err != nil {
		return engine.Action{}, 0, err
	}
	d := newDriver(v, t, level)
	d.naive, d.budget = naive, budget
	d.positions = new(int)
	a, err := d.decide()
	return a, *d.positions, err
}

// decide answers the decision the view asks for.
func (d *driver) decide() (engine.Action, error) {
	switch d.legal.Decision {
	case engine.DecideDraft:
		return d.draftPick(), nil
	case engine.DecideSwap:
		return d.swap(), nil
	case engine.DecideBrakes:
		return d.brakes(), nil
	case engine.DecideShift, engine.DecidePlay:
		return d.plan(), nil
	case engine.DecideReact:
		return d.react(), nil
	case engine.DecideSlipstream:
		return d.slipstream(), nil
	case engine.DecideDiscard:
		if d.level.searches() && !d.naive && len(d.legal.Discard) > 0 {
			return d.searchDiscard(), nil
		}
		return d.discard(), nil
	}
	return engine.Action{}, ErrNothingToDecide
}
