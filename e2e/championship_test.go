package e2e_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// The Championship in the browser: a whole solo season, and a championship with friends. The bot
// drives every car, the players' too (heat.debug.autopilot), to keep them short.

const autopilotOn = `localStorage.setItem('heat.debug.autopilot', 'true')`

// champRaceOver waits until race n's standings show (or, after the last race, the champion),
// photographing the first press-corner sponsor the race log reports on the way. It fails when
// the race does not end in time.
func champRaceOver(t *testing.T, p *e2e.Page, n int, last bool, pressShot *bool, watch *boardWatch) {
	t.Helper()
	done := `(() => { const r = document.querySelector('[data-testid=champ-results]');
		return !!r && r.innerText.toLowerCase().includes('after race ` + string(rune('0'+n)) + `'); })()`
	if last {
		done = `!!document.querySelector('[data-testid=champ-results][data-over=true]')`
	}
	start := time.Now()
	deadline, logAt := start.Add(8*time.Minute), start.Add(30*time.Second)
	seen := ""
	for !e2e.EvalAs[bool](p, done) {
		// The board as the player reads it, once a round.
		if round := e2e.EvalAs[string](p, `document.querySelector('[data-testid=round]')?.innerText ?? ''`); watch != nil && round != seen {
			seen = round
			watch.check(round)
		}
		if time.Now().After(logAt) {
			logAt = logAt.Add(30 * time.Second)
			t.Logf("%s: race %d after %s: %s", p.URL(), n, time.Since(start).Round(time.Second), e2e.EvalAs[string](p, `document.querySelector('[data-testid=round]')?.innerText ?? ''`))
			if time.Since(start) > 150*time.Second && time.Since(start) < 180*time.Second {
				p.Screenshot(fmt.Sprintf("race-%d-slow", n))
			}
		}
		if time.Now().After(deadline) {
			p.Screenshot("stuck")
			t.Fatalf("race %d did not end: the page reads %q", n, p.Text(e2e.TestID("banner")))
		}
		if pressShot != nil && !*pressShot && e2e.EvalAs[bool](p, `(document.querySelector('[data-testid=race-log]')?.innerText ?? '').includes('at press corner')`) {
			*pressShot = true
			p.Screenshot("press-corner-sponsor")
		}
		time.Sleep(200 * time.Millisecond)
	}
	if watch != nil {
		watch.check(fmt.Sprintf("the end of race %d", n))
	}
}

// A whole solo 1961 season to the champion: the pre-race screen, a reload in the middle of the
// second race, a reload between races, and the final standings with every race's points.
func TestChampionshipSoloSeason(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Viewport(1366, 768)
	p.OnNewDocument(`localStorage.setItem('heat.app.profile', JSON.stringify({name: "Ada", colour: "red"}));`)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	p.Click(e2e.TestID("menu-championship"))
	p.WaitVisible(e2e.TestID("champ-choice"))
	setUp(t, p, "championship-setup", "champ-1961", "legends-2", "bots-0", "garage-off")

	// The pre-race screen: the event card and its rule, the press corner, the sponsors drawn, the grid.
	p.WaitVisible(e2e.TestID("champ-prerace"))
	pre := strings.ToLower(p.Text(e2e.TestID("champ-prerace"))) // headings are in capitals
	for _, want := range []string{"1961 season", "race 1 of 3", "new grandstand inauguration", "press corner 1", "your sponsors", "random grid"} {
		if !strings.Contains(pre, want) {
			t.Errorf("the pre-race screen lacks %q: %q", want, pre)
		}
	}
	p.Screenshot("championship-prerace")
	// Great Britain, race 1: the board reads at every round, and the hand stays in view beside
	// the pre-race screen and the event.
	watch := newBoardWatch(t, p, true)
	watch.check("the pre-race screen")

	// From here the bot drives the player's car; a reload picks the setting up.
	p.Eval(autopilotOn)
	p.Reload()
	pressShot := false
	champRaceOver(t, p, 1, false, &pressShot, watch)
	if got := p.Text(e2e.TestID("champ-standings")); !strings.Contains(got, "1. Great Britain") || !strings.Contains(got, "Ada") {
		t.Errorf("the standings after race 1: %q", got)
	}
	p.Screenshot("championship-after-race-1")

	// A reload between races comes back to the standings and the next race.
	p.Reload()
	p.WaitVisible(e2e.TestID("next-race"))
	p.Click(e2e.TestID("next-race"))
	p.WaitText(e2e.TestID("round"), "Race 2 of 3")

	// A reload in the middle of race 2 resumes it there.
	p.WaitTrue(`/Race 2 of 3 · Round ([3-9]|\d\d)/.test(document.querySelector('[data-testid=round]')?.innerText ?? '')`)
	p.Reload()
	p.WaitVisible(e2e.TestID("champ-event"))
	p.WaitText(e2e.TestID("round"), "Race 2 of 3")
	if got := p.Text(e2e.TestID("champ-event")); !strings.Contains(got, "New speed record") {
		t.Errorf("race 2's event reads %q", got)
	}
	champRaceOver(t, p, 2, false, &pressShot, watch)
	p.Click(e2e.TestID("next-race"))
	p.WaitText(e2e.TestID("round"), "Race 3 of 3")
	champRaceOver(t, p, 3, true, &pressShot, watch)
	watch.done()

	head := strings.ToLower(p.Text(e2e.TestID("champ-headline")))
	table := p.Text(e2e.TestID("champ-standings"))
	if !strings.Contains(head, "champion") {
		t.Errorf("the final headline reads %q", head)
	}
	for _, want := range []string{"1. Great Britain", "2. USA", "3. Italia", "(1st"} {
		if !strings.Contains(table, want) {
			t.Errorf("the final standings lack %q: %q", want, table)
		}
	}
	p.Screenshot("championship-final")
	if !pressShot {
		t.Log("no press-corner sponsor was won in this season (the screenshot is missing)")
	}
	p.WaitVisible(e2e.TestID("new-championship"))
}

