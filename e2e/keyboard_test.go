package e2e_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"

	"github.com/heatracing/heat/e2e"
)

// focusedJS says what holds the focus: a hand card ("card", "card-picked" or "card-off"), a
// control by its test ID, or "body" when the focus is lost.
const focusedJS = `(() => {
	const a = document.activeElement;
	if (!a || a === document.body) return 'body';
	if (a.closest('[data-testid=hand]')) {
		if (a.getAttribute('aria-pressed') === 'true') return 'card-picked';
		return a.dataset.pickable !== undefined && a.getAttribute('aria-disabled') !== 'true' ? 'card' : 'card-off';
	}
	return a.dataset.testid || a.tagName;
})()`

// A whole turn of Qualifying played with the keyboard alone: the focus lands on each decision in
// turn and shows, and the turn takes fewer than 10 key presses.
func TestKeyboardTurn(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/qualifying")
	setUp(t, p, "", "track-usa", "laps-1")
	p.WaitVisible(e2e.TestID("your-turn"))

	focus := func() string { return e2e.EvalAs[string](p, focusedJS) }
	waitFocus := func(what string, ok func(string) bool) string {
		t.Helper()
		var got string
		for deadline := time.Now().Add(e2e.DefaultTimeout); time.Now().Before(deadline); time.Sleep(40 * time.Millisecond) {
			if got = focus(); ok(got) {
				return got
			}
		}
		p.Screenshot("focus-lost")
		t.Fatalf("the focus is on %q, waiting for %s", got, what)
		return ""
	}
	// The round starts with the focus in the hand, ready to pick; the tab order puts the hand
	// before Play.
	waitFocus("a card of the hand", func(f string) bool { return f == "card" })
	if !e2e.EvalAs[bool](p, `!!(document.querySelector('[data-testid=hand]').compareDocumentPosition(document.querySelector('[data-testid=play]')) & 4)`) {
		t.Error("Play comes before the hand in the tab order")
	}
	p.WaitVisible(e2e.TestID("key-hint"))

	keys := 0
	press := func(k string) { keys++; p.Key(k) }
	round := p.Text(e2e.TestID("round"))

	// 2nd gear, from anywhere on the page.
	press("2")
	p.WaitVisible(`[data-testid=dashboard][data-decision=play] [data-testid=gear-2][aria-pressed=true]`)
	waitFocus("the hand after the shift", func(f string) bool { return f == "card" || f == "card-off" })
	p.Screenshot("keyboard-focus-in-hand")
	if e2e.EvalAs[string](p, `getComputedStyle(document.activeElement).outlineStyle`) == "none" {
		t.Error("the card in focus shows no focus ring")
	}
	// Pick two cards: Space on a card that can be played, the arrow past one that cannot.
	for picked := 0; picked < 2; {
		switch f := focus(); f {
		case "card":
			before := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid=hand] [aria-pressed=true]').length`)
			press(" ")
			want := before + 1
			if !becomes(p, `document.querySelectorAll('[data-testid=hand] [aria-pressed=true]').length === `+fmt.Sprint(want), 10*time.Second) {
				t.Fatalf("Space did not pick the card in focus")
			}
			picked++
		case "card-off", "card-picked":
			from := e2e.EvalAs[string](p, `document.activeElement.dataset.testid`)
			press(kb.ArrowRight)
			if !becomes(p, `document.activeElement.dataset.testid !== '`+from+`'`, 10*time.Second) {
				t.Fatalf("the right arrow did not move along the hand from %s", from)
			}
		default:
			t.Fatalf("while picking, the focus is on %q", f)
		}
		if keys > 12 {
			t.Fatalf("still picking after %d keys", keys)
		}
	}
	// A full play: the focus waits on Play.
	waitFocus("Play", func(f string) bool { return f == "play" })
	p.Screenshot("keyboard-focus-on-play")
	press("\r")
	// Then every decision of the round, each answered by Enter where the focus lands, until the
	// next round's hand.
	for {
		f := waitFocus("the next decision", func(f string) bool {
			return f == "react-done" || f == "pay-heat" || f == "scrap" || f == "heat-short" || f == "slip-yes" || f == "discard" || f == "card" || f == "card-off"
		})
		if f == "card" || f == "card-off" {
			if !becomes(p, `document.querySelector('[data-testid=round]').textContent !== '`+round+`'`, 10*time.Second) {
				t.Fatalf("the focus is back in the hand, still in %s", round)
			}
			break
		}
		press("\r")
		if !becomes(p, `document.activeElement?.dataset?.testid !== '`+f+`' || document.activeElement.disabled`, 10*time.Second) {
			t.Fatalf("Enter on %s changed nothing", f)
		}
		if keys > 20 {
			t.Fatalf("the round is not over after %d keys", keys)
		}
	}
	t.Logf("a whole turn took %d key presses", keys)
	if keys >= 10 {
		t.Errorf("a whole turn took %d key presses, want fewer than 10", keys)
	}
}
