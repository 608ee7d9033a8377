package havoc

import (
	"errors"
	"fmt"
	"slices"

	engine "github.com/heatracing/heat/engine/havoc"
	ekit "github.com/heatracing/heat/engine/kit"
)

// Between two stages the game pauses for the results popup (the rules' "Stage Transitions"): the
// host's page offers "Continue to …", the others wait for the host. The pause lives here, not in
// the rules engine: it is a matter of the table, not of the rules. The host continues with the
// intent {"type":"continue"}; a host away or out of time is continued for by Auto.

// ActContinue is the intent that ends a pause between stages.
const ActContinue engine.ActionType = "continue"

// HostSeat is the seat that continues after a pause: the host, in slot 1.
const HostSeat = 0

// Pause is a pause between stages: the stage that ended and the one that comes next.
type Pause struct {
	Ended engine.Stage `json:"ended"`
	Next  engine.Stage `json:"next"`
	Round int          `json:"round"` // the round of the stage that ended
}

// View is what a page receives: the engine's view of its seat, and the pause if there is one.
type View struct {
	engine.View
	Pause *Pause `json:"pause,omitempty"`
}

// apply plays one engine action, and pauses when it ends a stage (but not the race).
func (g *game) apply(seat int, a engine.Action) error {
	before, round := g.g.View(engine.Spectator).Stage, g.round()
	if err := g.g.Apply(seat, a); err != nil {
		return err
	}
	g.actions++
	if after := g.stage(); after != before && after != engine.StageOver {
		g.pause = &Pause{Ended: before, Next: after, Round: round}
	}
	return nil
}

// resume ends the pause: only the host may, and only during one.
func (g *game) resume(seat int) error {
	switch {
	case g.pause == nil:
		return fmt.Errorf("the game is not waiting between stages")
	case seat != HostSeat:
		return fmt.Errorf("only the host continues to the next stage")
	}
	g.pause = nil
	g.pauses = append(g.pauses, g.actions)
	return nil
}

func (g *game) stage() engine.Stage { return g.g.View(engine.Spectator).Stage }
func (g *game) round() int          { return g.g.View(engine.Spectator).Round }

// errWaitsForHost refuses an action during a pause.
var errWaitsForHost = errors.New("the game waits for the host to continue to the next stage")

// rebuild replays a saved game: its engine actions, with the host's continues where they came.
// A save without its continues (an older one) is read as if the host had continued at once.
func rebuild(f file) (*game, error) {
	eg, err := engine.FileFormat.Start(f.Game)
	if err != nil {
		return nil, fmt.Errorf("the game file's setup is refused: %w", err)
	}
	g := &game{g: eg}
	next := 0 // the next recorded continue
	resumeAt := func(n int) {
		for next < len(f.Pauses) && f.Pauses[next] == n {
			if g.pause != nil {
				_ = g.resume(HostSeat)
			}
			next++
		}
	}
	for i, l := range f.Game.Actions {
		resumeAt(i)
		if g.pause != nil { // an older save: the host continued without a record
			g.pause = nil
		}
		if err := g.apply(l.Seat, l.Action); err != nil {
			return nil, fmt.Errorf("action %d (%s by seat %d) does not apply: %w", i+1, l.Action, l.Seat, err)
		}
	}
	resumeAt(len(f.Game.Actions))
	g.pauses = slices.Clone(f.Pauses[:next])
	return g, nil
}

// replayActions lists a save's actions as the pages submitted them, continues included.
func replayActions(f file) []ekit.Logged[engine.Action] {
	var out []ekit.Logged[engine.Action]
	next := 0
	add := func(n int) {
		for next < len(f.Pauses) && f.Pauses[next] == n {
			out = append(out, ekit.Logged[engine.Action]{Seat: HostSeat, Action: engine.Action{Type: ActContinue}})
			next++
		}
	}
	for i, l := range f.Game.Actions {
		add(i)
		out = append(out, l)
	}
	add(len(f.Game.Actions))
	return out
}

// clone copies the game: the engine's, and the table's pause.
func (g *game) clone() *game {
	c := &game{g: g.g.Clone(), pauses: slices.Clone(g.pauses), actions: g.actions}
	if g.pause != nil {
		p := *g.pause
		c.pause = &p
	}
	return c
}
