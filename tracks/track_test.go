package tracks

import (
	"encoding/json"
	"strings"
	"testing"
)

// The published facts of the four base circuits (rules reference §2.2).
func TestBaseCircuits(t *testing.T) {
	tests := []struct {
		id            string
		length, laps  int
		limits        []int
		spaces        []int
		legendLines   []int
		heat, stress  int
		raceLaneAfter []int
	}{
		{"usa", 69, 2, []int{7, 3, 3, 2}, []int{12, 33, 49, 57}, []int{2, 27, 43, 52}, 6, 3, []int{2, 2, 2, 1}},
		{"italia", 54, 3, []int{5, 2, 3}, []int{10, 19, 26}, []int{2, 14, 20}, 6, 3, []int{1, 2, 1}},
		{"france", 60, 2, []int{5, 2, 4, 3, 4}, []int{12, 20, 27, 39, 47}, []int{4, 15, 20, 33, 40}, 6, 3, []int{1, 1, 2, 1, 1}},
		{"gb", 63, 2, []int{10, 6, 5, 4, 3}, []int{15, 30, 37, 43, 48}, []int{2, 21, 30, 37, 43}, 6, 3, []int{1, 1, 2, 2, 1}},
	}
	if got := strings.Join(IDs(), ","); got != "usa,italia,france,gb" {
		t.Fatalf("IDs() = %s, want the base circuits in box order", got)
	}
	for _, tt := range tests {
		t.Run(tt.id, func(t *testing.T) {
			tr, err := Get(tt.id)
			if err != nil {
				t.Fatal(err)
			}
			if tr.Length != tt.length || tr.Laps != tt.laps || tr.Heat != tt.heat || tr.Stress != tt.stress {
				t.Errorf("length/laps/heat/stress = %d/%d/%d/%d, want %d/%d/%d/%d",
					tr.Length, tr.Laps, tr.Heat, tr.Stress, tt.length, tt.laps, tt.heat, tt.stress)
			}
			if len(tr.Corners) != len(tt.limits) {
				t.Fatalf("%d corners, want %d", len(tr.Corners), len(tt.limits))
			}
			for i, c := range tr.Corners {
				if c.Limit != tt.limits[i] || c.Space != tt.spaces[i] || c.LegendLine != tt.legendLines[i] || c.RaceLane != tt.raceLaneAfter[i] {
					t.Errorf("corner %d = %+v, want space %d limit %d legend line %d race lane %d",
						i+1, c, tt.spaces[i], tt.limits[i], tt.legendLines[i], tt.raceLaneAfter[i])
				}
			}
			if len(tr.Spots) != 2*tr.Length {
				t.Errorf("%d spots drawn, want %d", len(tr.Spots), 2*tr.Length)
			}
			for s := 0; s < tr.Length; s++ {
				for lane := 1; lane <= 2; lane++ {
					if sp := tr.SpotAt(s, lane); sp.Space != s || sp.Lane != lane {
						t.Fatalf("SpotAt(%d,%d) = %+v", s, lane, sp)
					}
				}
			}
			// The grid: the last spaces before the line, pole on the race line.
			if g := tr.Grid[0]; g.Space != tr.Length-1 || g.Lane != tr.RaceLane(g.Space) {
				t.Errorf("pole = %+v, want the race-line spot of space %d", g, tr.Length-1)
			}
			if p := tr.GridProgress(0); p != -1 {
				t.Errorf("pole progress = %d, want -1", p)
			}
		})
	}
}

func TestGBChevrons(t *testing.T) {
	tr, _ := Get("gb")
	var got []int
	for _, c := range tr.Corners {
		got = append(got, c.Chevron)
	}
	if want := []int{0, 1, 1, 1, 0}; !equal(got, want) {
		t.Errorf("chevrons = %v, want %v", got, want)
	}
}

func TestSpacesAndSectors(t *testing.T) {
	tr, _ := Get("usa") // corners at 12, 33, 49, 57; race lanes 2, 2, 2, 1
	tests := []struct {
		progress, space, lap, raceLane, sector, next int
	}{
		{-1, 68, -1, 1, 3, 0},
		{0, 0, 0, 1, 3, 0},
		{11, 11, 0, 1, 3, 0},
		{12, 12, 0, 2, 0, 1},
		{56, 56, 0, 2, 2, 3},
		{57, 57, 0, 1, 3, 0},
		{69 + 33, 33, 1, 2, 1, 2},
		{-70, 68, -2, 1, 3, 0},
		{-69, 0, -1, 1, 3, 0},
		{2*69 - 1, 68, 1, 1, 3, 0},
		{2 * 69, 0, 2, 1, 3, 0},
		{5*69 + 12, 12, 5, 2, 0, 1},
	}
	for _, tt := range tests {
		s := tr.Space(tt.progress)
		if s != tt.space || tr.Lap(tt.progress) != tt.lap || tr.RaceLane(s) != tt.raceLane || tr.Sector(s) != tt.sector || tr.NextCorner(s) != tt.next {
			t.Errorf("progress %d: space %d lap %d race lane %d sector %d next %d; want %d %d %d %d %d", tt.progress,
				s, tr.Lap(tt.progress), tr.RaceLane(s), tr.Sector(s), tr.NextCorner(s), tt.space, tt.lap, tt.raceLane, tt.sector, tt.next)
		}
	}
}

