package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"
	"time"
)

// Tab is a page in a browser of another engine than Chromium (an Engine: Firefox or WebKit),
// driven by a test the way Page drives Chromium. Its clicks are the mouse's and its keys the
// keyboard's, sent as W3C input actions, not events made up in the page. Its methods fail the
// test, with a screenshot, when they cannot do what they say.
type Tab struct {
	// Timeout bounds each wait; it defaults to DefaultTimeout.
	Timeout time.Duration
	// Engine is the browser the tab is in.
	Engine *Engine

	t    testing.TB
	h    *Harness
	name string
	r    remote
}

// NewTab opens a page in e with a fresh profile of its own (storage, cache, service workers),
// named like NewNamedPage's pages; it closes when the test ends. In WebKit, whose drivers hold
// one page each, it may wait for another test's page to close.
func (h *Harness) NewTab(t testing.TB, e *Engine, name string) *Tab {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Minute)
	r, err := e.open(ctx)
	cancel()
	if err != nil {
		t.Fatalf("opening a page in %s: %v\n%s", e.Name, err, lastLines(e.Log(), 20))
	}
	tab := &Tab{Engine: e, t: t, h: h, name: e.Name + "-" + name, r: r, Timeout: DefaultTimeout}
	t.Cleanup(func() {
		h.save(tab.name+"-console.log", r.console())
		if err := r.close(); err != nil {
			t.Logf("closing the %s page: %v", e.Name, err)
		}
	})
	return tab
}

// Open navigates to path on the game server and waits until the app runs.
func (p *Tab) Open(path string) {
	p.t.Helper()
	p.Navigate(path)
	p.WaitAppStarted()
}

// Navigate goes to path on the game server and waits for the document only.
func (p *Tab) Navigate(path string) {
	p.t.Helper()
	url := p.h.URL + path
	ctx, cancel := p.ctx()
	defer cancel()
	if err := p.r.navigate(ctx, url); err != nil {
		p.fatalf("opening %s: %v", url, err)
	}
}

// Reload reloads the page, as the browser's reload button does, and waits until the app runs
// again.
func (p *Tab) Reload() {
	p.t.Helper()
	ctx, cancel := p.ctx()
	defer cancel()
	if err := p.r.reload(ctx); err != nil {
		p.fatalf("reloading: %v", err)
	}
	p.WaitAppStarted()
}

// WaitAppStarted waits until app.wasm runs and has rendered the page (see AppStartedJS).
func (p *Tab) WaitAppStarted() {
	p.t.Helper()
	if err := p.poll(AppStartedJS); err != nil {
		p.fatalf("waiting for the app to start: %v", err)
	}
}

// visibleJS is true when the element of a selector is there and rendered.
const visibleJS = `((sel) => { const e = document.querySelector(sel);
  return !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'; })(%s)`

// WaitVisible waits until an element matching the CSS selector is visible.
func (p *Tab) WaitVisible(sel string) {
	p.t.Helper()
	if err := p.poll(fmt.Sprintf(visibleJS, jsValue(sel))); err != nil {
		p.fatalf("waiting for %s to be visible: %v", sel, err)
	}
}

// WaitGone waits until no element matches the CSS selector.
func (p *Tab) WaitGone(sel string) {
	p.t.Helper()
	if err := p.poll(fmt.Sprintf(`!document.querySelector(%s)`, jsValue(sel))); err != nil {
		p.fatalf("waiting for %s to go away: %v", sel, err)
	}
}

// WaitTrue waits until a JavaScript expression (it may be async) is truthy.
func (p *Tab) WaitTrue(expr string) {
	p.t.Helper()
	if err := p.poll(expr); err != nil {
		p.fatalf("waiting for %s: %v", expr, err)
	}
}

// Becomes polls a JavaScript condition until it holds or the time is up, and says which.
func (p *Tab) Becomes(cond string, within time.Duration) bool {
	p.t.Helper()
	for deadline := time.Now().Add(within); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if TabEval[bool](p, truthy(cond)) {
			return true
		}
	}
	return false
}

// targetJS scrolls the element of a selector into the middle of the viewport and returns the
// point a mouse would click, once the element is there, enabled, and on top at that point (no
// dialog or toast over it); else why not.
const targetJS = "(" + targetFn + ")(%s)"

const targetFn = `(sel) => {
  const e = document.querySelector(sel);
  if (!e) return {why: 'no such element'};
  if (e.disabled) return {why: 'disabled'};
  if (e.getClientRects().length === 0) return {why: 'not rendered'};
  e.scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'});
  const r = e.getBoundingClientRect();
  const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 1), y = Math.min(Math.max(r.top + r.height / 2, 1), innerHeight - 1);
  const hit = document.elementFromPoint(x, y);
  if (!hit || !(hit === e || e.contains(hit))) return {why: 'covered by ' + (hit ? hit.outerHTML.slice(0, 100) : 'nothing')};
  return {x, y};
}`

// Click clicks the middle of the first element matching the CSS selector with the mouse, once it
// is visible, enabled and not covered.
func (p *Tab) Click(sel string) {
	p.t.Helper()
	if why := p.click(sel, p.timeout(), false); why != "" {
		p.fatalf("clicking %s: %s after %s", sel, why, p.timeout())
	}
}

