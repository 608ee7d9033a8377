package e2e_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"

	"github.com/heatracing/heat/e2e"
)

// Race Mode in the browser, on the short campaign (heat.debug.racemode.map): the start deck, a
// MATCH lost by retiring and raced again, a CARD_CHOICE, an UPGRADE and the boss, to the victory
// screen; a reload in the middle of a race and one on the map. The bot drives the player's car
// (heat.debug.autopilot) in the races meant to be won, at the hard level, and a lost race is
// simply raced again.

const (
	raceModeSetup = `localStorage.setItem('heat.app.profile', JSON.stringify({name: "Ada", colour: "red"}));
		localStorage.setItem('heat.debug.racemode.map', '"short"');`
	autopilotHard = `localStorage.setItem('heat.debug.autopilot', '"hard"')`
	autopilotOff  = `localStorage.removeItem('heat.debug.autopilot')`
)

// raceRound is the round the race page shows, 0 before it shows one.
const raceRound = `+((document.querySelector('[data-testid=round]')?.innerText ?? '').match(/Round (\d+)/)?.[1] ?? 0)`

// nodeState is a node's state as the map shows it.
func nodeState(p *e2e.Page, id int) string {
	return e2e.EvalAs[string](p, fmt.Sprintf(`document.querySelector('[data-testid=node-%d]')?.dataset.state ?? ''`, id))
}

// waitNode waits until the map shows node id in state.
func waitNode(t *testing.T, p *e2e.Page, id int, state string) {
	t.Helper()
	p.WaitTrue(fmt.Sprintf(`document.querySelector('[data-testid=node-%d]')?.dataset.state === %q`, id, state))
}

// aNewRun waits for the map of a new run: the start open, no deck yet.
func aNewRun(t *testing.T, p *e2e.Page) {
	t.Helper()
	p.WaitVisible(e2e.TestID("race-mode"))
	waitNode(t, p, 0, "accessible")
	p.WaitVisible(e2e.TestID("deck-empty"))
}

// startRun takes the short map's start with start deck i.
func startRun(t *testing.T, p *e2e.Page, i int) {
	t.Helper()
	takeNode(t, p, 0)
	p.Click(e2e.TestID(fmt.Sprintf("choose-deck-%d", i)))
	waitNode(t, p, 1, "accessible")
}

// takeNode opens a node's details on the map and takes it.
func takeNode(t *testing.T, p *e2e.Page, id int) {
	t.Helper()
	p.Click(e2e.TestID(fmt.Sprintf("node-%d", id)))
	p.WaitTrue(fmt.Sprintf(`document.querySelector('[data-testid=details]')?.dataset.node === '%d'`, id))
	p.WaitTrue(`document.querySelector('[data-testid=take-node]')?.disabled === false`)
	p.Click(e2e.TestID("take-node"))
}

// raceResult waits for the end of the race on the race page and reports whether it was won.
func raceResult(t *testing.T, p *e2e.Page, within time.Duration) bool {
	t.Helper()
	deadline := time.Now().Add(within)
	for !e2e.EvalAs[bool](p, `!!document.querySelector('[data-testid=campaign-result]')`) {
		if time.Now().After(deadline) {
			p.Screenshot("race-stuck")
			t.Fatalf("the race did not end: the page reads %q", p.Text(e2e.TestID("banner")))
		}
		time.Sleep(200 * time.Millisecond)
	}
	return e2e.EvalAs[string](p, `document.querySelector('[data-testid=campaign-result]').dataset.won`) == "true"
}

