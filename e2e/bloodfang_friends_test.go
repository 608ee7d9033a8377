package e2e_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

// bfUnits counts the cards on a page's board.
func bfUnits(p *e2e.Page) int {
	return int(e2e.EvalAs[float64](p, `document.querySelectorAll('[data-testid^=tile-] .bf-unit').length`))
}

// bfDuel steps both pages (each plays its own turns) until done says stop.
func bfDuel(t *testing.T, pages []*e2e.Page, plays bool, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(4 * time.Minute)
	for !done() {
		if time.Now().After(deadline) {
			for _, p := range pages {
				p.Screenshot("stuck")
			}
			t.Fatalf("the game did not move on: %s / %s", pages[0].Text(e2e.TestID("banner")), pages[1].Text(e2e.TestID("banner")))
		}
		for _, p := range pages {
			bfStep(t, p, plays)
		}
	}
}

// bfCheckWire reads every update a guest received (heat.debug.record) and checks that it only
// ever held its own hand: no view of another seat, one hand at most and only its own, no deck's
// order, and the other seat's drawn cards and hand IDs left out of the events.
func bfCheckWire(t *testing.T, p *e2e.Page, name string) {
	t.Helper()
	var raw []struct {
		View   json.RawMessage   `json:"view"`
		Events []json.RawMessage `json:"events"`
	}
	if err := json.Unmarshal([]byte(e2e.EvalAs[string](p, `heatReceived()`)), &raw); err != nil {
		t.Fatalf("%s: reading what the page received: %v", name, err)
	}
	if len(raw) < 3 {
		t.Fatalf("%s received only %d updates", name, len(raw))
	}
	for i, u := range raw {
		var v engine.View
		if err := json.Unmarshal(u.View, &v); err != nil {
			t.Fatalf("%s update %d: %v", name, i, err)
		}
		if v.Seat != 1 {
			t.Fatalf("%s (the guest, seat 1) received a view of seat %d", name, v.Seat)
		}
		// The only lists of hand cards are the guest's own: its hand, and during the mulligan
		// the same cards as the ones it may return.
		allowed := 0
		if v.Me != nil {
			allowed = 1
			if len(v.Me.Legal.Hand) > 0 {
				allowed = 2
			}
			own := map[int]bool{}
			for _, c := range v.Me.Hand {
				own[c.ID] = true
			}
			for _, id := range v.Me.Legal.Hand {
				if !own[id] {
					t.Fatalf("%s may return card %d, which is not in its hand", name, id)
				}
			}
		}
		if n := strings.Count(string(u.View), `"hand":[`); n > allowed {
			t.Fatalf("%s received a view holding another hand", name)
		}
		if v.Me != nil && len(v.Me.Hand) != v.Players[1].Hand {
			t.Fatalf("%s's hand holds %d cards, its count says %d", name, len(v.Me.Hand), v.Players[1].Hand)
		}
		if strings.Contains(string(u.View), `"deck":[`) {
			t.Fatalf("%s received a deck's order", name)
		}
		for _, rawEv := range u.Events {
			var e engine.Event
			if err := json.Unmarshal(rawEv, &e); err != nil {
				t.Fatalf("%s: an unreadable event: %v", name, err)
			}
			if e.Seat == 0 && (len(e.Cards) > 0 || e.Hand != 0) {
				t.Fatalf("%s received the host's cards in an event: %s", name, rawEv)
			}
		}
	}
}

