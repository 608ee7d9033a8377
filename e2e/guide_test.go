package e2e_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// How to play is one click from the home page and from a setup, reads the round's nine steps,
// and opens with the network cut once the game has been visited.
func TestHowToPlayPage(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	// Qualifying comes first, marked for newcomers.
	if first := e2e.EvalAs[string](p, `document.querySelector('[data-testid=games] .parlor-menu .parlor-menu-item').dataset.testid`); first != "menu-qualifying" {
		t.Errorf("the first way to play is %s, want Qualifying", first)
	}
	if badge := e2e.EvalAs[string](p, `document.querySelector('[data-testid=menu-qualifying] .parlor-badge')?.textContent ?? ''`); badge != "Start here" {
		t.Errorf("Qualifying is marked %q, want Start here", badge)
	}
	p.Screenshot("home-with-guide")
	p.Click(e2e.TestID("how-to-play-link"))
	p.WaitVisible(e2e.TestID("how-to-play"))
	text := p.Text(e2e.TestID("how-to-play"))
	for _, want := range []string{"Shift", "Replenish", "Heat", "Stress", "spin out", "Slipstream", "Boost", "Adrenaline", "Cool down", "Keyboard"} {
		if !strings.Contains(strings.ToLower(text), strings.ToLower(want)) {
			t.Errorf("How to play does not speak of %q", want)
		}
	}
	if n := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid=how-to-play] svg.heat-art').length`); n < 5 {
		t.Errorf("How to play has %v drawings, want one per topic", n)
	}
	p.Screenshot("how-to-play")
	p.Viewport(390, 844)
	if w := e2e.EvalAs[float64](p, `document.documentElement.scrollWidth`); w > 390 {
		t.Errorf("on a phone How to play is %v px wide", w)
	}
	p.Screenshot("how-to-play-390x844")
	p.Viewport(1366, 768)

	// From a setup page.
	p.Open("/solo")
	p.WaitVisible(e2e.TestID("setup"))
	p.Click(e2e.TestID("how-to-play-link"))
	p.WaitVisible(e2e.TestID("how-to-play"))

	// Offline, once visited.
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	p.WaitOfflineReady()
	h.StopServer(t)
	p.Offline(true)
	p.Open("/how-to-play")
	p.WaitVisible(e2e.TestID("how-to-play"))
	p.WaitText(e2e.TestID("how-to-play"), "Replenish")
	// Its worked examples, played offline by the engine from their positions.
	howToExamples(t, p, "Corner 2: You at Speed 5 over the limit of 3, pays 2 Heat.", "cannot pay 6 Heat and spins out")
	p.Screenshot("how-to-play-offline")
}

// coachWatchJS records, in the page, every callout of the guide as it appears (a
// MutationObserver sees every render, however fast the driver plays).
const coachWatchJS = `(() => {
	window.__coachLog = [];
	let last = '';
	const check = () => {
		const c = document.querySelector('[data-testid=coach]');
		const d = c ? c.dataset.decision : '';
		if (d !== last) { if (d) window.__coachLog.push(d); last = d; }
	};
	new MutationObserver(check).observe(document.body, {subtree: true, childList: true, attributes: true, attributeFilter: ['data-decision']});
	check();
	return true;
})()`

// logByRoundJS keeps, in the page, the race log's lines of every round it has shown: the log
// lists its newest lines only, so the test reads it after every decision.
const logByRoundJS = `(() => {
	const lines = [...document.querySelectorAll('[data-testid=race-log] li')].map(li => li.textContent).reverse();
	const all = window.__rounds = window.__rounds || {};
	let round = null, got = {};
	for (const l of lines) {
		const m = l.match(/^Round (\d+)\.$/);
		if (m) { round = m[1]; got[round] = []; continue; }
		if (round !== null) got[round].push(l);
	}
	for (const r in got) if (!all[r] || all[r].length <= got[r].length) all[r] = got[r];
	return Object.keys(all).length;
})()`

// cornerHeatJS adds up the Heat the race log says the named driver paid at corners.
const cornerHeatJS = `((name) => {
	let sum = 0;
	for (const lines of Object.values(window.__rounds || {})) for (const l of lines) {
		if (!l.startsWith('Corner ') || !l.includes(': ' + name + ' at Speed')) continue;
		const m = l.match(/[Pp]ays (\d+) Heat/);
		if (m) sum += parseInt(m[1]);
	}
	return sum;
})`

