package e2e_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/heatracing/heat/app/shell/qr"
	"github.com/heatracing/heat/e2e"
)

// shareStub stands in for the system's share sheet (headless Chromium on Linux has none): it
// records what the page shares, and answers as the test says in window.heatShareAnswer
// ("ok", or the name of the error to reject with).
const shareStub = `Object.defineProperty(navigator, "share", {configurable: true, value: (data) => {
  window.heatShared = JSON.stringify(data);
  const answer = window.heatShareAnswer || "ok";
  return answer === "ok" ? Promise.resolve() : Promise.reject(new DOMException("stub", answer));
}});`

// Where the browser has a share sheet, the lobby offers it for the room's link; closing the sheet
// says nothing, and a refused share falls back to copying the link.
func TestShareLinkOpensTheShareSheet(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	host.OnNewDocument(shareStub)
	link, _ := openRoom(t, host)
	host.WaitVisible(e2e.TestID("share-button"))
	if e2e.EvalAs[bool](host, `!!document.querySelector('[data-testid=copy-link]')`) {
		t.Error("the lobby offers both the share sheet and the copy button")
	}

	host.Click(e2e.TestID("share-button"))
	host.WaitText(e2e.TestID("copy-status"), "Link shared")
	var shared struct{ Title, Text, URL string }
	if err := json.Unmarshal([]byte(e2e.EvalAs[string](host, `window.heatShared`)), &shared); err != nil {
		t.Fatalf("reading what was shared: %v", err)
	}
	if shared.URL != link || !strings.HasPrefix(shared.Title, "Heat") || shared.Text == "" {
		t.Errorf("the share sheet got %+v, want the link %s with the game's name and a line of text", shared, link)
	}
	host.Screenshot("shared")

	host.Eval(`window.heatShareAnswer = "AbortError"; window.heatShared = ""`)
	host.Click(e2e.TestID("share-button"))
	host.WaitTrue(`window.heatShared !== ""`)
	waitStatus(host, "") // the player closed the sheet: nothing to say

	host.Eval(`window.heatShareAnswer = "NotAllowedError";
navigator.clipboard.writeText = (text) => { window.heatCopied = text; return Promise.resolve(); }`)
	host.Click(e2e.TestID("share-button"))
	host.WaitText(e2e.TestID("copy-status"), "Link copied")
	if got := e2e.EvalAs[string](host, `window.heatCopied`); got != link {
		t.Errorf("after a refused share the clipboard got %q, want %q", got, link)
	}
}

// waitStatus waits until the share status reads exactly want.
func waitStatus(p *e2e.Page, want string) {
	p.WaitTrue(`document.querySelector('[data-testid=copy-status]').textContent === ` + jsString(want))
}

// Without a share sheet the lobby offers the copy button; on a phone too it shows the room's QR
// code, which is the Go encoder's code of the link, module for module.
func TestRoomLinkQRCode(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	host.OnNewDocument(`delete Navigator.prototype.share; delete navigator.share;`)
	host.Viewport(390, 844)
	link, _ := openRoom(t, host)
	host.WaitVisible(e2e.TestID("copy-link"))
	if e2e.EvalAs[bool](host, `!!document.querySelector('[data-testid=share-button]')`) {
		t.Error("the lobby offers a share sheet the browser does not have")
	}
	host.WaitVisible(e2e.TestID("room-qr"))
	code, err := qr.Encode(link)
	if err != nil {
		t.Fatal(err)
	}
	if got := e2e.EvalAs[string](host, `document.querySelector('[data-testid=room-qr] svg path').getAttribute('d')`); got != code.Path() {
		t.Errorf("the page's QR code is not the encoder's code of %s:\n page %s\n   Go %s", link, got, code.Path())
	}
	size := e2e.EvalAs[float64](host, `document.querySelector('[data-testid=room-qr] svg').getBoundingClientRect().width`)
	if size < 120 {
		t.Errorf("the QR code is %.0f px wide: too small for a camera across a table", size)
	}
	host.Eval(`document.querySelector('[data-testid=room-qr]').scrollIntoView()`)
	host.Screenshot("qr-390x844")
}

// A guest sees the host's settings as the host's own controls, disabled, each choice as the host
// makes it, under a summary in words.
func TestGuestSeesTheSettingsPanel(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	host := player(t, h, "Hana", "red")
	guest := player(t, h, "Gus", "blue")
	link, _ := openRoom(t, host)
	joinByLink(t, guest, link)
	waitPlayers(t, host, 2)
	for _, id := range []string{"track-france", "laps-2", "legends-1", "level-2", "garage-basic", "weather-1", "timer-30"} {
		press(t, host, id)
	}
	for _, id := range []string{"track-france", "laps-2", "legends-1", "level-2", "garage-basic", "weather-1", "timer-30"} {
		guest.WaitVisible(e2e.TestID(id) + `[aria-pressed=true]:disabled`)
	}
	guest.WaitText(e2e.TestID("settings-summary"), "France")
	guest.WaitText(e2e.TestID("modules"), "Garage: Basic draft · weather and road conditions")
	if n := e2e.EvalAs[float64](guest, `document.querySelectorAll('[data-testid=race-settings] button:not(:disabled)').length`); n != 0 {
		t.Errorf("the guest has %v settings buttons it can press", n)
	}
	if n := e2e.EvalAs[float64](host, `document.querySelectorAll('[data-testid=race-settings] button:not(:disabled)').length`); n < 10 {
		t.Errorf("the host can press only %v settings buttons", n)
	}
	guest.Screenshot("guest-settings")
}