// A whole game between two browsers by link: the host opens a room, the guest joins by the
// link, each side reloads mid-game and comes back to the same seat and board, a latecomer
// watches, and the game runs to the end screen on every page; the guest's wire never holds the host's hand or a deck's order.
func TestBloodFangWithAFriend(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Ann", "red")
	guest := player(t, h, "Bob", "blue")
	host.Viewport(1366, 768)
	guest.Viewport(1366, 768)

	host.Open("/")
	host.Click(e2e.TestID("menu-bloodfang-friends"))
	// The game's page with friends opens as a new document, which runs the wasm of its pages with
	// friends: fill its form once that runs.
	host.WaitTrue(e2e.RunsJS("/web/bloodfang-friends.wasm"))
	hostNamed(t, host, "Ann's duel", false)
	host.WaitVisible(e2e.TestID("room-code"))
	code := host.Text(e2e.TestID("room-code"))
	link := e2e.EvalAs[string](host, `document.querySelector('[data-testid=share-link]').value`)
	if !strings.HasSuffix(link, "/bloodfang/room/"+code) {
		t.Fatalf("share link %q does not lead to Blood Fang's room %s", link, code)
	}
	press(t, host, "timer-0") // no turn timer: reloads on a loaded machine take their time
	guest.Open(link[strings.Index(link, "/bloodfang/room/"):])
	guest.WaitVisible(e2e.TestID("join"))
	guest.Click(e2e.TestID("join"))
	guest.WaitVisible(e2e.TestID("ready"))
	deadline := time.Now().Add(e2e.DefaultTimeout)
	for !e2e.EvalAs[bool](guest, `!!document.querySelector('[data-testid=ready][data-ready=true]')`) {
		if time.Now().After(deadline) {
			t.Fatalf("the guest could not get ready: %s", guest.Text(e2e.TestID("lobby")))
		}
		guest.Eval(`document.querySelector('[data-testid=ready][data-ready=false]')?.click()`)
		becomes(guest, `!!document.querySelector('[data-testid=ready][data-ready=true]')`, time.Second)
	}
	waitPlayers(t, host, 2)
	host.Screenshot("lobby")
	for !e2e.EvalAs[bool](host, `!!document.querySelector('[data-testid=game]')`) {
		if time.Now().After(deadline.Add(30 * time.Second)) {
			t.Fatalf("the game did not start: %s", host.Text("main"))
		}
		host.Eval(`document.querySelector('[data-testid=start-race]:not(:disabled)')?.click()`)
		becomes(host, `!!document.querySelector('[data-testid=game]')`, time.Second)
	}
	guest.WaitVisible(e2e.TestID("game"))
	pages := []*e2e.Page{host, guest}

	// A few cards each, then the guest reloads: same seat, same board.
	bfDuel(t, pages, true, func() bool { return bfUnits(host) >= 2 })
	bfCheckWire(t, guest, "Bob")
	before := bfUnits(guest)
	guest.Reload()
	guest.WaitVisible(e2e.TestID("game"))
	if !becomes(guest, `document.querySelectorAll('[data-testid^=tile-] .bf-unit').length >= `+jsInt(before), 30*time.Second) {
		t.Fatalf("after a reload the guest's board shows %d cards, it had %d", bfUnits(guest), before)
	}
	guest.Screenshot("guest-after-reload")

	// More cards, then the host reloads: its page resumes the game and the guest reconnects.
	bfDuel(t, pages, true, func() bool { return bfUnits(host) >= before+2 })
	before = bfUnits(host)
	host.Reload()
	host.WaitVisible(e2e.TestID("game"))
	if !becomes(host, `document.querySelectorAll('[data-testid^=tile-] .bf-unit').length >= `+jsInt(before), 30*time.Second) {
		t.Fatalf("after a reload the host's board shows %d cards, it had %d", bfUnits(host), before)
	}
	host.Screenshot("board-midgame")

	// A latecomer opens the link and watches: the board, no hand.
	watcher := player(t, h, "Cat", "green")
	watcher.Viewport(1366, 768)
	watcher.Open(link[strings.Index(link, "/bloodfang/room/"):])
	watcher.WaitVisible(e2e.TestID("watch"))
	watcher.Click(e2e.TestID("watch"))
	watcher.WaitVisible(e2e.TestID("watching"))
	if n := e2e.EvalAs[float64](watcher, `document.querySelectorAll('[data-testid^=hand-]').length`); n != 0 {
		t.Errorf("a spectator sees %v hand cards", n)
	}
	watcher.Screenshot("spectator")

	// Both pass to the end. The pass that would end the game asks first, with the score it would
	// end on; the player keeps playing once, then passes.
	warned := func(p *e2e.Page) bool {
		return e2e.EvalAs[bool](p, `!!document.querySelector('[data-testid=pass-warning]')`)
	}
	bfDuel(t, pages, false, func() bool { return warned(host) || warned(guest) || over(host)() })
	if over(host)() {
		t.Fatal("the game ended by a pass without asking first")
	}
	last := host
	if warned(guest) {
		last = guest
	}
	if got := last.Text(e2e.TestID("pass-outcome")); !strings.Contains(got, "you would") && !strings.Contains(got, "it would be a draw") {
		t.Errorf("the warning before the last pass reads %q, want the score it would end on", got)
	}
	last.Screenshot("pass-warning")
	last.Click(e2e.TestID("pass-keep"))
	last.WaitGone(e2e.TestID("pass-warning"))
	if over(last)() || e2e.EvalAs[string](last, `document.querySelector('[data-testid=prompt]').textContent`) != "Your turn" {
		t.Fatalf("keeping on playing ended the turn: %s", last.Text(e2e.TestID("banner")))
	}
	bfDuel(t, pages, false, func() bool { return over(host)() && over(guest)() })
	for _, p := range pages {
		p.WaitVisible(e2e.TestID("lanes-table"))
	}
	if a, b := host.Text(e2e.TestID("final-score")), guest.Text(e2e.TestID("final-score")); reverse(a) != b {
		t.Errorf("the host's score %q and the guest's %q disagree", a, b)
	}
	host.Screenshot("end-screen")
	guest.Screenshot("end-screen")
	watcher.WaitVisible(e2e.TestID("lanes-table"))
	bfCheckWire(t, guest, "Bob")
}

func jsInt(n int) string { b, _ := json.Marshal(n); return string(b) }

// reverse turns "5 – 3" into "3 – 5": each page puts its own player's score first.
func reverse(score string) string {
	a, b, ok := strings.Cut(score, " – ")
	if !ok {
		return score
	}
	return b + " – " + a
}
