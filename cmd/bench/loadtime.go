package main

import (
	"context"
	"fmt"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/heatracing/heat/e2e"
)

// mountProbe runs in every document before the page's scripts. It records,
// in the page's own clock (milliseconds since the navigation started), the
// moment the app runs (go-app removed its loading screen) and the home page
// is in the DOM. Polling from Go would add its own latency. The pre-rendered
// home page comes before the loading screen in the HTML, so while the
// document is still being parsed the loader's absence means nothing.
const mountProbe = `
new MutationObserver((_, observer) => {
  if (document.readyState !== "loading" && !document.getElementById("app-wasm-loader") &&
      document.querySelector("[data-testid=home]")) {
    window.__heatMounted = performance.now();
    observer.disconnect();
  }
}).observe(document, {childList: true, subtree: true});
`

// returningVisits is how many visits after the warm one make a returning
// player's load time, each returningPause after the page before it mounted
// (a person does not reopen the game within milliseconds; the pause keeps the
// last page's teardown out of the next one's time).
const (
	returningVisits = 3
	returningPause  = time.Second
)

// loadTimes measures, in headless Chromium against the real server, the time
// from navigation to the home page mounted: cold (first visit, nothing
// cached), warm (the second visit, served by the service worker) and
// returning (the visits after that).
func loadTimes(ctx context.Context, e *env) ([]Row, error) {
	srv, browser, stop, err := serverAndBrowser(e)
	if err != nil {
		return nil, err
	}
	defer stop()

	var cold, warm, returning []time.Duration
	for i := range e.runs {
		v, err := visits(browser, srv.URL+"/")
		if err != nil {
			return nil, fmt.Errorf("run %d: %w", i+1, err)
		}
		e.log("run %d: cold %s, warm %s, returning %s", i+1, millis(v.cold), millis(v.warm), millis(median(v.returning)))
		cold = append(cold, v.cold)
		warm = append(warm, v.warm)
		returning = append(returning, median(v.returning))
	}
	return []Row{
		{Group: "load", Measure: "cold: navigation → home mounted", Value: millis(median(cold)), Note: spread(cold) + "; first visit, empty cache"},
		{Group: "load", Measure: "warm: navigation → home mounted", Value: millis(median(warm)), Target: verdict("≤ 500 ms", median(warm) <= 500*time.Millisecond), Note: spread(warm) + "; second visit, from the service worker's cache"},
		{Group: "load", Measure: "returning: navigation → home mounted", Value: millis(median(returning)), Target: verdict("≤ 500 ms", median(returning) <= 500*time.Millisecond), Note: spread(returning) + fmt.Sprintf("; median of visits 3 to %d of each run, %s apart", 2+returningVisits, returningPause)},
	}, nil
}

// serverAndBrowser starts the real server and a fresh headless Chromium; stop ends both.
func serverAndBrowser(e *env) (*e2e.Server, *e2e.Browser, func(), error) {
	srv, err := e2e.StartServer(e.build)
	if err != nil {
		return nil, nil, nil, err
	}
	browser, err := e2e.StartBrowser()
	if err != nil {
		srv.Stop()
		return nil, nil, nil, err
	}
	return srv, browser, func() { browser.Close(); srv.Stop() }, nil
}

// visitTimes are the load times of one browser context's visits.
type visitTimes struct {
	cold, warm time.Duration
	returning  []time.Duration
}

// visits opens url in a fresh browser context (cold), waits for the service
// worker to cache the game and the page to compile its copy, then opens it
// again (warm) and again (returning).
func visits(browser *e2e.Browser, url string) (v visitTimes, err error) {
	tab, closeTab, err := browser.NewTab()
	if err != nil {
		return v, err
	}
	defer closeTab()
	ctx, cancel := context.WithTimeout(tab, time.Minute)
	defer cancel()

	addProbe := chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: mountProbe})
		return err
	})
	if err := chromedp.Do(ctx, addProbe); err != nil {
		return v, err
	}
	if v.cold, err = mountTime(ctx, url); err != nil {
		return v, fmt.Errorf("cold visit: %w", err)
	}
	// A player comes back later: by then the service worker has cached the
	// game and the page has compiled its copy in the background (warmup.go).
	ready := "(async () => (await " + e2e.OfflineReadyJS + ") && (await " + e2e.WarmedUpJS + "))()"
	_, err = chromedp.Run(ctx, chromedp.Poll[bool](ready, chromedp.WithPollingInterval(50*time.Millisecond)))
	if err != nil {
		return v, fmt.Errorf("waiting for the service worker: %w", err)
	}
	if v.warm, err = mountTime(ctx, url); err != nil {
		return v, fmt.Errorf("warm visit: %w", err)
	}
	for i := range returningVisits {
		time.Sleep(returningPause)
		t, err := mountTime(ctx, url)
		if err != nil {
			return v, fmt.Errorf("visit %d: %w", i+3, err)
		}
		v.returning = append(v.returning, t)
	}
	return v, nil
}

// mountTime navigates to url and returns when, after the navigation started,
// the probe saw the home page mounted.
func mountTime(ctx context.Context, url string) (time.Duration, error) {
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return 0, err
	}
	ms, err := chromedp.Run(ctx, chromedp.Poll[float64](`window.__heatMounted`, chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		return 0, fmt.Errorf("waiting for the home page: %w", err)
	}
	return time.Duration(ms * float64(time.Millisecond)), nil
}
