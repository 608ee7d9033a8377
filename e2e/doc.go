// Package e2e drives the real game in headless Chromium, Firefox and WebKit from Go tests.
//
// A test starts the real server on a free loopback port, then opens pages in
// the test binary's one headless Chromium, each in its own browser context
// (separate storage, cookies and service workers, like separate players):
//
//	h := e2e.Start(t)
//	p := h.NewPage(t)
//	p.Open("/")
//	p.WaitVisible(e2e.TestID("home")) // [data-testid="home"]
//	p.Screenshot("home")
//
// Every wait has a timeout; a failure names the screenshot taken at that
// moment and prints the browser console and the tail of the server log.
// Screenshots, console logs and the server log land in artifacts/e2e/<test>/.
//
// The harness builds what it needs (the server binary, and app.wasm with its
// compressed siblings when missing or stale), so `go test ./e2e/` works on
// its own. It needs Chromium at /usr/bin/chromium (or $CHROMIUM);
// `make test` installs it.
//
// Pages in Firefox and WebKit are Tabs of an Engine (StartFirefox,
// StartWebKit; engine.go says how each is driven), opened with
// Harness.NewTab on the same server.
package e2e