// The race-line lanes Parse tables must be the ones the corners say, on every space.
func TestRaceLaneTable(t *testing.T) {
	for _, id := range IDs() {
		tr, _ := Get(id)
		if len(tr.raceLanes) != tr.Length {
			t.Fatalf("%s: %d race lanes for %d spaces", id, len(tr.raceLanes), tr.Length)
		}
		for space := range tr.Length {
			if got, want := tr.RaceLane(space), tr.raceLaneOf(space); got != want {
				t.Errorf("%s space %d: race lane %d, the corners say %d", id, space, got, want)
			}
		}
	}
}

func equal(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// A small valid track the malformed cases start from.
func validTrack() map[string]any {
	var spots []any
	for s := 0; s < 12; s++ {
		for lane := 1; lane <= 2; lane++ {
			spots = append(spots, map[string]any{"space": s, "lane": lane, "x": s * 10, "y": lane * 10, "angle": 0})
		}
	}
	return map[string]any{
		"format": 1, "id": "test", "name": "Test Ring", "length": 12, "laps": 1, "heat": 6, "stress": 3,
		"board": map[string]any{"width": 200, "height": 100},
		"corners": []any{
			map[string]any{"space": 4, "limit": 3, "legendLine": 1, "raceLane": 1, "sign": map[string]any{"x": 1, "y": 1}},
			map[string]any{"space": 8, "limit": 2, "legendLine": 6, "raceLane": 2, "sign": map[string]any{"x": 1, "y": 1}},
		},
		"grid": []any{
			map[string]any{"space": 11, "lane": 1}, map[string]any{"space": 11, "lane": 2},
			map[string]any{"space": 10, "lane": 1}, map[string]any{"space": 10, "lane": 2},
			map[string]any{"space": 9, "lane": 1}, map[string]any{"space": 9, "lane": 2},
		},
		"spots": spots,
	}
}

func TestParseRejectsMalformedFiles(t *testing.T) {
	tests := []struct {
		name   string
		change func(m map[string]any)
		want   string
	}{
		{"valid", func(map[string]any) {}, ""},
		{"corner beyond the length", func(m map[string]any) {
			m["corners"].([]any)[1].(map[string]any)["space"] = 15
		}, "corner 2 at space 15 is beyond the track"},
		{"corners out of order", func(m map[string]any) {
			m["corners"].([]any)[1].(map[string]any)["space"] = 3
		}, "does not come after corner 1"},
		{"legend line after its corner", func(m map[string]any) {
			m["corners"].([]any)[0].(map[string]any)["legendLine"] = 6
		}, "Legends line at space 6"},
		{"bad race lane", func(m map[string]any) {
			m["corners"].([]any)[0].(map[string]any)["raceLane"] = 3
		}, "race lane 3 must be 1 or 2"},
		{"no corners", func(m map[string]any) { m["corners"] = []any{} }, "no corners"},
		{"missing spot", func(m map[string]any) {
			m["spots"] = m["spots"].([]any)[:23]
		}, "1 spots have no drawing (the first: space 11 lane 2)"},
		{"spot drawn twice", func(m map[string]any) {
			s := m["spots"].([]any)
			s[1] = s[0]
		}, "space 0 lane 1 is drawn twice"},
		{"duplicate grid spot", func(m map[string]any) {
			g := m["grid"].([]any)
			g[2] = g[0]
		}, "grid spots 1 and 3 are the same spot"},
		{"grid too small", func(m map[string]any) { m["grid"] = m["grid"].([]any)[:4] }, "starting grid has 4 spots"},
		{"zero length", func(m map[string]any) { m["length"] = 0 }, "length 0 is outside"},
		{"bad laps", func(m map[string]any) { m["laps"] = 0 }, "laps 0 is outside"},
		{"unknown field", func(m map[string]any) { m["pitlane"] = true }, "unknown field"},
		{"future format", func(m map[string]any) { m["format"] = 2 }, "track format 2 is not supported"},
		{"unknown feature", func(m map[string]any) {
			m["features"] = []any{map[string]any{"kind": "lava", "spaces": []int{1}}}
		}, `unknown kind "lava"`},
		{"expansion feature", func(m map[string]any) {
			m["features"] = []any{map[string]any{"kind": "flooded", "spaces": []int{1, 2}}}
			m["corners"].([]any)[1].(map[string]any)["kind"] = "chicane"
		}, ""},
		{"bad id", func(m map[string]any) { m["id"] = "Bad Id" }, "lower-case"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := validTrack()
			tt.change(m)
			data, _ := json.Marshal(m)
			tr, err := Parse(data)
			if tt.want == "" {
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("Parse error = %v, want it to mention %q", err, tt.want)
			}
			if tr != nil {
				t.Errorf("a rejected file still returned a track")
			}
		})
	}
	if _, err := Parse([]byte("{not json")); err == nil {
		t.Error("garbage parsed")
	}
	if _, err := Get("monaco"); err == nil || !strings.Contains(err.Error(), "usa") {
		t.Errorf("Get(monaco) = %v, want an error listing the known circuits", err)
	}
}

func FuzzParse(f *testing.F) {
	data, _ := circuitFiles.ReadFile("circuits/usa.json")
	f.Add(data)
	f.Add([]byte(`{"format":1}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		tr, err := Parse(b)
		if err == nil {
			// A track that parses can be used without panics.
			for s := 0; s < tr.Length; s++ {
				tr.RaceLane(s)
				tr.Sector(s)
				tr.NextCorner(s)
				tr.SpotAt(s, 1)
				tr.SpotAt(s, 2)
			}
		}
	})
}
