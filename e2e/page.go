package e2e

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// DefaultTimeout bounds each wait of a page. A cold start of the game
// (download and compile of app.wasm) takes a few seconds on 2 cores, and
// more when the browser tests run side by side (t.Parallel) on a loaded
// machine: the bound is generous, as it only delays a failure.
const DefaultTimeout = 60 * time.Second

// Page is a browser tab driven by a test. Its methods fail the test, with a
// screenshot and the console, when they cannot do what they say.
type Page struct {
	// Timeout bounds each wait; it defaults to DefaultTimeout.
	Timeout time.Duration

	t       testing.TB
	h       *Harness
	name    string
	ctx     context.Context
	console *consoleLog
	workers map[target.ID]context.Context // service workers the page has attached to
	closers []context.CancelFunc          // detach from them, when the page closes
}

// Open navigates to path on the game server and waits until the app runs.
func (p *Page) Open(path string) {
	p.t.Helper()
	p.Navigate(path)
	p.WaitAppStarted()
}

// Navigate goes to path on the game server and waits for the document only,
// not for the app: the loading screen is still up.
func (p *Page) Navigate(path string) {
	p.t.Helper()
	url := p.h.URL + path
	if err := p.do(chromedp.Navigate(url)); err != nil {
		p.fatalf("opening %s: %v", url, err)
	}
}

// Reload reloads the page and waits until the app runs again.
func (p *Page) Reload() {
	p.t.Helper()
	if err := p.do(chromedp.Reload()); err != nil {
		p.fatalf("reloading: %v", err)
	}
	p.WaitAppStarted()
}

// AppStartedJS is true once go-app has run app.wasm and removed its loading
// screen. It throws the loader's message when loading failed. The loader
// comes after the pre-rendered page in the HTML: while the document is being
// parsed, its absence means nothing. Until then the page is the server's
// pre-render: the same elements, none of the behaviour. It also throws when the loader's worker
// failed to warm the game up on this page (server/compile.js): a slow warm-up, or a browser
// without workers, is no failure.
const AppStartedJS = `(() => {
  if (document.readyState === "loading") {
    return false;
  }
  const loader = document.getElementById("app-wasm-loader");
  if (!loader) {
    const warm = window.heatWarmUp;
    if (warm !== undefined && warm !== "done" && warm !== "too slow" && warm !== "no worker") {
      throw new Error("the loader's worker could not warm the game up on this page: " + warm);
    }
    return true;
  }
  const icon = document.getElementById("app-wasm-loader-icon");
  if (icon && !icon.classList.contains("goapp-spin")) {
    throw new Error("the app failed to load: " + loader.innerText);
  }
  return false;
})()`

// WaitAppStarted waits until app.wasm runs and has rendered the page. Until
// then the page shows the server's pre-render under the loading screen,
// which has the same elements but none of the behaviour.
func (p *Page) WaitAppStarted() {
	p.t.Helper()
	if err := p.poll(AppStartedJS); err != nil {
		p.fatalf("waiting for the app to start: %v", err)
	}
}

// RunsJS is a script that says whether the page runs wasm (its loader's choice, "/web/heat.wasm")
// and the loading screen is gone: the new document a link opened in another wasm has started.
func RunsJS(wasm string) string {
	return `window.heatWasm === ` + strconv.Quote(wasm) + ` && !document.getElementById("app-wasm-loader")`
}

// TestID is the CSS selector of the element with that data-testid.
func TestID(id string) string { return fmt.Sprintf("[data-testid=%q]", id) }

// WaitVisible waits until an element matching the CSS selector is visible.
func (p *Page) WaitVisible(sel string) {
	p.t.Helper()
	if err := p.do(chromedp.WaitVisible(chromedp.CSS(sel))); err != nil {
		p.fatalf("waiting for %s to be visible: %v", sel, err)
	}
}

// WaitGone waits until no element matches the CSS selector.
func (p *Page) WaitGone(sel string) {
	p.t.Helper()
	if err := p.do(chromedp.WaitNotPresent(chromedp.CSS(sel))); err != nil {
		p.fatalf("waiting for %s to go away: %v", sel, err)
	}
}

// Click clicks the centre of the first element matching the CSS selector,
// once it is visible.
func (p *Page) Click(sel string) {
	p.t.Helper()
	var err error
	// A node found may be gone by the time the click is aimed: go-app replaced the
	// server-rendered page, or re-rendered the element. The click was not made: find it again.
	for range 5 {
		if err = p.do(chromedp.Click(chromedp.CSS(sel))); err == nil || !nodeGone(err) {
			break
		}
	}
	if err != nil {
		p.fatalf("clicking %s: %v", sel, err)
	}
}

