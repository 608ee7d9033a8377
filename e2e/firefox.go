package e2e

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/coder/websocket"
)

// DefaultFirefox is Debian's Firefox ESR, which `make test-deps` installs.
const DefaultFirefox = "/usr/bin/firefox-esr"

// firefoxPrefs keep a test's Firefox quiet and local: no first-run pages, updates, telemetry or
// other calls home, and WebRTC's host candidates as they are on this machine (loopback
// included, addresses not hidden behind mDNS names), so that two local browsers connect. Firefox's
// remote agent sets the rest of what automation needs.
const firefoxPrefs = `user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("app.update.disabledForTesting", true);
user_pref("network.captive-portal-service.enabled", false);
user_pref("network.connectivity-service.enabled", false);
user_pref("browser.safebrowsing.malware.enabled", false);
user_pref("browser.safebrowsing.phishing.enabled", false);
user_pref("extensions.update.enabled", false);
user_pref("media.peerconnection.ice.loopback", true);
user_pref("media.peerconnection.ice.obfuscate_host_addresses", false);
`

// StartFirefox starts Debian's Firefox ESR headless (or $FIREFOX) with a fresh profile, and
// connects to its WebDriver BiDi. Each Tab is a window in a user context of its own: its own
// storage, cache and service workers, like another player's browser.
func StartFirefox() (*Engine, error) {
	path := DefaultFirefox
	if p := os.Getenv("FIREFOX"); p != "" {
		path = p
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("no Firefox at %s: run `make test-deps`, which installs it, or `apt-get install -y firefox-esr` (or set FIREFOX)", path)
	}
	profile, err := os.MkdirTemp("", "heat-firefox-")
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(firefoxPrefs), 0o644); err != nil {
		os.RemoveAll(profile)
		return nil, err
	}
	log := &logBuffer{}
	watch := newLineWatcher(log, "WebDriver BiDi listening on ")
	cmd := exec.Command(path, "--headless", "--no-remote", "--remote-debugging-port=0", "--profile", profile, "about:blank")
	cmd.Stdout, cmd.Stderr = log, watch
	if err := cmd.Start(); err != nil {
		os.RemoveAll(profile)
		return nil, fmt.Errorf("starting Firefox (%s): %w", path, err)
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); close(exited) }()
	stop := func() {
		_ = cmd.Process.Kill()
		<-exited
		os.RemoveAll(profile)
	}
	line, err := watch.wait(60*time.Second, "Firefox's WebDriver BiDi")
	if err != nil {
		stop()
		return nil, err
	}
	url := strings.TrimSpace(line[strings.Index(line, "ws://"):]) + "/session"
	// Generous: on a loaded machine Firefox's first session has taken more than 30 s.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	b, err := dialBiDi(ctx, url)
	if err == nil {
		err = b.call(ctx, "session.new", map[string]any{"capabilities": map[string]any{}}, nil)
	}
	if err == nil {
		err = b.call(ctx, "session.subscribe", map[string]any{"events": []string{"log.entryAdded"}}, nil)
	}
	if err != nil {
		if b != nil {
			b.shut()
		}
		stop()
		return nil, fmt.Errorf("connecting to Firefox's WebDriver BiDi at %s: %w", url, err)
	}
	e := &Engine{Name: "firefox", log: log}
	e.open = func(ctx context.Context) (remote, error) { return b.newTab(ctx) }
	e.close = func() error {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = b.call(ctx, "browser.close", map[string]any{}, nil) // answers, then Firefox quits
		b.shut()
		select {
		case <-exited:
		case <-time.After(15 * time.Second):
		}
		stop()
		return nil
	}
	return e, nil
}

// bidi is a WebDriver BiDi connection: commands and their answers matched by id, and the
// console's events sorted by page.
type bidi struct {
	ws   *websocket.Conn
	done chan struct{} // closed when the reading stops

	mu      sync.Mutex
	next    int
	waiting map[int]chan bidiMessage
	err     error                 // why the reading stopped
	logs    map[string]*logBuffer // console lines by browsing context

	// keys is held while a window is brought to the front and keys are pressed in it: Firefox sends
	// keys to the focused window, and the tests of a run drive several windows at once.
	keys sync.Mutex
}

