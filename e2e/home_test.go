package e2e_test

import (
	"strings"
	"testing"

	"github.com/heatracing/heat/e2e"
)

func TestHomePageMounts(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/")
	p.WaitVisible(e2e.TestID("home"))

	if got := p.Text(e2e.TestID("title")); !strings.EqualFold(got, "Parlor") {
		t.Errorf("title reads %q, want Parlor", got)
	}
	// Two games: the home is a picker with a card for each.
	if got := p.Text(`[data-testid=game-heat] .parlor-pitch`); !strings.Contains(got, "Heat") {
		t.Errorf("the pitch does not explain Heat: %q", got)
	}
	if got := p.Text(`[data-testid=game-bloodfang] .parlor-pitch`); !strings.Contains(got, "lane") {
		t.Errorf("the pitch does not explain Blood Fang: %q", got)
	}
	if got := p.Eval("document.title"); got != "Parlor" {
		t.Errorf("document title is %q", got)
	}
	// The CSS of web/ applies: the page is asphalt, not the browser's white.
	if got := p.Eval(`getComputedStyle(document.body).backgroundColor`); got != "rgb(22, 23, 26)" {
		t.Errorf("body background is %v, want the asphalt rgb(22, 23, 26)", got)
	}
	p.Screenshot("home")
}

func TestUnknownPathShowsTheGamesNotFoundPage(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	p.Open("/no/such/page")
	p.WaitVisible(e2e.TestID("not-found"))
	p.WaitText(e2e.TestID("not-found-path"), "/no/such/page") // the path shows once the page has read its address
	p.Screenshot("not-found")

	p.Click(e2e.TestID("back-home"))
	p.WaitVisible(e2e.TestID("home"))
	if got := p.URL(); got != h.URL+"/" {
		t.Errorf("after the link back the address is %s, want %s/", got, h.URL)
	}
}
