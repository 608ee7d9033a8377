package e2e_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// driver plays a race in a page by clicking, the way a person would: it reads what the dashboard
// asks for and clicks a sensible answer. Pages of several players can be driven in turn.
type driver struct {
	t    *testing.T
	p    *e2e.Page
	shot map[string]bool // decisions already photographed
	// quiet photographs no decision: the test's point is elsewhere, and the same decisions of the
	// same race page at the same size are photographed (and checked by axe-core) by another test.
	quiet bool
}

func newDriver(t *testing.T, p *e2e.Page) *driver {
	return &driver{t: t, p: p, shot: map[string]bool{}}
}

// newQuietDriver is a driver that photographs no decision. The solo race page's decisions are
// photographed and checked by axe-core at the default window size by TestSoloRaceAgainstLegends
// and TestQualifyingLapToResults (the upgrade symbols on offer by
// TestSoloRaceWithGarageAndWeather); the friends' race page's by TestRaceWithFriends.
func newQuietDriver(t *testing.T, p *e2e.Page) *driver {
	d := newDriver(t, p)
	d.quiet = true
	return d
}

// newQuietDrivers is newDrivers photographing no decision (see newQuietDriver).
func newQuietDrivers(t *testing.T, pages ...*e2e.Page) []*driver {
	ds := newDrivers(t, pages...)
	for _, d := range ds {
		d.quiet = true
	}
	return ds
}

// newDrivers makes drivers for the pages of one race, which photograph each decision (and check it
// with axe-core) once between them, on the first page that reaches it: the dashboard asks every
// seat the same way, and a screenshot of each page at each decision would repeat the same checks.
func newDrivers(t *testing.T, pages ...*e2e.Page) []*driver {
	shot := map[string]bool{}
	var ds []*driver
	for _, p := range pages {
		ds = append(ds, &driver{t: t, p: p, shot: shot})
	}
	return ds
}

