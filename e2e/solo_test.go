package e2e_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// One lap of USA in Qualifying, clicked through every step, to the results.
func TestQualifyingLapToResults(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	p.Click(e2e.TestID("menu-qualifying"))
	setUp(t, p, "qualifying-setup", "track-usa", "laps-1")
	p.WaitVisible(e2e.TestID("lap-timer"))
	// The first decision is the player's: the banner and the tab's title say so.
	p.WaitVisible(e2e.TestID("your-turn"))
	p.WaitVisible(`[data-testid=steps] [aria-current=step][data-step="1"]`) // the step strip: 1 Shift
	if !becomes(p, `document.title.startsWith('Your turn')`, 10*time.Second) {
		t.Errorf("the tab's title is %q while the race waits for the player", p.Eval("document.title"))
	}
	p.Screenshot("qualifying-start")

	d := newDriver(t, p)
	d.raceToTheEnd(90 * time.Second)
	p.WaitVisible(e2e.TestID("best-lap-result"))
	if got := p.Text(e2e.TestID("best-lap-result")); !strings.HasPrefix(got, "Best lap:") {
		t.Errorf("results show %q", got)
	}
	if got := p.Text(e2e.TestID("lap-table")); !strings.Contains(got, "Lap 1") {
		t.Errorf("lap table %q", got)
	}
	p.Screenshot("qualifying-results")

	// Play again: a new session on the same circuit, from round 1.
	p.Click(e2e.TestID("again"))
	p.WaitGone(e2e.TestID("results"))
	p.WaitText(e2e.TestID("round"), "Round 1")
	p.WaitText(e2e.TestID("lap"), "1 of 1")
}

// A solo race against three Legends, every decision clicked, to the results.
func TestSoloRaceAgainstLegends(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/solo")
	setUp(t, p, "solo-setup", "track-italia", "laps-1", "legends-3", "bots-0", "colour-blue")
	p.WaitVisible(e2e.TestID("standings"))
	p.Screenshot("race-start")

	d := newDriver(t, p)
	d.raceToTheEnd(5 * time.Minute)
	rows := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid=results-table] tbody tr').length`)
	if rows != 4 {
		t.Errorf("results list %v cars, want 4", rows)
	}
	p.Screenshot("results")
	final := p.Text(e2e.TestID("results-table"))
	// On a laptop screen, what to do next is in view without scrolling.
	p.Viewport(1366, 768)
	inView := `(() => { window.scrollTo(0, 0); const r = document.querySelector('[data-testid=again]').getBoundingClientRect();
		return r.height > 0 && r.top >= 0 && r.bottom <= innerHeight; })()`
	if !becomes(p, inView, 5*time.Second) {
		p.Screenshot("results-1366x768")
		t.Error("at 1366×768 the results' Play again is out of view")
	}
	replayMatches(t, p, "heat", e2e.TestID("results-table"), final)
}

// setUp clicks the given buttons of a setup page, photographs it when shot is set, and starts.
func setUp(t *testing.T, p *e2e.Page, shot string, ids ...string) {
	t.Helper()
	p.WaitVisible(e2e.TestID("setup"))
	p.WaitAppStarted() // the server-rendered setup shows first; its options answer once the app runs
	for _, id := range ids {
		// In the middle of the window: Heat's start button stays in view at its bottom, over
		// the options that scroll by, and a click there would start the race.
		p.Eval(fmt.Sprintf(`document.querySelector('[data-testid=%q]')?.scrollIntoView({block: 'center'})`, id))
		p.Click(e2e.TestID(id))
	}
	if shot != "" {
		p.Screenshot(shot)
	}
	p.Click(e2e.TestID("start"))
}

// startSolo opens the solo setup and starts a one-lap race against Legends and a bot.
func startSolo(t *testing.T, p *e2e.Page, track string, legends string) {
	t.Helper()
	p.Open("/solo")
	setUp(t, p, "", "track-"+track, "laps-1", "legends-"+legends, "bots-1")
	p.WaitVisible(e2e.TestID("standings"))
}

// playRounds clicks decisions until the race reaches round n.
func playRounds(t *testing.T, d *driver, n int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for d.roundNumber() < n {
		if time.Now().After(deadline) {
			t.Fatalf("round %d not reached", n)
		}
		if did := d.step(); did == "wait" || did == "play-select" {
			time.Sleep(25 * time.Millisecond)
		} else if did == "over" {
			t.Fatal("the race ended too early")
		}
	}
}