// The first Qualifying is guided: a callout at each decision (shift, play, react, discard), each
// once, dismissed with the keyboard or by acting, never blocking play; a second Qualifying is not
// guided until How to play's "Show the guide again". The "?" buttons explain on tap and by key.
// At the results, the recap's Heat paid at corners adds up to what the race log said.
func TestGuidedFirstQualifyingLap(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	p.Click(e2e.TestID("menu-qualifying"))
	setUp(t, p, "", "track-usa", "laps-1")
	p.WaitVisible(e2e.TestID("lap-timer"))
	e2e.EvalAs[bool](p, coachWatchJS)

	// The first callout: shifting gear, beside the gearbox; dismissed with Enter.
	p.WaitVisible(`[data-testid=coach][data-decision=shift]`)
	p.Screenshot("coach-shift")
	if e2e.EvalAs[bool](p, `document.activeElement && !!document.activeElement.closest('[data-testid=coach]')`) {
		t.Error("the guide took the focus")
	}
	p.Press(e2e.TestID("coach-ok"), "\r")
	p.WaitGone(e2e.TestID("coach"))

	// A "?" opens its explanation on a click (a tap), and by keyboard.
	q := `.heat-meter-engine [data-testid=explain] button`
	p.Click(q)
	p.WaitVisible(`.heat-meter-engine .heat-explain-text:popover-open`)
	p.Screenshot("explain-engine")
	p.Click(q)
	p.WaitGone(`.heat-meter-engine .heat-explain-text:popover-open`)
	p.Press(`.heat-gearbox [data-testid=explain] button`, "\r")
	p.WaitVisible(`.heat-gearbox .heat-explain-text:popover-open`)
	if got := p.Text(`.heat-gearbox .heat-explain-text`); !strings.Contains(got, "gear") {
		t.Errorf("the gearbox's explanation reads %q", got)
	}
	p.Press(`.heat-gearbox [data-testid=explain] button`, "\u001b") // Escape closes it
	p.WaitGone(`.heat-gearbox .heat-explain-text:popover-open`)

	// The second, picking cards, shows once a gear is chosen; Escape dismisses it.
	d := newDriver(t, p)
	for d.step() != "shift" {
		time.Sleep(25 * time.Millisecond)
	}
	p.WaitVisible(`[data-testid=coach][data-decision=play]`)
	p.Screenshot("coach-play")
	p.Press(e2e.TestID("coach-ok"), "\u001b")
	p.WaitGone(e2e.TestID("coach"))

	// The others go when the player acts (the driver never dismisses them).
	deadline := time.Now().Add(3 * time.Minute)
	for {
		if time.Now().After(deadline) {
			t.Fatalf("the lap did not end; callouts seen: %v", e2e.EvalAs[[]string](p, `window.__coachLog`))
		}
		e2e.EvalAs[float64](p, logByRoundJS)
		did := d.step()
		if did == "over" {
			break
		}
		if passive(did) {
			time.Sleep(25 * time.Millisecond)
		}
	}
	p.WaitVisible(e2e.TestID("results"))
	e2e.EvalAs[float64](p, logByRoundJS)
	shown := e2e.EvalAs[[]string](p, `window.__coachLog`)
	if strings.Join(shown, ",") != "shift,play,react,discard" {
		t.Errorf("the callouts shown, in order: %v; want shift, play, react and discard, once each", shown)
	}

	// The recap: Heat per corner, adding up to the race log's payments.
	e2e.EvalAs[float64](p, logByRoundJS)
	p.WaitVisible(e2e.TestID("recap"))
	name := e2e.EvalAs[string](p, `JSON.parse(localStorage.getItem('heat.app.profile')).name`)
	logged := e2e.EvalAs[float64](p, cornerHeatJS+`(`+jsString(name)+`)`)
	total := e2e.EvalAs[float64](p, `parseInt(document.querySelector('[data-testid=recap-heat]').dataset.total)`)
	perCorner := e2e.EvalAs[float64](p, `[...document.querySelectorAll('[data-testid=recap-heat] li[data-heat]')].reduce((s, li) => s + parseInt(li.dataset.heat), 0)`)
	if total != logged || perCorner != total {
		t.Errorf("the recap says %v Heat paid at corners (%v corner by corner), the race log %v", total, perCorner, logged)
	}
	spins := e2e.EvalAs[float64](p, `parseInt(document.querySelector('[data-testid=recap-spins]').dataset.count)`)
	if res := p.Text(e2e.TestID("results")); !strings.Contains(res, pluralSpins(int(spins))) {
		t.Errorf("the recap counts %v spin-outs, the results say otherwise: %.300s", spins, res)
	}
	if p.Text(e2e.TestID("recap-moments")) == "" {
		t.Error("the recap has no best moments")
	}
	t.Logf("recap: %s", p.Text(e2e.TestID("recap")))
	p.Eval(`document.querySelector('[data-testid=recap]').scrollIntoView({block: 'center'})`)
	p.Screenshot("recap")

	// A second Qualifying is not guided.
	p.Click(e2e.TestID("again"))
	p.WaitGone(e2e.TestID("results"))
	p.WaitText(e2e.TestID("round"), "Round 1")
	for d.roundNumber() < 3 {
		if e2e.EvalAs[bool](p, `!!document.querySelector('[data-testid=coach]')`) {
			p.Screenshot("coach-again")
			t.Fatal("the second Qualifying is guided again")
		}
		if did := d.step(); passive(did) {
			time.Sleep(25 * time.Millisecond)
		}
	}

	// How to play from the race's top bar; "Show the guide again" brings it back.
	p.Click(`[data-testid=race] [data-testid=how-to-play-link]`)
	p.WaitVisible(e2e.TestID("how-to-play"))
	p.Click(e2e.TestID("guide-again"))
	p.WaitVisible(e2e.TestID("guide-again-done"))
	p.Open("/race")
	p.WaitVisible(`[data-testid=coach]`) // Qualifying always waits on the player: a decision to explain
	p.Screenshot("coach-after-reset")
}

