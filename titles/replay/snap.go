package replay

import (
	"math"

	"github.com/heatracing/heat/p2p"
)

// Snapshots: a game that copies itself (titles/kit's Rules.Clone) is copied every SnapEvery
// moves while Open checks it, so that a cursor steps back or seeks from the copy before its
// target, replaying at most SnapEvery moves, and never from the start. A game that cannot copy
// itself replays from the start.

// SnapEvery is the moves between two copies of a game.
const SnapEvery = 32

// cloner is a match that copies itself; its Clone is nil when it cannot.
type cloner interface{ Clone() p2p.Match }

// cloneOf copies m, or is nil.
func cloneOf(m p2p.Match) p2p.Match {
	if c, ok := m.(cloner); ok {
		return c.Clone()
	}
	return nil
}

// Copies is the number of copies of the game kept to step back from: 0 for a game that cannot
// copy itself, which replays from the start.
func (g *Game) Copies() int { return len(g.snaps) }

// snap keeps a copy of m, the game at position len(g.snaps)*SnapEvery, when it copies itself.
func (g *Game) snap(m p2p.Match) {
	if len(g.snaps) > 0 || len(g.Moves) == 0 {
		if s := cloneOf(m); s != nil {
			g.snaps = append(g.snaps, s)
		}
	}
}

// snapFor is the index of the last copy at or before position i, -1 when there is none.
func (g *Game) snapFor(i int) int {
	if len(g.snaps) == 0 {
		return -1
	}
	return min(i/SnapEvery, len(g.snaps)-1)
}

// restore puts the cursor at copy k: a copy of it, so that the copy stays as it is.
func (c *Cursor) restore(k int) error {
	m := cloneOf(c.g.snaps[k])
	if m == nil {
		return c.restart()
	}
	v, err := m.View(c.seat, math.MaxInt32) // the event number, without the events
	if err != nil {
		return err
	}
	c.m, c.pos, c.next = m, k*SnapEvery, v.Next
	return nil
}
