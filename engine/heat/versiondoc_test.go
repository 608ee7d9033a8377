package heat

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// versionLine is a row of the versions table in engine/racemode/RULES.md.
func versionLine(row int, v int) string {
	e := versionTable[row]
	base, _ := campaignCard(CampaignCard{ID: e.id}, 0)
	k, _ := campaignCard(CampaignCard{ID: e.id, Version: v}, 0)
	d := e.v1
	if v == 2 {
		d = e.v2
	}
	var adds []string
	if d.playable {
		adds = append(adds, "not a Heat card: an upgrade of speed 0")
	}
	if d.heat < 0 {
		left := baseDefs[base.Def].Heat + d.heat
		adds = append(adds, "costs "+strconv.Itoa(-d.heat)+" Heat less ("+strconv.Itoa(left)+" left)")
	}
	if d.cooldown > 0 {
		adds = append(adds, "Cooldown +"+strconv.Itoa(d.cooldown))
	}
	if d.slipstream > 0 {
		adds = append(adds, "Slipstream +"+strconv.Itoa(d.slipstream))
	}
	return "| " + e.id + " | " + base.String() + " | " + strconv.Itoa(v) + " | " + k.String() + " | " + strings.Join(adds, ", ") + " |"
}

// TestRulesListEveryVersion checks that the rules document lists every card's versions as the
// code plays them.
func TestRulesListEveryVersion(t *testing.T) {
	b, err := os.ReadFile("../racemode/RULES.md")
	if err != nil {
		t.Fatal(err)
	}
	var missing []string
	for row := range versionTable {
		for v := 1; v <= MaxVersion; v++ {
			if line := versionLine(row, v); !strings.Contains(string(b), line+"\n") {
				missing = append(missing, line)
			}
		}
	}
	if len(missing) > 0 {
		t.Errorf("engine/racemode/RULES.md lacks %d lines, first:\n%s", len(missing), strings.Join(missing, "\n"))
	}
}