// raceUntilWon races node id with the autopilot until the player wins it, back on the map after
// each race; the first race is reloaded in its middle. It returns the races lost on the way.
func raceUntilWon(t *testing.T, p *e2e.Page, id int, reloadMidRace bool) int {
	t.Helper()
	for lost := 0; lost < 6; lost++ {
		takeNode(t, p, id)
		p.WaitVisible(e2e.TestID("race"))
		p.WaitText(e2e.TestID("round"), "Race Mode")
		if reloadMidRace && lost == 0 {
			p.WaitTrue(raceRound + ` >= 2`)
			// The race waits for the player while the test looks at it and at the map: a short
			// race could end on its own in between.
			p.Eval(autopilotOff)
			before := e2e.EvalAs[int](p, raceRound)
			p.Reload()
			p.WaitVisible(e2e.TestID("race"))
			p.WaitText(e2e.TestID("round"), "Race Mode")
			if after := e2e.EvalAs[int](p, raceRound); after < before {
				t.Errorf("after the reload the race is at round %d, it was at round %d", after, before)
			}
			if p.Text(e2e.TestID("race-log")) == "" {
				t.Error("after the reload the race log is empty")
			}
			// The map while the race is on says so, takes no node, and leads back to the race.
			p.Click(e2e.TestID("to-map"))
			p.WaitVisible(e2e.TestID("race-on"))
			if !e2e.EvalAs[bool](p, `document.querySelector('[data-testid=take-node]')?.disabled ?? true`) {
				t.Error("the map lets a node be taken while a race is on")
			}
			p.Eval(autopilotHard) // read again as the race page mounts
			p.Click(e2e.TestID("back-to-race"))
			p.WaitVisible(e2e.TestID("race"))
		}
		won := raceResult(t, p, 6*time.Minute)
		p.Click(e2e.TestID("back-to-map"))
		switch {
		case won && id == 100:
			p.WaitVisible(e2e.TestID("victory"))
			return lost
		case won:
			p.WaitVisible(e2e.TestID("race-mode"))
			waitNode(t, p, id, "completed")
			return lost
		}
		p.WaitVisible(e2e.TestID("race-mode"))
		waitNode(t, p, id, "accessible")
		t.Logf("the autopilot lost the race at node %d; racing it again", id)
	}
	t.Fatalf("the autopilot lost the race at node %d six times", id)
	return 0
}

