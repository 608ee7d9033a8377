package e2e_test

import (
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// raceToTheAudit races a one-lap friends' race between host and guests to the results, every page
// clicking its own decisions, and returns each guest's audit line once its check has ended.
func raceToTheAudit(t *testing.T, host *e2e.Page, guests ...*e2e.Page) []string {
	t.Helper()
	link, _ := openRoom(t, host)
	// The lobby says what the check proves, and what it cannot.
	host.Eval(`document.querySelector('[data-testid=fair-help]').open = true`)
	host.WaitText(e2e.TestID("fair-help"), "sees every driver's hand")
	for _, g := range guests {
		joinByLink(t, g, link)
	}
	waitPlayers(t, host, len(guests)+1)
	for _, id := range []string{"laps-1", "timer-0"} {
		press(t, host, id)
	}
	startRace(t, host)
	ds := []*driver{newDriver(t, host)}
	for _, g := range guests {
		ds = append(ds, newDriver(t, g))
	}
	driveAll(t, 5*time.Minute, nil, ds...)
	var lines []string
	for _, g := range guests {
		g.WaitVisible(`[data-testid=audit]:is([data-state=verified], [data-state=failed], [data-state=unverifiable])`)
		lines = append(lines, g.Text(e2e.TestID("audit")))
	}
	if e2e.EvalAs[bool](host, `!!document.querySelector('[data-testid=audit]')`) {
		t.Error("the host's page shows an audit of its own race")
	}
	return lines
}

// A friends' race is provably fair: every guest's page replays the host's race file at the end
// and says it is verified; the lobby says what that proves and what it cannot.
func TestFriendsRaceIsVerified(t *testing.T) {
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	g1 := player(t, h, "Gus", "blue")
	g2 := player(t, h, "Gina", "green")
	for i, line := range raceToTheAudit(t, host, g1, g2) {
		if !strings.HasPrefix(line, "Verified: the seed came from every player's share") {
			t.Errorf("guest %d's audit: %q", i+1, line)
		}
	}
	g1.Screenshot("verified")
}

// A host page that alters one move in the race file it reveals (a debug storage key only the
// tests set) is caught by every guest, which says what did not match.
func TestCheatingHostIsCaught(t *testing.T) {
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	host.OnNewDocument(`localStorage.setItem('heat.debug.tamper', '1');`)
	g1 := player(t, h, "Gus", "blue")
	g2 := player(t, h, "Gina", "green")
	for i, line := range raceToTheAudit(t, host, g1, g2) {
		if !strings.HasPrefix(line, "Not verified: ") {
			t.Errorf("guest %d's audit: %q", i+1, line)
		}
		t.Logf("guest %d: %s", i+1, line)
	}
	g1.Screenshot("not-verified")
}
