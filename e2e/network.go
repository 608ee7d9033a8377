package e2e

import (
	"context"
	"fmt"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Offline cuts (true) or restores (false) the network of the page and of the
// service workers of its browser context, and sets navigator.onLine to
// match. Network emulation on the page alone does not reach its service
// worker, which would go on fetching from the server. The server keeps
// running: Harness.StopServer takes it away for real.
func (p *Page) Offline(offline bool) {
	p.t.Helper()
	var rules []*network.Conditions
	if offline {
		rules = []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}}
	}
	if err := p.do(emulateNetwork(offline, rules)); err != nil {
		p.fatalf("turning the network %s: %v", onOff(!offline), err)
	}
	if err := p.emulateOnWorkers(offline, rules); err != nil {
		p.fatalf("turning the service worker's network %s: %v", onOff(!offline), err)
	}
}

// Throttle limits the page's download speed to bytesPerSecond (0 lifts the
// limit), to watch what a slow network shows, such as the loading progress.
func (p *Page) Throttle(bytesPerSecond float64) {
	p.t.Helper()
	var rules []*network.Conditions
	if bytesPerSecond > 0 {
		rules = []*network.Conditions{{DownloadThroughput: bytesPerSecond, UploadThroughput: -1}}
	}
	if err := p.do(emulateNetwork(false, rules)); err != nil {
		p.fatalf("throttling the network: %v", err)
	}
}

// emulateOnWorkers applies the network conditions to every service worker of
// the page's browser context. Emulation lasts as long as the DevTools session
// that set it, so the sessions stay attached until the page closes.
func (p *Page) emulateOnWorkers(offline bool, rules []*network.Conditions) error {
	infos, err := chromedp.Targets(p.ctx)
	if err != nil {
		return err
	}
	mine := chromedp.FromContext(p.ctx).BrowserContextID
	for _, info := range infos {
		if info.Type != "service_worker" || info.BrowserContextID != mine {
			continue
		}
		wctx, ok := p.workers[info.TargetID]
		if !ok {
			var cancel context.CancelFunc
			wctx, cancel = chromedp.NewContext(p.ctx, chromedp.WithTargetID(info.TargetID))
			p.workers[info.TargetID] = wctx
			p.closers = append(p.closers, cancel)
		}
		ctx, cancel := context.WithTimeout(wctx, p.timeout())
		err := chromedp.Do(ctx, emulateNetwork(offline, rules))
		cancel()
		if err != nil {
			return fmt.Errorf("service worker %s: %w", info.URL, err)
		}
	}
	return nil
}

// networkRules are the parameters of Network.emulateNetworkConditionsByRule
// for the Chromium versions we meet: Chromium 148 requires "offline", later
// ones call it "emulateOfflineServiceWorker" (the only name cdproto v0.159
// knows). Each version ignores the name it does not know.
type networkRules struct {
	Offline                     bool                  `json:"offline"`
	EmulateOfflineServiceWorker bool                  `json:"emulateOfflineServiceWorker"`
	MatchedNetworkConditions    []*network.Conditions `json:"matchedNetworkConditions"`
}

func emulateNetwork(offline bool, rules []*network.Conditions) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		if rules == nil {
			rules = []*network.Conditions{} // the protocol wants a list, even empty
		}
		params := networkRules{Offline: offline, EmulateOfflineServiceWorker: offline, MatchedNetworkConditions: rules}
		var res network.EmulateNetworkConditionsByRuleResult
		if err := t.Call(ctx, network.CommandEmulateNetworkConditionsByRule, params, &res); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, t, network.OverrideNetworkState, network.OverrideNetworkStateParams{
			Offline:            offline,
			DownloadThroughput: -1,
			UploadThroughput:   -1,
		})
		return err
	})
}

func onOff(on bool) string {
	if on {
		return "on"
	}
	return "off"
}
