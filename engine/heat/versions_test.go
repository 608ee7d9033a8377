package heat

import (
	"strconv"
	"testing"
)

// campaignIDs lists every card id a campaign deck can hold (engine/racemode's ids).
func campaignIDs() []string {
	ids := []string{"speed-1", "speed-2", "speed-3", "speed-4", "start-0", "start-5", "start-heat"}
	for n := 1; n <= UpgradeCount; n++ {
		ids = append(ids, "garage-"+strconv.Itoa(n))
	}
	return ids
}

// versionedDeck is a campaign deck chosen by n: the base Speed cards and three upgrades, their
// versions spread over 0, 1 and 2.
func versionedDeck(n int) []CampaignCard {
	var d []CampaignCard
	for i := range CampaignSpeedCards {
		d = append(d, CampaignCard{ID: "speed-" + strconv.Itoa(1+i/3), Version: (n + i) % 3})
	}
	for i := range 3 {
		id := "garage-" + strconv.Itoa(1+(n*7+i*13)%UpgradeCount)
		d = append(d, CampaignCard{ID: id, Version: (n + i) % 3})
	}
	return d
}

func TestEveryCampaignCardHasVersions(t *testing.T) {
	ids := campaignIDs()
	if len(versionTable) != len(ids) {
		t.Fatalf("the version table has %d cards, want %d", len(versionTable), len(ids))
	}
	for i, id := range ids {
		if versionTable[i].id != id {
			t.Fatalf("row %d is %q, want %q", i, versionTable[i].id, id)
		}
		base, err := campaignCard(CampaignCard{ID: id}, 1)
		if err != nil {
			t.Fatal(err)
		}
		prev := *base.def()
		for v := 1; v <= MaxVersion; v++ {
			k, err := campaignCard(CampaignCard{ID: id, Version: v}, 1)
			if err != nil {
				t.Fatalf("%s v%d: %v", id, v, err)
			}
			d := *k.def()
			stronger := d.Heat < prev.Heat || d.Cooldown > prev.Cooldown || d.Slipstream > prev.Slipstream ||
				(base.Kind == Heat && k.Kind == Upgrade && v == 1)
			switch {
			case d.Version != v || k.Def == 0:
				t.Errorf("%s v%d: definition %+v", id, v, d)
			case !stronger || d.Heat < 0:
				t.Errorf("%s v%d is not stronger than v%d: %+v then %+v", id, v, v-1, prev, d)
			case k.Value != base.Value || (k.Kind != base.Kind && base.Kind != Heat):
				t.Errorf("%s v%d: %+v, base %+v", id, v, k, base)
			case d.Number != prev.Number || d.Boosts != prev.Boosts || d.Scrap != prev.Scrap || d.Direct != prev.Direct:
				t.Errorf("%s v%d lost a symbol: %+v then %+v", id, v, prev, d)
			}
			prev = d
		}
	}
}

func TestVersionNames(t *testing.T) {
	for _, tt := range []struct {
		id      string
		version int
		want    string
	}{
		{"speed-3", 0, "3"},
		{"speed-3", 1, "3+"},
		{"speed-3", 2, "3++"},
		{"start-5", 2, "5++"},
		{"start-heat", 0, "Heat"},
		{"start-heat", 1, "0+"},
		{"garage-13", 1, "Cooling System+ 3"},
		{"garage-11", 2, "Cooling System++ 6"},
		{"garage-17", 2, "Heat++ 0"},
	} {
		k, err := campaignCard(CampaignCard{ID: tt.id, Version: tt.version}, 1)
		if err != nil || k.String() != tt.want {
			t.Errorf("%s v%d: %q (%v), want %q", tt.id, tt.version, k, err, tt.want)
		}
	}
}
