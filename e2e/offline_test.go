package e2e_test

import (
	"testing"

	"github.com/heatracing/heat/e2e"
)

// After one visit the game opens with no network, deep links included.
func TestOpensOfflineAfterOneVisit(t *testing.T) {
	cuts := []struct {
		name string
		cut  func(t *testing.T, h *e2e.Harness, p *e2e.Page)
	}{
		{"network emulated offline", func(t *testing.T, h *e2e.Harness, p *e2e.Page) { p.Offline(true) }},
		{"server stopped", func(t *testing.T, h *e2e.Harness, p *e2e.Page) { h.StopServer(t) }},
	}
	for _, c := range cuts {
		t.Run(c.name, func(t *testing.T) {
			h := e2e.Start(t)
			p := h.NewPage(t)
			p.Open("/")
			p.WaitVisible(e2e.TestID("home"))
			p.WaitOfflineReady()
			p.WaitWarmedUp()

			c.cut(t, h, p)
			reached := p.Eval(`fetch("/healthz", {cache: "no-store"}).then(() => "reached the server", () => "no network")`)
			if reached != "no network" {
				t.Fatalf("the network is not cut: a fetch %s", reached)
			}

			p.Reload()
			p.WaitVisible(e2e.TestID("home"))
			p.Screenshot("home-offline")

			// A deep link never visited: the worker answers with the cached
			// "/" page, and the app's router shows the page of the URL.
			const deep = "/deep/link/never-visited"
			p.Open(deep)
			p.WaitVisible(e2e.TestID("not-found"))
			// The page's path comes with the render after the page's OnNav: wait for it.
			p.WaitText(e2e.TestID("not-found-path"), deep)
			p.Screenshot("deep-link-offline")
		})
	}
}
