package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/chromedp/chromedp"
)

// Every screenshot a test takes is also an accessibility check: axe-core, the pinned release
// below, reads the page as it is then, and a serious or critical violation fails the test (the
// lesser ones are written to the test's a11y.log). `make test-deps` installs axe-core from the
// npm registry into bin/ when it is missing.

// AxeVersion is the axe-core release the pages are checked with, kept in step with the
// Makefile's AXE_VERSION (a test checks the two agree).
const AxeVersion = "4.14.1"

// AxePath is where `make test-deps` installs axe-core, under the module root.
func AxePath(root string) string {
	return filepath.Join(root, "bin", "axe-core-"+AxeVersion, "node_modules", "axe-core", "axe.min.js")
}

var axeSource struct {
	once sync.Once
	src  string
	err  error
}

func loadAxe(root string) (string, error) {
	axeSource.once.Do(func() {
		b, err := os.ReadFile(AxePath(root))
		if err != nil {
			axeSource.err = fmt.Errorf("axe-core %s is not installed (%w): run `make test-deps`", AxeVersion, err)
			return
		}
		axeSource.src = string(b)
	})
	return axeSource.src, axeSource.err
}

// violation is one rule axe-core found broken, with a few of the elements that break it.
type violation struct {
	ID     string   `json:"id"`
	Impact string   `json:"impact"`
	Help   string   `json:"help"`
	Nodes  []string `json:"nodes"`
	Count  int      `json:"count"`
}

func (v violation) String() string {
	return fmt.Sprintf("%s (%s, %d elements): %s; e.g. %s", v.ID, v.Impact, v.Count, v.Help, strings.Join(v.Nodes, " | "))
}

// axeRun waits (at most a second) for the page's finite animations and transitions to end, so
// that axe reads colours as they settle, not halfway through a button's fade (a colour-contrast
// failure seen once on a loaded machine), then runs axe-core.
const axeRun = `Promise.race([
	Promise.all(document.getAnimations().filter(a => a.effect && a.effect.getComputedTiming().endTime !== Infinity).map(a => a.finished.catch(() => null))),
	new Promise(r => setTimeout(r, 1000)),
]).then(() => axe.run(document, {resultTypes: ['violations']})).then(r => r.violations.map(v => ({
	id: v.id, impact: v.impact || '', help: v.help, count: v.nodes.length,
	nodes: v.nodes.slice(0, 3).map(n => n.target.join(' ') + ' ' + n.html.slice(0, 120) + ((n.any || []).length ? ' (' + n.any.map(a => a.message).join('; ') + ')' : '')),
})))`

// CheckAccessibility runs axe-core on the page as it is and fails the test on a serious or
// critical violation; state names the moment in the failure and in a11y.log.
func (p *Page) CheckAccessibility(state string) {
	p.t.Helper()
	src, err := loadAxe(p.h.root)
	if err != nil {
		p.t.Fatal(err)
	}
	if !EvalAs[bool](p, `!!window.axe`) {
		if _, err := run(p, chromedp.Evaluate[bool](src+";true", chromedp.EvalIgnoreExceptions)); err != nil {
			p.fatalf("loading axe-core into the page: %v", err)
		}
	}
	var bad, minor []string
	for _, v := range EvalAs[[]violation](p, axeRun) {
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

// a11y notes what axe-core found at one page state in the test's a11y.log.
func (h *Harness) a11y(page, state string, bad, minor []string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	f, err := os.OpenFile(filepath.Join(h.artifacts, "a11y.log"), os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	defer f.Close()
	fmt.Fprintf(f, "%s %s: %d serious, %d minor\n", page, state, len(bad), len(minor))
	for _, l := range append(bad, minor...) {
		fmt.Fprintf(f, "  %s\n", l)
	}
}
