package racemode

import (
	"cmp"
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// Spacing is the distance between neighbouring nodes of a level and between levels. Nodes of a
// level sit half a spacing apart from those of a level with one node more or less.
const Spacing = 120

// Map is a generated campaign map. It is read-only once made.
type Map struct {
	Def    *Definition
	Nodes  map[int]*Node
	Levels [][]int // node ids by level, left to right: level 0 is the start, the last the boss
}

// Node returns the node with the id, or nil.
func (m *Map) Node(id int) *Node { return m.Nodes[id] }

// BossLevel is the boss's level.
func (m *Map) BossLevel() int { return len(m.Levels) - 1 }

// Generate makes the map of a definition, or says why the definition cannot make a valid one.
func Generate(def *Definition) (*Map, error) {
	if err := def.Validate(); err != nil {
		return nil, err
	}
	m := &Map{Def: def, Nodes: map[int]*Node{}}
	m.add(&Node{ID: StartID, Type: StartDeckSelection})
	next := 1
	for li, l := range def.Levels {
		ids := make([]int, 0, l.Nodes)
		for i := range l.Nodes {
			n := &Node{ID: next, Type: Match, Level: li + 1, X: (2*i - (l.Nodes - 1)) * Spacing / 2, Y: (li + 1) * Spacing}
			switch {
			case slices.Contains(l.Upgrade, i):
				n.Type = Upgrade
			case slices.Contains(l.CardChoice, i):
				n.Type = CardChoice
			default:
				r := l.Races[i]
				n.Race = &r
			}
			m.Nodes[n.ID] = n
			ids = append(ids, n.ID)
			next++
		}
		m.Levels = append(m.Levels, ids)
	}
	boss := def.Boss
	m.add(&Node{ID: BossID, Type: Boss, Level: len(def.Levels) + 1, Y: (len(def.Levels) + 1) * Spacing, Race: &boss})
	for lv := 0; lv+1 < len(m.Levels); lv++ {
		m.connect(m.Levels[lv], m.Levels[lv+1])
	}
	return m, nil
}

// add puts a lone node on a level of its own.
func (m *Map) add(n *Node) {
	m.Nodes[n.ID] = n
	m.Levels = append(m.Levels, []int{n.ID})
}

// connect links every node of a level to the two closest nodes of the next (by x, the lower
// index on a tie), then gives any next-level node left without a parent its closest node above.
func (m *Map) connect(upper, lower []int) {
	for _, u := range upper {
		for _, l := range m.closest(m.Nodes[u].X, lower, 2) {
			m.link(u, l)
		}
	}
	for _, l := range lower {
		if len(m.Nodes[l].Parents) == 0 {
			m.link(m.closest(m.Nodes[l].X, upper, 1)[0], l)
		}
	}
	for _, id := range append(slices.Clone(upper), lower...) {
		n := m.Nodes[id]
		kit.SortSmall(n.Children, cmp.Compare[int])
		kit.SortSmall(n.Parents, cmp.Compare[int])
	}
}

func (m *Map) link(parent, child int) {
	m.Nodes[parent].Children = append(m.Nodes[parent].Children, child)
	m.Nodes[child].Parents = append(m.Nodes[child].Parents, parent)
}

// closest returns up to k of ids, those whose x is closest to x, the earlier in ids on a tie.
func (m *Map) closest(x int, ids []int, k int) []int {
	sorted := slices.Clone(ids)
	kit.SortSmall(sorted, func(a, b int) int {
		return cmp.Compare(abs(m.Nodes[a].X-x), abs(m.Nodes[b].X-x))
	})
	return sorted[:min(k, len(sorted))]
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}
