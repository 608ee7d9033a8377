package e2e_test

import (
	"context"
	"encoding/base64"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// raceToTheAudit races a one-lap friends' race between host and guests to the results, every page
// clicking its own decisions, and returns each guest's audit line once its check has ended. With
// retireAt > 0 every player retires once that round is reached, which ends the race there: the
// audit replays whatever was played, so a check of what the audit says needs no whole race.
func raceToTheAudit(t *testing.T, retireAt int, host *e2e.Page, guests ...*e2e.Page) []string {
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
	ds := newQuietDrivers(t, append([]*e2e.Page{host}, guests...)...) // TestRaceWithFriends photographs the decisions
	var between func(int)
	if retireAt > 0 {
		retired := false
		between = func(int) {
			if retired || ds[0].roundNumber() < retireAt {
				return
			}
			retired = true
			for _, d := range ds {
				retire(t, d.p)
			}
		}
	}
	driveAll(t, 5*time.Minute, between, ds...)
	if retireAt > 0 && !strings.Contains(host.Text(e2e.TestID("results")), "retired") {
		t.Fatalf("the race ended before the players retired: %s", host.Text(e2e.TestID("results")))
	}
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

// retire takes the page's player out of the race, answering the question it asks first.
func retire(t *testing.T, p *e2e.Page) {
	t.Helper()
	p.Click(e2e.TestID("retire"))
	p.Click(e2e.TestID("retire-yes"))
	p.WaitGone(e2e.TestID("retire-confirm"))
}

// A friends' race is provably fair, and stays so when the host leaves for good: three pages race
// Heat; the lobby says what the check proves and what it cannot, and names the first guest
// successor (the host may pick another, and back). Mid-race the host's page is closed, nothing
// said: after the grace (shortened here through a debug storage key) the successor's page takes
// the race over, a banner on each page names it, and once it has run two rounds the guests retire
// (a bot drives on for the host's car to the finish): the two pages left end with the same
// results, both verified. The results show the draw's numbers and offer the audit file, which the
// check outside the browser (cmd/verify's code) verifies too.
func TestFairHonestRaceIsVerified(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	g1 := player(t, h, "Gus", "blue")
	g2 := player(t, h, "Gina", "green")
	for _, g := range []*e2e.Page{g1, g2} {
		g.OnNewDocument(`localStorage.setItem('heat.debug.takeover', '1000');`)
	}
	link, _ := openRoom(t, host)
	host.Eval(`document.querySelector('[data-testid=fair-help]').open = true`)
	host.WaitText(e2e.TestID("fair-help"), "sees every driver's hand")
	host.WaitText(e2e.TestID("fair-successor"), "receives during the race everything the host's page holds")
	joinByLink(t, g1, link)
	joinByLink(t, g2, link)
	waitPlayers(t, host, 3)
	host.WaitText(e2e.TestID("successor"), "Gus's page takes it over")
	host.Click(`[data-testid^=successor-]`)
	g2.WaitText(e2e.TestID("successor"), "your page takes it over")
	host.Click(`[data-testid^=successor-]`)
	g2.WaitText(e2e.TestID("successor"), "Gus's page takes it over")
	pressAll(t, host, "laps-1", "timer-0")
	startRace(t, host)

	ds := newQuietDrivers(t, host, g1, g2) // TestRaceWithFriends photographs the decisions
	dh, d1, d2 := ds[0], ds[1], ds[2]
	deadline := time.Now().Add(2 * time.Minute)
	for d1.roundNumber() < 2 {
		if time.Now().After(deadline) {
			t.Fatal("the race did not reach its second round")
		}
		idle := true
		for _, d := range []*driver{dh, d1, d2} {
			if !passive(d.step()) {
				idle = false
			}
		}
		if idle {
			time.Sleep(30 * time.Millisecond)
		}
	}
	host.Eval(`window.location.href = 'about:blank'`) // the host's page is gone, nothing said
	g2.WaitText(e2e.TestID("runner-banner"), "Gus's page now runs the race")
	g1.WaitText(e2e.TestID("runner-banner"), "your page now runs the race")
	g2.Screenshot("after-takeover")

	takenOver, retired := d1.roundNumber(), false
	driveAll(t, 5*time.Minute, func(int) {
		if retired || d1.roundNumber() < takenOver+2 {
			return
		}
		retired = true
		for _, d := range []*driver{d1, d2} {
			retire(t, d.p)
		}
	}, d1, d2)
	if !retired {
		t.Fatalf("the race ended before the guests retired: %s", g1.Text(e2e.TestID("results")))
	}
	var results []string
	for i, g := range []*e2e.Page{g1, g2} {
		g.WaitVisible(`[data-testid=audit]:is([data-state=verified], [data-state=failed], [data-state=unverifiable])`)
		results = append(results, g.Text(e2e.TestID("results-table")))
		if line := g.Text(e2e.TestID("audit")); !strings.HasPrefix(line, "Verified: the seed came from the host's secret, locked in before anyone joined, and the 2 guests' shares") {
			t.Errorf("guest %d's audit: %q", i+1, line)
		}
	}
	if results[0] != results[1] || !strings.Contains(results[0], "Hana") {
		t.Errorf("the pages end with different results:\n%s", strings.Join(results, "\n---\n"))
	}
	checkReceived(t, g2, "Gina")
	g2.Eval(`document.querySelector('[data-testid=fair-numbers]').open = true`)
	g2.WaitText(e2e.TestID("fair-numbers"), "Seed: ")
	g2.Screenshot("verified")
	href := e2e.EvalAs[string](g2, `document.querySelector('[data-testid=audit-file]').href`)
	b64, ok := strings.CutPrefix(href, "data:application/json;base64,")
	if !ok {
		t.Fatalf("the audit file's link is %.80q", href)
	}
	b, err := base64.StdEncoding.DecodeString(b64)
	if err != nil {
		t.Fatal(err)
	}
	f, err := p2p.ReadAuditFile(b)
	if err != nil {
		t.Fatal(err)
	}
	game, ok := titles.Find(f.Game)
	if !ok {
		t.Fatalf("the audit file names the game %q", f.Game)
	}
	if a := f.Verify(context.Background(), game.Title); a.State != p2p.AuditVerified {
		t.Errorf("the saved audit file does not verify outside the browser: %s", a.Text)
	}
	if !strings.Contains(g2.Text(e2e.TestID("fair-numbers")), fmt.Sprint(f.DrawnSeed())) {
		t.Errorf("the numbers do not show the seed %d: %s", f.DrawnSeed(), g2.Text(e2e.TestID("fair-numbers")))
	}
}

// A host page that chooses the seed (a debug storage key only the tests set: it lists a share of
// its own on its seat, ground until the seed ends in 8 zero bits) is caught by the guest, which
// says plainly why. The players retire in round 2: the audit needs no whole race, and the
// honest race above already runs one to the end.
func TestFairGrindingHostIsCaught(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	host.OnNewDocument(`localStorage.setItem('heat.debug.grind', '1');`)
	g1 := player(t, h, "Gus", "blue")
	for i, line := range raceToTheAudit(t, 2, host, g1) {
		if !strings.HasPrefix(line, "Not verified: the host listed a share of the seed for its own seat") {
			t.Errorf("guest %d's audit: %q", i+1, line)
		}
		t.Logf("guest %d: %s", i+1, line)
	}
	g1.Screenshot("grinding-host")
}

// A host page that alters one move in the race file it reveals (a debug storage key only the
// tests set) is caught by the guest, which says what did not match, after a race cut short as
// above.
func TestCheatingHostIsCaught(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	host.OnNewDocument(`localStorage.setItem('heat.debug.tamper', '1');`)
	g1 := player(t, h, "Gus", "blue")
	for i, line := range raceToTheAudit(t, 2, host, g1) {
		if !strings.HasPrefix(line, "Not verified: ") {
			t.Errorf("guest %d's audit: %q", i+1, line)
		}
		t.Logf("guest %d: %s", i+1, line)
	}
	g1.Screenshot("not-verified")
}
