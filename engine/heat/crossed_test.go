package heat

import (
	"slices"
	"testing"

	"github.com/heatracing/heat/tracks"
)

// TestCrossedEveryMove holds Crossed to its definition, space by space, for every move of up to
// 40 spaces from the grid to beyond the finish, on every circuit and for one to three laps.
func TestCrossedEveryMove(t *testing.T) {
	for _, id := range []string{"usa", "italia", "france", "gb"} {
		tr, err := tracks.Get(id)
		if err != nil {
			t.Fatal(err)
		}
		L := tr.Length
		for laps := 1; laps <= 3; laps++ {
			for from := -L; from <= laps*L+L; from++ {
				for to := from - 2; to <= from+40; to++ {
					var wantLines, wantCorners []int
					for p := from + 1; p <= to && p <= laps*L; p++ {
						for i, c := range tr.Corners {
							if tr.Space(p) == c.Space {
								wantLines, wantCorners = append(wantLines, p), append(wantCorners, i)
							}
						}
					}
					lines, corners := Crossed(tr, laps, from, to)
					if !slices.Equal(lines, wantLines) || !slices.Equal(corners, wantCorners) {
						t.Fatalf("%s, %d laps, %d to %d: crossed %v %v, want %v %v", id, laps, from, to, lines, corners, wantLines, wantCorners)
					}
				}
			}
		}
	}
}
