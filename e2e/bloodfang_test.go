package e2e_test

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp/kb"

	"github.com/heatracing/heat/e2e"
)

// bfStepJS does the next thing a simple player would in Blood Fang and says what it did: keep
// the opening hand, place a lit tile's card, pick the first playable card, or pass (always once
// plays is false); a pass that ends the game asks first ("warned"), and the next step confirms it. It does nothing while the game waits for the other player.
const bfStepJS = `((plays) => {
  if (document.querySelector('[data-testid=results]')) return 'over';
  const keep = document.querySelector('[data-testid=mulligan]:not(:disabled)');
  if (keep) { keep.click(); return 'kept'; }
  if (document.querySelector('[data-testid=prompt]')?.textContent !== 'Your turn') return 'wait';
  if (document.querySelector('[data-testid=pass]:disabled')) return 'wait';
  const end = document.querySelector('[data-testid=pass-end]:not(:disabled)');
  if (end) { end.click(); return 'passed'; }
  const tile = document.querySelector('[data-testid^=tile-][data-legal=true]');
  if (tile && plays) { tile.click(); return 'placed'; }
  const card = document.querySelector('[data-testid^=hand-][data-playable=true]:not([aria-pressed=true])');
  if (card && plays) { card.click(); return 'picked'; }
  const pass = document.querySelector('[data-testid=pass]:not(:disabled)');
  if (pass) { pass.click(); return document.querySelector('[data-testid=prompt-detail]')?.textContent.includes('if you pass too') ? 'warned' : 'passed'; }
  return 'wait';
})`

// bfStep does one step (see bfStepJS) and waits until the page has taken it in.
func bfStep(t *testing.T, p *e2e.Page, plays bool) string {
	t.Helper()
	before := e2e.EvalAs[string](p, `document.querySelector('main')?.dataset.phase + '/' + (document.querySelector('[data-testid=turn]')?.textContent || '') + '/' + document.querySelectorAll('[data-testid^=tile-] .bf-unit').length + '/' + !!document.querySelector('.bf-legal')`)
	did := e2e.EvalAs[string](p, bfStepJS+"("+map[bool]string{true: "true", false: "false"}[plays]+")")
	if did == "warned" {
		p.WaitVisible(e2e.TestID("pass-warning"))
		return did
	}
	if did == "over" || did == "wait" {
		if did == "wait" {
			time.Sleep(100 * time.Millisecond) // polling the page while the other player decides
		}
		return did
	}
	// The page changes once the click is taken in (a lit tile, a new turn, a card placed).
	becomes(p, `(document.querySelector('main')?.dataset.phase + '/' + (document.querySelector('[data-testid=turn]')?.textContent || '') + '/' + document.querySelectorAll('[data-testid^=tile-] .bf-unit').length + '/' + !!document.querySelector('.bf-legal')) !== `+jsString(before), 10*time.Second)
	return did
}

// bfPlayUntil steps until done says stop or the game is over; plays stops after a few placements.
func bfPlayUntil(t *testing.T, p *e2e.Page, placements int, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(4 * time.Minute)
	placed := 0
	for !done() {
		if time.Now().After(deadline) {
			p.Screenshot("stuck")
			t.Fatalf("the game did not move on: %s", p.Text(e2e.TestID("banner")))
		}
		start := time.Now()
		did := bfStep(t, p, placed < placements)
		if d := time.Since(start); d > 3*time.Second {
			t.Logf("%s took %v", did, d.Round(time.Millisecond))
		}
		switch did {
		case "placed":
			placed++
		case "over":
			return
		}
	}
}

// bfWaitPrompt waits until the banner's heading reads want (in the page's words, before the
// style puts it in capitals).
func bfWaitPrompt(t *testing.T, p *e2e.Page, want string) {
	t.Helper()
	if !becomes(p, `document.querySelector('[data-testid=prompt]')?.textContent === `+jsString(want), 60*time.Second) {
		p.Screenshot("no-prompt")
		t.Fatalf("the banner never read %q: %s", want, p.Text(e2e.TestID("banner")))
	}
}

