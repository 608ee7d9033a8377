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
		p.Eval(fmt.Sprintf(`window.scrollTo(0, %d)`, y))
		p.WaitTrue(fmt.Sprintf(`scrollY === %d`, y))
		p.Eval(fmt.Sprintf(`document.querySelector('main a[href=%q]').click()`, path))
		p.WaitTrue(fmt.Sprintf(`location.pathname === %q && !!document.querySelector(%q)`, path, ready))
		if !becomes(p, `scrollY === 0`, 5*time.Second) {
			p.Screenshot("scrolled")
			t.Fatalf("%s opened %v px down", path, p.Eval(`scrollY`))
		}
	}
	follow(900, "/havoc/solo", e2e.TestID("setup"))
	p.WaitTrue(`document.documentElement.scrollHeight > innerHeight + 500`)
	follow(500, "/", e2e.TestID("home"))
	follow(1200, "/bloodfang/solo", e2e.TestID("setup"))
	p.Screenshot("setup-at-the-top")

	// Back to the home, scrolled where it was; forward to the setup, at the top as it was left.
	p.Eval(`history.back()`)
	p.WaitTrue(`location.pathname === '/' && !!document.querySelector('[data-testid=home]')`)
	if !becomes(p, `Math.abs(scrollY - 1200) < 2`, 5*time.Second) {
		t.Errorf("back on the home: scrolled to %v px, want 1200", p.Eval(`scrollY`))
	}
	p.Eval(`history.forward()`)
	p.WaitTrue(`location.pathname === '/bloodfang/solo'`)
	if !becomes(p, `scrollY === 0`, 5*time.Second) {
		t.Errorf("forward to the setup: scrolled to %v px, want 0", p.Eval(`scrollY`))
	}
}
