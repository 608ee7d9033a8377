package racemode

import (
	"errors"
	"slices"
	"testing"
)

// The seed's "Accessibility Rules" and "Completion Rules", and test cases 2, 3 and 7.
func TestAccessibility(t *testing.T) {
	tests := []struct {
		name       string
		opening    Opening
		completed  []int
		accessible []int
		level      int
	}{
		{"rule 1: only the start at first", OneChild, nil, []int{0}, -1},
		{"completion 6: the start opens only the middle level-1 node", OneChild, []int{0}, []int{2}, 0},
		{"rule 2: one child, the closest by x", OneChild, []int{0, 2}, []int{5}, 1},
		{"rule 2: a tie goes to the lower id", OneChild, []int{0, 2, 5}, []int{8}, 2},
		{"rule 4: the boss opens once the final level has its node", OneChild, []int{0, 2, 5, 8, 11, 15}, []int{BossID}, 5},
		{"after the boss, nothing", OneChild, defaultPath, nil, 6},
		{"option: the start opens all of level 1", AllChildren, []int{0}, []int{1, 2, 3}, 0},
		{"option: every child of the completed node", AllChildren, []int{0, 3}, []int{6, 7}, 1},
		{"option: the edge node's two children", AllChildren, []int{0, 3, 7}, []int{9, 10}, 2},
		{"option: the boss after any final-level node", AllChildren, []int{0, 3, 7, 10, 14, 17}, []int{BossID}, 5},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRun(t, Default(), tc.opening)
			play(t, r, tc.completed...)
			if got := r.Accessible(); !slices.Equal(got, tc.accessible) {
				t.Fatalf("accessible %v, want %v", got, tc.accessible)
			}
			if got := r.CurrentLevel(); got != tc.level {
				t.Fatalf("current level %d, want %d", got, tc.level)
			}
			for id := range r.Map().Nodes {
				want := Inaccessible
				switch n := r.Map().Node(id); {
				case slices.Contains(tc.completed, id):
					want = Completed
				case n.Level < len(tc.completed):
					want = SameLevelCompleted
				case slices.Contains(tc.accessible, id):
					want = Accessible
				}
				if got := r.State(id); got != want {
					t.Errorf("node %d is %s, want %s", id, got, want)
				}
			}
		})
	}
}

// Completion rules 1 and 2 (test case 7): once a level has its node, the others refuse with the
// seed's message; nodes further down refuse as not accessible; nothing changes.
func TestRefusals(t *testing.T) {
	tests := []struct {
		name      string
		opening   Opening
		completed []int
		take      int
		want      error
	}{
		{"a level-1 node before the start", OneChild, nil, 2, ErrNotAccessible},
		{"the boss at once", OneChild, nil, BossID, ErrNotAccessible},
		{"a level-1 node the rule did not open", OneChild, []int{0}, 1, ErrNotAccessible},
		{"a node two levels down", OneChild, []int{0}, 5, ErrNotAccessible},
		{"another node of a completed level", OneChild, []int{0, 2}, 3, ErrLevelDone},
		{"the start again", OneChild, []int{0}, 0, ErrCompleted},
		{"a completed match again", OneChild, []int{0, 2}, 2, ErrCompleted},
		{"option: the other children once one is taken", AllChildren, []int{0, 1}, 2, ErrLevelDone},
		{"option: a child of another node", AllChildren, []int{0, 1}, 7, ErrNotAccessible},
		{"after the boss", OneChild, defaultPath, 16, ErrLevelDone},
		{"the boss again", OneChild, defaultPath, BossID, ErrCompleted},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			r := newRun(t, Default(), tc.opening)
			play(t, r, tc.completed...)
			before := r.Marshal()
			err := takeNode(r, tc.take)
			refusedUnchanged(t, r, before, err)
			if !errors.Is(err, tc.want) {
				t.Fatalf("error %q, want %q", err, tc.want)
			}
		})
	}
}

// Under either rule, whatever path is taken, exactly one node per level is completed and the
// run reaches the boss.
func TestEveryPathReachesTheBoss(t *testing.T) {
	for _, o := range []Opening{OneChild, AllChildren} {
		r := newRun(t, Default(), o)
		var walk func(depth int) int
		walk = func(depth int) int {
			if r.Won() {
				return 1
			}
			paths := 0
			for _, id := range r.Accessible() {
				save := r.Marshal()
				play(t, r, id)
				paths += walk(depth + 1)
				r2, err := Load(r.Map(), save)
				if err != nil {
					t.Fatal(err)
				}
				*r = *r2
			}
			return paths
		}
		paths := walk(0)
		if o == OneChild && paths != 1 || o == AllChildren && paths < 20 {
			t.Errorf("%s: %d paths to the boss", o, paths)
		}
	}
}