// ClickAt clicks with the mouse at (x, y) of the viewport, in CSS pixels.
func (p *Tab) ClickAt(x, y float64) {
	p.t.Helper()
	p.perform(fmt.Sprintf("clicking at (%.0f, %.0f)", x, y), mouseClick(int(math.Round(x)), int(math.Round(y))))
}

// TargetJS is a JavaScript function of a CSS selector: it scrolls the element into the middle of
// the viewport and returns the point a mouse would click, {x, y}, once the element is there,
// enabled and on top at that point (no dialog or toast over it); else {why}.
const TargetJS = targetFn

// TryClick clicks like Click, but gives up without failing, and reports false, when no element
// matches or it cannot be clicked within d: for an element the page may re-render away.
func (p *Tab) TryClick(sel string, d time.Duration) bool {
	p.t.Helper()
	return p.click(sel, d, true) == ""
}

// click clicks sel, and returns why it could not ("" when it did).
func (p *Tab) click(sel string, d time.Duration, gone bool) string {
	p.t.Helper()
	type target struct {
		X, Y *float64
		Why  string
	}
	deadline := time.Now().Add(d)
	for {
		at := TabEval[target](p, fmt.Sprintf(targetJS, jsValue(sel)))
		if at.X != nil && at.Y != nil {
			p.perform(fmt.Sprintf("clicking %s", sel), mouseClick(int(math.Round(*at.X)), int(math.Round(*at.Y))))
			return ""
		}
		if time.Now().After(deadline) || (gone && at.Why == "no such element") {
			return at.Why
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// Focus moves the focus to the element sel and reports whether it took it (a disabled button or a
// plain element does not).
func (p *Tab) Focus(sel string) bool {
	p.t.Helper()
	return TabEval[bool](p, fmt.Sprintf(`((sel) => { const e = document.querySelector(sel); if (!e) return false; e.focus(); return document.activeElement === e; })(%s)`, jsValue(sel)))
}

// Press focuses the element sel and presses a key there, as a keyboard user would (KeyEnter,
// KeySpace, KeyArrowRight…).
func (p *Tab) Press(sel, key string) {
	p.t.Helper()
	p.WaitVisible(sel)
	if !p.Focus(sel) {
		p.fatalf("%s cannot take the focus", sel)
	}
	if key != "" {
		p.Key(key)
	}
}

// Type focuses the element sel and types text there, a key for each character.
func (p *Tab) Type(sel, text string) {
	p.t.Helper()
	p.Press(sel, "")
	s := inputSource{Type: "key", ID: "keyboard"}
	for _, r := range text {
		s.Actions = append(s.Actions, inputAction{Type: "keyDown", Value: string(r)}, inputAction{Type: "keyUp", Value: string(r)})
	}
	p.perform(fmt.Sprintf("typing %q", text), s)
}

// Key presses a key wherever the focus is now.
func (p *Tab) Key(key string) {
	p.t.Helper()
	p.perform(fmt.Sprintf("pressing %q", key), keyPress(key))
}

func (p *Tab) perform(what string, s inputSource) {
	p.t.Helper()
	ctx, cancel := p.ctx()
	defer cancel()
	if err := p.r.perform(ctx, []inputSource{s}); err != nil {
		p.fatalf("%s: %v", what, err)
	}
}

// Text returns the visible text of the first element matching the CSS selector, once it is
// visible.
func (p *Tab) Text(sel string) string {
	p.t.Helper()
	p.WaitVisible(sel)
	return strings.TrimSpace(TabEval[string](p, fmt.Sprintf(`document.querySelector(%s)?.innerText ?? ''`, jsValue(sel))))
}

// WaitText waits until the text of the element matching the CSS selector contains want.
func (p *Tab) WaitText(sel, want string) {
	p.t.Helper()
	err := p.poll(fmt.Sprintf(`((sel, want) => { const e = document.querySelector(sel); return !!e && e.innerText.includes(want); })(%s, %s)`, jsValue(sel), jsValue(want)))
	if err != nil {
		got := TabEval[string](p, fmt.Sprintf(`document.querySelector(%s)?.innerText ?? '(no such element)'`, jsValue(sel)))
		p.fatalf("waiting for %s to contain %q (it reads %q): %v", sel, want, got, err)
	}
}

// Eval evaluates a JavaScript expression in the page, awaiting a promise, and returns its JSON
// value decoded.
func (p *Tab) Eval(expr string) any {
	p.t.Helper()
	return TabEval[any](p, expr)
}

// TabEval evaluates a JavaScript expression in the page, awaiting a promise, and decodes its JSON
// value into T.
func TabEval[T any](p *Tab, expr string) T {
	p.t.Helper()
	var v T
	raw, err := p.eval(expr)
	if err == nil {
		err = json.Unmarshal(raw, &v)
	}
	if err != nil {
		p.fatalf("evaluating %.300s: %v", expr, err)
	}
	return v
}

func (p *Tab) eval(expr string) (json.RawMessage, error) {
	ctx, cancel := p.ctx()
	defer cancel()
	raw, err := p.r.eval(ctx, expr)
	return raw, timeoutError(err, p.timeout())
}

// poll waits until a JavaScript expression (it may be async) is truthy; an exception it throws
// ends the wait at once.
func (p *Tab) poll(expr string) error {
	deadline := time.Now().Add(p.timeout())
	for {
		raw, err := p.eval(truthy(expr))
		if err != nil {
			return err
		}
		if string(raw) == "true" {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("timed out after %s", p.timeout())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// truthy is a JavaScript expression's value, awaited when it is a promise, as a boolean.
func truthy(expr string) string { return "(async () => !!(await (\n" + expr + "\n)))()" }

// Screenshot saves the viewport as artifacts/e2e/<test>/NN-<engine>-<page>-<name>.png, and checks
// the page with axe-core (see CheckAccessibility). It returns the file's path.
func (p *Tab) Screenshot(name string) string {
	p.t.Helper()
	path, err := p.screenshot(name)
	if err != nil {
		p.t.Fatalf("[%s] screenshot %q: %v", p.name, name, err)
	}
	p.CheckAccessibility(name)
	return path
}

func (p *Tab) screenshot(name string) (string, error) {
	ctx, cancel := p.ctx()
	defer cancel()
	png, err := p.r.screenshot(ctx)
	if err != nil {
		return "", err
	}
	path := p.h.nextShot(p.name, name)
	return path, os.WriteFile(path, png, 0o644)
}

// CheckAccessibility runs axe-core on the page as it is and fails the test on a serious or
// critical violation, as Page's does.
func (p *Tab) CheckAccessibility(state string) {
	p.t.Helper()
	src, err := loadAxe(p.h.root)
	if err != nil {
		p.t.Fatal(err)
	}
	if !TabEval[bool](p, `!!window.axe`) {
		// An indirect eval runs axe's source as a script of the page's own.
		if !TabEval[bool](p, "((0, eval)("+jsValue(src)+"), !!window.axe)") {
			p.fatalf("axe-core did not load into the page")
		}
	}
	var bad, minor []string
	for _, v := range TabEval[[]violation](p, axeRun) {
		if v.Impact == "serious" || v.Impact == "critical" {
			bad = append(bad, v.String())
		} else {
			minor = append(minor, v.String())
		}
	}
	p.h.a11y(p.name, state, bad, minor)
	if len(bad) > 0 && os.Getenv("AXE_SURVEY") == "" {
		p.fatalf("axe-core finds serious accessibility problems at %q:\n%s", state, strings.Join(bad, "\n"))
	}
}

// Viewport sets the size of the page's viewport in CSS pixels.
func (p *Tab) Viewport(width, height int) {
	p.t.Helper()
	ctx, cancel := p.ctx()
	defer cancel()
	if err := p.r.viewport(ctx, width, height); err != nil {
		p.fatalf("setting the viewport to %d×%d: %v", width, height, err)
	}
	// The page lays out and paints at its new size in the frames that follow (a canvas, cleared by
	// the resize, is drawn again in the next): a screenshot taken at once shows the old frame, or
	// a blank board.
	TabEval[bool](p, settledJS)
}

// settledJS resolves once the page has painted two frames (true), or after two seconds (false): a
// page the browser does not paint, in the background, would never run its frames.
const settledJS = `new Promise(done => {
  requestAnimationFrame(() => requestAnimationFrame(() => done(true)));
  setTimeout(() => done(false), 2000);
})`

// URL returns the address the page shows.
func (p *Tab) URL() string {
	p.t.Helper()
	return TabEval[string](p, `location.href`)
}

// WaitOfflineReady waits until the service worker has cached what the game needs to open with no
// network (see OfflineReadyJS).
func (p *Tab) WaitOfflineReady() {
	p.t.Helper()
	if err := p.poll(OfflineReadyJS); err != nil {
		p.fatalf("waiting for the service worker to cache the game: %v", err)
	}
}

// Name is the tab's label in screenshots and failures: engine-name.
func (p *Tab) Name() string { return p.name }

func (p *Tab) fatalf(format string, args ...any) {
	p.t.Helper()
	msg := fmt.Sprintf("[%s] "+format, append([]any{p.name}, args...)...)
	shot, err := p.screenshot("FAILED")
	if err != nil {
		shot = "(none: " + err.Error() + ")"
	}
	console := p.r.console()
	if console == "" {
		console = p.Engine.Log()
	}
	p.t.Fatalf("%s\nscreenshot: %s\nbrowser console (last 30 lines):\n%s\nserver log (last 15 lines):\n%s",
		msg, shot, indent(lastLines(console, 30)), indent(lastLines(p.h.Server.Log(), 15)))
}

func (p *Tab) ctx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), p.timeout())
}

func (p *Tab) timeout() time.Duration {
	if p.Timeout <= 0 {
		return DefaultTimeout
	}
	return p.Timeout
}

// jsValue writes a Go value as a JavaScript literal.
func jsValue(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err) // strings and numbers only
	}
	return string(b)
}
