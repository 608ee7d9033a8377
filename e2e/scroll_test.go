package e2e_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/heatracing/heat/e2e"
)

// Every page opens at the top, whatever the scroll of the page before; back and forward return
// to where each page was scrolled.
func TestNavigationStartsAtTheTop(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Phone(390, 700)
	p.Open("/")
	// follow clicks the link to path, as a player would, from the page scrolled to y.
	follow := func(y int, path, ready string) {
		t.Helper()
		// A page opened as a new document is held at the top until its game runs: scroll after.
		p.WaitTrue(`window.parlorScrollSettled === true`)
		p.Eval(fmt.Sprintf(`window.scrollTo(0, %d)`, y))
		p.WaitTrue(fmt.Sprintf(`scrollY === %d`, y))
		p.Eval(fmt.Sprintf(`document.querySelector('main a[href=%q]').click()`, path))
		p.WaitTrue(fmt.Sprintf(`location.pathname === %q && !!document.querySelector(%q)`, path, ready))
		if !becomes(p, `scrollY === 0`, 5*time.Second) {
			p.Screenshot("scrolled")
			t.Fatalf("%s opened %v px down (%v)", path, p.Eval(`scrollY`), p.Eval(`JSON.stringify([history.state, performance.getEntriesByType("navigation")[0].type, history.length])`))
		}
	}
	follow(900, "/havoc/solo", e2e.TestID("setup"))
	p.WaitTrue(`document.documentElement.scrollHeight > innerHeight + 500`)
	follow(500, "/", e2e.TestID("home"))
	follow(1200, "/bloodfang/solo", e2e.TestID("setup"))
	p.Screenshot("setup-at-the-top")
	// Within one game's wasm: its How to play, from its setup scrolled down.
	p.WaitAppStarted()
	p.WaitTrue(`document.documentElement.scrollHeight > innerHeight + 400`)
	follow(400, "/bloodfang/how-to-play", e2e.TestID("how-to-play"))

	// Back to the setup, scrolled where it was; forward to How to play, at the top as it was left.
	p.Eval(`history.back()`)
	p.WaitTrue(`location.pathname === '/bloodfang/solo' && !!document.querySelector('[data-testid=setup]')`)
	if !becomes(p, `Math.abs(scrollY - 400) < 2`, 5*time.Second) {
		t.Errorf("back on the setup: scrolled to %v px, want 400", p.Eval(`scrollY`))
	}
	p.Eval(`history.forward()`)
	p.WaitTrue(`location.pathname === '/bloodfang/how-to-play'`)
	if !becomes(p, `scrollY === 0`, 5*time.Second) {
		t.Errorf("forward to How to play: scrolled to %v px, want 0", p.Eval(`scrollY`))
	}
	// Back past the setup to the home page, which runs its own wasm: a new document, scrolled
	// where the home page was left once it has drawn.
	p.Eval(`history.go(-2)`)
	p.WaitTrue(`location.pathname === '/' && !!document.querySelector('[data-testid=home]') && window.parlorScrollSettled === true`)
	if !becomes(p, `Math.abs(scrollY - 1200) < 2`, 5*time.Second) {
		p.Screenshot("home-gone-back-to")
		t.Errorf("back to the home page: scrolled to %v px, want 1200", p.Eval(`scrollY`))
	}
}
