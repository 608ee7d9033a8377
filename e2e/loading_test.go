package e2e_test

import (
	"strings"
	"testing"

	"github.com/heatracing/heat/e2e"
)

// progressProbe records every percentage the loading screen shows.
const progressProbe = `
window.__progress = [];
new MutationObserver(() => {
  const label = document.getElementById("app-wasm-loader-label");
  const m = label && label.textContent.match(/(\d+)%/);
  if (m && window.__progress[window.__progress.length - 1] !== Number(m[1])) {
    window.__progress.push(Number(m[1]));
  }
}).observe(document, {childList: true, subtree: true, characterData: true});
`

// The loader's worker downloads and compiles app.wasm and warms the game up (server/compile.js);
// without workers the page does it all itself. Both show real progress and download app.wasm once.
func TestLoadingScreenShowsRealProgress(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name, script string
		warmUp       string // what window.heatWarmUp says once the game runs
		pageLoads    int    // downloads of app.wasm by the page itself (not the worker)
	}{
		{"in a worker", "", "done", 0},
		{"without workers", "window.Worker = undefined;", "no worker", 1},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := e2e.Start(t)
			p := h.NewPage(t)
			p.OnNewDocument(progressProbe + c.script)
			p.Throttle(1 << 20) // 1 MiB/s: the compressed wasm takes a second or two
			p.Navigate("/")
			p.WaitText("#app-wasm-loader-label", "%")
			p.Screenshot("loading")
			p.WaitAppStarted()
			p.WaitVisible(e2e.TestID("home"))
			checkProgress(t, e2e.EvalAs[[]float64](p, "window.__progress"))

			if got := p.Eval("window.heatWarmUp"); got != c.warmUp {
				t.Errorf("the warm-up says %q, want %q", got, c.warmUp)
			}
			// Later, the service worker's warm-up compiles its cached copy: that fetch starts after
			// its performance mark.
			loads := `(() => {
  const warmup = performance.getEntriesByName("heat-warmup")[0];
  return performance.getEntriesByName(location.origin + window.heatWasm)
    .filter((e) => !warmup || e.startTime < warmup.startTime).length;
})()`
			if n := p.Eval(loads); n != float64(c.pageLoads) {
				t.Errorf("the page downloaded app.wasm %v times, want %d", n, c.pageLoads)
			}
		})
	}
}

// checkProgress fails unless the loading screen showed several steps, never going back, ending
// at 100%.
func checkProgress(t *testing.T, seen []float64) {
	t.Helper()
	t.Logf("progress shown: %v", seen)
	if len(seen) < 3 {
		t.Fatalf("the loading screen showed %v: want several steps up to 100%%", seen)
	}
	for i, v := range seen {
		if v < 0 || v > 100 {
			t.Errorf("progress %v%% is out of 0..100 (is WasmContentLength the uncompressed size?)", v)
		}
		if i > 0 && v < seen[i-1] {
			t.Errorf("progress went back from %v%% to %v%%", seen[i-1], v)
		}
	}
	if last := seen[len(seen)-1]; last != 100 {
		t.Errorf("progress ended at %v%%, want 100%%", last)
	}
	between := false
	for _, v := range seen {
		between = between || (v > 0 && v < 100)
	}
	if !between {
		t.Errorf("no step between 0%% and 100%%: %v", seen)
	}
}

// holdGameStart makes the page's WebAssembly.instantiate, with which the loader starts the game,
// wait until window.heatReleaseGame() is called.
const holdGameStart = `
(() => {
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  window.heatReleaseGame = () => release();
  const instantiate = WebAssembly.instantiate.bind(WebAssembly);
  WebAssembly.instantiate = async (...args) => { await held; return instantiate(...args); };
  const streaming = WebAssembly.instantiateStreaming && WebAssembly.instantiateStreaming.bind(WebAssembly);
  if (streaming) {
    WebAssembly.instantiateStreaming = async (...args) => { await held; return streaming(...args); };
  }
})();
`

// Buttons pressed while the game still downloads (the server's page is on screen, the wasm is
// not running yet) say they wait, with the download's progress, and are pressed again in order
// once the game runs: on Qualifying's setup, one lap, then START, pressed at once, start a lap of
// one.
func TestButtonsPressedWhileLoadingWaitThenPlay(t *testing.T) {
	t.Parallel()
	h := e2e.Start(t)
	p := h.NewPage(t)
	// The game downloads in the loader's worker, which the page's network emulation does not slow
	// down, and may be ready in under a second: the page holds the game's start until the buttons
	// are pressed, however slowly a loaded machine presses them.
	p.OnNewDocument(holdGameStart)
	p.Navigate("/qualifying")
	p.WaitVisible(e2e.TestID("start"))
	if !e2e.EvalAs[bool](p, `!!document.getElementById("app-wasm-loader")`) {
		t.Fatal("the game runs already: the test presses nothing early")
	}
	p.Click(e2e.TestID("laps-1"))
	p.Click(e2e.TestID("start"))
	// The download takes seconds: the button still belongs to the server's page.
	waiting := e2e.EvalAs[string](p, `(() => {
  const b = document.querySelector("[data-testid=start]");
  return document.getElementById("app-wasm-loader") ? b.getAttribute("aria-busy") + " " + b.textContent : "started";
})()`)
	if !strings.HasPrefix(waiting, "true ") || !strings.Contains(waiting, "%") {
		t.Errorf("pressed while the game loads, START reads %q: want it busy, with the download's progress", waiting)
	}
	p.Screenshot("start-waiting")
	p.Eval(`window.heatReleaseGame()`)
	p.WaitAppStarted()
	p.WaitVisible(e2e.TestID("lap-timer"))
	p.WaitText(e2e.TestID("lap"), "1 of 1")
	if got := e2e.EvalAs[[]string](p, "window.heatPressedEarly"); strings.Join(got, " ") != e2e.TestID("laps-1")+" "+e2e.TestID("start") {
		t.Errorf("the loader pressed %v again, want laps-1 then start", got)
	}
}
