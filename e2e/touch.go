package e2e

import (
	"context"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// Phone makes the page a phone's: a width x height screen in CSS pixels at three device pixels
// to the pixel, a mobile viewport and a touch screen.
func (p *Page) Phone(width, height int64) {
	p.t.Helper()
	if err := p.do(chromedp.EmulateViewport(width, height, chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch)); err != nil {
		p.fatalf("making the page a %dx%d phone: %v", width, height, err)
	}
}

// Touch is where fingers are, in CSS pixels from the viewport's top-left corner.
type Touch struct{ X, Y float64 }

// Swipe puts fingers down at from, moves them to to in steps, and lifts them: one finger
// scrolls, two pan or pinch. from and to hold one place per finger.
func (p *Page) Swipe(from, to []Touch, steps int) {
	p.t.Helper()
	at := func(k float64) []*input.TouchPoint {
		pts := make([]*input.TouchPoint, len(from))
		for i := range from {
			id := float64(i)
			pts[i] = &input.TouchPoint{X: from[i].X + (to[i].X-from[i].X)*k, Y: from[i].Y + (to[i].Y-from[i].Y)*k, ID: &id}
		}
		return pts
	}
	send := func(kind input.DispatchTouchEventType, pts []*input.TouchPoint) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			if pts == nil {
				pts = []*input.TouchPoint{}
			}
			_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: kind, TouchPoints: pts})
			return err
		})
	}
	actions := []chromedp.Action[chromedp.Void]{send(input.DispatchTouchEventTypeTouchStart, at(0))}
	for s := 1; s <= steps; s++ {
		actions = append(actions, send(input.DispatchTouchEventTypeTouchMove, at(float64(s)/float64(steps))))
	}
	actions = append(actions, send(input.DispatchTouchEventTypeTouchEnd, nil))
	if err := p.do(actions...); err != nil {
		p.fatalf("swiping: %v", err)
	}
}

// Drag presses the left mouse button at from, moves the mouse to to in steps and releases it.
func (p *Page) Drag(from, to Touch, steps int) {
	p.t.Helper()
	actions := []chromedp.Action[chromedp.Void]{
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, from.X, from.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)),
	}
	for s := 1; s <= steps; s++ {
		k := float64(s) / float64(steps)
		actions = append(actions, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved,
			from.X+(to.X-from.X)*k, from.Y+(to.Y-from.Y)*k, chromedp.ButtonLeft))
	}
	actions = append(actions, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, to.X, to.Y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	if err := p.do(actions...); err != nil {
		p.fatalf("dragging the mouse: %v", err)
	}
}