// A reload in the middle of a solo race resumes it where it was; the home page offers to rejoin.
func TestSoloRaceSurvivesAReload(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	startSolo(t, p, "gb", "2")
	d := newQuietDriver(t, p) // the decisions are photographed elsewhere (newQuietDriver says where)
	playRounds(t, d, 3)
	// Wait for a decision of the player's so the saved race is settled, then note the round.
	for d.step() == "wait" {
		time.Sleep(25 * time.Millisecond)
	}
	round := d.roundNumber()
	log := p.Text(e2e.TestID("race-log"))
	p.Screenshot("before-reload")

	p.Reload()
	p.WaitVisible(e2e.TestID("standings"))
	p.WaitText(e2e.TestID("round"), "Round")
	if got := d.roundNumber(); got != round {
		t.Errorf("after the reload the race is at round %d, it was at %d", got, round)
	}
	if got := p.Text(e2e.TestID("race-log")); got == "" || !strings.Contains(log, firstLine(got)) {
		t.Errorf("the race log after the reload does not continue the race:\nbefore: %.200s\nafter: %.200s", log, got)
	}
	p.Screenshot("after-reload")

	p.Open("/")
	p.WaitVisible(e2e.TestID("rejoin"))
	p.Click(e2e.TestID("rejoin"))
	p.WaitVisible(e2e.TestID("standings"))
	d.raceToTheEnd(3 * time.Minute)
	// Once the race is over, nothing is left to rejoin.
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	if e2e.EvalAs[bool](p, `!!document.querySelector('[data-testid=rejoin]')`) {
		t.Error("the home page offers to rejoin a finished race")
	}
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return strings.TrimSpace(strings.TrimPrefix(line, "RACE LOG"))
}

// With the network cut after one visit, a solo race starts and plays.
func TestSoloRaceOffline(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	p.WaitOfflineReady()
	// The friends page's wasm is kept once the page has run it online (the install does not
	// download it): open it once before the network goes.
	p.Click(e2e.TestID("menu-friends"))
	p.WaitAcrossNavigation(e2e.RunsJS("/web/heat-friends.wasm"))
	p.WaitVisible(e2e.TestID("host-form"))
	p.WaitTrue(`caches.match("/web/heat-friends.wasm").then((r) => !!r)`)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	h.StopServer(t)
	p.Offline(true)
	// Racing with friends needs the server: the page says so in plain words.
	p.Click(e2e.TestID("menu-friends"))
	p.WaitText(e2e.TestID("rooms-state"), "cannot be reached (you may be offline)")
	hostNamed(t, p, "Offline", false)
	p.WaitText(e2e.TestID("host-error"), "cannot be reached (you may be offline)")
	if got := p.Text(e2e.TestID("host-error")); strings.Contains(strings.ToLower(got), "websocket") {
		t.Errorf("offline, the friends page shows a raw error: %q", got)
	}
	p.Screenshot("offline-friends")
	p.Click(`[data-testid=friends] .parlor-back`)
	p.WaitVisible(e2e.TestID("home"))

	startSolo(t, p, "france", "1")
	d := newQuietDriver(t, p) // the decisions are photographed elsewhere (newQuietDriver says where)
	playRounds(t, d, 3)
	p.Screenshot("offline-race")

	// A tablet-sized window (768 px) still shows the whole race: nothing wider than the window,
	// the board and the hand one above the other.
	p.Viewport(768, 1024)
	p.WaitVisible(e2e.TestID("hand"))
	if w := e2e.EvalAs[float64](p, `document.documentElement.scrollWidth`); w > 768 {
		t.Errorf("at 768 px the page is %v px wide", w)
	}
	p.Screenshot("race-768px")
}

