package board

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

func TestRenderHasTheCanvasAndTheControls(t *testing.T) {
	b := New()
	tr, _ := tracks.Get("france")
	if err := b.SetTrack(tr); err != nil {
		t.Fatal(err)
	}
	html := app.HTMLString(b)
	for _, want := range []string{
		`data-testid="board"`, `<canvas`, `data-testid="board-canvas"`, `aria-label="Race track: France circuit"`,
		`data-testid="board-zoom-in"`, `data-testid="board-zoom-out"`, `data-testid="board-fit"`,
		`data-testid="board-numbers"`, `aria-pressed="false"`, `aspect-ratio`, `data-testid="board-follow"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the board renders without %s:\n%s", want, html)
		}
	}
	b.showNumbers(true)
	// go-app writes an attribute whose value is "true" bare in its HTML (the browser gets
	// setAttribute("aria-pressed", "true")).
	if html := app.HTMLString(b.Fill()); strings.Contains(buttonTag(html, "board-numbers"), `aria-pressed="false"`) || !strings.Contains(html, "aria-pressed") || strings.Contains(html, "aspect-ratio") {
		t.Errorf("with numbers on and filling its parent the board renders:\n%s", html)
	}
}

func TestBoardWithoutABrowser(t *testing.T) {
	b := New()
	if err := b.SetTrack(nil); err == nil {
		t.Error("SetTrack(nil) gives no error")
	}
	tr, _ := tracks.Get("usa")
	if err := b.SetTrack(tr); err != nil {
		t.Fatal(err)
	}
	b.Show([]engine.CarView{{Seat: 0, Colour: "red", Pos: engine.Pos{Progress: -1, Lane: 1}, OnTrack: true}}, 0)
	b.Play([]engine.Event{{Kind: engine.EvMove, Seat: 0, From: engine.Pos{Progress: -1, Lane: 1}, To: engine.Pos{Progress: 9, Lane: 1}}})
	if !b.busy() {
		t.Error("the board is not busy right after a move was played")
	}
	called := false
	b.OnIdle(func() { called = true })
	if !called {
		t.Error("OnIdle on a board that is not mounted waits for frames that never come")
	}
	b.setSpeed(instant)
	if b.busy() {
		t.Error("switching to instant leaves the board busy")
	}
	done := make(chan frameStats, 1)
	benchPart{b}.bench(0, func(s frameStats) { done <- s })
	if s := <-done; s.Frames != 0 {
		t.Errorf("a benchmark on a board that is not mounted reports %d frames", s.Frames)
	}
	if b.layout() == nil || b.layout().Track() != tr {
		t.Error("Layout does not give the circuit shown")
	}
}

// buttonTag is the opening tag of the button with the given test ID in html, "" when there is none.
func buttonTag(html, testid string) string {
	at := strings.Index(html, `data-testid="`+testid+`"`)
	if at < 0 {
		return ""
	}
	start := strings.LastIndex(html[:at], "<button")
	end := strings.Index(html[at:], ">")
	if start < 0 || end < 0 {
		return ""
	}
	return html[start : at+end]
}