func over(p *e2e.Page) func() bool {
	return func() bool { return e2e.EvalAs[bool](p, `!!document.querySelector('[data-testid=results]')`) }
}

// A whole game against the AI, offline: the setup from the home page, the mulligan, cards placed
// on lit tiles with their preview, the AI's replies, then passes to the end screen with each
// lane's powers; the board fits a 1366×768 window and a phone's.
func TestBloodFangAgainstTheAIOffline(t *testing.T) {
	t.Parallel()
	p, rules := offlineSetupAndRules(t, "bloodfang", "Blood Fang",
		"You captures lane 2, tile 3", "Rival's Scout on lane 2, tile 3 is destroyed")
	if !strings.Contains(rules, "replacement") || !strings.Contains(rules, "pass") {
		t.Errorf("How to play does not explain the R cards and passing: %q", rules)
	}
	p.Click(e2e.TestID("level-easy"))
	p.WaitText(e2e.TestID("level-help"), "Easy")
	p.Click(e2e.TestID("first-1"))
	p.Screenshot("setup")
	p.Click(e2e.TestID("start"))
	p.WaitVisible(e2e.TestID("mulligan"))
	bfWaitPrompt(t, p, "Your opening hand")
	p.Screenshot("mulligan")
	// The "?" beside the hand explains a card's rank and the R badge.
	p.Click(`[data-testid=explain][data-about="ranks and R"] button`)
	p.WaitVisible(`[data-testid=explain][data-about="ranks and R"] :popover-open`)
	if got := e2e.EvalAs[string](p, `document.querySelector('[data-testid=explain][data-about="ranks and R"] [popover]').textContent`); !strings.Contains(got, "R is a replacement") {
		t.Errorf("the ranks' help reads %q", got)
	}
	p.Screenshot("ranks-help")
	p.Key(kb.Escape)
	p.WaitGone(`:popover-open`)

	// Two of the player's plays, then a card picked and a tile aimed: the lit tiles and the
	// preview of what the card will do. (A turn whose hand needs more pawns than any tile holds
	// has only Pass: the player passes until a card can be played, or the game ends.)
	bfPlayUntil(t, p, 2, func() bool {
		return e2e.EvalAs[bool](p, `document.querySelectorAll('[data-testid^=tile-] .bf-unit').length >= 3 && document.querySelector('[data-testid=prompt]')?.textContent === 'Your turn' && !!document.querySelector('[data-testid^=hand-][data-playable=true]')`)
	})
	if !over(p)() {
		p.Click(`[data-testid^=hand-][data-playable=true]`)
		p.WaitVisible(`[data-testid^=tile-][data-legal=true]`)
		p.WaitText(e2e.TestID("prompt-detail"), "lane")
		detail := p.Text(e2e.TestID("prompt-detail"))
		if !strings.Contains(detail, "on lane") || !strings.Contains(detail, "you") {
			t.Errorf("a picked card does not say what it will do: %q", detail)
		}
		if bottom := e2e.EvalAs[float64](p, `document.querySelector('[data-testid=hand]').getBoundingClientRect().bottom`); bottom > 768 {
			t.Errorf("at 1366×768 the hand ends at %v px: the player has to scroll", bottom)
		}
		p.Screenshot("board-midgame")
		p.Viewport(390, 844)
		if w := e2e.EvalAs[float64](p, `document.documentElement.scrollWidth`); w > 390 {
			t.Errorf("on a 390 px phone the page is %v px wide", w)
		}
		p.Screenshot("board-phone")
		p.Viewport(1366, 768)
	}

	bfPlayUntil(t, p, 4, over(p))
	p.WaitVisible(e2e.TestID("lanes-table"))
	if got := strings.ToLower(p.Text(e2e.TestID("verdict"))); !strings.Contains(got, "win") && !strings.Contains(got, "draw") {
		t.Errorf("the end screen's verdict reads %q", got)
	}
	if n := e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid^=result-lane-]').length`); n != 3 {
		t.Errorf("the end screen breaks down %v lanes, want 3", n)
	}
	p.Screenshot("end-screen")
	final := p.Text(e2e.TestID("lanes-table"))
	p.Click(e2e.TestID("again"))
	p.WaitVisible(e2e.TestID("mulligan"))
	// The game just finished, from My games in the viewer, offline.
	replayMatches(t, p, "bloodfang", e2e.TestID("lanes-table"), final)
}