// A solo race with the Garage's full draft and the Weather module: the draft played to the end
// (the bots' picks shown one by one), the weather and road tokens shown with the board, upgrade
// symbols offered in React, every decision clicked to the results.
func TestSoloRaceWithGarageAndWeather(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/solo")
	setUp(t, p, "solo-setup-modules", "track-gb", "laps-1", "legends-1", "bots-2", "garage-both", "weather")
	p.WaitVisible(e2e.TestID("draft"))
	// Three drivers: a market of six, the back of the grid first.
	if n := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid=market] .heat-card').length`); n < 4 || n > 6 {
		t.Errorf("the market shows %v cards, want up to 6", n)
	}
	p.WaitVisible(`[data-testid^=market-]:not(:disabled)`) // the bots ahead have picked: the player's turn
	// With the keyboard: a card selected with the space bar shows its rules text.
	// (A press while the bots' picks still play back can land on a card about to re-render:
	// press again until the card is selected.)
	for try := 1; ; try++ {
		p.Press(`[data-testid^=market-]:not(:disabled)`, " ")
		if becomes(p, `!!document.querySelector('[data-testid=draft-pick]:not(:disabled)')`, 3*time.Second) {
			break
		}
		if try == 5 {
			t.Fatal("the space bar does not select a card of the market")
		}
	}
	if hint := p.Text(`.heat-draft-confirm .parlor-hint`); !strings.Contains(hint, ":") && !strings.Contains(hint, "Heat") {
		t.Errorf("a selected card shows no rules text: %q", hint)
	}
	// The whole draft fits a laptop screen, a large one, and a phone's width.
	for _, size := range [][2]int64{{1366, 768}, {1920, 1080}, {390, 844}} {
		p.Viewport(size[0], size[1])
		p.WaitVisible(e2e.TestID("market"))
		w, h := e2e.EvalAs[float64](p, `document.documentElement.scrollWidth`), e2e.EvalAs[float64](p, `document.documentElement.scrollHeight`)
		if w > float64(size[0]) || (size[0] > 1000 && h > float64(size[1])) {
			t.Errorf("at %dx%d the draft page is %vx%v", size[0], size[1], w, h)
		}
		p.Screenshot(fmt.Sprintf("draft-%dx%d", size[0], size[1]))
	}
	p.Viewport(1366, 768)
	p.Press(e2e.TestID("draft-pick"), "\r")
	p.WaitVisible(`[data-testid=picks-0] .heat-pick:not(.heat-pick-empty)`)

	d := newDriver(t, p)
	deadline := time.Now().Add(time.Minute)
	for e2e.EvalAs[bool](p, `!!document.querySelector('[data-testid=draft]')`) {
		if time.Now().After(deadline) {
			t.Fatalf("the draft did not end: %s", p.Text(e2e.TestID("draft")))
		}
		if passive(d.step()) {
			time.Sleep(50 * time.Millisecond)
		}
	}
	// After the draft: the weather and a road token on every corner of Great Britain.
	p.WaitVisible(e2e.TestID("weather"))
	if n := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid^=road-]').length`); n != 5 {
		t.Errorf("%v road tokens listed, want one per corner (5)", n)
	}
	for _, size := range [][2]int64{{1920, 1080}, {390, 844}, {1366, 768}} {
		p.Viewport(size[0], size[1])
		p.WaitVisible(e2e.TestID("conditions"))
		p.Screenshot(fmt.Sprintf("race-with-weather-%dx%d", size[0], size[1]))
	}
	// A road condition says its rule in words on focus (and hover), under the strip.
	p.Eval(`document.querySelector('[data-testid^=road-]').focus()`)
	p.WaitTrue(`(() => { const r = document.querySelector('[data-testid^=road-]:focus .heat-cond-tip')?.getBoundingClientRect(); return !!r && r.width > 60 && r.height > 10; })()`)
	p.Screenshot("road-condition-focused-1366x768")
	log := p.Text(e2e.TestID("race-log"))
	for _, want := range []string{"drafts", "The weather is"} {
		if !strings.Contains(log, want) {
			t.Errorf("the race log does not say %q", want)
		}
	}
	d.raceToTheEnd(5 * time.Minute)
	if !d.shot["react-symbol"] {
		t.Log("no card symbol was on offer in React this race")
	}
	rows := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid=results-table] tbody tr').length`)
	if rows != 4 {
		t.Errorf("results list %v cars, want 4", rows)
	}
}

// becomes polls a JavaScript condition until it holds or the time is up, and says which.
func becomes(p *e2e.Page, cond string, within time.Duration) bool {
	for deadline := time.Now().Add(within); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if e2e.EvalAs[bool](p, cond) {
			return true
		}
	}
	return false
}
