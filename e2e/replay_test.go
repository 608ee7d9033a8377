package e2e_test

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
	"github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/titles/replay"
)

// replayMatches opens the game the page just finished from My games in the replay viewer, checks
// that it verifies, steps a move and a round, then goes to the end: the game's own page there
// shows sel as the results page showed it (want).
func replayMatches(t *testing.T, p *e2e.Page, game, sel, want string) {
	t.Helper()
	p.Navigate("/games")
	p.WaitAppStarted()
	p.WaitVisible(`[data-testid=mygame][data-game=` + game + `]`)
	// My games keeps each file compressed by the browser: its first deflate block is not a
	// stored one, which is what a page without a compressor would keep.
	if !e2e.EvalAs[bool](p, keptCompressed) {
		t.Error("My games kept a game uncompressed: the browser's compressor was not used")
	}
	p.Screenshot("my-games")
	p.Click(`[data-testid=mygame][data-game=` + game + `] [data-testid=mygame-open]`)
	// My games runs in the home page's wasm, which has no game: the viewer opens as a new
	// document, in every game's.
	runs(p, "/web/app.wasm")
	p.WaitVisible(e2e.TestID("replay-verdict"))
	if got := p.Text(e2e.TestID("replay-verdict")); !strings.HasPrefix(got, "Verified") {
		t.Errorf("the viewer's verdict on the game just played: %q", got)
	}
	p.WaitText(e2e.TestID("replay-pos"), "Move 0 of")
	p.Click(e2e.TestID("replay-next"))
	p.WaitText(e2e.TestID("replay-pos"), "Move 1 of")
	p.Click(e2e.TestID("replay-round-next"))
	if !becomes(p, `!document.querySelector('[data-testid=replay-pos]').textContent.startsWith('Move 1 of')`, 20*time.Second) {
		t.Error("a round on did not move the replay")
	}
	p.Click(e2e.TestID("replay-end"))
	if !becomes(p, `document.querySelector('[data-testid=replay-view] `+sel+`')?.innerText === `+jsString(want), 30*time.Second) {
		p.Screenshot("replay-end")
		t.Fatalf("at the end the replay shows %q, the results page showed %q", p.Text(`[data-testid=replay-view] `+sel), want)
	}
	p.Screenshot("replay-end")
}

// runs waits until the page runs wasm: the new document a link opened in another wasm.
func runs(p *e2e.Page, wasm string) {
	p.WaitAcrossNavigation(e2e.RunsJS(wasm))
	p.WaitAppStarted()
}

// keptCompressed says whether every game My games holds is compressed (zlib, a first block of
// fixed or dynamic Huffman codes).
const keptCompressed = `(() => {
	const keys = Object.keys(localStorage).filter(k => k.startsWith('parlor.game.'));
	return keys.length > 0 && keys.every(k => {
		const v = localStorage.getItem(k);
		const b = atob(v.slice(3, 7).replace(/-/g, '+').replace(/_/g, '/'));
		return v.startsWith('g1.') && b.charCodeAt(0) === 0x78 && ((b.charCodeAt(2) >> 1) & 3) !== 0;
	});
})()`

