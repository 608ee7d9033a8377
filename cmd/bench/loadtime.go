package main

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/heatracing/heat/e2e"
)

// mountProbe runs in every document before the page's scripts. It records,
// in the page's own clock (milliseconds since the navigation started), the
// moment the app runs (go-app removed its loading screen) and the page's
// part that shows it mounted (selector) is in the DOM. Polling from Go would
// add its own latency. The pre-rendered page comes before the loading screen
// in the HTML, so while the document is still being parsed the loader's
// absence means nothing.
func mountProbe(selector string) string {
	return `
new MutationObserver((_, observer) => {
  if (document.readyState !== "loading" && !document.getElementById("app-wasm-loader") &&
      document.querySelector(` + strconv.Quote(selector) + `)) {
    window.__heatMounted = performance.now();
    observer.disconnect();
  }
}).observe(document, {childList: true, subtree: true});
`
}

// homeMounted shows the home page mounted; helloMounted, go-app's hello world.
const (
	homeMounted  = "[data-testid=home]"
	helloMounted = "h1"
)

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
// returning (the visits after that); and the same for go-app's hello world,
// built in this run and served by go-app's own handler (helloload.go), in
// the same browser, each run's visits of both back to back, so that the
// ratios hold on a loaded machine.
func loadTimes(ctx context.Context, e *env) ([]Row, error) {
	srv, browser, stop, err := serverAndBrowser(e)
	if err != nil {
		return nil, err
	}
	defer stop()
	e.log("building go-app's hello world and serving it with go-app's handler")
	hello, err := startHello(ctx, e.build.Root)
	if err != nil {
		return nil, fmt.Errorf("hello world: %w", err)
	}
	defer hello.stop()

	var home, world loadSeries
	for i := range e.runs {
		v, err := visits(browser, srv.URL+"/", homeMounted, "(async () => (await "+e2e.OfflineReadyJS+") && (await "+e2e.WarmedUpJS+"))()")
		if err != nil {
			return nil, fmt.Errorf("run %d: %w", i+1, err)
		}
		h, err := visits(browser, hello.url+"/", helloMounted, e2e.OfflineReadyJS)
		if err != nil {
			return nil, fmt.Errorf("run %d, hello world: %w", i+1, err)
		}
		e.log("run %d: cold %s, warm %s, returning %s; hello world: cold %s, warm %s, returning %s", i+1,
			millis(v.cold), millis(v.warm), millis(median(v.returning)), millis(h.cold), millis(h.warm), millis(median(h.returning)))
		home.add(v)
		world.add(h)
	}
	rows := []Row{
		{Group: "load", Measure: "cold: navigation → home mounted", Value: millis(median(home.cold)), Note: spread(home.cold) + "; first visit, empty cache"},
		{Group: "load", Measure: "warm: navigation → home mounted", Value: millis(median(home.warm)), Target: verdict("≤ 500 ms", median(home.warm) <= 500*time.Millisecond), Note: spread(home.warm) + "; second visit, from the service worker's cache"},
		{Group: "load", Measure: "returning: navigation → home mounted", Value: millis(median(home.returning)), Target: verdict("≤ 500 ms", median(home.returning) <= 500*time.Millisecond), Note: spread(home.returning) + fmt.Sprintf("; median of visits 3 to %d of each run, %s apart", 2+returningVisits, returningPause)},
	}
	for _, k := range []struct {
		name        string
		home, hello []time.Duration
	}{{"cold", home.cold, world.cold}, {"warm", home.warm, world.warm}, {"returning", home.returning, world.returning}} {
		rows = append(rows, Row{
			Group: "load", Measure: k.name + ": home ÷ go-app's hello world",
			Value: fmt.Sprintf("%.2f×", float64(median(k.home))/float64(median(k.hello))),
			Note:  "hello world " + millis(median(k.hello)) + ", " + spread(k.hello) + "; its wasm in brotli too, from go-app's own service worker",
		})
	}
	return rows, nil
}

// loadSeries are the load times of every run, by kind of visit.
type loadSeries struct{ cold, warm, returning []time.Duration }

func (s *loadSeries) add(v visitTimes) {
	s.cold = append(s.cold, v.cold)
	s.warm = append(s.warm, v.warm)
	s.returning = append(s.returning, median(v.returning))
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

// visits opens url in a fresh browser context (cold) until the part selector
// names shows, waits for ready (a JavaScript expression: the service worker
// cached the page and the page compiled its copy), then opens it again (warm)
// and again (returning).
func visits(browser *e2e.Browser, url, selector, ready string) (v visitTimes, err error) {
	tab, closeTab, err := browser.NewTab()
	if err != nil {
		return v, err
	}
	defer closeTab()
	ctx, cancel := context.WithTimeout(tab, time.Minute)
	defer cancel()

	addProbe := chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: mountProbe(selector)})
		return err
	})
	if err := chromedp.Do(ctx, addProbe); err != nil {
		return v, err
	}
	if v.cold, err = mountTime(ctx, url); err != nil {
		return v, fmt.Errorf("cold visit: %w", err)
	}
	// A player comes back later: by then the service worker has cached the
	// page and, for ours, the page has compiled its copy in the background
	// (warmup.go).
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
// the probe saw the page mounted.
func mountTime(ctx context.Context, url string) (time.Duration, error) {
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return 0, err
	}
	ms, err := chromedp.Run(ctx, chromedp.Poll[float64](`window.__heatMounted`, chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		return 0, fmt.Errorf("waiting for the page to mount: %w", err)
	}
	return time.Duration(ms * float64(time.Millisecond)), nil
}
