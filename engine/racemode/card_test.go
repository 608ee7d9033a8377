package racemode

import "testing"

func TestCardIDs(t *testing.T) {
	tests := []struct {
		id             string
		speed, upgrade bool
	}{
		{"speed-1", true, false}, {"speed-4", true, false}, {"speed-5", false, false}, {"speed-0", false, false},
		{"start-0", false, true}, {"start-5", false, true}, {"start-heat", false, true},
		{"garage-1", false, true}, {"garage-48", false, true}, {"garage-49", false, false},
		{"garage-0", false, false}, {"garage-07", false, false}, {"garage-+1", false, false},
		{"garage-", false, false}, {"garage-100", false, false}, {"heat", false, false}, {"", false, false},
	}
	for _, tc := range tests {
		if IsSpeed(tc.id) != tc.speed || IsUpgrade(tc.id) != tc.upgrade {
			t.Errorf("%q: speed %v upgrade %v, want %v %v", tc.id, IsSpeed(tc.id), IsUpgrade(tc.id), tc.speed, tc.upgrade)
		}
		if err := (Card{ID: tc.id}).Validate(); (err == nil) != (tc.speed || tc.upgrade) {
			t.Errorf("%q: Validate says %v", tc.id, err)
		}
	}
	d := BaseDeck("start-0", "start-5", "start-heat")
	if err := d.Validate(); err != nil || d[0] != (Card{ID: "speed-1"}) || d[11] != (Card{ID: "speed-4"}) {
		t.Fatalf("the base deck %v: %v", d, err)
	}
	if Mode(7).Valid() || Mode(-1).Name() != "mode -1" || ModeScrapReturns.Name() != "Scrap returns" {
		t.Fatal("mode names")
	}
}
