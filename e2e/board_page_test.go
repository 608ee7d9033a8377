package e2e_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/heatracing/heat/e2e"
)

// The track board is tested on a page of its own: cmd/boardcheck, a test-only
// browser entry holding nothing but the board, built into a web directory of its own and served
// by the real server. The game's app.wasm is not involved.

var boardWeb struct {
	once  sync.Once
	build e2e.Build
	err   error
}

// buildBoardWeb builds the server (through the harness) and the board's check page, once.
func buildBoardWeb() (e2e.Build, error) {
	boardWeb.once.Do(func() {
		b, err := e2e.BuildAll()
		if err != nil {
			boardWeb.err = err
			return
		}
		dir := filepath.Join(b.Root, "bin", "board-check-web")
		if err := os.RemoveAll(dir); err != nil { // a wasm left by an older build would run instead
			boardWeb.err = err
			return
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			boardWeb.err = err
			return
		}
		entries, err := os.ReadDir(b.WebDir)
		if err != nil {
			boardWeb.err = err
			return
		}
		for _, e := range entries {
			if e.IsDir() || strings.Contains(e.Name(), ".wasm") { // every page loads the check page's app.wasm
				continue
			}
			data, err := os.ReadFile(filepath.Join(b.WebDir, e.Name()))
			if err == nil {
				err = os.WriteFile(filepath.Join(dir, e.Name()), data, 0o644)
			}
			if err != nil {
				boardWeb.err = err
				return
			}
		}
		cmd := exec.Command("go", append(append([]string{"build"}, e2e.WasmBuildFlags()...), "-o", filepath.Join(dir, "app.wasm"), "./cmd/boardcheck")...)
		cmd.Dir = b.Root
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		if out, err := cmd.CombinedOutput(); err != nil {
			boardWeb.err = fmt.Errorf("building the board check page: %v\n%s", err, out)
			return
		}
		boardWeb.build = e2e.Build{Root: b.Root, WebDir: dir}
	})
	return boardWeb.build, boardWeb.err
}

// boardPage is a browser tab on the board check page.
type boardPage struct {
	t      *testing.T
	ctx    context.Context
	dir    string // artifacts/e2e/<test>/
	shots  int
	mu     sync.Mutex
	errors []string // exceptions and console errors
}

const boardTimeout = e2e.DefaultTimeout

// openBoard starts the server and a browser on the check page, and waits until the board draws.
func openBoard(t *testing.T) *boardPage {
	t.Helper()
	b, err := buildBoardWeb()
	if err != nil {
		t.Fatal(err)
	}
	srv, err := e2e.StartServer(b)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = srv.Stop() })
	br, err := e2e.StartBrowser()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(br.Close)
	ctx, cancel, err := br.NewTab()
	if err != nil {
		t.Fatal(err)
	}
	p := &boardPage{t: t, ctx: ctx, dir: filepath.Join(b.Root, "artifacts", "e2e", strings.ReplaceAll(t.Name(), "/", "-"))}
	if err := os.RemoveAll(p.dir); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(p.dir, 0o755); err != nil {
		t.Fatal(err)
	}
	messages := chromedp.Console(ctx)
	watched := make(chan struct{})
	go func() {
		defer close(watched)
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.IsException() || m.Type == chromedp.ConsoleError {
				p.mu.Lock()
				p.errors = append(p.errors, m.String())
				p.mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() {
		cancel()
		<-watched
		p.mu.Lock()
		defer p.mu.Unlock()
		for _, e := range p.errors {
			t.Errorf("browser console: %s", e)
		}
	})
	p.do(chromedp.Navigate(srv.URL + "/"))
	p.poll(`!!window.heatBoard && !!window.boardCheck && heatBoard.stats().frames > 0`)
	return p
}

func (p *boardPage) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, boardTimeout)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.fatalf("%v", err)
	}
}

// poll waits until a JavaScript expression is truthy.
func (p *boardPage) poll(expr string) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, boardTimeout)
	defer cancel()
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingInterval(20*time.Millisecond))); err != nil {
		p.fatalf("waiting for %s: %v", expr, err)
	}
}

// boardEval evaluates JavaScript (awaiting a promise) and decodes its JSON value.
func boardEval[T any](p *boardPage, expr string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, boardTimeout)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// idle waits until the board has played every animation.
func (p *boardPage) idle() {
	p.t.Helper()
	p.poll(`!heatBoard.busy()`)
}

// screenshot saves the page as artifacts/e2e/<test>/NN-name.png.
func (p *boardPage) screenshot(name string) string {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, boardTimeout)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatalf("screenshot %s: %v", name, err)
	}
	p.shots++
	path := filepath.Join(p.dir, fmt.Sprintf("%02d-%s.png", p.shots, name))
	if err := os.WriteFile(path, png, 0o644); err != nil {
		p.t.Fatal(err)
	}
	return path
}

func (p *boardPage) fatalf(format string, args ...any) {
	p.t.Helper()
	p.mu.Lock()
	errs := strings.Join(p.errors, "\n")
	p.mu.Unlock()
	p.t.Fatalf(format+"\nbrowser errors:\n%s", append(args, errs)...)
}

// boardCar is a car as window.heatBoard.cars() reports it.
type boardCar struct {
	Seat     int     `json:"seat"`
	Colour   string  `json:"colour"`
	X        float64 `json:"x"`
	Y        float64 `json:"y"`
	Angle    float64 `json:"angle"`
	Progress float64 `json:"progress"`
	Lane     float64 `json:"lane"`
	Moving   bool    `json:"moving"`
	Finished bool    `json:"finished"`
	Parked   bool    `json:"parked"`
}

// boardCamera is window.heatBoard.camera().
type boardCamera struct {
	Zoom   float64 `json:"zoom"`
	X      float64 `json:"x"`
	Y      float64 `json:"y"`
	Width  float64 `json:"width"`
	Height float64 `json:"height"`
	Dpr    float64 `json:"dpr"`
	Fitted bool    `json:"fitted"`
}