func pluralSpins(n int) string {
	if n == 1 {
		return "1 spin-out"
	}
	return fmt.Sprintf("%d spin-outs", n)
}

// howToExamples checks that How to play shows a worked example for each line wanted, whose game
// log (the engine's, played in the page) says it.
func howToExamples(t *testing.T, p *e2e.Page, want ...string) {
	t.Helper()
	logs := e2e.EvalAs[[]string](p, `[...document.querySelectorAll('[data-testid=howto-example]')].map(e => e.querySelector('[data-testid=howto-example-log]')?.textContent ?? e.textContent)`)
	if len(logs) != len(want) {
		t.Errorf("How to play shows %d worked examples, want %d: %q", len(logs), len(want), logs)
		return
	}
	for i, w := range want {
		if !strings.Contains(logs[i], w) {
			t.Errorf("How to play's example %d says %q, not %q", i+1, logs[i], w)
		}
	}
}

// offlineSetupAndRules opens game's solo setup from the home page with the server stopped and the
// browser offline, follows its How to play link, checks its heading names the game and its worked
// examples say what examples do, and comes back to the setup once its app runs. It returns the
// page and the rules' text.
func offlineSetupAndRules(t *testing.T, game, name string, examples ...string) (*e2e.Page, string) {
	t.Helper()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Viewport(1366, 768)
	p.Open("/")
	p.WaitVisible(e2e.TestID("game-" + game))
	p.WaitOfflineReady()
	h.StopServer(t)
	p.Offline(true)

	p.Click(e2e.TestID("menu-" + game + "-solo"))
	p.WaitVisible(e2e.TestID("setup"))
	p.Click(e2e.TestID("how-to-play-link"))
	p.WaitVisible(e2e.TestID("how-to-play"))
	p.WaitTrue(fmt.Sprintf(`document.querySelector('h1').textContent === %q`, "How to play "+name))
	rules := e2e.EvalAs[string](p, `document.querySelector('[data-testid=how-to-play]').textContent`)
	howToExamples(t, p, examples...)
	p.Screenshot("how-to-play")
	p.Eval(`history.back()`)
	p.WaitVisible(e2e.TestID("setup"))
	// Back may open the setup as a new document: its choices are pressed once the app runs.
	p.WaitAppStarted()
	return p, rules
}
