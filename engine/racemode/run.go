package racemode

import (
	"cmp"
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// Camera is where the map view was scrolled to.
type Camera struct {
	X float64 `json:"x"`
	Y float64 `json:"y"`
}

// Run is a player's progress through a map. Its fields change only through its actions, each of
// which either succeeds or returns an error and changes nothing.
type Run struct {
	m         *Map
	completed []int // one node per level, level 0 first: a path from the start
	deck      Deck  // empty until the start deck is chosen
	modes     []Mode
	camera    Camera
	seed      uint64
	opening   Opening
	losses    int // races lost, for the summary
	// pending is the MATCH just won whose card choice waits (0: none): nothing else may be taken
	// until it is chosen or skipped.
	pending int
}

// New starts a run on m. The seed makes the card choices (another seed, other cards); an
// unknown opening is the seed's OneChild.
func New(m *Map, seed uint64, o Opening) *Run {
	if !o.valid() {
		o = OneChild
	}
	return &Run{m: m, seed: seed, opening: o}
}

// PendingChoice is the MATCH node whose won race offers a card choice not taken yet, or 0.
func (r *Run) PendingChoice() int { return r.pending }

// Map is the run's map.
func (r *Run) Map() *Map { return r.m }

// Seed is the run's seed.
func (r *Run) Seed() uint64 { return r.seed }

// Opening is the run's rule for which children open.
func (r *Run) Opening() Opening { return r.opening }

// Completed returns the completed node ids, level 0 first.
func (r *Run) Completed() []int { return slices.Clone(r.completed) }

// Deck returns a copy of the deck (empty before the start deck is chosen).
func (r *Run) Deck() Deck { return r.deck.Clone() }

// GlobalModes returns the special modes the player turned on for every race.
func (r *Run) GlobalModes() []Mode { return slices.Clone(r.modes) }

// Camera is the saved map view position.
func (r *Run) Camera() Camera { return r.camera }

// CurrentLevel is the level of the last completed node, -1 before the start is taken.
func (r *Run) CurrentLevel() int { return len(r.completed) - 1 }

// Won reports whether the boss is beaten.
func (r *Run) Won() bool {
	return len(r.completed) > 0 && r.completed[len(r.completed)-1] == BossID
}

// Accessible returns the nodes that can be taken now, left to right.
func (r *Run) Accessible() []int {
	if len(r.completed) == 0 {
		return []int{StartID}
	}
	if r.Won() {
		return nil
	}
	return slices.Clone(r.m.opens(r.completed[len(r.completed)-1], r.opening))
}

// State returns how node id shows on the map.
func (r *Run) State(id int) State {
	n := r.m.Nodes[id]
	switch {
	case n == nil:
		return Inaccessible
	case n.Level < len(r.completed) && r.completed[n.Level] == id:
		return Completed
	case n.Level < len(r.completed):
		return SameLevelCompleted
	case contains(r.Accessible(), id):
		return Accessible
	}
	return Inaccessible
}

// ModesFor returns the special modes of node id's race: the node's own rules if it has any,
// else the global modes, else none.
func (r *Run) ModesFor(id int) []Mode {
	if n := r.m.Nodes[id]; n != nil && n.Race != nil && len(n.Race.Rules) > 0 {
		return slices.Clone(n.Race.Rules)
	}
	return slices.Clone(r.modes)
}

// SetGlobalModes turns on exactly the given modes for every race without rules of its own.
func (r *Run) SetGlobalModes(ms []Mode) error {
	if err := validModes(ms); err != nil {
		return err
	}
	r.modes = slices.Clone(ms)
	kit.SortSmall(r.modes, cmp.Compare[Mode])
	return nil
}

// SetCamera records where the map view is scrolled to.
func (r *Run) SetCamera(c Camera) { r.camera = c }

// Summary is a run's account for the victory screen.
type Summary struct {
	Nodes  int  // nodes completed, the start and the boss included
	Won    int  // races won (MATCH nodes and the boss)
	Lost   int  // races lost and retried
	Deck   Deck // the deck at the end
	Beaten bool // the boss is beaten
}

// Summary sums the run up.
func (r *Run) Summary() Summary {
	s := Summary{Nodes: len(r.completed), Lost: r.losses, Deck: r.deck.Clone(), Beaten: r.Won()}
	for _, id := range r.completed {
		if t := r.m.Nodes[id].Type; t == Match || t == Boss {
			s.Won++
		}
	}
	return s
}

// Restart clears the whole run (progress, deck, global modes, camera) for a new one on the same
// map with a new seed and opening rule.
func (r *Run) Restart(seed uint64, o Opening) { *r = *New(r.m, seed, o) }
