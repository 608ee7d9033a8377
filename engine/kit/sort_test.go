package kit

import (
	"cmp"
	"math/rand/v2"
	"slices"
	"testing"
)

// SortSmall sorts as slices.SortStableFunc does, ties kept in their order.
func TestSortSmall(t *testing.T) {
	type item struct{ key, at int }
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{0, 1, 2, 5, 12, 13, 60} {
		for range 20 {
			s := make([]item, n)
			for i := range s {
				s[i] = item{key: r.IntN(5), at: i}
			}
			want := slices.Clone(s)
			byKey := func(a, b item) int { return cmp.Compare(a.key, b.key) }
			slices.SortStableFunc(want, byKey)
			SortSmall(s, byKey)
			if !slices.Equal(s, want) {
				t.Fatalf("SortSmall of %d = %v, want %v", n, s, want)
			}
		}
	}
}
