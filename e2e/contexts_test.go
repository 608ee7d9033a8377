package e2e_test

import (
	"testing"

	"github.com/heatracing/heat/e2e"
)

// Later tests race a host and guests in one browser: each page must be a
// separate player, with storage of its own.
func TestPagesAreSeparatePlayers(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host, guest := h.NewNamedPage(t, "host"), h.NewNamedPage(t, "guest")
	for _, p := range []*e2e.Page{host, guest} {
		p.Open("/")
		p.WaitVisible(e2e.TestID("home"))
	}
	host.Eval(`localStorage.setItem("seat", "host")`)
	if got := guest.Eval(`localStorage.getItem("seat")`); got != nil {
		t.Errorf("the guest sees the host's storage: %v", got)
	}
	if got := host.Eval(`localStorage.getItem("seat")`); got != "host" {
		t.Errorf("the host lost its own storage: %v", got)
	}
	host.Screenshot("home")
	guest.Screenshot("home")
}