func TestRaceModeCampaign(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.OnNewDocument(raceModeSetup)
	p.Viewport(1366, 768)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	p.Click(e2e.TestID("menu-race-mode"))
	p.WaitVisible(e2e.TestID("race-mode"))
	waitNode(t, p, 0, "accessible")
	if got := nodeState(p, 1); got != "inaccessible" {
		t.Errorf("before the start the MATCH is %q", got)
	}

	// The start: the deck and the opening rule.
	takeNode(t, p, 0)
	p.WaitVisible(e2e.TestID("menu-start"))
	p.Click(e2e.TestID("opening-all"))
	p.WaitTrue(`document.querySelector('[data-testid=opening-all]').getAttribute('aria-pressed') === 'true'`)
	p.Screenshot("start-deck")
	p.Click(e2e.TestID("choose-deck-1"))
	p.WaitGone(e2e.TestID("menu-start"))
	waitNode(t, p, 0, "completed")
	waitNode(t, p, 1, "accessible")
	if n := e2e.EvalAs[int](p, `document.querySelectorAll('[data-testid=deck] .heat-card').length`); n != 15 {
		t.Errorf("the deck shows %d cards", n)
	}

	// The MATCH's details name its circuit and opponent; a retirement loses it, and it stays open.
	p.Click(e2e.TestID("node-1"))
	p.WaitText(e2e.TestID("details-circuit"), "USA, 1 lap")
	p.WaitText(e2e.TestID("details-opponents"), "Opponent 1")
	p.Click(e2e.TestID("take-node"))
	p.WaitVisible(e2e.TestID("retire"))
	p.Click(e2e.TestID("retire"))
	p.Click(e2e.TestID("retire-yes"))
	if raceResult(t, p, 3*time.Minute) {
		t.Fatal("a retired driver won the race")
	}
	p.Screenshot("race-lost")
	p.Click(e2e.TestID("back-to-map"))
	p.WaitVisible(e2e.TestID("race-mode"))
	p.WaitText(e2e.TestID("notice"), "lost")
	waitNode(t, p, 1, "accessible")
	p.WaitTrue(`document.querySelector('[data-testid=progress]').textContent.includes('1 race lost')`)

	// Raced again, with a reload in the middle, until won.
	p.Eval(autopilotHard)
	lost := 1 + raceUntilWon(t, p, 1, true)
	p.Eval(autopilotOff)
	waitNode(t, p, 2, "accessible")

	// A reload on the map keeps the run: the nodes, the deck, the camera (on a screen low enough
	// for the short map to scroll).
	p.Viewport(1366, 500)
	p.Eval(`document.getElementById('rm-scroll').scrollTo(0, 90)`)
	p.WaitTrue(`JSON.parse(localStorage.getItem('heat.racemode.run') || '{}').camera?.y === 90`)
	p.Reload()
	p.WaitVisible(e2e.TestID("race-mode"))
	waitNode(t, p, 1, "completed")
	waitNode(t, p, 2, "accessible")
	p.WaitTrue(`document.getElementById('rm-scroll').scrollTop === 90`)
	p.Viewport(1366, 768)
	p.Screenshot("map")

	// The CARD_CHOICE: a card, then the upgrade it replaces.
	takeNode(t, p, 2)
	p.WaitVisible(e2e.TestID("menu-choice"))
	p.Screenshot("card-choice")
	p.Click(e2e.TestID("choice-0"))
	p.WaitVisible(`[data-testid^=replace-]`)
	p.Screenshot("card-replace")
	p.Click(`[data-testid^=replace-]`)
	p.WaitGone(e2e.TestID("menu-choice"))
	p.WaitText(e2e.TestID("notice"), "joins your deck")
	waitNode(t, p, 2, "completed")

	// The UPGRADE: a base card, then its version.
	takeNode(t, p, 3)
	p.WaitVisible(e2e.TestID("menu-upgrade"))
	p.Click(`[data-testid^=upgrade-card-]`)
	p.WaitVisible(e2e.TestID("version-2"))
	p.Screenshot("upgrade-menu")
	p.Click(e2e.TestID("version-2"))
	p.WaitGone(e2e.TestID("menu-upgrade"))
	waitNode(t, p, 3, "completed")
	if n := e2e.EvalAs[int](p, `document.querySelectorAll('[data-testid=deck] [data-version="2"]').length`); n != 1 {
		t.Errorf("the deck shows %d cards at version 2", n)
	}

	// The boss, to the victory screen.
	waitNode(t, p, 100, "accessible")
	p.Eval(autopilotHard)
	lost += raceUntilWon(t, p, 100, false)
	p.WaitVisible(e2e.TestID("victory"))
	for id, want := range map[string]string{"summary-nodes": "5", "summary-won": "2", "summary-lost": fmt.Sprint(lost)} {
		if got := p.Text(e2e.TestID(id)); !strings.HasPrefix(got, want) {
			t.Errorf("the summary's %s reads %q, want %s", id, got, want)
		}
	}
	if n := e2e.EvalAs[int](p, `document.querySelectorAll('[data-testid=final] .heat-card').length`); n != 15 {
		t.Errorf("the final deck shows %d cards", n)
	}
	p.Screenshot("victory")

	// A new run starts from the start deck.
	p.Click(e2e.TestID("new-run"))
	aNewRun(t, p)
}

