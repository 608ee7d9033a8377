package e2e_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
	"github.com/heatracing/heat/titles"
)

// The games in the two engines other than Chromium that players open them in: Gecko (Firefox) and
// WebKit (Safari's engine). Each engine is one browser for the whole run (for WebKit, one X server
// and a WebKitWebDriver for each page open at once), started by the first case that needs it
// (e2e.SharedEngine) and stopped by TestMain; every case opens pages with fresh profiles in it.
// Each case is a test of its own, run side by side with the Chromium tests, so that the long ones
// do not queue up at the end of the run as subtests of one test would. `make test` runs these with
// the Chromium suite; alone:
//
//	go test -parallel 4 ./e2e/ -run '^Test(Firefox|WebKit)'
//
// (-parallel 4: the cases mostly wait on the browsers' answers, and four at a time keep two cores
// busy.)

// firefox is the run's Firefox, started at the first call.
func firefox(t *testing.T) *e2e.Engine { return sharedEngine(t, "firefox", e2e.StartFirefox) }

// webkit is the run's WebKit, started at the first call.
func webkit(t *testing.T) *e2e.Engine { return sharedEngine(t, "webkit", e2e.StartWebKit) }

func sharedEngine(t *testing.T, name string, start func() (*e2e.Engine, error)) *e2e.Engine {
	t.Helper()
	e, err := e2e.SharedEngine(name, start)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// The three games played through in Firefox and in WebKit, by mouse and keyboard, Blood Fang with
// the server gone; friends' races between Chromium and Firefox, both ways; and what a room link
// says in a WebKit without WebRTC.

func TestFirefoxHeatQualifying(t *testing.T) { t.Parallel(); engineQualifying(t, firefox(t)) }

func TestWebKitHeatQualifying(t *testing.T) { t.Parallel(); engineQualifying(t, webkit(t)) }

func TestFirefoxFriendsWithChromium(t *testing.T) { t.Parallel(); friendsWithChromium(t, firefox(t)) }

func TestWebKitHavoc(t *testing.T) { t.Parallel(); engineHavoc(t, webkit(t)) }

func TestFirefoxHavoc(t *testing.T) { t.Parallel(); engineHavoc(t, firefox(t)) }

func TestWebKitBloodFangOffline(t *testing.T) { t.Parallel(); engineBloodFangOffline(t, webkit(t)) }

func TestFirefoxBloodFangOffline(t *testing.T) { t.Parallel(); engineBloodFangOffline(t, firefox(t)) }

func TestWebKitWithoutWebRTC(t *testing.T) { t.Parallel(); webkitWithoutWebRTC(t, webkit(t)) }

// The sizes every game is photographed at (and checked by axe-core): a laptop and a tablet.
var engineSizes = [][2]int{{1366, 768}, {768, 1024}}

// shootSizes photographs the page at each size, then goes back to the laptop's. Nothing may be
// wider than the window.
func shootSizes(t *testing.T, p *e2e.Tab, name string) {
	t.Helper()
	for _, s := range engineSizes {
		p.Viewport(s[0], s[1])
		if w := e2e.TabEval[float64](p, `document.documentElement.scrollWidth`); w > float64(s[0]) {
			t.Errorf("%s at %d×%d: the page is %v px wide", name, s[0], s[1], w)
		}
		p.Screenshot(fmt.Sprintf("%s-%dx%d", name, s[0], s[1]))
	}
	p.Viewport(engineSizes[0][0], engineSizes[0][1])
}

// markClicks runs a step script of the Chromium tests (decideJS, bfStepJS, hvStepJS) with its
// element.click() calls noted instead of made: the elements it would click get
// data-e2e-click="0", "1"…, for the test to click them with the real mouse or keyboard. The
// first of them is readied for its click in the same round trip (prepareClick, the last %s):
// each round trip to WebKit's driver is slow.
const markClicks = `(() => {
  document.querySelectorAll('[data-e2e-click]').forEach(e => e.removeAttribute('data-e2e-click'));
  %s;
  const click = HTMLElement.prototype.click;
  let n = 0, did;
  HTMLElement.prototype.click = function () { this.setAttribute('data-e2e-click', String(n++)); };
  try { did = %s; } finally { HTMLElement.prototype.click = click; }
  return {did, n, at: n > 0 ? %s : null};
})()`

// heatPicked makes decideJS's memory of the cards it picked this round the cards the page shows
// picked: a real click lands a moment after the script runs, or not at all when the page
// re-rendered under it, and the next step picks again what is missing.
const heatPicked = `window.__picked = {key: document.querySelector('[data-testid=round]')?.textContent,
  ids: new Set([...document.querySelectorAll('[data-testid=hand] .heat-card[aria-pressed=true]')].map(c => c.dataset.testid))}`

// tabPlayer plays a game in a Tab with the step scripts of the Chromium tests, making each click
// with the mouse or, every third that is no toggle, with the keyboard (the focus on the button,
// then Enter).
type tabPlayer struct {
	t       *testing.T
	p       *e2e.Tab
	step    string // the step script, an expression
	prelude string // a statement run before each step
	clicks  int
	keys    int
	decided map[string]int
	why     string // why the last click could not be made
}

func newTabPlayer(t *testing.T, p *e2e.Tab, step string) *tabPlayer {
	prelude := "0"
	if step == decideJS {
		prelude = heatPicked
	}
	return &tabPlayer{t: t, p: p, step: step, prelude: prelude, decided: map[string]int{}}
}

// prepareClick readies the click of a marked element in one round trip: with the keyboard (true)
// it takes the focus, else it finds the mouse's point (e2e.TargetJS); either way it says what the
// element's aria-pressed was, for a toggle's new state to be awaited. Toggles (cards, options)
// take the mouse: a page's own keys may give Space and Enter other meanings there (the race page:
// Space picks the card in focus, Enter plays), which the Chromium suite tests.
const prepareClick = `((sel, key) => {
  const e = document.querySelector(sel);
  if (!e) return {gone: true};
  const pressed = e.getAttribute('aria-pressed');
  if (key && pressed === null) { e.focus(); if (document.activeElement === e) return {focused: true, pressed}; }
  return Object.assign((` + e2e.TargetJS + `)(sel), {pressed});
})(%s, %v)`

type prepared struct {
	Gone, Focused bool
	X, Y          *float64
	Pressed       *string
	Why           string
}

// do takes one step and returns what the step script said it did.
func (tp *tabPlayer) do() string {
	tp.t.Helper()
	type marked struct {
		Did string
		N   int
		At  *prepared // the first click's, readied with the step
	}
	clickSel := func(i int) string { return fmt.Sprintf(`[data-e2e-click=%q]`, fmt.Sprint(i)) }
	key := (tp.clicks+tp.keys)%3 == 2
	r := e2e.TabEval[marked](tp.p, fmt.Sprintf(markClicks, tp.prelude, tp.step, fmt.Sprintf(prepareClick, jsString(clickSel(0)), key)))
	for i := range r.N {
		sel := clickSel(i)
		key := (tp.clicks+tp.keys)%3 == 2
		var at prepared
		if i == 0 && r.At != nil {
			at = *r.At
		} else {
			at = e2e.TabEval[prepared](tp.p, fmt.Sprintf(prepareClick, jsString(sel), key))
		}
		switch {
		case at.Focused:
			tp.p.Key(e2e.KeyEnter)
			tp.keys++
		case at.X != nil && at.Y != nil:
			tp.p.ClickAt(*at.X, *at.Y)
			tp.clicks++
		default:
			tp.why = at.Why
			return "wait" // gone, covered or disabled: the next step sees the page anew
		}
		if at.Pressed != nil { // a toggle (a card, an option) shows its new state before the next click
			tp.p.Becomes(fmt.Sprintf(`document.querySelector(%s)?.getAttribute('aria-pressed') !== %s`, jsString(sel), jsString(*at.Pressed)), 3*time.Second)
		}
	}
	if r.N > 0 {
		tp.decided[r.Did]++
	}
	return r.Did
}

// until steps until the step script says "over" (true) or done holds (false), within limit.
func (tp *tabPlayer) until(limit time.Duration, done func() bool) bool {
	tp.t.Helper()
	deadline := time.Now().Add(limit)
	for done == nil || !done() {
		if time.Now().After(deadline) {
			path := tp.p.Screenshot("stuck")
			controls := tp.p.Eval(`[...document.querySelectorAll('main button')].filter(b => b.offsetParent).map(b => (b.dataset.testid || b.textContent.trim().slice(0, 12)) + (b.disabled ? ' disabled' : '') + (b.getAttribute('aria-disabled') === 'true' ? ' aria-disabled' : '') + (b.getAttribute('aria-pressed') === 'true' ? ' pressed' : '')).join(', ')`)
			tp.t.Fatalf("the game did not move on within %s (see %s); decisions: %v; the last click not made: %q; the page's buttons: %v", limit, path, tp.decided, tp.why, controls)
		}
		if did := tp.do(); did == "over" {
			return true
		} else if did == "wait" {
			time.Sleep(50 * time.Millisecond)
		}
	}
	return false
}

// openFresh opens the home page in a new page of e, and checks the game's title there.
func openFresh(t *testing.T, h *e2e.Harness, e *e2e.Engine, game string) *e2e.Tab {
	t.Helper()
	p := h.NewTab(t, e, "player")
	p.Viewport(engineSizes[0][0], engineSizes[0][1])
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	if got := p.Text(e2e.TestID("title")); !strings.EqualFold(got, "Parlor") {
		t.Errorf("the home page's title reads %q, want the platform's name", got)
	}
	if e2e.TabEval[bool](p, `localStorage.length > 0 && !!localStorage.getItem('heat.app.profile')`) {
		t.Error("a fresh profile already holds a player's profile")
	}
	p.WaitVisible(e2e.TestID("game-" + game))
	if entry, ok := titles.Find(game); !ok || !strings.Contains(strings.ToLower(p.Text(e2e.TestID("game-"+game))), strings.ToLower(entry.Name)) {
		t.Errorf("the home page's card for %s does not show the game's name", game)
	}
	return p
}

// pressOption chooses a setup's option with the keyboard (the focus on it, then Enter) until it
// shows chosen: the click on the option before re-renders the setup, which may take the focus
// away from the option between the two, and Enter then lands nowhere.
func pressOption(t *testing.T, p *e2e.Tab, id string) {
	t.Helper()
	chosen := fmt.Sprintf(`document.querySelector('[data-testid=%s]')?.getAttribute('aria-pressed') === 'true'`, id)
	deadline := time.Now().Add(e2e.DefaultTimeout)
	for {
		p.Press(e2e.TestID(id), e2e.KeyEnter)
		if p.Becomes(chosen, 3*time.Second) {
			return
		}
		if time.Now().After(deadline) {
			p.Screenshot("stuck")
			t.Fatalf("the option %s did not take the keyboard's Enter", id)
		}
	}
}

// waitHeading waits until the page's heading (h1) names want, as written (innerText would give it
// in the capitals of the page's style).
func waitHeading(p *e2e.Tab, want string) {
	p.WaitTrue(fmt.Sprintf(`(document.querySelector('h1')?.textContent || '').includes(%s)`, jsString(want)))
}

// handBackRound is the round from which the page's autopilot (heat.debug.autopilot) drives the
// rest of a lap played by mouse and keyboard in engineQualifying: by then every kind of decision
// (shift, cards picked and played, react, discard) has been clicked in two rounds, by the mouse
// and some by the keyboard (the test checks that both were used). The later rounds ask the same
// again, and each click of WebKit's driver is slow.
const handBackRound = 3

// Heat: one lap of USA in Qualifying, from the home page to the results, the first rounds played
// by mouse and keyboard, the rest of the lap by the page's autopilot.
func engineQualifying(t *testing.T, e *e2e.Engine) {
	h := e2e.Start(t)
	p := openFresh(t, h, e, "heat")
	shootSizes(t, p, "home")
	p.Click(e2e.TestID("menu-qualifying"))
	p.WaitVisible(e2e.TestID("setup"))
	p.WaitAppStarted() // the server-rendered page shows first; its buttons answer once the app runs
	waitHeading(p, "Qualifying")
	p.Click(e2e.TestID("track-usa"))
	pressOption(t, p, "laps-1")
	p.Click(e2e.TestID("start"))
	p.WaitVisible(e2e.TestID("your-turn"))
	p.WaitVisible(e2e.TestID("lap-timer"))
	shootSizes(t, p, "race")

	tp := newTabPlayer(t, p, decideJS)
	round := func() int {
		var n int
		fmt.Sscanf(e2e.TabEval[string](p, `document.querySelector('[data-testid=round]')?.textContent || ''`), "Round %d", &n)
		return n
	}
	// WebKit's driver takes a round trip a click: slow on a loaded machine.
	if !tp.until(5*time.Minute, func() bool { return round() >= handBackRound }) {
		// The autopilot answers from the next update the page takes: the next decision clicked.
		p.Eval(autopilotOn)
		deadline := time.Now().Add(e2e.DefaultTimeout)
		for did := tp.do(); passive(did) && did != "over"; did = tp.do() {
			if time.Now().After(deadline) {
				p.Screenshot("stuck")
				t.Fatalf("no decision to click after round %d: %s", handBackRound, tp.why)
			}
			time.Sleep(50 * time.Millisecond)
		}
		if !p.Becomes(`!!document.querySelector('[data-testid=best-lap-result]')`, 3*time.Minute) {
			p.Screenshot("stuck")
			t.Fatalf("the autopilot did not drive the lap to the results: %q", p.Text(e2e.TestID("round")))
		}
	}
	p.WaitVisible(e2e.TestID("best-lap-result"))
	if got := p.Text(e2e.TestID("best-lap-result")); !strings.HasPrefix(got, "Best lap:") {
		t.Errorf("the results show %q", got)
	}
	if got := p.Text(e2e.TestID("lap-table")); !strings.Contains(got, "Lap 1") {
		t.Errorf("the lap table reads %q", got)
	}
	t.Logf("%d clicks by mouse, %d by keyboard: %v", tp.clicks, tp.keys, tp.decided)
	if tp.keys == 0 || tp.decided["play"] == 0 {
		t.Errorf("the lap was not played by mouse and keyboard: %d clicks, %d keys, %v", tp.clicks, tp.keys, tp.decided)
	}
	shootSizes(t, p, "results")
}

// Blood Fang against the AI, after one visit and with the server gone: the page comes back from
// the service worker's cache, and a whole game is played to the end screen.
func engineBloodFangOffline(t *testing.T, e *e2e.Engine) {
	h := e2e.Start(t)
	p := openFresh(t, h, e, "bloodfang")
	p.WaitOfflineReady()
	h.StopServer(t)
	if got := p.Eval(`fetch('/healthz', {cache: 'no-store'}).then(() => 'reached the server', () => 'no network')`); got != "no network" {
		t.Fatalf("the server is still there: a fetch %s", got)
	}
	p.Reload() // the page itself comes from the service worker's cache
	p.WaitVisible(e2e.TestID("game-bloodfang"))
	p.Click(e2e.TestID("menu-bloodfang-solo"))
	p.WaitVisible(e2e.TestID("setup"))
	p.WaitAppStarted() // the server-rendered page shows first; its buttons answer once the app runs
	waitHeading(p, "Blood Fang")
	p.Click(e2e.TestID("level-easy"))
	pressOption(t, p, "first-1")
	p.Click(e2e.TestID("start"))
	p.WaitVisible(e2e.TestID("mulligan"))
	shootSizes(t, p, "mulligan")

	tp := newTabPlayer(t, p, bfStepJS+"(true)")
	// A deal can leave the player no card to place (an opening hand of cards of rank 2 and 3
	// needs more pawns than any tile holds at the start): the player passes, and the AI, ahead,
	// passes too. Then the end screen's Play again deals anew, a few times at most.
	for game := 1; ; game++ {
		tp.until(4*time.Minute, nil)
		p.WaitVisible(e2e.TestID("lanes-table"))
		if got := strings.ToLower(p.Text(e2e.TestID("verdict"))); !strings.Contains(got, "win") && !strings.Contains(got, "draw") {
			t.Errorf("the end screen's verdict reads %q", got)
		}
		if tp.decided["placed"] > 0 || game == 3 {
			break
		}
		t.Logf("game %d placed no card (%v): playing again", game, tp.decided)
		p.Click(e2e.TestID("again"))
		p.WaitVisible(e2e.TestID("mulligan"))
	}
	t.Logf("%d clicks by mouse, %d by keyboard: %v", tp.clicks, tp.keys, tp.decided)
	if tp.decided["placed"] == 0 {
		t.Errorf("no card was placed in three games: %v", tp.decided)
	}
	shootSizes(t, p, "end")
}

// Havoc Speedway: a one-lap race against a bot, with two dice, to the winner.
func engineHavoc(t *testing.T, e *e2e.Engine) {
	h := e2e.Start(t)
	p := openFresh(t, h, e, "havoc")
	p.Click(e2e.TestID("menu-havoc-solo"))
	p.WaitVisible(e2e.TestID("setup"))
	p.WaitAppStarted() // the server-rendered page shows first; its buttons answer once the app runs
	waitHeading(p, "Havoc Speedway")
	p.Click(e2e.TestID("bots-1"))
	p.Click(e2e.TestID("laps-1"))
	pressOption(t, p, "cards-3")
	p.Click(e2e.TestID("dice-2"))
	p.Click(e2e.TestID("start"))
	p.WaitVisible(e2e.TestID("layout"))
	shootSizes(t, p, "dealer")

	tp := newTabPlayer(t, p, hvStepJS)
	tp.until(5*time.Minute, nil)
	p.WaitVisible(e2e.TestID("verdict"))
	if n := e2e.TabEval[float64](p, `document.querySelectorAll('[data-testid^=rank-]').length`); n != 2 {
		t.Errorf("the standings list %v players, want 2", n)
	}
	t.Logf("%d clicks by mouse, %d by keyboard: %v", tp.clicks, tp.keys, tp.decided)
	for _, want := range []string{"pick", "lane", "roll"} {
		if tp.decided[want] == 0 {
			t.Errorf("the race never asked to %s: %v", want, tp.decided)
		}
	}
	shootSizes(t, p, "results")
}

// tabProfile gives a fresh page a player's name and colour, as the player would have saved them,
// and records the updates it receives (heat.debug.record), like player does for Chromium.
func tabProfile(t *testing.T, p *e2e.Tab, name, colour string) {
	t.Helper()
	p.Open("/")
	p.Eval(fmt.Sprintf(`localStorage.setItem('heat.app.profile', JSON.stringify({name: %s, colour: %s})), localStorage.setItem('heat.debug.record', '1')`, jsString(name), jsString(colour)))
}

// tabClickUntil clicks sel until cond holds: the lobby's buttons go to the host and come back,
// and the page may re-render under a click.
func tabClickUntil(t *testing.T, p *e2e.Tab, sel, cond string) {
	t.Helper()
	deadline := time.Now().Add(e2e.DefaultTimeout)
	for !e2e.TabEval[bool](p, cond) {
		if time.Now().After(deadline) {
			p.Screenshot("stuck")
			t.Fatalf("clicking %s: %s never held", sel, cond)
		}
		if e2e.TabEval[bool](p, fmt.Sprintf(`!!document.querySelector(%s)`, jsString(sel+":not(:disabled)"))) {
			p.Click(sel + ":not(:disabled)")
		}
		p.Becomes(cond, time.Second)
	}
}

// raceChromiumAndTab races a one-lap friends' race between a Chromium page and a Tab to the
// results, each page making its own decisions. With retireAt > 0 both players retire once that
// round is reached, which ends the race there: the results and the guest's audit need no whole
// race.
func raceChromiumAndTab(t *testing.T, c *e2e.Page, tab *e2e.Tab, retireAt int) {
	t.Helper()
	d, tp := newQuietDriver(t, c), newTabPlayer(t, tab, decideJS) // TestRaceWithFriends photographs the Chromium page's decisions
	deadline := time.Now().Add(5 * time.Minute)
	cOver, tOver, retired := false, false, false
	for !cOver || !tOver {
		if time.Now().After(deadline) {
			c.Screenshot("stuck")
			tab.Screenshot("stuck")
			t.Fatal("the race did not end within 5 minutes")
		}
		if retireAt > 0 && !retired && d.roundNumber() >= retireAt {
			retired = true
			retire(t, c)
			tab.Click(e2e.TestID("retire"))
			tab.Click(e2e.TestID("retire-yes"))
			tab.WaitGone(e2e.TestID("retire-confirm"))
		}
		idle := true
		if !cOver {
			did := d.step()
			cOver = did == "over"
			idle = idle && passive(did)
		}
		if !tOver {
			did := tp.do()
			tOver = did == "over"
			idle = idle && passive(did)
		}
		if idle {
			time.Sleep(30 * time.Millisecond)
		}
	}
	c.WaitVisible(e2e.TestID("results"))
	tab.WaitVisible(e2e.TestID("results"))
	if retireAt > 0 && (!retired || !strings.Contains(c.Text(e2e.TestID("results")), "retired")) {
		t.Fatalf("the race ended before the players retired: %s", c.Text(e2e.TestID("results")))
	}
	if a, b := c.Text(e2e.TestID("results-table")), tab.Text(e2e.TestID("results-table")); a != b || !strings.Contains(a, "Hana") {
		t.Errorf("the pages end with different results:\nchromium:\n%s\n%s:\n%s", a, tab.Engine.Name, b)
	}
}

// Friends in different browsers, both ways: a Chromium host with a guest in this engine, then a
// host in this engine with a Chromium guest, race Heat over WebRTC, each page clicking its own
// decisions, and retire in round 3, which ends the race there: the results agree and the guest's
// audit verifies the host's race. A friends' race to the finish line is run by
// TestChampionshipWithFriends (three, each page deciding for itself) and
// TestFairHonestRaceIsVerified; a race to the finish line in this engine by engineQualifying.
func friendsWithChromium(t *testing.T, e *e2e.Engine) {
	h := e2e.Start(t)
	t.Run("chromium-host", func(t *testing.T) {
		host := player(t, h, "Hana", "red")
		guest := h.NewTab(t, e, "guest")
		tabProfile(t, guest, "Gus", "blue")
		link, _ := openRoom(t, host)
		guest.Open(link[strings.Index(link, "/room/"):])
		guest.Click(e2e.TestID("join"))
		tabClickUntil(t, guest, `[data-testid=ready]`, `!!document.querySelector('[data-testid=ready][data-ready=true]')`)
		guest.WaitText(e2e.TestID("conn"), "Connected")
		guest.Screenshot("lobby-guest")
		waitPlayers(t, host, 2)
		pressAll(t, host, "laps-1", "timer-0")
		startRace(t, host)
		guest.WaitVisible(e2e.TestID("standings"))
		raceChromiumAndTab(t, host, guest, 3)
		guest.WaitVisible(`[data-testid=audit]:is([data-state=verified], [data-state=failed], [data-state=unverifiable])`)
		if got := guest.Text(e2e.TestID("audit")); !strings.HasPrefix(got, "Verified: ") {
			t.Errorf("the %s guest's audit: %q", e.Name, got)
		}
		guest.Screenshot("guest-results")
	})
	t.Run(e.Name+"-host", func(t *testing.T) {
		host := h.NewTab(t, e, "host")
		tabProfile(t, host, "Hana", "red")
		host.Open("/")
		host.Click(e2e.TestID("menu-friends"))
		// Heat's page with friends opens as a new document, which runs the wasm of Heat's pages with
		// friends: fill its form once that runs.
		host.WaitTrue(e2e.RunsJS("/web/heat-friends.wasm"))
		host.WaitVisible(e2e.TestID("host-form"))
		host.Type(e2e.TestID("room-name"), "Ann's race")
		host.Click(e2e.TestID("room-public"))
		host.WaitTrue(`!document.querySelector('[data-testid=room-public]').checked`)
		host.Click(e2e.TestID("host"))
		host.WaitVisible(e2e.TestID("room-code"))
		link := e2e.TabEval[string](host, `document.querySelector('[data-testid=share-link]').value`)
		// The guest's name in full-width letters: the host's page puts it in its plain form with
		// the browser's own Unicode normalization (signal/names), here Gecko's.
		guest := player(t, h, "Ｇｕｓ", "blue")
		joinByLink(t, guest, link)
		host.WaitVisible(`[data-testid=players] li:nth-child(2)`)
		if got := host.Text(`[data-testid=players] li:nth-child(2)`); !strings.Contains(got, "Gus") {
			t.Errorf("the %s host lists the guest Ｇｕｓ as %q, want its plain form Gus", e.Name, got)
		}
		for _, id := range []string{"laps-1", "timer-0"} {
			tabClickUntil(t, host, e2e.TestID(id), fmt.Sprintf(`!!document.querySelector('[data-testid=%s][aria-pressed=true]')`, id))
		}
		host.Screenshot("lobby-host")
		tabClickUntil(t, host, e2e.TestID("start-race"), `!!document.querySelector('[data-testid=standings]')`)
		guest.WaitVisible(e2e.TestID("standings"))
		raceChromiumAndTab(t, guest, host, 3)
		guest.WaitVisible(`[data-testid=audit]:is([data-state=verified], [data-state=failed], [data-state=unverifiable])`)
		if got := guest.Text(e2e.TestID("audit")); !strings.HasPrefix(got, "Verified: ") {
			t.Errorf("the Chromium guest's audit of the %s host: %q", e.Name, got)
		}
	})
}

// WebKit without WebRTC (Debian's WebKitGTK is built without it): a room link, and the friends
// page, say plainly that games with friends cannot run in this browser, what can (solo games,
// offline too), and what to open instead; solo play is a click away.
func webkitWithoutWebRTC(t *testing.T, e *e2e.Engine) {
	h := e2e.Start(t)
	p := h.NewTab(t, e, "guest")
	p.Viewport(engineSizes[0][0], engineSizes[0][1])
	p.Open("/")
	if e2e.TabEval[string](p, `typeof RTCPeerConnection`) != "undefined" {
		t.Skip("this WebKit has WebRTC: the friends' races run in it")
	}
	p.Open("/room/K7RM2Q")
	p.WaitVisible(e2e.TestID("no-webrtc"))
	got := e2e.TabEval[string](p, `document.querySelector('[data-testid=no-webrtc]').textContent`)
	for _, want := range []string{"WebRTC", "Solo games work here, offline too", "Firefox", "Chrome", "/room/K7RM2Q"} {
		if !strings.Contains(got, want) {
			t.Errorf("the room page does not mention %q: %q", want, got)
		}
	}
	if e2e.TabEval[bool](p, `!!document.querySelector('[data-testid=conn]')`) {
		t.Error("the room page still shows a connection state")
	}
	shootSizes(t, p, "room-link")
	p.Click(e2e.TestID("no-webrtc-solo"))
	p.WaitVisible(e2e.TestID("setup"))
	p.WaitAppStarted() // the server-rendered page shows first; its buttons answer once the app runs
	p.Click(`[data-testid=setup] a[href="/"]`)
	p.Click(e2e.TestID("menu-friends"))
	p.WaitVisible(e2e.TestID("no-webrtc"))
	if e2e.TabEval[bool](p, `!!document.querySelector('[data-testid=host]')`) {
		t.Error("the friends page offers to host a room this browser cannot connect")
	}
	p.Screenshot("friends-page")
}
