package e2e

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"strings"
	"sync"
	"time"
)

// Chromium is driven through the DevTools protocol (browser.go); the two other engines players
// meet, Gecko (Firefox) and WebKit (Safari's), are driven through the W3C's protocols, which both
// speak without any download: Firefox its WebDriver BiDi over a WebSocket (firefox.go), WebKitGTK's
// WebKitWebDriver the classic WebDriver, JSON over HTTP (webkit.go). An Engine is one such browser,
// started once and shared by the tests of a run; a Tab (tab.go) is a page in it, with a fresh
// profile of its own.

// Engine is a running Firefox or WebKit.
type Engine struct {
	// Name is "firefox" or "webkit": it labels screenshots and failures.
	Name string

	// open makes a new page with a fresh profile; it may wait for the page of another test to
	// close (WebKit's drivers hold one page each).
	open  func(ctx context.Context) (remote, error)
	close func() error
	log   *logBuffer // what the browser and its driver print
}

// remote is a page in an Engine, as its protocol drives it.
type remote interface {
	navigate(ctx context.Context, url string) error
	// reload reloads the page, as the browser's reload button does.
	reload(ctx context.Context) error
	// eval evaluates a JavaScript expression, awaiting a promise, and returns its value as JSON
	// ("null" for undefined), or the exception it threw as an error.
	eval(ctx context.Context, expr string) (json.RawMessage, error)
	// perform runs W3C input actions (pointer and key sources), the same in both protocols.
	perform(ctx context.Context, actions []inputSource) error
	screenshot(ctx context.Context) ([]byte, error)
	// viewport sets the size of the page's viewport in CSS pixels.
	viewport(ctx context.Context, width, height int) error
	// console returns what the page has written to its console so far.
	console() string
	close() error
}

// inputSource is one W3C input source and its actions (a mouse, a keyboard).
type inputSource struct {
	Type       string         `json:"type"` // "pointer" or "key"
	ID         string         `json:"id"`
	Parameters map[string]any `json:"parameters,omitempty"`
	Actions    []inputAction  `json:"actions"`
}

type inputAction struct {
	Type     string `json:"type"`
	X        *int   `json:"x,omitempty"`
	Y        *int   `json:"y,omitempty"`
	Origin   string `json:"origin,omitempty"`
	Duration *int   `json:"duration,omitempty"`
	Button   *int   `json:"button,omitempty"`
	Value    string `json:"value,omitempty"`
}

// mouseClick is a left click at (x, y) of the viewport.
func mouseClick(x, y int) inputSource {
	zero := 0
	return inputSource{Type: "pointer", ID: "mouse", Parameters: map[string]any{"pointerType": "mouse"}, Actions: []inputAction{
		{Type: "pointerMove", X: &x, Y: &y, Origin: "viewport", Duration: &zero},
		{Type: "pointerDown", Button: &zero},
		{Type: "pointerUp", Button: &zero},
	}}
}

// keyPress presses and releases one key: a character, or one of the Key constants.
func keyPress(key string) inputSource {
	return inputSource{Type: "key", ID: "keyboard", Actions: []inputAction{{Type: "keyDown", Value: key}, {Type: "keyUp", Value: key}}}
}

// The W3C WebDriver's codes of the keys the tests press (a character stands for itself).
const (
	KeyEnter      = "\uE007"
	KeyArrowLeft  = "\uE012"
	KeyArrowRight = "\uE014"
	KeySpace      = " "
)

// Close stops the browser (and its driver) and removes its profile.
func (e *Engine) Close() error { return e.close() }

// Log returns what the browser and its driver have printed.
func (e *Engine) Log() string { return e.log.String() }

// evalWrap makes an expression's value (awaited) JSON text; undefined becomes null.
func evalWrap(expr string) string {
	return "(async () => { const v = await (\n" + expr + "\n); return v === undefined ? 'null' : JSON.stringify(v); })()"
}

// freePort returns a loopback port free now, for a driver that takes its port as a flag.
func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

// lineWatcher is an io.Writer that copies everything to a log and reports the first line
// containing a marker.
type lineWatcher struct {
	log    *logBuffer
	marker string
	found  chan string
	once   sync.Once
	mu     sync.Mutex
	part   string
}

func newLineWatcher(log *logBuffer, marker string) *lineWatcher {
	return &lineWatcher{log: log, marker: marker, found: make(chan string, 1)}
}

func (w *lineWatcher) Write(b []byte) (int, error) {
	w.log.Write(b)
	w.mu.Lock()
	defer w.mu.Unlock()
	w.part += string(b)
	for {
		line, rest, ok := strings.Cut(w.part, "\n")
		if !ok {
			break
		}
		w.part = rest
		if strings.Contains(line, w.marker) {
			w.once.Do(func() { w.found <- line })
		}
	}
	return len(b), nil
}

// wait returns the marked line, or an error after d.
func (w *lineWatcher) wait(d time.Duration, what string) (string, error) {
	select {
	case line := <-w.found:
		return line, nil
	case <-time.After(d):
		return "", fmt.Errorf("%s did not start within %s; it printed:\n%s", what, d, lastLines(w.log.String(), 20))
	}
}

// The engines are shared by every test of the binary, like its Chromium (see sharedChromium):
// each is started by the first test that asks for it, and stopped by CloseEngines once every test
// has run. A start that failed is not tried again: every test that needs that engine fails with
// the same error.
var engines struct {
	mu      sync.Mutex
	running map[string]*Engine
	failed  map[string]error
}

// SharedEngine returns the test binary's Firefox (StartFirefox) or WebKit (StartWebKit), named
// name, starting it at the first call.
func SharedEngine(name string, start func() (*Engine, error)) (*Engine, error) {
	engines.mu.Lock()
	defer engines.mu.Unlock()
	if e, ok := engines.running[name]; ok {
		return e, nil
	}
	if err, ok := engines.failed[name]; ok {
		return nil, err
	}
	e, err := start()
	if err != nil {
		if engines.failed == nil {
			engines.failed = map[string]error{}
		}
		engines.failed[name] = err
		return nil, err
	}
	if engines.running == nil {
		engines.running = map[string]*Engine{}
	}
	engines.running[name] = e
	return e, nil
}

// CloseEngines stops the engines SharedEngine started: TestMain calls it once the tests have run.
func CloseEngines() error {
	engines.mu.Lock()
	defer engines.mu.Unlock()
	var errs []error
	for name, e := range engines.running {
		if err := e.Close(); err != nil {
			errs = append(errs, fmt.Errorf("closing %s: %w", name, err))
		}
		delete(engines.running, name)
	}
	return errors.Join(errs...)
}
