package e2e

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/chromedp/chromedp"
)

// DefaultChromium is Debian's Chromium, which `make test` installs.
const DefaultChromium = "/usr/bin/chromium"

// chromiumPath is $CHROMIUM, or DefaultChromium.
func chromiumPath() string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	return DefaultChromium
}

// Browser is a headless Chromium. Its profile (--user-data-dir) is a fresh
// temporary directory, removed when it closes, so no service worker or cache
// survives from one browser to the next.
type Browser struct {
	ctx         context.Context // the browser's first tab; parent of every page
	cancel      context.CancelFunc
	allocCancel context.CancelFunc // also waits for the processes and the profile's removal
}

// StartBrowser starts Chromium with the flags these machines need: without
// the background-networking ones the closed network refuses many connections.
func StartBrowser() (*Browser, error) {
	path := chromiumPath()
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("no Chromium at %s: run `make test`, which installs it, or `apt-get install -y chromium` (or set CHROMIUM)", path)
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-sync", true),
		chromedp.WindowSize(1280, 800),
	)
	allocCtx, allocCancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	b := &Browser{ctx: ctx, cancel: cancel, allocCancel: allocCancel}
	// The first run starts the browser; it must use a context without a
	// deadline, which would bind the browser's life to it.
	if err := chromedp.Do(ctx); err != nil {
		b.Close()
		return nil, fmt.Errorf("starting Chromium (%s): %w", path, err)
	}
	return b, nil
}

// NewTab opens a tab in a new browser context: its own storage, cookies,
// cache and service workers. Cancel closes the tab and disposes the context.
func (b *Browser) NewTab() (context.Context, context.CancelFunc, error) {
	ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
	if err := chromedp.Do(ctx); err != nil { // opens the tab, with no deadline
		cancel()
		return nil, nil, fmt.Errorf("opening a tab: %w", err)
	}
	return ctx, cancel, nil
}

// Close stops the browser and waits until its processes have exited and its
// profile directory is gone.
func (b *Browser) Close() {
	chromedp.Cancel(b.ctx) // asks the browser to close, and waits
	b.cancel()
	b.allocCancel()
}
