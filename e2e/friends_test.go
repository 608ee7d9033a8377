package e2e_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
	engine "github.com/heatracing/heat/engine/heat"
)

// player opens a page for a named player: its profile (name, colour) is set before the game
// loads, and it records every update it receives (heat.debug.record) so the test can check what
// reached it.
func player(t *testing.T, h *e2e.Harness, name, colour string) *e2e.Page {
	p := h.NewNamedPage(t, strings.ToLower(name))
	p.OnNewDocument(fmt.Sprintf(`localStorage.setItem('heat.app.profile', JSON.stringify({name: %q, colour: %q}));
localStorage.setItem('heat.debug.record', '1');`, name, colour))
	return p
}

// openRoom makes host open a room and returns its share link and code.
func openRoom(t *testing.T, host *e2e.Page) (link, code string) {
	t.Helper()
	host.Open("/")
	host.Click(e2e.TestID("menu-friends"))
	// Heat's page with friends opens as a new document, which runs the wasm of Heat's pages with
	// friends: fill its form once that runs.
	host.WaitTrue(e2e.RunsJS("/web/heat-friends.wasm"))
	hostNamed(t, host, "Ann's race", false)
	host.WaitVisible(e2e.TestID("room-code"))
	code = host.Text(e2e.TestID("room-code"))
	link = e2e.EvalAs[string](host, `document.querySelector('[data-testid=share-link]').value`)
	if !strings.HasSuffix(link, "/room/"+code) {
		t.Fatalf("share link %q does not lead to room %s", link, code)
	}
	return link, code
}

// joinByLink makes a guest open the link, join and say it is ready.
func joinByLink(t *testing.T, g *e2e.Page, link string) {
	t.Helper()
	g.Open(link[strings.Index(link, "/room/"):])
	g.WaitVisible(e2e.TestID("join"))
	g.Click(e2e.TestID("join"))
	g.WaitVisible(e2e.TestID("ready"))
	// The lobby grows as the host's lists arrive, which moves the button: click it as an element,
	// and again should the page have been re-rendered under the click.
	const isReady = `!!document.querySelector('[data-testid=ready][data-ready=true]')`
	deadline := time.Now().Add(e2e.DefaultTimeout)
	for !e2e.EvalAs[bool](g, isReady) {
		if time.Now().After(deadline) {
			t.Fatalf("%s could not get ready: %s", g.URL(), g.Text(e2e.TestID("lobby")))
		}
		g.Eval(`document.querySelector('[data-testid=ready][data-ready=false]')?.click()`)
		becomes(g, isReady, time.Second)
	}
}

// press clicks a toggle button of the lobby until it shows pressed: the host's settings go to the
// host session and come back, and the page may re-render under a click.
func press(t *testing.T, p *e2e.Page, id string) {
	t.Helper()
	deadline := time.Now().Add(e2e.DefaultTimeout)
	pressed := fmt.Sprintf(`!!document.querySelector('[data-testid=%q][aria-pressed=true]')`, id)
	for !e2e.EvalAs[bool](p, pressed) {
		if time.Now().After(deadline) {
			t.Fatalf("%s did not take", id)
		}
		p.Eval(fmt.Sprintf(`document.querySelector('[data-testid=%q]:not(:disabled)')?.click()`, id))
		becomes(p, pressed, 300*time.Millisecond)
	}
}

// pressAll presses each setting in turn, then checks that they all hold together: a later
// change must not undo an earlier one (a handler that captured the lobby at its first render
// once sent the old turn timer with every other setting).
func pressAll(t *testing.T, p *e2e.Page, ids ...string) {
	t.Helper()
	for _, id := range ids {
		press(t, p, id)
	}
	for _, id := range ids {
		if !becomes(p, fmt.Sprintf(`!!document.querySelector('[data-testid=%q][aria-pressed=true]')`, id), 10*time.Second) {
			t.Fatalf("the setting %s was undone by a later one", id)
		}
	}
}

// startRace makes the host start the race (clicking the button as an element, again if a
// re-render swallowed the click) and waits until the race shows.
func startRace(t *testing.T, host *e2e.Page) {
	t.Helper()
	deadline := time.Now().Add(e2e.DefaultTimeout)
	const started = `!!document.querySelector('[data-testid=standings]')`
	for !e2e.EvalAs[bool](host, started) {
		if time.Now().After(deadline) {
			t.Fatalf("the race did not start: %s", host.Text("main"))
		}
		host.Eval(`document.querySelector('[data-testid=start-race]:not(:disabled)')?.click()`)
		becomes(host, started, 300*time.Millisecond)
	}
}

// waitPlayers waits until the host's lobby lists n players, all ready.
func waitPlayers(t *testing.T, host *e2e.Page, n int) {
	t.Helper()
	host.WaitVisible(fmt.Sprintf(`[data-testid=players] li:nth-child(%d)`, n))
	host.WaitVisible(`[data-testid=start-race]:not(:disabled)`)
}

