package e2e_test

import (
	"fmt"
	"testing"

	"github.com/heatracing/heat/e2e"
)

// say writes a chat line on p's page, to everyone (to == "") or privately to the player named to,
// and waits until the host relayed it back to p.
func say(t *testing.T, p *e2e.Page, to, text string) {
	t.Helper()
	p.WaitVisible(e2e.TestID("chat-input"))
	if to != "" {
		p.WaitTrue(fmt.Sprintf(`[...document.querySelectorAll('[data-testid=chat-to] option')].some(o => o.text.startsWith(%q))`, to))
		p.Eval(fmt.Sprintf(`(() => {
  const s = document.querySelector('[data-testid=chat-to]');
  s.value = [...s.options].find(o => o.text.startsWith(%q)).value;
  s.dispatchEvent(new Event('change', {bubbles: true}));
})()`, to))
	}
	p.Press(e2e.TestID("chat-input"), text)
	p.WaitTrue(fmt.Sprintf(`document.querySelector('[data-testid=chat-input]').value === %q`, text))
	p.Click(e2e.TestID("chat-send"))
	waitLine(t, p, text)
	p.WaitTrue(`document.querySelector('[data-testid=chat-input]').value === ''`)
}

// sayByEnter writes a chat line to everyone on p's page and sends it with Enter, as most players
// do, and waits until the host relayed it back to p.
func sayByEnter(t *testing.T, p *e2e.Page, text string) {
	t.Helper()
	p.WaitVisible(e2e.TestID("chat-input"))
	p.Press(e2e.TestID("chat-input"), text)
	p.WaitTrue(fmt.Sprintf(`document.querySelector('[data-testid=chat-input]').value === %q`, text))
	p.Press(e2e.TestID("chat-input"), "\r")
	waitLine(t, p, text)
	p.WaitTrue(`document.querySelector('[data-testid=chat-input]').value === ''`)
}

// waitLine waits until p's chat shows a line with text.
func waitLine(t *testing.T, p *e2e.Page, text string) {
	t.Helper()
	p.WaitTrue(fmt.Sprintf(`[...document.querySelectorAll('[data-testid=chat-line]')].some(l => l.innerText.includes(%q))`, text))
}

// hasText reports whether p's chat holds text anywhere.
func chatHolds(p *e2e.Page, text string) bool {
	return e2e.EvalAs[bool](p, fmt.Sprintf(`(document.querySelector('[data-testid=chat-lines]')?.innerText ?? '').includes(%q)`, text))
}

// Chat in Heat's lobby and race between a host and two guests, over real WebRTC: a line to
// everyone reaches every page as "name: message"; a private one reaches its addressee's page
// only, marked; markup is shown as text.
func TestChatInHeatsLobbyAndRace(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Ann", "red")
	bob := player(t, h, "Bob", "blue")
	cat := player(t, h, "Cat", "green")
	for _, p := range []*e2e.Page{host, bob, cat} {
		p.Viewport(1366, 768)
	}
	link, _ := openRoom(t, host)
	press(t, host, "laps-1")
	joinByLink(t, bob, link)
	joinByLink(t, cat, link)
	waitPlayers(t, host, 3)

	say(t, host, "", "Welcome to my room!")
	waitLine(t, bob, "Ann: Welcome to my room!")
	waitLine(t, cat, "Ann: Welcome to my room!")

	const secret = "Cat, brake late at the chicane"
	say(t, bob, "Cat", secret)
	cat.WaitVisible(`[data-testid=chat-line][data-private=true]`)
	waitLine(t, cat, "Bob: "+secret)
	if got := cat.Text(`[data-testid=chat-line][data-private=true]`); got != "private to you Bob: "+secret {
		t.Errorf("Cat's private line reads %q", got)
	}
	// A guest's line sent with Enter reaches everyone (it was once lost: the box emptied and the
	// line showed nowhere).
	sayByEnter(t, cat, "Ready when you are")
	waitLine(t, host, "Cat: Ready when you are")
	waitLine(t, bob, "Cat: Ready when you are")
	say(t, cat, "", "<b>thanks</b> <img src=x onerror=alert(1)>")
	waitLine(t, bob, "<b>thanks</b>")
	waitLine(t, host, "<b>thanks</b>")
	if n := e2e.EvalAs[int](cat, `document.querySelectorAll('[data-testid=chat-lines] b, [data-testid=chat-lines] img').length`); n != 0 {
		t.Errorf("a chat line became markup: %d elements", n)
	}
	// The private line never reached the host's page nor the other guest's.
	if chatHolds(host, secret) {
		t.Errorf("the host's page shows Bob's private message to Cat")
	}
	host.Screenshot("lobby-chat")
	cat.Screenshot("lobby-chat-private")

	// The chat goes on beside the race.
	startRace(t, host)
	cat.WaitVisible(e2e.TestID("standings"))
	say(t, cat, "", "Good luck!")
	waitLine(t, host, "Cat: Good luck!")
	waitLine(t, bob, "Cat: Good luck!")
	say(t, host, "Bob", "Watch your heat")
	waitLine(t, bob, "Ann: Watch your heat")
	if chatHolds(cat, "Watch your heat") {
		t.Errorf("Cat's page shows the host's private message to Bob")
	}
	host.Screenshot("race-chat")
}
