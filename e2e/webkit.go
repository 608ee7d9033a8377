package e2e

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// DefaultWebKitDriver is WebKitGTK's WebDriver server (Debian's webkit2gtk-driver), which `make
// test-deps` installs; it drives MiniBrowser, WebKitGTK's own small browser.
const DefaultWebKitDriver = "/usr/bin/WebKitWebDriver"

// miniBrowsers are where Debian's libwebkit2gtk puts MiniBrowser.
var miniBrowsers = []string{
	"/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
	"/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
	"/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser",
	"/usr/lib/aarch64-linux-gnu/webkit2gtk-4.0/MiniBrowser",
}

// StartWebKit starts an X server of its own (WebKitGTK has no headless mode: Xvfb draws in
// memory) and a WebKitWebDriver on a free loopback port, and another for each page opened while
// the others are busy, WebKitPages at most. Each Tab is a WebDriver session: a MiniBrowser of its
// own, whose storage is ephemeral (a fresh profile).
func StartWebKit() (*Engine, error) {
	driver := DefaultWebKitDriver
	if p := os.Getenv("WEBKIT_DRIVER"); p != "" {
		driver = p
	}
	if _, err := os.Stat(driver); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("no WebKitWebDriver at %s: run `make test-deps`, which installs it, or `apt-get install -y webkit2gtk-driver xvfb`", driver)
	}
	mini := ""
	for _, p := range miniBrowsers {
		if _, err := os.Stat(p); err == nil {
			mini = p
			break
		}
	}
	if mini == "" {
		return nil, errors.New("no MiniBrowser of WebKitGTK found: `apt-get install -y webkit2gtk-driver`")
	}
	xvfb, err := exec.LookPath("Xvfb")
	if err != nil {
		return nil, errors.New("no Xvfb, which WebKitGTK needs to draw without a screen: run `make test-deps` or `apt-get install -y xvfb`")
	}
	log := &logBuffer{}
	var (
		mu      sync.Mutex
		stops   []func()
		started int
	)
	stop := func() {
		mu.Lock()
		defer mu.Unlock()
		for i := len(stops) - 1; i >= 0; i-- {
			stops[i]()
		}
		stops = nil
	}
	display, stopX, err := startXvfb(xvfb, log)
	if err != nil {
		return nil, err
	}
	stops = append(stops, stopX)
	// The drivers not holding a page now.
	drivers := make(chan *webdriver, WebKitPages)
	// another starts one more driver, unless WebKitPages run already (nil then).
	another := func() (*webdriver, error) {
		mu.Lock()
		defer mu.Unlock()
		if started == WebKitPages {
			return nil, nil
		}
		w, stopW, err := startWebKitDriver(driver, mini, display, log)
		if err != nil {
			return nil, err
		}
		started++
		stops = append(stops, stopW)
		return w, nil
	}
	first, err := another()
	if err != nil {
		stop()
		return nil, err
	}
	drivers <- first
	e := &Engine{Name: "webkit", log: log}
	e.open = func(ctx context.Context) (remote, error) {
		var w *webdriver
		select {
		case w = <-drivers:
		default:
			var err error
			if w, err = another(); err != nil {
				return nil, err
			}
		}
		if w == nil {
			select {
			case w = <-drivers:
			case <-ctx.Done():
				return nil, fmt.Errorf("every WebKit driver is busy with another page: %w", ctx.Err())
			}
		}
		ctx, cancel := context.WithTimeout(ctx, time.Minute)
		defer cancel()
		t, err := w.newSession(ctx)
		if err != nil {
			drivers <- w
			return nil, err
		}
		t.release = func() { drivers <- w }
		return t, nil
	}
	e.close = func() error { stop(); return nil }
	return e, nil
}

// WebKitPages is how many pages the WebKit engine drives at once: WebKitWebDriver holds one
// session (one MiniBrowser) at a time, so the engine runs a driver for each, started when a page
// needs one. Four: as many WebKit tests as `make test` runs at once (E2E_PARALLEL), and one more.
const WebKitPages = 4