// nodeGone reports whether err says the node an action was aimed at left the document.
func nodeGone(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "Could not find node with given id") || strings.Contains(msg, "No node with given id") ||
		strings.Contains(msg, "Node is detached")
}

// Text returns the visible text of the first element matching the CSS
// selector, once it is visible.
func (p *Page) Text(sel string) string {
	p.t.Helper()
	// Read by selector in the page, not from a node found first: the app's first render replaces
	// the server's pre-render, and a node found before it may be gone by the time it is read.
	type text struct {
		Text string `json:"text"`
	}
	opts := append(p.pollOptions(), chromedp.WithPollingArgs(sel))
	var got text
	err := againInNewDocument(func() (err error) {
		got, err = run(p, chromedp.PollFunction[text](`(sel) => { const el = document.querySelector(sel); return el && el.getClientRects().length ? {text: el.innerText} : null; }`, opts...))
		return err
	})
	if err != nil {
		p.fatalf("reading the text of %s: %v", sel, err)
	}
	return strings.TrimSpace(got.Text)
}

// WaitText waits until the text of the element matching the CSS selector
// contains want. Renders are asynchronous: poll rather than read once.
func (p *Page) WaitText(sel, want string) {
	p.t.Helper()
	err := p.pollFunc(`(sel, want) => {
  const el = document.querySelector(sel);
  return !!el && el.innerText.includes(want);
}`, sel, want)
	if err != nil {
		got, _ := run(p, chromedp.Evaluate[string](fmt.Sprintf(`document.querySelector(%q)?.innerText ?? "(no such element)"`, sel)))
		p.fatalf("waiting for %s to contain %q (it reads %q): %v", sel, want, got, err)
	}
}

// WaitTrue waits until a JavaScript expression (it may be async) is truthy.
func (p *Page) WaitTrue(expr string) {
	p.t.Helper()
	if err := p.poll(expr); err != nil {
		p.fatalf("waiting for %s: %v", expr, err)
	}
}

// WaitAcrossNavigation waits until the JavaScript expression is true, while the page may open a
// new document meanwhile (a link to a page of another wasm): an evaluation in a document that
// goes away is tried again in the next, a few times at most.
func (p *Page) WaitAcrossNavigation(expr string) {
	p.t.Helper()
	if err := p.poll(expr); err != nil {
		p.fatalf("waiting for %s: %v", expr, err)
	}
}

// documentWentAway reports whether an evaluation failed because its document was replaced while
// it ran: Chromium says so in several ways, depending on the moment the new document commits.
func documentWentAway(err error) bool {
	for _, s := range []string{"Cannot find context", "Inspected target navigated or closed", "Execution context was destroyed"} {
		if strings.Contains(err.Error(), s) {
			return true
		}
	}
	return false
}

// Eval evaluates a JavaScript expression in the page, awaiting a promise, and
// returns its JSON value decoded (string, float64, bool, map, slice or nil).
func (p *Page) Eval(expr string) any {
	p.t.Helper()
	return EvalAs[any](p, expr)
}

