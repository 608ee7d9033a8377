package heat

import (
	"fmt"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	"github.com/heatracing/heat/p2p"
)

// RetireIntent is the intent of a player who retires its car: the car leaves the race, ranked
// last, and the race goes on for the others (engine.ActRetire).
var RetireIntent = []byte(`{"type":"retire"}`)

// EndIfHumansOut is the solo automatic end: when none of the human seats still races (each has
// retired or finished), it plays the rest of the race out at once, the bots driving at normal
// level (quick even in the browser) and the Legends by their rules, and reports true. Otherwise it
// changes nothing and reports false. Every action it takes goes into the race file as usual. The
// solo host calls it after a human's action; a race with friends never needs it.
func EndIfHumansOut(g p2p.Match, humans []int) (bool, error) {
	m, ok := Rules.Of(g)
	if !ok {
		return false, fmt.Errorf("not a Heat race")
	}
	return endIfHumansOut(m, humans)
}

func endIfHumansOut(m match, humans []int) (bool, error) {
	var level bot.Level
	switch hg := m.(type) {
	case *game:
		level = hg.level
	case *champGame:
		level = hg.level
	}
	r := m.race()
	if r.Over() || !r.OutOfRace(humans) {
		return false, nil
	}
	err := r.PlayOut(func(seat int) (engine.Action, error) {
		return bot.Decide(r.View(seat), min(level, bot.Normal))
	})
	return err == nil, err
}