// startWebKitDriver starts WebKitWebDriver on a free loopback port, drawing on display.
func startWebKitDriver(driver, mini, display string, log *logBuffer) (*webdriver, func(), error) {
	port, err := freePort()
	if err != nil {
		return nil, nil, err
	}
	cmd := exec.Command(driver, "--port="+strconv.Itoa(port))
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		return nil, nil, fmt.Errorf("starting WebKitWebDriver: %w", err)
	}
	stop := killer(cmd)
	w := &webdriver{base: fmt.Sprintf("http://127.0.0.1:%d", port), mini: mini}
	if err := w.ready(30 * time.Second); err != nil {
		stop()
		return nil, nil, fmt.Errorf("%w\n%s", err, lastLines(log.String(), 20))
	}
	return w, stop, nil
}

// startXvfb starts an X server on a free display and returns its name (":N").
func startXvfb(path string, log *logBuffer) (string, func(), error) {
	r, w, err := os.Pipe()
	if err != nil {
		return "", nil, err
	}
	// -displayfd: Xvfb picks a free display and writes its number on fd 3.
	cmd := exec.Command(path, "-displayfd", "3", "-screen", "0", "2048x1400x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		r.Close()
		w.Close()
		return "", nil, fmt.Errorf("starting Xvfb: %w", err)
	}
	w.Close()
	stop := killer(cmd)
	got := make(chan string, 1)
	go func() {
		b, _ := io.ReadAll(io.LimitReader(r, 16)) // the number and a newline; EOF when Xvfb closes it
		r.Close()
		got <- strings.TrimSpace(string(b))
	}()
	select {
	case n := <-got:
		if _, err := strconv.Atoi(n); err != nil {
			stop()
			return "", nil, fmt.Errorf("the X server (Xvfb) did not start: %s", lastLines(log.String(), 10))
		}
		return ":" + n, stop, nil
	case <-time.After(20 * time.Second):
		stop()
		return "", nil, errors.New("the X server (Xvfb) did not start within 20 s")
	}
}

// killer stops a process and waits for it.
func killer(cmd *exec.Cmd) func() {
	return func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	}
}

// webdriver is a W3C WebDriver server: commands are JSON over HTTP.
type webdriver struct {
	base string
	mini string // MiniBrowser's path
}

// do sends a command and decodes the "value" of its answer into out (when not nil).
func (w *webdriver) do(ctx context.Context, method, path string, body, out any) error {
	var in io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		in = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, w.base+path, in)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var answer struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&answer); err != nil {
		return fmt.Errorf("%s %s: %s, unreadable: %w", method, path, resp.Status, err)
	}
	if resp.StatusCode != http.StatusOK {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		_ = json.Unmarshal(answer.Value, &e)
		return fmt.Errorf("%s %s: %s: %s", method, path, e.Error, e.Message)
	}
	if out != nil {
		return json.Unmarshal(answer.Value, out)
	}
	return nil
}

// ready waits until the server answers.
func (w *webdriver) ready(d time.Duration) error {
	deadline := time.Now().Add(d)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		var s struct {
			Ready bool `json:"ready"`
		}
		err := w.do(ctx, http.MethodGet, "/status", nil, &s)
		cancel()
		if err == nil && s.Ready {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("WebKitWebDriver did not answer within %s: %v", d, err)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// webkitTab is a WebDriver session: one MiniBrowser window.
type webkitTab struct {
	w    *webdriver
	path string // /session/ID
	// release gives the driver back for another page, once the session is deleted.
	release func()
	// chrome is how much taller and wider MiniBrowser's window is than its viewport.
	chromeW, chromeH int
}

func (w *webdriver) newSession(ctx context.Context) (*webkitTab, error) {
	caps := map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"webkitgtk:browserOptions": map[string]any{"binary": w.mini, "args": []string{"--automation", "--enable-write-console-messages-to-stdout=true"}},
	}}}
	var s struct {
		SessionID string `json:"sessionId"`
	}
	if err := w.do(ctx, http.MethodPost, "/session", caps, &s); err != nil {
		return nil, fmt.Errorf("starting MiniBrowser: %w", err)
	}
	t := &webkitTab{w: w, path: "/session/" + s.SessionID}
	// A game's turn waits on the page for longer than WebDriver's default 30 s of a script.
	if err := w.do(ctx, http.MethodPost, t.path+"/timeouts", map[string]any{"script": 10 * 60 * 1000}, nil); err != nil {
		_ = t.close()
		return nil, err
	}
	return t, nil
}

