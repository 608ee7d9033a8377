package e2e_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/heatracing/heat/e2e"
)

// sideways names what makes the page wider than width: the document's width, and the outermost
// elements whose right edge passes it; "" when nothing does. A phone zooms a page wider than its
// screen out until it fits, so the window's own width would follow the page: the test compares
// with the phone's.
const sideways = `((width) => {
  const w = document.documentElement.scrollWidth;
  if (w <= width) return '';
  const out = [...document.querySelectorAll('body *')].filter(e => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.right > width + 0.5 && !(e.parentElement && e.parentElement.getBoundingClientRect().right > width + 0.5);
  }).slice(0, 5).map(e => (e.dataset.testid || e.tagName.toLowerCase() + '.' + [...e.classList].join('.')) + ' ' + Math.round(e.getBoundingClientRect().right));
  return w + ' px wide: ' + out.join(', ');
})`

// phoneWidths are the phones every page must fit.
var phoneWidths = []int64{360, 390}

// widePages are the pages a player reaches without a game running: every setup, the friends'
// pages, the How to play pages and the not-found page.
var widePages = []string{
	"/", "/friends", "/solo", "/qualifying", "/championship", "/how-to-play", "/race-mode",
	"/havoc/solo", "/havoc/friends", "/havoc/how-to-play", "/bloodfang/solo", "/bloodfang/friends",
	"/bloodfang/how-to-play", "/nowhere",
}

// fits checks p at each phone width, with a screenshot named name at each; it returns what
// passes the screen's edge.
func fits(p *e2e.Page, name string, shoot bool) []string {
	var bad []string
	for _, w := range phoneWidths {
		p.Phone(w, 800)
		p.WaitTrue(fmt.Sprintf(`document.documentElement.clientWidth === %d`, w))
		if got := e2e.EvalAs[string](p, fmt.Sprintf("%s(%d)", sideways, w)); got != "" {
			bad = append(bad, fmt.Sprintf("%s at %d px: %s", name, w, got))
		}
		if shoot {
			p.Screenshot(fmt.Sprintf("%s-%d", name, w))
		}
	}
	return bad
}

// No page scrolls sideways on a 360- or 390-pixel-wide phone: every page without a game, a
// room's lobby with its chat, the friends page listing that room, each game's page, and the home
// offering to rejoin a game.
func TestNoPageScrollsSideways(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := player(t, h, "Bea", "blue")
	host := player(t, h, "Maximilian", "red")
	host.Phone(360, 800)
	p.Phone(360, 800)
	p.Open("/")
	var bad []string
	for _, path := range widePages {
		p.Eval(fmt.Sprintf(`goappNav(%q)`, path))
		p.WaitTrue(fmt.Sprintf(`location.pathname === %q && !!document.querySelector('main')`, path))
		// A page of another wasm opens as a new document: the next goappNav needs its app running.
		p.WaitAppStarted()
		bad = append(bad, fits(p, path, path == "/" || path == "/friends")...)
	}

	// A public room: its lobby, and the friends page that lists it.
	host.Open("/")
	host.Click(e2e.TestID("menu-friends"))
	hostNamed(t, host, "Friday night at the Monza circuit", true)
	host.WaitVisible(e2e.TestID("room-code"))
	code := host.Text(e2e.TestID("room-code"))
	say(t, host, "", "Welcome! Long words wrap: Grand-prix-championship-qualifying-session")
	bad = append(bad, fits(host, "lobby", true)...)
	p.Eval(`goappNav('/friends')`)
	p.WaitVisible(listedRoom(code))
	p.Eval(`document.querySelector('[data-testid=rooms]').scrollIntoView()`)
	bad = append(bad, fits(p, "friends-listing", true)...)

	// Each game's page, then the home offering to rejoin.
	for _, g := range []struct{ path, start, ready string }{
		{"/bloodfang/solo", "start", "hand"},
		{"/havoc/solo", "start", "layout"},
		{"/solo", "start", "standings"},
	} {
		p.Eval(fmt.Sprintf(`goappNav(%q)`, g.path))
		p.WaitVisible(e2e.TestID(g.start))
		p.Click(e2e.TestID(g.start))
		p.WaitVisible(e2e.TestID(g.ready))
		bad = append(bad, fits(p, g.path+"-game", true)...)
	}
	p.Eval(`goappNav('/')`)
	p.WaitVisible(e2e.TestID("rejoin"))
	bad = append(bad, fits(p, "home-rejoin", true)...)
	if len(bad) > 0 {
		t.Errorf("pages wider than the phone:\n%s", strings.Join(bad, "\n"))
	}
}
