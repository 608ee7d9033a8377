package e2e_test

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"

	"github.com/heatracing/heat/e2e"
)

// hvStepJS does the next thing a simple Havoc Speedway player would and says what it did:
// continue after a stage (the host), turn a dealer-selection card, play the first legal card
// (calling hearts with a Queen) or draw, take the first free lane, place a coin on the form's
// free space, or roll the movement die. It does nothing while others decide.
const hvStepJS = `(() => {
  // A state the test has not photographed yet waits for it (hvShots.take lists the seen ones).
  if (window.hvSeen) { const st = ` + hvState + `; if (st && !window.hvSeen.includes(st)) return 'wait'; }
  if (document.querySelector('[data-testid=results]')) return 'over';
  const q = (s) => document.querySelector(s);
  const cont = q('[data-testid=continue]:not(:disabled)');
  if (cont) { cont.click(); return 'continue'; }
  if (q('[data-testid=stage-results]')) return 'wait';
  const main = q('main[data-testid=game]');
  if (!main) return 'wait';
  switch (main.dataset.decision) {
  case 'pick': { const c = q('.hv-back:not(:disabled)'); if (c) { c.click(); return 'pick'; } break; }
  case 'storm': {
    // Nothing while the player's last action waits for the host (its controls are disabled):
    // a click then is dropped, and the page would never move on.
    const call = q('[data-testid=call-hearts]:not(:disabled)');
    if (call) { call.click(); return 'call'; }
    const c = q('[data-testid^=hand-][data-legal=true]:not([aria-disabled=true])');
    if (c) { c.click(); return q('[data-testid=queen-bubble]') ? 'queen' : 'play'; }
    const s = q('[data-testid=stock]:not(:disabled)');
    if (s) { s.click(); return 'draw'; }
    break;
  }
  case 'lane': { const b = q('[data-testid^=lane-]:not(:disabled)'); if (b) { b.click(); return 'lane'; } break; }
  case 'place': { const b = q('[data-testid=place]:not(:disabled)'); if (b) { b.click(); return 'place'; } break; }
  case 'roll': { const b = q('[data-testid=roll-move]:not(:disabled)'); if (b) { b.click(); return 'roll'; } break; }
  }
  return 'wait';
})()`

// hvSignature changes whenever the page takes in something new.
const hvSignature = `(() => { const m = document.querySelector('main'); return (m?.dataset.events || '') + '/' + (m?.dataset.decision || '') + '/' + !!document.querySelector('[data-testid=stage-results]') + '/' + !!document.querySelector('[data-testid=queen-bubble]') + '/' + !!document.querySelector('[data-testid=results]') })()`

// hvPoll is the pause between two looks at pages that had nothing to do.
const hvPoll = 50 * time.Millisecond

// hvShots are the page states a test screenshots (and checks with axe-core) once each.
type hvShots map[string]bool

// hvState names the page's state for its screenshot, or ” for none worth one.
const hvState = `(() => {
	  const q = (s) => document.querySelector(s);
	  if (q('[data-testid=results]')) return 'results';
	  const pop = q('[data-testid=stage-results]');
	  if (pop) return 'after-' + pop.dataset.ended + (q('[data-testid=continue]') ? '' : '-waiting');
	  if (q('[data-testid=queen-bubble]')) return 'queen';
	  if (q('.hv-toxic')) return 'toxic';
	  const m = q('main[data-testid=game]');
	  // The dealer chosen: the selection holds a moment, the button on the dealer, before the Storm.
	  if (m && m.dataset.stage === 'dealer' && q('[data-testid=dealer-button]')) return 'dealer-chosen';
	  return m && m.dataset.decision ? m.dataset.stage + '-' + m.dataset.decision : '';
	})()`

// take screenshots the page's state if it is one not seen yet: each stage when the player has to
// decide, the dealer selection held once the dealer is chosen, the results popup after each
// stage, the Queen's bubble and the toxic stock. Between steps, step takes them.
func (s hvShots) take(p *e2e.Page, prefix string) {
	// The step script waits on a state not seen yet, which could else move past it between this
	// look and the step (the results popup after the dealer selection was once never seen).
	state := e2e.EvalAs[string](p, `(window.hvSeen = `+s.seen()+`, `+hvState+`)`)
	if state != "" && !s[state] {
		s.shoot(p, prefix, state)
	}
}

// shoot screenshots a state not seen yet and notes it seen.
func (s hvShots) shoot(p *e2e.Page, prefix, state string) {
	s[state] = true
	// The page as it settles: the CSS animations (flips, deals, drops) played out.
	becomes(p, `document.getAnimations().every(a => a.playState !== 'running')`, 5*time.Second)
	p.Screenshot(prefix + state)
	p.Eval(`window.hvSeen = ` + s.seen())
}

// seen lists the states seen, as JSON ([] for none: null would turn the step script's wait off).
func (s hvShots) seen() string {
	seen, _ := json.Marshal(append([]string{}, slices.Collect(maps.Keys(s))...))
	return string(seen)
}

// hvLookAndStep gives the page the states seen, reads its state and hvSignature, and runs
// hvStepJS, which does nothing ("wait") while the state is one not seen yet: one round trip.
const hvLookAndStep = `((seen) => { window.hvSeen = seen; const state = ` + hvState + `; const before = ` + hvSignature +
	`; return {state, before, did: ` + hvStepJS + `}; })`

