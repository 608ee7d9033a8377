package tracks

import (
	"slices"
	"testing"
)

func TestInsertionSortIsStable(t *testing.T) {
	type kv struct{ k, v int }
	for _, in := range [][]kv{
		nil,
		{{1, 0}},
		{{3, 0}, {1, 1}, {2, 2}, {1, 3}, {3, 4}, {0, 5}},
		{{0, 0}, {0, 1}, {1, 2}, {2, 3}},
		{{5, 0}, {4, 1}, {3, 2}, {2, 3}, {1, 4}},
	} {
		got := slices.Clone(in)
		want := slices.Clone(in)
		insertionSort(got, func(a, b kv) bool { return a.k < b.k })
		slices.SortStableFunc(want, func(a, b kv) int { return a.k - b.k })
		if !slices.Equal(got, want) {
			t.Errorf("sorted %v into %v, want %v", in, got, want)
		}
	}
}
