package main

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/heatracing/heat/e2e"
	"github.com/heatracing/heat/games"
	"github.com/heatracing/heat/titles/replay"
)

// replayRows measures a shared game: the link of a 3-lap, 6-car Heat race on USA (bots at every
// seat), and, in headless Chromium, the time from pasting it into the replay viewer to its
// verdict and the race's page at the start (the link decoded, every move checked, the page
// drawn).
func replayRows(ctx context.Context, e *env) ([]Row, error) {
	games.Register()
	f, err := replay.Play("heat", json.RawMessage(`{"track":"usa","laps":3,"botLevel":"normal"}`), 6, 2026, 20000)
	if err != nil {
		return nil, err
	}
	frag, err := f.Fragment()
	if err != nil {
		return nil, err
	}
	raw, err := f.Encode()
	if err != nil {
		return nil, err
	}
	g, err := replay.Open(ctx, f)
	if err != nil {
		return nil, err
	}
	srv, browser, stop, err := serverAndBrowser(e)
	if err != nil {
		return nil, err
	}
	defer stop()
	tab, closeTab, err := browser.NewTab()
	if err != nil {
		return nil, err
	}
	defer closeTab()
	tctx, cancel := context.WithTimeout(tab, time.Duration(e.runs+2)*time.Minute)
	defer cancel()
	link := srv.URL + replay.Path + "#" + frag
	var times []time.Duration
	for i := range e.runs {
		if err := chromedp.Do(tctx, chromedp.Navigate(srv.URL+replay.Path), chromedp.WaitVisible(`[data-testid=replay-paste]`)); err != nil {
			return nil, err
		}
		if _, err := chromedp.Run(tctx, chromedp.Poll[bool](e2e.AppStartedJS, chromedp.WithPollingInterval(50*time.Millisecond))); err != nil {
			return nil, fmt.Errorf("waiting for the game to start: %w", err)
		}
		ms, err := chromedp.Run(tctx, chromedp.Evaluate[float64](`new Promise((done) => {
  const input = document.querySelector('[data-testid=replay-paste]');
  input.value = `+jsQuote(link)+`;
  input.dispatchEvent(new Event('input', {bubbles: true}));
  const t0 = performance.now();
  document.querySelector('[data-testid=replay-paste-open]').click();
  const wait = () => {
    if (document.querySelector('[data-testid=replay-verdict]') && document.querySelector('[data-testid=replay-view] [data-testid=board], [data-testid=replay-view] [data-testid=standings]')) { done(performance.now() - t0); return; }
    requestAnimationFrame(wait);
  };
  wait();
})`, chromedp.EvalAwaitPromise))
		if err != nil {
			return nil, fmt.Errorf("run %d: %w", i+1, err)
		}
		e.log("run %d: opened in %.0f ms", i+1, ms)
		times = append(times, time.Duration(ms*float64(time.Millisecond)))
	}
	seek, err := replaySeekRows(ctx, e)
	if err != nil {
		return nil, err
	}
	return append([]Row{
		{Group: "replay", Measure: "link of a 3-lap, 6-car Heat race (bytes)", Value: fmt.Sprint(len(link) - len(srv.URL)),
			Note: fmt.Sprintf("%d moves; the file is %d bytes, the fragment zlib in base64url", len(g.Moves), len(raw))},
		{Group: "replay", Measure: "time to open that link in the viewer", Value: fmt.Sprintf("%.0f ms", float64(median(times))/float64(time.Millisecond)),
			Note: fmt.Sprintf("pasted into /replay: decoded, every move checked, the race page drawn; median of %d runs", e.runs)},
	}, seek...), nil
}

// jsQuote is s as a JavaScript string.
func jsQuote(s string) string {
	b, _ := json.Marshal(s) // a string always marshals
	return string(b)
}