// driveAll clicks the decisions of several pages in turn until every page shows the results.
// between runs after each pass with the pass number.
func driveAll(t *testing.T, limit time.Duration, between func(pass int), ds ...*driver) {
	t.Helper()
	deadline := time.Now().Add(limit)
	over := make([]bool, len(ds))
	for pass := 0; ; pass++ {
		done := 0
		idle := true
		for i, d := range ds {
			if over[i] {
				done++
				continue
			}
			switch did := d.step(); {
			case did == "over":
				over[i] = true
			case passive(did):
			default:
				idle = false
			}
		}
		if done == len(ds) {
			return
		}
		if between != nil {
			between(pass)
		}
		if time.Now().After(deadline) {
			for _, d := range ds {
				d.p.Screenshot("stuck")
			}
			t.Fatalf("the race did not end within %s", limit)
		}
		if idle {
			time.Sleep(30 * time.Millisecond)
		}
	}
}

// received reads every update a page received and checks that it only ever held its own seat's
// hand, plan and private cards.
func checkReceived(t *testing.T, p *e2e.Page, name string) {
	t.Helper()
	var raw []struct {
		View   json.RawMessage   `json:"view"`
		Events []json.RawMessage `json:"events"`
	}
	if err := json.Unmarshal([]byte(e2e.EvalAs[string](p, `heatReceived()`)), &raw); err != nil {
		t.Fatalf("%s: reading what the page received: %v", name, err)
	}
	if len(raw) < 10 {
		t.Fatalf("%s received only %d updates", name, len(raw))
	}
	seat := -2
	for i, u := range raw {
		var v engine.View
		if err := json.Unmarshal(u.View, &v); err != nil {
			t.Fatalf("%s update %d: %v", name, i, err)
		}
		if seat == -2 {
			seat = v.Seat
		}
		if v.Seat != seat {
			t.Fatalf("%s received a view of seat %d after views of seat %d", name, v.Seat, seat)
		}
		if n := strings.Count(string(u.View), `"hand":[`); n > 1 || (n == 1 && v.Me == nil) {
			t.Fatalf("%s received a view holding another hand", name)
		}
		if strings.Contains(string(u.View), `"deck":[`) || strings.Contains(string(u.View), `"pool":[`) {
			t.Fatalf("%s received a deck's or the upgrade pool's contents", name)
		}
		for _, rawEv := range u.Events {
			var e engine.Event
			if err := json.Unmarshal(rawEv, &e); err != nil {
				t.Fatal(err)
			}
			if e.Private && e.Seat != seat && len(e.Cards) > 0 {
				t.Fatalf("%s (seat %d) received seat %d's private cards: %s", name, seat, e.Seat, rawEv)
			}
		}
	}
}

// One host and two guests join by the share link, set the race up and race it to the results,
// every page clicking its own decisions. In the middle a guest reloads its page, and later the
// host reloads its own: both come back to their seats and the race goes on for everyone. A round
// after the host's reload every player retires, which ends the race there: the results, the same
// on every page, need no whole race (TestChampionshipWithFriends runs three friends' races to the
// finish line, and TestFairHonestRaceIsVerified one).
func TestRaceWithFriends(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	g1 := player(t, h, "Gus", "blue")
	g2 := player(t, h, "Gina", "green")
	link, _ := openRoom(t, host)
	joinByLink(t, g1, link)
	joinByLink(t, g2, link)
	waitPlayers(t, host, 3)
	// With the Garage's basic draft and the weather: the host's choice shows to everyone.
	pressAll(t, host, "track-france", "laps-1", "legends-1", "timer-0", "garage-basic", "weather-1")
	g1.WaitText(e2e.TestID("race-settings"), "France")
	g1.WaitText(e2e.TestID("modules"), "Garage: Basic draft · weather and road conditions")
	host.Screenshot("lobby-host")
	g1.Screenshot("lobby-guest")
	startRace(t, host)
	for _, p := range []*e2e.Page{host, g1, g2} {
		p.WaitVisible(e2e.TestID("standings"))
		p.WaitVisible(e2e.TestID("draft"))
	}
	g1.Screenshot("guest-draft")

	ds := newDrivers(t, host, g1, g2)
	dh, d1, d2 := ds[0], ds[1], ds[2]
	reloaded := map[string]bool{}
	hostReloadRound := 0
	driveAll(t, 5*time.Minute, func(int) {
		round := d1.roundNumber()
		switch {
		case reloaded["host"] && !reloaded["retired"] && round > hostReloadRound:
			reloaded["retired"] = true
			for _, p := range []*e2e.Page{host, g1, g2} {
				retire(t, p)
			}
		case round >= 2 && !reloaded["guest"]:
			reloaded["guest"] = true
			g1.Reload()
			g1.WaitVisible(e2e.TestID("standings"))
			if got := g1.Text(`[data-testid=standings] .heat-standing-me`); !strings.Contains(got, "Gus") {
				t.Errorf("after reloading, the guest's own row is %q", got)
			}
			g1.Screenshot("guest-after-reload")
		case round >= 4 && !reloaded["host"]:
			reloaded["host"], hostReloadRound = true, round
			host.Reload()
			host.WaitVisible(e2e.TestID("standings"))
			g2.WaitText(e2e.TestID("conn"), "Connected")
			host.Screenshot("host-after-reload")
		}
	}, dh, d1, d2)
	if !reloaded["guest"] || !reloaded["host"] || !reloaded["retired"] {
		t.Fatalf("the race ended before both reloads and the retirements: %v", reloaded)
	}
	// Everyone drafted three upgrades, and every page saw the same weather.
	weathers := map[string]bool{}
	for _, p := range []*e2e.Page{host, g1, g2} {
		weathers[e2e.EvalAs[string](p, `document.querySelector('[data-testid=weather]')?.dataset.weather || ''`)] = true
	}
	if len(weathers) != 1 || weathers[""] {
		t.Errorf("the pages show the weather as %v", weathers)
	}
	var results []string
	for _, p := range []*e2e.Page{host, g1, g2} {
		results = append(results, p.Text(e2e.TestID("results-table")))
	}
	if results[0] != results[1] || results[0] != results[2] || !strings.Contains(results[0], "Gina") {
		t.Errorf("the pages end with different results:\n%s", strings.Join(results, "\n---\n"))
	}
	g2.Screenshot("guest-results")
	checkReceived(t, g1, "Gus")
	checkReceived(t, g2, "Gina")
}

