package bot

import "testing"

// The pages offer every level, easiest first, each with a sentence for a player choosing, and the
// settings read back the name they store.
func TestLevelsOffered(t *testing.T) {
	got := Levels()
	if len(got) != int(Expert)+1 {
		t.Fatalf("%d levels offered, want easy to expert", len(got))
	}
	for i, info := range got {
		if info.Level != Level(i) || info.Name == "" || info.Label == "" || len(info.About) < 40 {
			t.Errorf("level %d: %+v", i, info)
		}
		if l, err := ParseLevel(info.Name); err != nil || l != info.Level {
			t.Errorf("ParseLevel(%q) = %v, %v", info.Name, l, err)
		}
	}
	if _, err := ParseLevel("grandmaster"); err == nil {
		t.Error("an unknown level was read")
	}
}