// Race Mode by keyboard alone on the default map, then on a phone: Enter on a node shows its
// details and puts the focus on its action, a menu takes the focus and Escape gives it back, the
// next node to take gets the focus; on a 390-pixel screen nothing is cut off. A race in
// progress waits aside while a node is raced.
func TestRaceModeByKeyboardAndOnAPhone(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.OnNewDocument(`localStorage.setItem('heat.app.profile', JSON.stringify({name: "Ada", colour: "red"}));`)
	p.Viewport(1366, 768)
	p.Open("/race-mode")
	p.WaitVisible(e2e.TestID("race-mode"))
	focused := func(testid string) {
		t.Helper()
		if !becomes(p, fmt.Sprintf(`document.activeElement?.dataset.testid === %q`, testid), 10*time.Second) {
			t.Fatalf("the focus is not on %s but on %v", testid, p.Eval(`document.activeElement?.outerHTML.slice(0, 160)`))
		}
	}
	p.Press(e2e.TestID("node-0"), "\r")
	focused("take-node")
	p.Key("\r")
	p.WaitVisible(e2e.TestID("menu-start"))
	focused("choose-deck-0")
	p.Key("\r")
	p.WaitGone(e2e.TestID("menu-start"))
	focused("node-2") // the seed's rule opens the middle node of level 1
	if got := nodeState(p, 1) + " " + nodeState(p, 3); got != "inaccessible inaccessible" {
		t.Errorf("the other level-1 nodes are %s", got)
	}
	p.WaitTrue(`getComputedStyle(document.activeElement.querySelector('.rm-tip')).display === 'block'`)
	p.Screenshot("map-default-keyboard")
	p.Key("\r")
	p.WaitText(e2e.TestID("details-title"), "RACE AT ITALIA") // in capitals, as the page writes headings
	focused("take-node")
	// The first race is a newcomer's: one lap, gentle bots, a card choice once won; the map's
	// legend is in view beside it.
	p.WaitText(e2e.TestID("details-circuit"), "Italia, 1 lap")
	if got := p.Text(e2e.TestID("details-circuit")); !strings.Contains(got, "card choice") || !strings.Contains(got, "gently") {
		t.Errorf("the first race's details: %q", got)
	}
	if !e2e.EvalAs[bool](p, `(() => { const r = document.querySelector('[data-testid=map-key]').getBoundingClientRect(); return r.height > 0 && r.bottom <= innerHeight; })()`) {
		t.Error("the map's legend is not in view at 1366×768")
	}

	// The special modes menu by keyboard: the first mode has the focus, Space turns it on, Escape
	// closes the menu and the focus goes back to its button.
	p.Press(e2e.TestID("tool-modes"), "\r")
	p.WaitVisible(e2e.TestID("menu-modes"))
	focused("mode-0")
	p.Press(e2e.TestID("menu-close"), kb.Tab) // the menu keeps the keyboard: from its last control to its first
	focused("mode-0")
	p.Key(" ")
	p.WaitTrue(`document.querySelector('[data-testid=mode-0]').getAttribute('aria-pressed') === 'true'`)
	p.Key(kb.Escape)
	p.WaitGone(e2e.TestID("menu-modes"))
	focused("tool-modes")
	p.WaitTrue(`JSON.stringify(JSON.parse(localStorage.getItem('heat.racemode.run')).modes) === '[0]'`)
	p.Press(e2e.TestID("tool-info"), "\r")
	p.WaitVisible(e2e.TestID("menu-info"))
	p.Screenshot("info")
	p.Key(kb.Escape)
	p.WaitGone(e2e.TestID("menu-info"))

	// A mouse drags the map's background to pan it, and the camera is kept with the run.
	box := e2e.EvalAs[[]float64](p, `(() => { const r = document.querySelector('[data-testid=map]').getBoundingClientRect(); return [r.left, r.top, r.height]; })()`)
	top := e2e.EvalAs[float64](p, `document.querySelector('[data-testid=map]').scrollTop`)
	from := e2e.Touch{X: box[0] + 12, Y: box[1] + box[2]*0.75}
	p.Drag(from, e2e.Touch{X: from.X, Y: from.Y - 150}, 5)
	if moved := e2e.EvalAs[float64](p, `document.querySelector('[data-testid=map]').scrollTop`) - top; moved < 100 {
		t.Errorf("dragging the map up by 150 pixels scrolled it by %.0f", moved)
	}
	p.WaitTrue(fmt.Sprintf(`JSON.parse(localStorage.getItem('heat.racemode.run')).camera.y > %f`, top+100))

	// On a phone: the map, the details and the deck one under the other, nothing wider than the
	// screen; a card of the deck shows its versions.
	p.Viewport(390, 844)
	p.Reload()
	p.WaitVisible(e2e.TestID("race-mode"))
	waitNode(t, p, 2, "accessible")
	if w := e2e.EvalAs[int](p, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("the page is %d pixels wide on a 390-pixel screen", w)
	}
	p.Screenshot("phone-map")
	p.Click(e2e.TestID("deck-card-12"))
	p.WaitVisible(e2e.TestID("menu-card"))
	if w := e2e.EvalAs[int](p, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("with a menu open the page is %d pixels wide on a 390-pixel screen", w)
	}
	p.Screenshot("phone-card-versions")
	p.Click(e2e.TestID("menu-close"))
	p.WaitGone(e2e.TestID("menu-card"))
	focused("deck-card-12")

	// Restart asks first, the focus on keeping the run.
	p.Click(e2e.TestID("tool-restart"))
	p.WaitVisible(e2e.TestID("menu-restart"))
	focused("restart-no")
	p.Click(e2e.TestID("restart-yes"))
	p.WaitGone(e2e.TestID("menu-restart"))
	aNewRun(t, p)

	// The start deck's menu fits a phone too.
	takeNode(t, p, 0)
	p.WaitVisible(e2e.TestID("menu-start"))
	if w := e2e.EvalAs[int](p, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("with the start menu open the page is %d pixels wide on a 390-pixel screen", w)
	}
	p.Screenshot("phone-start-deck")

	// A race in progress (here Qualifying) waits while a node is raced: one question with two
	// answers, and the race comes back where it stood once the node's race is over.
	p.Viewport(1366, 768)
	p.Open("/qualifying")
	setUp(t, p, "", "track-usa", "laps-1")
	p.WaitVisible(e2e.TestID("lap-timer"))
	p.Open("/race-mode")
	takeNode(t, p, 0)
	p.Click(e2e.TestID("choose-deck-0"))
	waitNode(t, p, 2, "accessible")
	takeNode(t, p, 2)
	p.WaitVisible(e2e.TestID("menu-replace"))
	if n := e2e.EvalAs[int](p, `document.querySelectorAll('[data-testid=menu-replace] button, [data-testid=menu-replace] a').length`); n != 3 {
		t.Errorf("the question offers %d buttons and links, want its two answers and Close", n)
	}
	if got := p.Text(e2e.TestID("menu-replace")); strings.Contains(got, "cannot be resumed") {
		t.Errorf("the question says the race is lost: %q", got)
	}
	p.Screenshot("race-in-progress-question-1366x768")
	p.Click(e2e.TestID("replace-yes"))
	p.WaitText(e2e.TestID("round"), "Race Mode")
	p.Click(e2e.TestID("to-map"))
	p.Click(e2e.TestID("give-up"))
	waitNode(t, p, 2, "accessible")
	p.Open("/race")
	p.WaitVisible(e2e.TestID("lap-timer")) // the Qualifying, back
	if got := p.Text(e2e.TestID("round")); strings.Contains(got, "Race Mode") {
		t.Errorf("after the node's race the race page shows %q", got)
	}
}