// A championship of three races with friends: the host sets it up in the lobby, the guest joins
// by the link and reloads between races, the host starts each next race, and both end on the same
// champion.
func TestChampionshipWithFriends(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	guest := player(t, h, "Gus", "blue")
	host.OnNewDocument(autopilotOn)
	guest.OnNewDocument(autopilotOn)
	link, _ := openRoom(t, host)
	press(t, host, "champ-custom")
	press(t, host, "champ-events-on")
	joinByLink(t, guest, link)
	startRace(t, host)
	for race := 1; race <= 3; race++ {
		last := race == 3
		champRaceOver(t, host, race, last, nil, nil)
		champRaceOver(t, guest, race, last, nil, nil)
		if last {
			break
		}
		guest.WaitVisible(e2e.TestID("waiting-next"))
		guest.Reload()
		guest.WaitVisible(e2e.TestID("champ-results"))
		host.Click(e2e.TestID("next-race"))
		guest.WaitText(e2e.TestID("round"), "Race "+string(rune('1'+race))+" of 3")
	}
	hostHead, guestHead := strings.ToLower(host.Text(e2e.TestID("champ-headline"))), strings.ToLower(guest.Text(e2e.TestID("champ-headline")))
	if !strings.Contains(hostHead, "champion") || !strings.Contains(guestHead, "champion") {
		t.Errorf("the final headlines: host %q, guest %q", hostHead, guestHead)
	}
	firstRow := `document.querySelector('[data-testid=champ-standings] tbody tr td:nth-child(2)').innerText.split(' · ')[0]`
	if a, b := e2e.EvalAs[string](host, firstRow), e2e.EvalAs[string](guest, firstRow); a != b || a == "" {
		t.Errorf("the host's champion is %q, the guest's %q", a, b)
	}
	guest.Screenshot("championship-friends-final")
}

// A saved championship that this version cannot read (here: a newer file format) gets a clear
// message and "Start over" on the race page; the home page still opens.
func TestChampionshipBadSave(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.OnNewDocument(`localStorage.setItem('heat.app.profile', JSON.stringify({name: "Ada", colour: "red"}));`)
	p.Open("/championship")
	setUp(t, p, "", "champ-1962", "legends-1", "bots-0", "garage-off")
	p.WaitVisible(e2e.TestID("champ-prerace"))
	p.WaitTrue(`!!localStorage.getItem('solo.heat.p2p.host')`)
	edited := e2e.EvalAs[bool](p, `(() => {
		const rec = JSON.parse(atob(localStorage.getItem('solo.heat.p2p.host')));
		const game = atob(rec.game);
		const newer = game.replace('"championship":{"version":1,', '"championship":{"version":9,');
		if (newer === game) return false;
		rec.game = btoa(newer);
		localStorage.setItem('solo.heat.p2p.host', btoa(JSON.stringify(rec)));
		return true; })()`)
	if !edited {
		t.Fatal("the saved championship was not where the test looked")
	}
	p.Open("/") // the home page still opens
	p.WaitVisible(e2e.TestID("home"))
	p.Open("/race")
	p.WaitVisible(e2e.TestID("start-over"))
	if got := p.Text(e2e.TestID("resume-error")); !strings.Contains(got, "format 9") {
		t.Errorf("the page says %q", got)
	}
	p.Screenshot("championship-bad-save")
	p.Click(e2e.TestID("start-over"))
	p.WaitVisible(e2e.TestID("home"))
	p.Open("/race")
	p.WaitVisible(e2e.TestID("no-race"))
	if e2e.EvalAs[bool](p, `!!document.querySelector('[data-testid=start-over]')`) {
		t.Error("the bad save is still there after starting over")
	}
}