// A game's link opens in another browser page with the network cut and says "Verified"; a
// changed link says what is wrong; today's challenge deals the same game in two pages, and
// opened on its own runs in the game's own wasm.
func TestSharedLinkAndDailyChallenge(t *testing.T) {
	t.Parallel()
	games.Register()
	file, err := replay.Play("bloodfang", nil, 2, 11, 5000)
	if err != nil {
		t.Fatal(err)
	}
	frag, err := file.Fragment()
	if err != nil {
		t.Fatal(err)
	}
	h := e2e.Start(t)
	p := h.NewPage(t)
	q := h.NewNamedPage(t, "second")

	// Today's challenge: the same opening hand in both pages.
	p.Open("/daily")
	p.WaitVisible(e2e.TestID("daily-bloodfang"))
	if got := e2e.EvalAs[string](p, `window.heatWasm`); got != "/web/home.wasm" {
		t.Errorf("today's challenges run %q, want the home page's wasm, which has no game", got)
	}
	p.Click(e2e.TestID("daily-play-bloodfang"))
	runs(p, "/web/bloodfang.wasm")
	q.Open("/daily/bloodfang")
	hand := `[...document.querySelectorAll('[data-testid=hand] [data-testid^=hand-]')].map(b => b.textContent).join('|')`
	for _, x := range []*e2e.Page{p, q} {
		x.WaitVisible(e2e.TestID("mulligan"))
		x.WaitTrue(hand + ` !== ''`)
	}
	if a, b := e2e.EvalAs[string](p, hand), e2e.EvalAs[string](q, hand); a != b {
		t.Errorf("today's challenge deals %q in one page and %q in the other", a, b)
	}
	// Opened on its own too, the challenge runs in the game's own wasm.
	if got := e2e.EvalAs[string](q, `window.heatWasm`); got != "/web/bloodfang.wasm" {
		t.Errorf("the challenge opened on its own runs %q, want the game's own wasm", got)
	}
	p.Screenshot("daily")

	// A changed link: the viewer says what is wrong.
	bad := []byte(frag)
	bad[len(bad)/2] = map[bool]byte{true: 'B', false: 'A'}[bad[len(bad)/2] == 'A']
	p.Open("/replay#" + string(bad))
	p.WaitVisible(e2e.TestID("replay-error"))
	if got := p.Text(e2e.TestID("replay-error")); !strings.Contains(got, "changed") {
		t.Errorf("a changed link reads %q", got)
	}
	p.Screenshot("changed-link")

	// The good link, in the second page once the network is cut.
	p.Open("/replay#" + frag)
	p.WaitText(e2e.TestID("replay-verdict"), "Verified")
	link := e2e.EvalAs[string](p, `document.querySelector('[data-testid=replay-link]').value`)
	if !strings.Contains(link, "/replay#g1.") {
		t.Fatalf("the viewer's link is %q", link)
	}
	q.WaitOfflineReady()
	h.StopServer(t)
	q.Offline(true)
	q.Navigate(strings.TrimPrefix(link, h.URL))
	q.WaitAppStarted()
	q.WaitText(e2e.TestID("replay-verdict"), "Verified")
	q.Click(e2e.TestID("replay-end"))
	q.WaitVisible(`[data-testid=replay-view] [data-testid=results]`)
	q.Screenshot("shared-offline")
}

// A puzzle from the home page, solved: the one winning play, then a pass.
func TestPuzzleSolved(t *testing.T) {
	t.Parallel()
	// The winning play, found with the rules: the AI has no card, so a play then two passes end
	// the game.
	pz := bloodfang.Puzzles[0]
	g, err := bloodfang.ParsePosition(pz.Position, 1)
	if err != nil {
		t.Fatal(err)
	}
	var win *bloodfang.Action
	for _, a := range g.Options(nil, 0) {
		c := g.Clone()
		if c.Apply(0, a) != nil || c.Apply(1, bloodfang.Action{Type: bloodfang.ActPass}) != nil || c.Apply(0, bloodfang.Action{Type: bloodfang.ActPass}) != nil {
			continue
		}
		if a.Type == bloodfang.ActPlay && c.Winner() == 0 {
			win = &a
			break
		}
	}
	if win == nil {
		t.Fatal("the first puzzle has no winning play")
	}
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/")
	p.Click(e2e.TestID("home-puzzles"))
	// The puzzles' list runs in the home page's wasm; a puzzle, in its game's own, as a new
	// document.
	p.WaitTrue(`location.pathname === "/puzzles"`)
	p.Click(e2e.TestID("puzzle-" + pz.ID))
	runs(p, "/web/bloodfang.wasm")
	p.WaitVisible(`[data-testid=hand-` + strconv.Itoa(win.Card) + `]`)
	p.Screenshot("puzzle")
	p.Click(`[data-testid=hand-` + strconv.Itoa(win.Card) + `]`)
	p.Click(`[data-testid=tile-` + strconv.Itoa(win.At.Row) + `-` + strconv.Itoa(win.At.Col) + `]`)
	p.WaitVisible(`[data-testid=pass]:not(:disabled)`)
	p.Click(e2e.TestID("pass"))
	// The AI passed before: the page asks first, saying how the game would end.
	p.WaitText(e2e.TestID("pass-outcome"), "win")
	p.Click(e2e.TestID("pass-end"))
	p.WaitText(e2e.TestID("puzzle-state"), "Solved")
	p.Screenshot("puzzle-solved")
	p.Click(`[data-testid=puzzle] a[href="/puzzles"]`)
	runs(p, "/web/home.wasm")
	p.WaitTrue(`document.querySelector('[data-testid=puzzle-` + pz.ID + `]').textContent.includes('✓ solved')`)
}