// decideJS reads what the dashboard asks and clicks one sensible answer, in one go so the page
// cannot change in between. It returns what it did: "over", "wait" (nothing to click yet), or the
// decision it answered ("play-select" when it only picked cards).
const decideJS = `(() => {
	const q = s => document.querySelector(s);
	const on = s => { const e = q(s); return e && !e.disabled ? e : null; };
	const race = q('[data-testid=race]');
	if (!race) return 'wait';
	if (race.dataset.phase === 'over') return 'over';
	if (q('[data-testid=draft]')) {
		// The Garage draft: select the first card of the market, then take it.
		const take = q('[data-testid=draft-pick]');
		if (!take) return 'wait';
		if (!take.disabled) { take.click(); return 'draft'; }
		// A card shown picked with Take off is a page bug to see, not to click past.
		const card = on('[data-testid^=market-]');
		if (card && card.getAttribute('aria-pressed') !== 'true') { card.click(); return 'draft-select'; }
		return 'wait';
	}
	// A car still out after 80 rounds is in the losing spiral the page warns of (an empty Engine,
	// a hand of Stress, a spin-out a turn): a sensible player takes the advice and retires, which
	// the published rule "every car finishes" would otherwise stretch to hundreds of rounds.
	const yes = on('[data-testid=retire-yes]');
	if (yes) { yes.click(); return 'retire'; }
	const round = parseInt((q('[data-testid=round]')?.textContent || '').replace(/\D+/g, ' ').trim()) || 0;
	const retire = on('[data-testid=retire]');
	if (round >= 80 && retire) { retire.click(); return 'retire-ask'; }
	const dash = q('[data-testid=dashboard]');
	const decision = dash ? (dash.dataset.decision || '') : '';
	switch (decision) {
	case 'shift': {
		// The highest free gear up to 3rd: quick races, and corners that cost Heat.
		const gears = [...document.querySelectorAll('.heat-gear:not(:disabled)')];
		const free = gears.filter(g => g.textContent.includes('free') && parseInt(g.textContent) <= 3);
		const g = free[free.length - 1] || gears[0];
		if (!g) return 'wait';
		g.click();
		return 'shift';
	}
	case 'play': {
		const play = q('[data-testid=play]');
		if (!play) return 'wait';
		const want = parseInt(play.textContent.match(/\d+/)[0]);
		// Cards clicked this round, remembered here: the page shows a pick only after it re-renders.
		const key = q('[data-testid=round]').textContent;
		if (!window.__picked || window.__picked.key !== key) window.__picked = {key, ids: new Set()};
		const mine = window.__picked.ids;
		if (mine.size < want) {
			const free = [...document.querySelectorAll('[data-testid=hand] .heat-card[data-pickable]:not([aria-disabled=true])')].filter(c => !mine.has(c.dataset.testid));
			if (window.__fc) window.__fc.pending = null; // a round whose React was skipped
			// A click runs the page's Go, which may draw the page anew and give a card's element
			// to another control: click only elements that are still pickable cards.
			for (const c of free.slice(0, want - mine.size)) {
				if (!c.isConnected || !c.matches('[data-testid=hand] .heat-card[data-pickable]:not([aria-disabled=true])')) break;
				mine.add(c.dataset.testid);
				c.click();
			}
			return 'play-select';
		}
		if (document.querySelectorAll('.heat-card[aria-pressed=true]').length < want || play.disabled) return 'wait';
		// The forecast of the play picked: its Speed (or range), its lines, a ghost car.
		const fc = window.__fc = window.__fc || {shown: 0, missing: 0, checked: 0, wrong: []};
		const speed = q('[data-testid=speed-count]').textContent;
		const ghosts = window.heatBoard ? window.heatBoard.ghosts() : [];
		// The ghosts are the board's Go: the call lets go-app draw the page, and go-app updates
		// elements in place, so the element found as Play may be React's Boost or Adrenaline now
		// (a Speed one or two above the forecast, and a click nobody meant). Click only Play.
		if (q('[data-testid=play]') !== play || play.disabled) return 'wait';
		const panel = q('[data-testid=forecast]');
		if (panel && panel.dataset.for !== 'play' && panel.dataset.for !== 'shift') {
			fc.odd = (fc.odd || 0) + 1; // the page is between two renders
			return 'wait';
		}
		if (q('[data-testid=forecast] li') && /^\d+(–\d+)?$/.test(speed) && ghosts.length > 0) {
			const m = speed.split('–').map(Number);
			fc.shown++;
			fc.pending = {lo: m[0], hi: m[m.length - 1], discard: 'deck ' + q('[data-testid=deck-count]')?.textContent + ', discard pile ' + q('[data-testid=discard-count]')?.textContent, what: [...document.querySelectorAll('.heat-card[aria-pressed=true]')].map(c => c.getAttribute('aria-label') || c.textContent).join(', ') + ': ' + q('[data-testid=forecast]').textContent};
		} else if ((fc.tries = (fc.tries || 0) + 1) < 80) {
			return 'wait'; // the page may be between two renders: give it two seconds
		} else {
			fc.missing++;
			fc.pending = null;
		}
		fc.tries = 0;
		play.click();
		return 'play';
	}
	case 'brakes': {
		// The first speed of each Brakes not chosen yet, then brake.
		const open = [...document.querySelectorAll('[aria-label^="speed of"]')].find(g => !g.querySelector('[aria-pressed=true]'));
		if (open) { const v = open.querySelector('button:not(:disabled)'); if (!v) return 'wait'; v.click(); return 'brakes-select'; }
		const go = on('[data-testid=brakes-go]');
		if (!go) return 'wait';
		go.click();
		return 'brakes';
	}
	case 'react': {
		// The Speed the reveal gave lies in the range the forecast said: read before any React
		// choice, as Adrenaline or a Boost adds to it. The page may be between two renders: wait
		// for the forecast of React (two seconds at most).
		const fc = window.__fc;
		if (fc && fc.pending && q('[data-testid=forecast]')?.dataset.for !== 'react') {
			if ((fc.reactTries = (fc.reactTries || 0) + 1) < 80) return 'wait';
			fc.missing++;
			fc.pending = null;
		}
		fc && (fc.reactTries = 0);
		if (fc && fc.pending) {
			const got = parseInt(q('[data-testid=speed-count]').textContent);
			// A card the Engine cannot pay is replaced only when React settles it: no range to check.
			if (!/cannot pay/.test(fc.pending.what) && (got < fc.pending.lo || got > fc.pending.hi)) fc.wrong.push(got + ' not in ' + fc.pending.lo + '–' + fc.pending.hi + ' (' + fc.pending.what + '; ' + fc.pending.discard + '; the log, newest first: ' + [...document.querySelectorAll('[data-testid=race-log] li')].slice(0, 12).map(e => e.textContent).join(' | ') + ')');
			fc.checked++;
			fc.pending = null;
		}
		// Cooldown first, then the cards' Heat and Scrap, then every card symbol on offer (Salvage:
		// the first card of the pile).
		const chip = on('[data-testid^=salvage-card-]');
		if (chip && !q('[data-testid^=salvage-card-][aria-pressed=true]')) { chip.click(); return 'react-select'; }
		// The cards' Heat and Scrap are due before Done: after the Cooldown, which may pay the Heat.
		const b = on('[data-testid^=cooldown-]') || on('[data-testid=pay-heat]') || on('[data-testid=scrap]') ||
			on('[data-testid=heat-short]') || on('[data-testid^=reduce-]') || on('[data-testid=accelerate]') ||
			on('[data-testid^=refresh-]') || on('[data-testid=salvage]') || on('[data-testid^=direct-]') || on('[data-testid=react-done]');
		if (!b) return 'wait';
		const symbol = b.classList.contains('heat-symbol-action') || b.dataset.testid === 'salvage';
		b.click();
		return symbol ? 'react-symbol' : 'react';
	}
	case 'slipstream': {
		const b = on('[data-testid=slip-yes]');
		if (!b) return 'wait';
		b.click();
		return 'slipstream';
	}
	case 'discard': {
		const b = on('[data-testid=discard]');
		if (!b) return 'wait';
		b.click();
		return 'discard';
	}
	}
	return 'wait';
})()`

