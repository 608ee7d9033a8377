package heat

import (
	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
)

// matchOf is the Heat match behind a session's p2p.Match.
func matchOf(g p2p.Match) match {
	m, ok := Rules.Of(g)
	if !ok {
		panic("not a Heat match")
	}
	return m
}

// raceOf is the race running in g.
func raceOf(g p2p.Match) *engine.Race { return matchOf(g).race() }

// champOf is the championship g runs.
func champOf(g p2p.Match) *engine.Championship { return matchOf(g).(*champGame).ch }
