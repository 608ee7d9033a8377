package tracks

import "testing"

func TestValidID(t *testing.T) {
	for _, tc := range []struct {
		id   string
		want bool
	}{
		{"usa", true},
		{"gb-2", true},
		{"0", true},
		{"a234567890123456789012345678901b", true}, // 32
		{"", false},
		{"-usa", false},
		{"USA", false},
		{"us a", false},
		{"usa_2", false},
		{"é", false},
		{"a2345678901234567890123456789012c", false}, // 33
	} {
		if got := validID(tc.id); got != tc.want {
			t.Errorf("validID(%q) = %v, want %v", tc.id, got, tc.want)
		}
	}
}