// step makes (or advances) one decision if the page asks for one, and returns what it did.
func (d *driver) step() string {
	if d.quiet {
		return e2e.EvalAs[string](d.p, decideJS)
	}
	if !d.shot["symbols-on-offer"] && e2e.EvalAs[bool](d.p, `!!document.querySelector('.heat-symbol-action:not(:disabled), [data-testid=salvage]')`) {
		d.shot["symbols-on-offer"] = true
		d.p.Screenshot("react-symbols-on-offer")
	}
	did := e2e.EvalAs[string](d.p, decideJS)
	if !passive(did) && !d.shot[did] {
		d.shot[did] = true
		d.p.Screenshot("after-" + did)
	}
	return did
}

// raceToTheEnd makes every decision until the results show.
func (d *driver) raceToTheEnd(limit time.Duration) {
	d.t.Helper()
	deadline := time.Now().Add(limit)
	decisions := 0
	counts := map[string]int{}
	var recent []string
	for {
		if time.Now().After(deadline) {
			path := d.p.Screenshot("stuck")
			dash := d.p.Eval(`(() => { const e = document.querySelector('[data-testid=dashboard]'); return e ? e.outerHTML.slice(0, 3000) : 'no dashboard'; })()`)
			d.t.Fatalf("the race did not end within %s after %d decisions (see %s); last steps: %v\ndashboard: %v", limit, decisions, path, recent, dash)
		}
		did := d.step()
		if len(recent) == 0 || recent[len(recent)-1] != did {
			recent = append(recent, did)
			if len(recent) > 12 {
				recent = recent[1:]
			}
		}
		switch did {
		case "over":
			d.p.WaitVisible(e2e.TestID("results"))
			d.t.Logf("%d decisions clicked: %v", decisions, counts)
			d.checkForecasts(counts["play"])
			return
		case "wait":
			time.Sleep(25 * time.Millisecond)
		default:
			if !passive(did) {
				decisions++
				counts[did]++
			}
		}
	}
}

// checkForecasts: every play the driver made showed its forecast, and the Speed each reveal gave
// was in the forecast's range.
func (d *driver) checkForecasts(plays int) {
	d.t.Helper()
	type forecasts struct {
		Shown, Missing, Checked, Odd int
		Wrong                        []string
	}
	fc := e2e.EvalAs[forecasts](d.p, `window.__fc || {shown: 0, missing: 0, checked: 0, wrong: []}`)
	d.t.Logf("forecasts: %d shown, %d checked against the reveal, %d odd", fc.Shown, fc.Checked, fc.Odd)
	switch {
	case fc.Missing > 0:
		d.t.Errorf("%d of %d plays showed no forecast (Speed, lines and a ghost car)", fc.Missing, fc.Missing+fc.Shown)
	case len(fc.Wrong) > 0:
		d.t.Errorf("the reveal's Speed was outside the forecast: %v", fc.Wrong)
	case plays > 0 && fc.Shown == 0, fc.Shown > 5 && fc.Checked == 0:
		d.t.Errorf("forecasts were not checked: %d plays, %d forecasts shown, %d checked", plays, fc.Shown, fc.Checked)
	}
}

// passive reports whether a step only waited or selected, without committing a decision.
func passive(did string) bool {
	return did == "wait" || did == "over" || strings.HasSuffix(did, "-select")
}

func (d *driver) roundNumber() int {
	var n int
	fmt.Sscanf(d.p.Text(e2e.TestID("round")), "Round %d", &n)
	return n
}
