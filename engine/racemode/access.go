package racemode

import "fmt"

// Opening is which children a completed node opens.
type Opening string

// Openings.
const (
	OneChild    Opening = "one" // the seed's rule: the child closest by x
	AllChildren Opening = "all" // every child: the player chooses the path
)

func (o Opening) valid() bool { return o == OneChild || o == AllChildren }

// State is how a node shows on the map.
type State uint8

// Node states (the seed's): only Accessible nodes can be taken.
const (
	Inaccessible       State = iota // not opened yet (dimmed to 30%)
	Accessible                      // can be taken (full opacity)
	Completed                       // taken (dimmed to 50%)
	SameLevelCompleted              // another node of its level was taken (dimmed to 30%)
)

var stateNames = [...]string{"inaccessible", "accessible", "completed", "same-level-completed"}

func (s State) String() string {
	if int(s) < len(stateNames) {
		return stateNames[s]
	}
	return fmt.Sprintf("state(%d)", int(s))
}

// opens returns the nodes that completing id opens on the next level.
func (m *Map) opens(id int, o Opening) []int {
	n := m.Nodes[id]
	if o == AllChildren || len(n.Children) <= 1 {
		return n.Children
	}
	return m.closest(n.X, n.Children, 1)
}

// checkPath reports why completed (in level order) is not a path the opening rule could have
// made from the start, or nil.
func (m *Map) checkPath(completed []int, o Opening) error {
	for i, id := range completed {
		n := m.Nodes[id]
		if n == nil {
			return fmt.Errorf("node %d is not on this map", id)
		}
		if n.Level != i {
			return fmt.Errorf("node %d is on level %d, but it is completed step %d", id, n.Level, i)
		}
		if i > 0 && !contains(m.opens(completed[i-1], o), id) {
			return fmt.Errorf("node %d could not be opened by node %d", id, completed[i-1])
		}
	}
	return nil
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
