package natlab

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// Chromium is where the browser guest finds Debian's Chromium (CHROMIUM in the environment
// names another).
func Chromium() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	return "/usr/bin/chromium"
}

const envPage = "NATLAB_PAGE" // browser: the room page to open

// StartBrowserGuest runs headless Chromium in home i, opening the room page at pageURL and
// joining as a guest. It reports "connected" with the route its lobby shows for it.
func (l *Lab) StartBrowserGuest(i int, pageURL string) (*Proc, error) {
	return l.start("browser", l.Homes[i].NS, "browser", envPage+"="+pageURL)
}

// runBrowser is the browser guest: Chromium started from inside the namespace (the parent
// cannot reach a DevTools port there), with the flags these machines need.
func runBrowser(ctx context.Context) error {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(Chromium()),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-sync", true),
	)
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	bctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	if err := chromedp.Do(bctx); err != nil {
		return fmt.Errorf("starting Chromium: %w", err)
	}
	defer chromedp.Cancel(bctx)
	profile := `localStorage.setItem('heat.app.profile', JSON.stringify({name: "Chromium", colour: "blue"}));`
	err := chromedp.Do(bctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: profile})
		return err
	}), chromedp.Navigate(os.Getenv(envPage)))
	if err != nil {
		return fmt.Errorf("opening the room page: %w", err)
	}
	// Join, then read the page's own row in the lobby ("you · through the relay"), or the line
	// that says why it cannot connect.
	const probe = `(() => {
  document.querySelector('[data-testid=join]')?.click();
  const mine = [...document.querySelectorAll('.parlor-tags')].map(e => e.textContent).find(t => t.includes('you')) || '';
  const conn = document.querySelector('[data-testid=conn]')?.textContent || '';
  return mine + '|' + conn;
})()`
	var last string
	for {
		v, err := chromedp.Run(bctx, chromedp.Evaluate[string](probe))
		if err == nil {
			if v != last {
				fmt.Fprintf(os.Stderr, "the page shows: %s\n", v) // in the test's log if it fails
			}
			last = v
			mine, conn, _ := strings.Cut(v, "|")
			switch {
			case strings.Contains(mine, "through the relay"):
				emit(Event{Kind: "connected", Route: "relay", Text: v})
				io.Copy(io.Discard, os.Stdin)
				return nil
			case strings.Contains(mine, "direct"):
				emit(Event{Kind: "connected", Route: "direct", Text: v})
				io.Copy(io.Discard, os.Stdin)
				return nil
			case strings.Contains(conn, "cannot reach"):
				emit(Event{Kind: "dial-failed", Text: conn})
			}
		}
		select {
		case <-ctx.Done():
			return fmt.Errorf("the page did not show its route (last: %q): %w", last, ctx.Err())
		case <-time.After(200 * time.Millisecond):
		}
	}
}