// A turn played with the keyboard alone: the focus lands on the hand, the arrows move over it,
// Enter picks a card and the focus moves to a lit tile, the arrows move over the board, Enter
// places the card.
func TestBloodFangKeyboardTurn(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Viewport(1366, 768)
	p.Open("/bloodfang/solo")
	p.WaitVisible(e2e.TestID("setup"))
	p.Click(e2e.TestID("first-1"))
	p.Click(e2e.TestID("start"))
	p.WaitVisible(e2e.TestID("mulligan"))
	p.Press(e2e.TestID("mulligan"), kb.Enter)
	bfWaitPrompt(t, p, "Your turn")
	if !becomes(p, `document.activeElement?.id === 'bf-hand-0'`, 10*time.Second) {
		t.Fatalf("the focus is not on the hand when the turn comes: %v", p.Eval(`document.activeElement?.outerHTML.slice(0, 120)`))
	}
	p.Press(":focus", kb.ArrowRight)
	if !becomes(p, `document.activeElement?.id === 'bf-hand-1'`, 5*time.Second) {
		t.Fatal("the right arrow does not move over the hand")
	}
	p.Press(":focus", kb.ArrowLeft)
	becomes(p, `document.activeElement?.id === 'bf-hand-0'`, 5*time.Second)
	// The deal is random, and a hand may need more pawns than any tile holds: the player passes
	// until a card can be played, as bfPlayUntil does, and the next turn's focus is on the hand.
	const playable = `!!document.querySelector('[data-testid^=hand-][data-playable=true]')`
	if !e2e.EvalAs[bool](p, playable) {
		bfPlayUntil(t, p, 0, func() bool {
			return e2e.EvalAs[bool](p, `document.querySelector('[data-testid=prompt]')?.textContent === 'Your turn' && `+playable)
		})
		if over(p)() {
			t.Fatal("the game ended before the player held a card they could play")
		}
		if !becomes(p, `document.activeElement?.id === 'bf-hand-0'`, 10*time.Second) {
			t.Fatalf("the focus is not on the hand when a later turn comes: %v", p.Eval(`document.activeElement?.outerHTML.slice(0, 120)`))
		}
	}
	// Move to the first playable card and pick it.
	idx := int(e2e.EvalAs[float64](p, `+document.querySelector('[data-testid^=hand-][data-playable=true]').dataset.index`))
	for range idx {
		p.Press(":focus", kb.ArrowRight)
	}
	if !becomes(p, `document.activeElement?.dataset.playable === 'true'`, 5*time.Second) {
		t.Fatal("the arrows did not reach the playable card")
	}
	p.Press(":focus", kb.Enter)
	if !becomes(p, `document.activeElement?.dataset.legal === 'true'`, 5*time.Second) {
		t.Fatalf("after a card is picked the focus is not on a lit tile: %v", p.Eval(`document.activeElement?.outerHTML.slice(0, 160)`))
	}
	p.WaitText(e2e.TestID("prompt-detail"), "lane")
	p.Screenshot("keyboard-aim")
	p.Press(":focus", kb.Enter)
	p.WaitVisible(`[data-testid^=tile-] .bf-unit`)
	if !becomes(p, `document.querySelector('[data-testid=turn]')?.textContent !== 'Turn 1'`, 30*time.Second) {
		t.Fatal("the card placed with the keyboard did not end the turn")
	}
}
