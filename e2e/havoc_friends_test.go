package e2e_test

import (
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// hvStage is the stage a page shows, "" before the game.
func hvStage(p *e2e.Page) string {
	return e2e.EvalAs[string](p, `document.querySelector('main[data-testid=game]')?.dataset.stage || ''`)
}

// hvRound steps every page in turn until done says stop or every page shows the results.
func hvRound(t *testing.T, pages []*e2e.Page, shots []hvShots, done func() bool) {
	t.Helper()
	deadline := time.Now().Add(8 * time.Minute)
	for done == nil || !done() {
		if time.Now().After(deadline) {
			for _, p := range pages {
				p.Screenshot("stuck")
			}
			t.Fatal("the race did not move on")
		}
		over, idle := 0, true
		for i, p := range pages {
			switch shots[i].step(t, p) {
			case "over":
				over++
			case "wait":
			default:
				idle = false
			}
		}
		if over == len(pages) {
			return
		}
		if idle { // every page waits on another's decision or on the host: look again shortly
			time.Sleep(hvPoll)
		}
	}
}

// hvReload reloads a guest's page and waits until it shows the game again at the same stage.
func hvReload(t *testing.T, p *e2e.Page, name string) {
	t.Helper()
	stage := hvStage(p)
	p.Reload()
	p.WaitVisible(e2e.TestID("game"))
	if !becomes(p, `!!document.querySelector('main[data-testid=game][data-stage]')`, 30*time.Second) {
		t.Fatalf("%s's page shows no game after a reload", name)
	}
	p.WaitVisible(e2e.TestID("player-cards"))
	p.Screenshot("after-reload-" + stage)
}

// A whole 1-lap race between three browsers by link: the host opens a room, two guests join and
// chat in the lobby (a private line reaches its addressee only), and every stage runs to the
// winner on every page: the host continues after each stage while the guests wait for it; one
// guest reloads during the Storm and one during the race, and both come back to their seats.
func TestHavocWithFriends(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Ann", "red")
	bob := player(t, h, "Bob", "blue")
	cat := player(t, h, "Cat", "green")
	pages := []*e2e.Page{host, bob, cat}
	for _, p := range pages {
		p.Viewport(1366, 768)
	}
	host.Open("/")
	host.Click(e2e.TestID("menu-havoc-friends"))
	// The game's page with friends opens as a new document, which runs the wasm of its pages with
	// friends: fill its form once that runs.
	host.WaitTrue(e2e.RunsJS("/web/havoc-friends.wasm"))
	hostNamed(t, host, "Ann's speedway", true)
	host.WaitVisible(e2e.TestID("room-code"))
	link := e2e.EvalAs[string](host, `document.querySelector('[data-testid=share-link]').value`)
	path := link[strings.Index(link, "/havoc/room/"):]
	// No turn timer: reloads on a loaded machine take their time.
	pressAll(t, host, "timer-0", "laps-1", "dice-2", "cards-3")
	for _, g := range []*e2e.Page{bob, cat} {
		g.Open(path)
		g.WaitVisible(e2e.TestID("join"))
		g.Click(e2e.TestID("join"))
		g.WaitVisible(e2e.TestID("ready"))
		deadline := time.Now().Add(e2e.DefaultTimeout)
		for !e2e.EvalAs[bool](g, `!!document.querySelector('[data-testid=ready][data-ready=true]')`) {
			if time.Now().After(deadline) {
				t.Fatal("a guest could not get ready")
			}
			g.Eval(`document.querySelector('[data-testid=ready][data-ready=false]')?.click()`)
			becomes(g, `!!document.querySelector('[data-testid=ready][data-ready=true]')`, time.Second)
		}
	}
	waitPlayers(t, host, 3)
	host.Screenshot("lobby")
	bob.Screenshot("lobby")
	// The lobby's chat: a line to everyone, and a private one that reaches Cat's page only.
	say(t, host, "", "Good luck, drivers!")
	waitLine(t, cat, "Ann: Good luck, drivers!")
	say(t, bob, "Cat", "Mind the pit lane")
	waitLine(t, cat, "Bob: Mind the pit lane")
	if chatHolds(host, "Mind the pit lane") {
		t.Error("Bob's private line to Cat reached the host's page")
	}
	cat.Eval(`document.querySelector('[data-testid=chat-lines]').scrollIntoView({block: 'center'})`)
	cat.Screenshot("lobby-chat")
	deadline := time.Now().Add(60 * time.Second)
	for !e2e.EvalAs[bool](host, `!!document.querySelector('[data-testid=game]')`) {
		if time.Now().After(deadline) {
			t.Fatalf("the race did not start: %s", host.Text("main"))
		}
		host.Eval(`document.querySelector('[data-testid=start-race]:not(:disabled)')?.click()`)
		becomes(host, `!!document.querySelector('[data-testid=game]')`, time.Second)
	}
	for _, g := range []*e2e.Page{bob, cat} {
		g.WaitVisible(e2e.TestID("game"))
	}
	// The pages photograph each state (and check it with axe-core) once between them, on the first
	// page that shows it: a stage asks every seat the same way, and the states only a guest sees
	// (waiting for the host) are states of their own.
	shared := hvShots{}
	shots := []hvShots{shared, shared, shared}

	// To the Storm (no popup up), then Bob reloads.
	hvRound(t, pages, shots, func() bool {
		return hvStage(bob) == "storm" && !e2e.EvalAs[bool](bob, `!!document.querySelector('[data-testid=stage-results]')`)
	})
	hvReload(t, bob, "Bob")
	if n := e2e.EvalAs[float64](bob, `document.querySelectorAll('[data-testid=hand] button').length`); n == 0 {
		t.Error("after a reload during the Storm Bob holds no cards")
	}

	// To the race, then Cat reloads.
	hvRound(t, pages, shots, func() bool { return hvStage(cat) == "race" })
	hvReload(t, cat, "Cat")

	// The host reloads during the race: its page resumes the race and the guests reconnect.
	hvRound(t, pages, shots, func() bool { return hvStage(host) == "race" && hvStage(bob) == "race" })
	hvReload(t, host, "Ann")
	host.WaitVisible(e2e.TestID("conn"))
	if !becomes(host, `document.querySelector('[data-testid=conn]')?.textContent === 'You are the host'`, 30*time.Second) {
		t.Fatalf("after a reload the host's page says %q", host.Text(e2e.TestID("conn")))
	}

	// To the winner on every page.
	hvRound(t, pages, shots, nil)
	names := []string{"Ann", "Bob", "Cat"}
	winners := map[string]bool{}
	for i, p := range pages {
		p.WaitVisible(e2e.TestID("verdict"))
		w := strings.TrimSpace(p.Text(`[data-testid=rank-1]`))
		if w == "You" {
			w = names[i]
		}
		winners[w] = true
	}
	if len(winners) != 1 {
		t.Errorf("the pages disagree on the winner: %v", winners)
	}
	for i, p := range pages {
		shots[i].take(p, "")
	}
	// The host continues at once (it steps first), so a guest sees only some of the pauses.
	waited := 0
	for state := range shared {
		if strings.HasSuffix(state, "-waiting") { // a state only a guest's page shows
			waited++
		}
	}
	if waited < 2 {
		t.Errorf("the guests waited for the host after %d stages: %v", waited, shared)
	}
}