// startFriendsRace opens a room with host and the guests (by link), sets a one-lap race on USA
// with the given turn timer, and starts it.
func startFriendsRace(t *testing.T, host *e2e.Page, timer string, guests ...*e2e.Page) {
	t.Helper()
	link, _ := openRoom(t, host)
	for _, g := range guests {
		joinByLink(t, g, link)
	}
	waitPlayers(t, host, len(guests)+1)
	pressAll(t, host, "timer-"+timer, "laps-1")
	startRace(t, host)
	for _, p := range append([]*e2e.Page{host}, guests...) {
		p.WaitVisible(e2e.TestID("standings"))
	}
}

// A player whose turn timer runs out is played for by a bot; a player who leaves is shown away
// and driven by a bot too, and the race goes on.
func TestFriendsTimerAndDroppedPlayer(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	slow := player(t, h, "Sam", "blue")
	gone := player(t, h, "Gil", "green")
	startFriendsRace(t, host, "30", slow, gone)

	// Sam sees his time running and does nothing.
	slow.WaitVisible(e2e.TestID("my-timer"))
	slow.Screenshot("timer-running")

	// Hana plays at once (the step script without the driver's screenshots of each decision, which
	// other tests take): while the round waits for Sam and Gil, her play stays face up with what it
	// will do. Sam's 30 s leave room for it on a loaded machine; Sam's time running out while
	// Hana's play was being read once failed the test with 15 s.
	deadline := time.Now().Add(e2e.DefaultTimeout)
	for did := ""; did != "play"; did = e2e.EvalAs[string](host, decideJS) {
		if time.Now().After(deadline) {
			t.Fatalf("Hana could not play her first cards: %s", host.Text(e2e.TestID("dashboard")))
		}
		if passive(did) {
			time.Sleep(25 * time.Millisecond)
		}
	}
	host.WaitVisible(`[data-testid=committed] .heat-card`)
	host.WaitVisible(`[data-testid=forecast][data-for=committed] li`)
	host.Screenshot("committed-play")

	// Gil leaves the race.
	gone.Eval(`window.location.href = 'about:blank'`)
	host.WaitText(e2e.TestID("standings"), "Gil · away, a bot drives")
	host.Screenshot("player-away")

	// Hana plays on; the round must go on without Sam or Gil clicking anything.
	dh := newQuietDriver(t, host) // TestRaceWithFriends photographs the decisions
	deadline = time.Now().Add(3 * time.Minute)
	played := func(log, name string) bool { // the race log shows the cards of a driver revealed
		return strings.Contains(log, name+" in ") || strings.Contains(log, name+" shifts ")
	}
	for log := ""; !played(log, "Sam") || !played(log, "Gil"); log = host.Text(e2e.TestID("race-log")) {
		if time.Now().After(deadline) {
			t.Fatalf("the bots did not play for Sam (timed out) and Gil (gone); log: %s", log)
		}
		if did := dh.step(); did == "wait" || did == "play-select" {
			time.Sleep(50 * time.Millisecond)
		}
	}
	if log := slow.Text(e2e.TestID("race-log")); !played(log, "Sam") {
		// Sam's page follows the race after the bot played for him.
		slow.WaitText(e2e.TestID("race-log"), "Sam ")
	}
	slow.Screenshot("after-timeout")
}

