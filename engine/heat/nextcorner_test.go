package heat

import "testing"

// USA is 69 spaces long, its corner lines at spaces 12 (limit 7), 33 (3), 49 (3) and 57 (2).
func TestNextCorner(t *testing.T) {
	tests := []struct {
		name     string
		progress int
		laps     int
		finished bool
		roads    []RoadToken
		want     NextCorner
		ok       bool
	}{
		{name: "on the grid", progress: -2, laps: 1, want: NextCorner{Corner: 1, Limit: 7, Spaces: 14}, ok: true},
		{name: "just before a line", progress: 11, laps: 1, want: NextCorner{Corner: 1, Limit: 7, Spaces: 1}, ok: true},
		{name: "on a line: the next one", progress: 12, laps: 1, want: NextCorner{Corner: 2, Limit: 3, Spaces: 21}, ok: true},
		{name: "into the second lap", progress: 60, laps: 2, want: NextCorner{Corner: 1, Limit: 7, Spaces: 21}, ok: true},
		{name: "no corner before the finish", progress: 60, laps: 1, ok: false},
		{name: "a road token lowers the limit", progress: 40, laps: 1, roads: []RoadToken{{Corner: 2, Kind: RoadLimitDown}},
			want: NextCorner{Corner: 3, Limit: 2, Spaces: 9}, ok: true},
		{name: "a road token raises it", progress: 40, laps: 1, roads: []RoadToken{{Corner: 2, Kind: RoadLimitUp}},
			want: NextCorner{Corner: 3, Limit: 4, Spaces: 9}, ok: true},
		{name: "a finished car", progress: 70, laps: 1, finished: true, ok: false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := View{Seat: 0, Track: "usa", Laps: tt.laps, Roads: tt.roads,
				Cars: []CarView{{Pos: Pos{Progress: tt.progress, Lane: 1}, Finished: tt.finished}}}
			got, ok := v.NextCorner()
			if ok != tt.ok || got != tt.want {
				t.Errorf("NextCorner() = %+v, %v; want %+v, %v", got, ok, tt.want, tt.ok)
			}
		})
	}
	if _, ok := (View{Seat: Spectator, Track: "usa"}).NextCorner(); ok {
		t.Error("a spectator has a next corner")
	}
}