type bidiMessage struct {
	ID      *int            `json:"id"`
	Type    string          `json:"type"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
}

func dialBiDi(ctx context.Context, url string) (*bidi, error) {
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		return nil, err
	}
	ws.SetReadLimit(128 << 20) // screenshots
	b := &bidi{ws: ws, done: make(chan struct{}), waiting: map[int]chan bidiMessage{}, logs: map[string]*logBuffer{}}
	go b.read()
	return b, nil
}

func (b *bidi) read() {
	defer close(b.done)
	for {
		_, data, err := b.ws.Read(context.Background())
		if err != nil {
			b.mu.Lock()
			b.err = err
			b.mu.Unlock()
			return
		}
		var m bidiMessage
		if json.Unmarshal(data, &m) != nil {
			continue
		}
		if m.ID == nil {
			if m.Method == "log.entryAdded" {
				b.logEntry(m.Params)
			}
			continue
		}
		b.mu.Lock()
		ch := b.waiting[*m.ID]
		delete(b.waiting, *m.ID)
		b.mu.Unlock()
		if ch != nil {
			ch <- m
		}
	}
}

func (b *bidi) logEntry(params json.RawMessage) {
	var e struct {
		Level     string  `json:"level"`
		Text      string  `json:"text"`
		Timestamp float64 `json:"timestamp"`
		Source    struct {
			Context string `json:"context"`
		} `json:"source"`
	}
	if json.Unmarshal(params, &e) != nil {
		return
	}
	b.mu.Lock()
	l := b.logs[e.Source.Context]
	b.mu.Unlock()
	if l != nil {
		at := time.UnixMilli(int64(e.Timestamp)).UTC().Format("15:04:05.000")
		fmt.Fprintf(l, "%s %s: %s\n", at, e.Level, e.Text)
	}
}

// call sends a command and decodes its result into result (when not nil).
func (b *bidi) call(ctx context.Context, method string, params, result any) error {
	b.mu.Lock()
	if b.err != nil {
		err := b.err
		b.mu.Unlock()
		return fmt.Errorf("the connection to Firefox is closed: %w", err)
	}
	b.next++
	id := b.next
	ch := make(chan bidiMessage, 1)
	b.waiting[id] = ch
	b.mu.Unlock()
	defer func() {
		b.mu.Lock()
		delete(b.waiting, id)
		b.mu.Unlock()
	}()
	msg, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	if err != nil {
		return err
	}
	if err := b.ws.Write(ctx, websocket.MessageText, msg); err != nil {
		return fmt.Errorf("%s: %w", method, err)
	}
	select {
	case m := <-ch:
		if m.Type == "error" {
			return fmt.Errorf("%s: %s: %s", method, m.Error, m.Message)
		}
		if result != nil {
			return json.Unmarshal(m.Result, result)
		}
		return nil
	case <-b.done:
		return fmt.Errorf("%s: the connection to Firefox closed", method)
	case <-ctx.Done():
		return fmt.Errorf("%s: %w", method, ctx.Err())
	}
}

// shut closes the connection and waits for the reading to stop.
func (b *bidi) shut() {
	_ = b.ws.Close(websocket.StatusNormalClosure, "")
	<-b.done
}

// firefoxTab is a window of Firefox in a user context of its own.
type firefoxTab struct {
	b       *bidi
	user    string // the user context
	context string // the browsing context
	log     *logBuffer
}

func (b *bidi) newTab(ctx context.Context) (*firefoxTab, error) {
	var uc struct {
		UserContext string `json:"userContext"`
	}
	if err := b.call(ctx, "browser.createUserContext", map[string]any{}, &uc); err != nil {
		return nil, err
	}
	// A window, not a tab: a background tab's timers and animation frames are throttled.
	var bc struct {
		Context string `json:"context"`
	}
	if err := b.call(ctx, "browsingContext.create", map[string]any{"type": "window", "userContext": uc.UserContext}, &bc); err != nil {
		_ = b.call(ctx, "browser.removeUserContext", map[string]any{"userContext": uc.UserContext}, nil)
		return nil, err
	}
	t := &firefoxTab{b: b, user: uc.UserContext, context: bc.Context, log: &logBuffer{}}
	b.mu.Lock()
	b.logs[bc.Context] = t.log
	b.mu.Unlock()
	return t, nil
}

func (t *firefoxTab) navigate(ctx context.Context, url string) error {
	return t.b.call(ctx, "browsingContext.navigate", map[string]any{"context": t.context, "url": url, "wait": "complete"}, nil)
}

func (t *firefoxTab) reload(ctx context.Context) error {
	return t.b.call(ctx, "browsingContext.reload", map[string]any{"context": t.context, "wait": "complete"}, nil)
}

func (t *firefoxTab) eval(ctx context.Context, expr string) (json.RawMessage, error) {
	var r struct {
		Type   string `json:"type"`
		Result struct {
			Type  string `json:"type"`
			Value string `json:"value"`
		} `json:"result"`
		ExceptionDetails struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	err := t.b.call(ctx, "script.evaluate", map[string]any{
		"expression": evalWrap(expr), "target": map[string]any{"context": t.context},
		"awaitPromise": true, "resultOwnership": "none",
	}, &r)
	switch {
	case err != nil:
		return nil, err
	case r.Type == "exception":
		return nil, errors.New(r.ExceptionDetails.Text)
	case r.Result.Type != "string":
		return nil, fmt.Errorf("the page's answer is a %s, not JSON text", r.Result.Type)
	}
	return json.RawMessage(r.Result.Value), nil
}

func (t *firefoxTab) perform(ctx context.Context, actions []inputSource) error {
	keys := false
	for _, a := range actions {
		keys = keys || a.Type == "key"
	}
	if keys {
		// Keys go to the window that has the focus: this one, until the keys are pressed.
		t.b.keys.Lock()
		defer t.b.keys.Unlock()
		if err := t.b.call(ctx, "browsingContext.activate", map[string]any{"context": t.context}, nil); err != nil {
			return fmt.Errorf("bringing the window to the front: %w", err)
		}
	}
	return t.b.call(ctx, "input.performActions", map[string]any{"context": t.context, "actions": actions}, nil)
}

func (t *firefoxTab) screenshot(ctx context.Context) ([]byte, error) {
	var r struct {
		Data string `json:"data"`
	}
	if err := t.b.call(ctx, "browsingContext.captureScreenshot", map[string]any{"context": t.context}, &r); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(r.Data)
}

func (t *firefoxTab) viewport(ctx context.Context, width, height int) error {
	return t.b.call(ctx, "browsingContext.setViewport", map[string]any{
		"context": t.context, "viewport": map[string]any{"width": width, "height": height},
	}, nil)
}

func (t *firefoxTab) console() string { return t.log.String() }

func (t *firefoxTab) close() error {
	ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	err := t.b.call(ctx, "browsingContext.close", map[string]any{"context": t.context}, nil)
	if err2 := t.b.call(ctx, "browser.removeUserContext", map[string]any{"userContext": t.user}, nil); err == nil {
		err = err2
	}
	t.b.mu.Lock()
	delete(t.b.logs, t.context)
	t.b.mu.Unlock()
	return err
}