// A wrong code, a full race, and a latecomer who watches.
func TestFriendsRoomErrors(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	lost := player(t, h, "Lou", "yellow")
	lost.Open("/room/ZZZZZZ")
	lost.WaitVisible(e2e.TestID("join"))
	lost.Click(e2e.TestID("join"))
	lost.WaitText(e2e.TestID("room-error"), "There is no race with this code")
	lost.Screenshot("wrong-code")

	// Typing a code that cannot be one is caught on the home page.
	lost.Open("/")
	lost.Click(e2e.TestID("join-code"))
	lost.Eval(`(() => { const i = document.querySelector('[data-testid=join-code]'); i.value = 'NOPE'; i.dispatchEvent(new Event('input', {bubbles: true})); })()`)
	lost.Click(e2e.TestID("join-go"))
	lost.WaitText(e2e.TestID("join-error"), "6 letters and digits")

	// Five bots and the host fill the six cars: the next one to come can only watch.
	host := player(t, h, "Hana", "red")
	link, code := openRoom(t, host)
	for i := range 5 {
		host.Click(e2e.TestID("add-bot"))
		host.WaitVisible(fmt.Sprintf(`[data-testid=players] li:nth-child(%d)`, i+2))
	}
	full := player(t, h, "Fay", "blue")
	full.Open(link[strings.Index(link, "/room/"):])
	full.Click(e2e.TestID("join"))
	full.WaitText(e2e.TestID("spectating"), "This race is full")
	full.Screenshot("full-race")

	// The race starts; a latecomer opening the link watches it, with no hand.
	press(t, host, "laps-1")
	startRace(t, host)
	host.WaitVisible(e2e.TestID("standings"))
	late := player(t, h, "Lena", "gray")
	late.Open("/room/" + code)
	late.Click(e2e.TestID("join"))
	late.WaitVisible(e2e.TestID("standings"))
	late.WaitText(e2e.TestID("dashboard"), "You are watching this race")
	if e2e.EvalAs[bool](late, `!!document.querySelector('[data-testid=hand]')`) {
		t.Error("a spectator is shown a hand")
	}
	late.Screenshot("spectator")
	full.WaitVisible(e2e.TestID("standings")) // the full-race watcher follows the race too
}

// TestFriendsShareLink copies a room's link: through the clipboard when the browser offers it,
// and by selecting the link for the keyboard when it does not (a page on a LAN address is not a
// secure context and has no clipboard) or refuses.
func TestFriendsShareLink(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	link, _ := openRoom(t, host)

	// The browser's clipboard, recorded: a headless tab may not have the focus writing asks for.
	host.Eval(`navigator.clipboard.writeText = (text) => { window.heatCopied = text; return Promise.resolve(); }`)
	host.Click(e2e.TestID("copy-link"))
	host.WaitText(e2e.TestID("copy-status"), "Link copied")
	if got := e2e.EvalAs[string](host, `window.heatCopied`); got != link {
		t.Fatalf("the clipboard got %q, want the share link %q", got, link)
	}

	selected := `(() => { const i = document.querySelector('[data-testid=share-link]');
  return document.activeElement === i && i.selectionStart === 0 && i.selectionEnd === i.value.length; })()`
	host.Eval(`navigator.clipboard.writeText = () => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError'))`)
	host.Click(e2e.TestID("copy-link"))
	host.WaitText(e2e.TestID("copy-status"), "press Ctrl+C")
	if !e2e.EvalAs[bool](host, selected) {
		t.Fatal("after a refused copy, the link is not selected for the keyboard")
	}

	host.Eval(`Object.defineProperty(navigator, 'clipboard', {value: undefined, configurable: true})`)
	host.Eval(`document.activeElement.blur()`)
	host.Click(e2e.TestID("copy-link"))
	host.WaitText(e2e.TestID("copy-status"), "press Ctrl+C")
	if !e2e.EvalAs[bool](host, selected) {
		t.Fatal("without a clipboard, the link is not selected for the keyboard")
	}
	host.Screenshot("copy-by-hand")

	// The page still runs: with a clipboard back, the next copy goes through.
	host.Eval(`Object.defineProperty(navigator, 'clipboard', {configurable: true,
  value: {writeText: (text) => { window.heatCopied = text + ' again'; return Promise.resolve(); }}})`)
	host.Click(e2e.TestID("copy-link"))
	host.WaitText(e2e.TestID("copy-status"), "Link copied")
	if got := e2e.EvalAs[string](host, `window.heatCopied`); got != link+" again" {
		t.Fatalf("the clipboard got %q after the page copied by hand", got)
	}
}
