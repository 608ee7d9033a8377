package e2e_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/heatracing/heat/e2e"
)

// homeLayoutJS measures the home: the ways to play that end below the window, and how wide the
// page is against the window.
const homeLayoutJS = `(() => {
	const below = [...document.querySelectorAll('[data-testid=games] [data-testid^=menu-]')]
		.filter(e => e.getBoundingClientRect().bottom > innerHeight + 0.5)
		.map(e => e.dataset.testid);
	return {modes: document.querySelectorAll('[data-testid=games] [data-testid^=menu-]').length,
		below: below.join(' '), width: document.documentElement.scrollWidth, window: innerWidth,
		h1: document.querySelectorAll('h1').length};
})()`

// The home shows the platform's name once and every game's ways to play on one screen, on a
// laptop's window as on a large one; on a phone it scrolls down, never sideways.
func TestHomeLayout(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))
	if got := p.Text(e2e.TestID("title")); !strings.EqualFold(got, "Parlor") {
		t.Errorf("the home's title reads %q, want Parlor", got)
	}
	for _, size := range []struct {
		w, h  int64
		phone bool
	}{{1366, 768, false}, {1920, 1080, false}, {390, 844, true}} {
		if size.phone {
			p.Phone(size.w, size.h)
		} else {
			p.Viewport(size.w, size.h)
		}
		p.Eval(`window.scrollTo(0, 0)`)
		t.Logf("%d×%d: %s", size.w, size.h, p.Screenshot(fmt.Sprintf("home-%dx%d", size.w, size.h)))
		m := e2e.EvalAs[map[string]any](p, homeLayoutJS)
		if m["modes"].(float64) < 6 {
			t.Errorf("%d×%d: the home lists %v ways to play, want every game's", size.w, size.h, m["modes"])
		}
		if m["h1"].(float64) != 1 {
			t.Errorf("%d×%d: the home has %v top headings, want the platform's name once", size.w, size.h, m["h1"])
		}
		if !size.phone && m["below"] != "" {
			t.Errorf("%d×%d: these ways to play are below the window: %v", size.w, size.h, m["below"])
		}
		if w := m["width"].(float64); w > float64(size.w) || w > m["window"].(float64) {
			t.Errorf("%d×%d: the page is %v px wide in a %v px window: it scrolls sideways", size.w, size.h, w, m["window"])
		}
	}
}