// A saved run this version cannot read (a newer format) says so, and a new run replaces it.
func TestRaceModeBadSave(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.OnNewDocument(raceModeSetup)
	p.Open("/race-mode")
	startRun(t, p, 2)
	p.Eval(`localStorage.setItem('heat.racemode.run', localStorage.getItem('heat.racemode.run').replace('"version":1', '"version":9'))`)
	p.Reload()
	p.WaitVisible(e2e.TestID("race-mode-bad-save"))
	if got := p.Text(e2e.TestID("bad-save")); !strings.Contains(got, "format 9") {
		t.Errorf("the page says %q", got)
	}
	p.Screenshot("bad-save")
	p.Click(e2e.TestID("new-run"))
	aNewRun(t, p)
	p.Reload()
	aNewRun(t, p)
}

// With the network cut after one visit, a Race Mode run starts, races and keeps its result.
func TestRaceModeOffline(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.OnNewDocument(raceModeSetup)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	p.WaitOfflineReady()
	h.StopServer(t)
	p.Offline(true)
	p.Click(e2e.TestID("menu-race-mode"))
	p.WaitVisible(e2e.TestID("race-mode"))
	startRun(t, p, 0)
	p.Eval(autopilotHard)
	takeNode(t, p, 1)
	p.WaitVisible(e2e.TestID("race"))
	won := raceResult(t, p, 6*time.Minute)
	p.Click(e2e.TestID("back-to-map"))
	p.WaitVisible(e2e.TestID("race-mode"))
	want := map[bool]string{true: "completed", false: "accessible"}[won]
	waitNode(t, p, 1, want)
	p.Reload()
	p.WaitVisible(e2e.TestID("race-mode"))
	waitNode(t, p, 1, want)
}
