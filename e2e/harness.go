package e2e

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/target"
)

// Harness is one test's real server and browser.
type Harness struct {
	// Server is the game server under test.
	Server *Server
	// URL is the server's base URL, http://127.0.0.1:PORT.
	URL string

	artifacts string // artifacts/e2e/<test>/
	root      string // the module root

	mu    sync.Mutex
	shots int // screenshots taken, to number them in order
	pages int
}

// Start builds what is needed (once per test binary) and starts the server, which stops when
// the test ends. Chromium pages open in the test binary's one Chromium (see sharedChromium).
// Nothing of a Harness is shared with another test's (its server listens on a port of its own,
// its artifacts go to a folder of its own, its pages are browser contexts of their own), so the
// tests call t.Parallel: they mostly wait on timers and the network, and run side by side.
func Start(t testing.TB) *Harness {
	t.Helper()
	b, err := BuildAll()
	if err != nil {
		t.Fatalf("building for the browser tests: %v", err)
	}
	h := &Harness{artifacts: filepath.Join(b.Root, "artifacts", "e2e", fileName(t.Name())), root: b.Root}
	// Screenshots of an earlier run would mislead: start the folder afresh.
	if err := os.RemoveAll(h.artifacts); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(h.artifacts, 0o755); err != nil {
		t.Fatal(err)
	}

	h.Server, err = StartServer(b)
	if err != nil {
		t.Fatal(err)
	}
	h.URL = h.Server.URL
	t.Cleanup(func() {
		if err := h.Server.Stop(); err != nil {
			t.Errorf("%v\nserver log:\n%s", err, h.Server.Log())
		}
		h.save("server.log", h.Server.Log())
	})
	return h
}

// chromium returns the Chromium of the test binary, starting it at the first call.
func (h *Harness) chromium(t testing.TB) *Browser {
	t.Helper()
	b, err := sharedChromium()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// One Chromium serves every test of the binary: each page is a browser context of its own (its
// own storage, cache and service workers, see Browser.NewTab), so the tests stay apart, and a
// start and a stop of the browser per test (seconds on a busy machine) are saved.
var shared struct {
	mu sync.Mutex
	b  *Browser
}

func sharedChromium() (*Browser, error) {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.b != nil && shared.b.ctx.Err() != nil { // it died: start another
		shared.b.Close()
		shared.b = nil
	}
	if shared.b == nil {
		b, err := StartBrowser()
		if err != nil {
			return nil, err
		}
		shared.b = b
	}
	return shared.b, nil
}

// CloseBrowser stops the test binary's Chromium, if it runs: TestMain calls it once the tests
// have run.
func CloseBrowser() {
	shared.mu.Lock()
	defer shared.mu.Unlock()
	if shared.b != nil {
		shared.b.Close()
		shared.b = nil
	}
}

// StopServer stops the game server, cutting the network for real: a page
// then only has what its service worker cached.
func (h *Harness) StopServer(t testing.TB) {
	t.Helper()
	if err := h.Server.Stop(); err != nil {
		t.Fatalf("%v\nserver log:\n%s", err, h.Server.Log())
	}
}

// NewPage opens a tab in a new browser context: a separate player, with its
// own storage and service worker. Pages are named page1, page2, …
func (h *Harness) NewPage(t testing.TB) *Page {
	t.Helper()
	h.mu.Lock()
	h.pages++
	name := fmt.Sprintf("page%d", h.pages)
	h.mu.Unlock()
	return h.NewNamedPage(t, name)
}

// NewNamedPage is NewPage with a name ("host", "guest1") that labels the
// page's screenshots, console log and failure messages.
func (h *Harness) NewNamedPage(t testing.TB, name string) *Page {
	t.Helper()
	ctx, cancel, err := h.chromium(t).NewTab()
	if err != nil {
		t.Fatal(err)
	}
	p := &Page{t: t, h: h, name: name, ctx: ctx, Timeout: DefaultTimeout, workers: make(map[target.ID]context.Context)}
	p.console = watchConsole(ctx)
	t.Cleanup(func() {
		for _, detach := range p.closers {
			detach()
		}
		cancel()
		p.console.wait()
		h.save(name+"-console.log", p.console.String())
	})
	return p
}

// nextShot returns the path of the next screenshot: NN-page-name.png.
func (h *Harness) nextShot(page, name string) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.shots++
	return filepath.Join(h.artifacts, fmt.Sprintf("%02d-%s-%s.png", h.shots, page, fileName(name)))
}

// save writes an artifact; a failure to write one is not the test's failure.
func (h *Harness) save(name, content string) {
	if content == "" {
		return
	}
	_ = os.WriteFile(filepath.Join(h.artifacts, name), []byte(strings.TrimRight(content, "\n")+"\n"), 0o644)
}

var unsafeChars = regexp.MustCompile(`[^A-Za-z0-9._-]+`)

// fileName turns a test or screenshot name into a readable file name.
func fileName(s string) string {
	return strings.Trim(unsafeChars.ReplaceAllString(s, "-"), "-")
}