func (t *webkitTab) navigate(ctx context.Context, url string) error {
	return t.w.do(ctx, http.MethodPost, t.path+"/url", map[string]any{"url": url}, nil)
}

func (t *webkitTab) reload(ctx context.Context) error {
	return t.w.do(ctx, http.MethodPost, t.path+"/refresh", map[string]any{}, nil)
}

// webkitEval runs the expression in an asynchronous script; its last argument is the callback.
const webkitEval = `const done = arguments[arguments.length - 1];
%s.then(s => done({ok: s}), e => done({err: String(e && e.message || e)}));`

func (t *webkitTab) eval(ctx context.Context, expr string) (json.RawMessage, error) {
	var r struct {
		OK  *string `json:"ok"`
		Err string  `json:"err"`
	}
	script := fmt.Sprintf(webkitEval, evalWrap(expr))
	if err := t.w.do(ctx, http.MethodPost, t.path+"/execute/async", map[string]any{"script": script, "args": []any{}}, &r); err != nil {
		return nil, err
	}
	if r.OK == nil {
		return nil, errors.New(r.Err)
	}
	return json.RawMessage(*r.OK), nil
}

func (t *webkitTab) perform(ctx context.Context, actions []inputSource) error {
	return t.w.do(ctx, http.MethodPost, t.path+"/actions", map[string]any{"actions": actions}, nil)
}

func (t *webkitTab) screenshot(ctx context.Context) ([]byte, error) {
	var s string
	if err := t.w.do(ctx, http.MethodGet, t.path+"/screenshot", nil, &s); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(s)
}

// viewport sizes MiniBrowser's window so that its viewport is width×height: WebDriver sets the
// window's outer size, which includes the browser's own bar, and the page sees the new size a
// moment later.
func (t *webkitTab) viewport(ctx context.Context, width, height int) error {
	var s [4]int // innerWidth, innerHeight, outerWidth, outerHeight
	for range 5 {
		ow, oh := width+t.chromeW, height+t.chromeH
		if err := t.w.do(ctx, http.MethodPost, t.path+"/window/rect", map[string]any{"width": ow, "height": oh}, nil); err != nil {
			return err
		}
		for deadline := time.Now().Add(2 * time.Second); ; time.Sleep(50 * time.Millisecond) {
			raw, err := t.eval(ctx, `[innerWidth, innerHeight, outerWidth, outerHeight]`)
			if err != nil {
				return err
			}
			if err := json.Unmarshal(raw, &s); err != nil {
				return err
			}
			if s[0] == width && s[1] == height {
				return nil
			}
			if (s[2] == ow && s[3] == oh) || time.Now().After(deadline) {
				break // the window has its size: the bar's is the difference
			}
		}
		t.chromeW, t.chromeH = s[2]-s[0], s[3]-s[1]
	}
	return fmt.Errorf("MiniBrowser's viewport cannot be made %d×%d: it is %d×%d in a window of %d×%d", width, height, s[0], s[1], s[2], s[3])
}

// console: WebKitWebDriver gives no access to the console; MiniBrowser's own output is in the
// engine's log.
func (t *webkitTab) console() string { return "" }

func (t *webkitTab) close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	err := t.w.do(ctx, http.MethodDelete, t.path, nil, nil)
	if t.release != nil {
		t.release()
	}
	return err
}
