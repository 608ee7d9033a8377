package board

import "testing"

func TestPercentile(t *testing.T) {
	hundred := make([]float64, 100)
	for i := range hundred {
		hundred[i] = float64(100 - i) // 100 down to 1: unsorted on purpose
	}
	tests := []struct {
		name string
		vals []float64
		p    float64
		want float64
	}{
		{"none", nil, 50, 0},
		{"one", []float64{7}, 95, 7},
		{"median of 1..100", hundred, 50, 50},
		{"p95 of 1..100", hundred, 95, 95},
		{"max", hundred, 100, 100},
		{"a slow frame among fast ones", []float64{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 40}, 95, 2},
		{"two slow frames in twenty", []float64{2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 30, 40}, 95, 30},
	}
	for _, tt := range tests {
		if got := percentile(tt.vals, tt.p); got != tt.want {
			t.Errorf("%s: Percentile(p%g) = %g, want %g", tt.name, tt.p, got, tt.want)
		}
	}
	if hundred[0] != 100 {
		t.Error("Percentile sorted its input in place")
	}
}

func TestRingKeepsTheLatestFrames(t *testing.T) {
	var r ring
	for i := range statsSize + 5 {
		r.add(float64(i))
	}
	v := r.values()
	if len(v) != statsSize || v[0] != 5 || v[len(v)-1] != statsSize+4 {
		t.Errorf("ring holds %d values from %g to %g, want %d from 5 to %d", len(v), v[0], v[len(v)-1], statsSize, statsSize+4)
	}
	r.reset()
	if len(r.values()) != 0 {
		t.Error("reset leaves values behind")
	}
}

func TestSummarize(t *testing.T) {
	s := summarize([]float64{1, 2, 3, 4, 10}, []float64{16, 17, 16, 33})
	if s.Frames != 5 || s.P50 != 3 || s.P95 != 10 || s.Max != 10 || s.GapP50 != 16 || s.GapP95 != 33 {
		t.Errorf("Summarize = %+v", s)
	}
}