// step screenshots the page's state if it is one not seen yet ("shot"), or else does one step
// and waits until the page has taken it in. It returns at once when the page has nothing to do
// ("wait"): the caller polls again, after a pause when no page it steps had anything to do.
func (s hvShots) step(t *testing.T, p *e2e.Page) string {
	t.Helper()
	r := e2e.EvalAs[struct{ State, Before, Did string }](p, hvLookAndStep+"("+s.seen()+")")
	if r.State != "" && !s[r.State] { // the step script waited on it
		s.shoot(p, "", r.State)
		return "shot"
	}
	switch r.Did {
	case "over", "wait":
		return r.Did
	}
	p.WaitTrue(hvSignature + ` !== ` + jsString(r.Before)) // fails with the browser's console
	return r.Did
}

// hvPlay steps until the race is over, screenshotting every new state.
func hvPlay(t *testing.T, p *e2e.Page, shots hvShots, until func() bool) {
	t.Helper()
	deadline := time.Now().Add(8 * time.Minute)
	for until == nil || !until() {
		if time.Now().After(deadline) {
			p.Screenshot("stuck")
			t.Fatalf("the race did not move on: %s", p.Text("[data-testid=prompt]"))
		}
		switch shots.step(t, p) {
		case "over":
			return
		case "wait":
			time.Sleep(hvPoll) // polling the page while others decide
		}
	}
}

// A whole 1-lap race against three bots, offline: the setup from the home page, the dealer
// selection, the Storm, the lane selection, the coins and the race, with the results popup after
// every stage, to the winner; every stage is screenshotted at 1366×768 and checked by axe-core.
func TestHavocSoloAgainstThreeBotsOffline(t *testing.T) {
	t.Parallel()
	p, rules := offlineSetupAndRules(t, "havoc", "Havoc Speedway",
		"Rival draws 2 cards for the toxic 7s", "Rival's +3 coin")
	for _, topic := range []string{"Toxic 7", "Queen's call", "Ace's skip", "Tow to pit"} {
		if !strings.Contains(rules, topic) {
			t.Errorf("How to play does not explain %s", topic)
		}
	}
	p.Click(e2e.TestID("bots-3"))
	p.Click(e2e.TestID("laps-1"))
	p.Click(e2e.TestID("cards-3"))
	p.Click(e2e.TestID("dice-2"))  // a shorter race: two dice
	p.Click(e2e.TestID("coins-3")) // every player but the Storm's last places coins
	p.WaitVisible(e2e.TestID("duration"))
	p.Screenshot("setup")

	p.Click(e2e.TestID("start"))
	p.WaitVisible(e2e.TestID("layout"))
	if n := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid=layout] [data-testid^=slot-]').length`); n != 18 {
		t.Errorf("the dealer selection lays out %v cards, want 18", n)
	}
	if n := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid^=seat-]').length`); n != 4 {
		t.Errorf("%v player cards, want 4", n)
	}
	shots := hvShots{}
	// To the first Storm turn with a legal card that is no Queen, played with the keyboard: the
	// arrow keys move along the hand, Enter plays.
	hvPlay(t, p, shots, func() bool {
		return e2e.EvalAs[bool](p, `document.querySelector('main')?.dataset.decision === 'storm' && !document.querySelector('[data-testid=stage-results]') && [...document.querySelectorAll('[data-testid^=hand-][data-legal=true]:not([aria-disabled=true])')].some(b => !b.textContent.startsWith('Q'))`)
	})
	// The Storm's "?" explains the special cards.
	p.Click(`[data-testid=explain][data-about="the special cards"] button`)
	p.WaitVisible(`[data-testid=explain][data-about="the special cards"] :popover-open`)
	if got := e2e.EvalAs[string](p, `document.querySelector('[data-testid=explain][data-about="the special cards"] [popover]').textContent`); !strings.Contains(got, "Toxic 7") || !strings.Contains(got, "Queen") || !strings.Contains(got, "Ace") {
		t.Errorf("the Storm's help reads %q", got)
	}
	p.Screenshot("storm-help")
	p.Key(kb.Escape)
	p.WaitGone(`:popover-open`)
	idx := int(e2e.EvalAs[float64](p, `[...document.querySelectorAll('[data-testid=hand] button')].findIndex(b => b.dataset.legal === 'true' && !b.textContent.startsWith('Q'))`))
	p.Eval(`document.getElementById('hv-hand-0').focus()`)
	for range idx {
		p.Press(":focus", kb.ArrowRight)
	}
	if !becomes(p, `document.activeElement?.id === 'hv-hand-`+jsInt(idx)+`'`, 5*time.Second) {
		t.Fatal("the arrow keys do not move along the hand")
	}
	before := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid=hand] button').length`)
	p.Press(":focus", kb.Enter)
	if !becomes(p, `document.querySelectorAll('[data-testid=hand] button').length < `+jsInt(int(before)), 10*time.Second) {
		t.Fatal("Enter on a legal card did not play it")
	}
	hvPlaceOnTheBoard(t, p, shots, false)
	hvPlay(t, p, shots, nil)
	p.WaitVisible(e2e.TestID("verdict"))
	if got := strings.ToLower(p.Text(e2e.TestID("verdict"))); !strings.Contains(got, "win") {
		t.Errorf("the end reads %q", got)
	}
	if n := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid^=rank-]').length`); n != 4 {
		t.Errorf("the standings list %v players, want 4", n)
	}
	shots.take(p, "")
	replayMatches(t, p, "havoc", e2e.TestID("verdict"), p.Text(e2e.TestID("verdict")))
	for _, want := range []string{"dealer-pick", "storm-storm", "lanes-lane", "race-roll", "after-dealer", "after-storm", "after-race", "results"} {
		if !shots[want] {
			t.Errorf("the race never showed %s", want)
		}
	}
	t.Logf("states seen: %v", shots)
}
