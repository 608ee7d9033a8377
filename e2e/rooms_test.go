package e2e_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// hostNamed opens a room from a game's friends page: its name, listed publicly or not, then
// Host. The page must be the friends page, started.
func hostNamed(t *testing.T, p *e2e.Page, name string, public bool) {
	t.Helper()
	// From the home page, a game's friends page opens as a new document (the home's wasm holds no
	// game): a form filled before that document's game runs would be cleared when it starts.
	p.WaitTrue(`!!window.heatWasm && window.heatWasm !== "/web/home.wasm" && !document.getElementById("app-wasm-loader")`)
	p.WaitVisible(e2e.TestID("host-form"))
	p.Press(e2e.TestID("room-name"), name)
	if !public {
		p.Click(e2e.TestID("room-public"))
		p.WaitTrue(`!document.querySelector('[data-testid=room-public]').checked`)
	}
	p.Click(e2e.TestID("host"))
}

// listedRoom is the selector of a room's row in the public list.
func listedRoom(code string) string { return e2e.TestID("room-" + code) }

// The public room list of a game: the host opens a public room, which a stranger's friends page
// lists live (name, host, players/places, status, settings), joins from the list, and then
// shows full, its Join greyed out. An empty name is refused before anything is opened.
func TestPublicRoomList(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Ann", "red")
	bob := player(t, h, "Bob", "blue")
	cat := player(t, h, "Cat", "green")
	for _, p := range []*e2e.Page{host, bob, cat} {
		p.Viewport(1366, 768)
	}

	// Cat watches the list before any room exists.
	cat.Open("/friends")
	cat.WaitVisible(`[data-testid=public-rooms][data-state=live]`)
	cat.WaitVisible(e2e.TestID("rooms-empty"))

	host.Open("/")
	host.Click(e2e.TestID("menu-friends"))
	host.WaitVisible(`[data-testid=public-rooms][data-state=live]`)
	host.Click(e2e.TestID("host")) // no name yet
	host.WaitText(e2e.TestID("host-error"), "Give the room a name")
	hostNamed(t, host, "Sunday Grand Prix", true)
	host.WaitVisible(e2e.TestID("room-code"))
	code := host.Text(e2e.TestID("room-code"))
	host.WaitText(e2e.TestID("room-name-shown"), "Sunday Grand Prix")
	host.WaitText(e2e.TestID("room-listed"), "Listed in the public rooms")
	// Four Legends leave two cars to players.
	press(t, host, "legends-4")

	row := listedRoom(code)
	cat.WaitVisible(row)
	cat.WaitText(row+" [data-testid=room-players]", "1/2")
	got := cat.Text(row)
	for _, want := range []string{"Sunday Grand Prix", "Ann", "Waiting for players", "4 Legends", "lap"} {
		if !strings.Contains(got, want) {
			t.Errorf("the listed room reads %q: no %q", got, want)
		}
	}
	if e2e.EvalAs[bool](cat, fmt.Sprintf(`document.querySelector('[data-testid="join-%s"]').matches(':disabled')`, code)) {
		t.Fatalf("Join is greyed out in a room with a free place")
	}
	cat.Screenshot("room-list")

	// Bob joins from the list: the room fills up, and Cat's list says so at once.
	bob.Open("/friends")
	bob.WaitVisible(row)
	bob.Click(e2e.TestID("join-" + code))
	bob.WaitVisible(e2e.TestID("join"))
	bob.Click(e2e.TestID("join"))
	bob.WaitVisible(e2e.TestID("ready"))
	cat.WaitText(row+" [data-testid=room-players]", "2/2")
	cat.WaitVisible(fmt.Sprintf(`%s[data-full=true] [data-testid="join-%s"]:disabled`, row, code))
	cat.Screenshot("room-list-full")

	// The host makes the room private: it leaves the list.
	deadline := time.Now().Add(e2e.DefaultTimeout)
	for !e2e.EvalAs[bool](host, `document.querySelector('[data-testid=room-listed]')?.innerText.includes('Private')`) {
		if time.Now().After(deadline) {
			t.Fatalf("the room did not turn private: %s", host.Text(e2e.TestID("lobby")))
		}
		host.Eval(`document.querySelector('[data-testid=room-public-toggle]:not(:disabled)')?.click()`)
		time.Sleep(500 * time.Millisecond)
	}
	cat.WaitGone(row)
	cat.WaitVisible(e2e.TestID("rooms-empty"))
}

// The host removes a guest from the lobby: the guest's page says so in plain words, and the same
// browser cannot come back, neither by reloading nor by joining again.
func TestHostRemovesAGuest(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Ann", "red")
	dan := player(t, h, "Dan", "blue")
	link, _ := openRoom(t, host)
	joinByLink(t, dan, link)
	waitPlayers(t, host, 2)
	id := e2e.EvalAs[string](host, `document.querySelector('[data-testid^=kick-]').dataset.testid.slice(5)`)
	host.Click(e2e.TestID("kick-" + id))
	host.WaitGone(e2e.TestID("player-" + id))
	dan.WaitText(e2e.TestID("room-error"), "The host removed you from this race.")
	dan.WaitText(e2e.TestID("room-message"), "REMOVED FROM THE ROOM") // the heading is in capitals
	dan.Screenshot("removed")

	dan.Reload()
	dan.WaitVisible(e2e.TestID("join"))
	dan.Click(e2e.TestID("join"))
	dan.WaitText(e2e.TestID("room-error"), "The host removed you from this race.")
	if e2e.EvalAs[bool](host, `document.querySelectorAll('[data-testid=players] li').length !== 1`) {
		t.Errorf("the removed guest is back in the host's lobby: %s", host.Text(e2e.TestID("players")))
	}
}