// EvalAs evaluates a JavaScript expression in the page, awaiting a promise,
// and decodes its JSON value into T.
func EvalAs[T any](p *Page, expr string) T {
	p.t.Helper()
	v, err := run(p, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// Screenshot saves the visible part of the page as
// artifacts/e2e/<test>/NN-<page>-<name>.png and returns the path. Every page state worth a
// screenshot is also checked with axe-core (see CheckAccessibility).
func (p *Page) Screenshot(name string) string {
	p.t.Helper()
	path, err := p.screenshot(name)
	if err != nil {
		p.t.Fatalf("[%s] screenshot %q: %v", p.name, name, err)
	}
	p.CheckAccessibility(name)
	return path
}

func (p *Page) screenshot(name string) (string, error) {
	png, err := run(p, chromedp.CaptureScreenshot())
	if err != nil {
		return "", err
	}
	path := p.h.nextShot(p.name, name)
	return path, os.WriteFile(path, png, 0o644)
}

// URL returns the address the page shows.
func (p *Page) URL() string {
	p.t.Helper()
	u, err := run(p, chromedp.Location())
	if err != nil {
		p.fatalf("reading the location: %v", err)
	}
	return u
}

// fatalf fails the test with a screenshot of the moment, the end of the
// console and the end of the server log.
func (p *Page) fatalf(format string, args ...any) {
	p.t.Helper()
	msg := fmt.Sprintf("[%s] "+format, append([]any{p.name}, args...)...)
	shot, err := p.screenshot("FAILED")
	if err != nil {
		shot = "(none: " + err.Error() + ")"
	}
	p.t.Fatalf("%s\nscreenshot: %s\nbrowser console (last 30 lines):\n%s\nserver log (last 15 lines):\n%s",
		msg, shot, indent(p.console.tail(30)), indent(lastLines(p.h.Server.Log(), 15)))
}

// do runs actions with the page's timeout.
func (p *Page) do(actions ...chromedp.Action[chromedp.Void]) error {
	ctx, cancel := context.WithTimeout(p.ctx, p.timeout())
	defer cancel()
	return timeoutError(chromedp.Do(ctx, actions...), p.timeout())
}

// run runs one action that returns a value, with the page's timeout.
func run[T any](p *Page, a chromedp.Action[T]) (T, error) {
	ctx, cancel := context.WithTimeout(p.ctx, p.timeout())
	defer cancel()
	v, err := chromedp.Run(ctx, a)
	return v, timeoutError(err, p.timeout())
}

// poll waits until a JavaScript expression (it may be async) is truthy.
func (p *Page) poll(expr string) error {
	return againInNewDocument(func() error {
		_, err := run(p, chromedp.Poll[bool](expr, p.pollOptions()...))
		return timeoutError(err, p.timeout())
	})
}

// pollFunc waits until a JavaScript function of args is truthy.
func (p *Page) pollFunc(fn string, args ...any) error {
	opts := append(p.pollOptions(), chromedp.WithPollingArgs(args...))
	return againInNewDocument(func() error {
		_, err := run(p, chromedp.PollFunction[bool](fn, opts...))
		return timeoutError(err, p.timeout())
	})
}

// againInNewDocument runs a poll again, a few times at most, when the document it ran in went
// away (a link that opens a page of another wasm, the home page's links to a game among them,
// opens a new document): Chromium says so as a lost context or a target that navigated.
func againInNewDocument(poll func() error) error {
	var err error
	for range 5 {
		if err = poll(); err == nil || !documentWentAway(err) {
			break
		}
	}
	return err
}

func (p *Page) pollOptions() []chromedp.PollOption {
	return []chromedp.PollOption{
		chromedp.WithPollingInterval(50 * time.Millisecond),
		chromedp.WithPollingTimeout(p.timeout()),
	}
}

func (p *Page) timeout() time.Duration {
	if p.Timeout <= 0 {
		return DefaultTimeout
	}
	return p.Timeout
}

// timeoutError words a timeout plainly.
func timeoutError(err error, d time.Duration) error {
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, chromedp.ErrPollingTimeout) {
		return fmt.Errorf("timed out after %s", d)
	}
	return err
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func indent(s string) string {
	if s == "" {
		return "    (empty)"
	}
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}

// Viewport sets the size of the page's window in CSS pixels.
func (p *Page) Viewport(width, height int64) {
	p.t.Helper()
	if err := p.do(chromedp.EmulateViewport(width, height)); err != nil {
		p.fatalf("setting the viewport to %dx%d: %v", width, height, err)
	}
}

// Press focuses the element sel and presses a key there, as a keyboard user would ("\r" is
// Enter, " " the space bar).
func (p *Page) Press(sel, key string) {
	p.t.Helper()
	if err := p.do(chromedp.Focus(sel), chromedp.KeyEvent(key)); err != nil {
		p.fatalf("pressing %q on %s: %v", key, sel, err)
	}
}

// Key presses a key wherever the focus is now, as a keyboard user would: "\r" is Enter, " " the
// space bar, and chromedp/kb names the others (kb.ArrowRight).
func (p *Page) Key(key string) {
	p.t.Helper()
	if err := p.do(chromedp.KeyEvent(key)); err != nil {
		p.fatalf("pressing %q: %v", key, err)
	}
}

// ClickAt clicks the mouse at (x, y), CSS pixels from the viewport's top-left corner, as a
// player clicks a canvas.
func (p *Page) ClickAt(x, y float64) {
	p.t.Helper()
	if err := p.do(chromedp.MouseClickXY(x, y)); err != nil {
		p.fatalf("clicking at (%v, %v): %v", x, y, err)
	}
}
