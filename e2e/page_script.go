package e2e

import (
	"context"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// OnNewDocument runs a script in every document the page loads from now on,
// before the page's own scripts: a probe that records what happens while the
// page loads.
func (p *Page) OnNewDocument(script string) {
	p.t.Helper()
	err := p.do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: script})
		return err
	}))
	if err != nil {
		p.fatalf("adding a script to new documents: %v", err)
	}
}
