package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// shareLink shows the link to a room with a button that copies it. Browsers give pages the
// clipboard only in a secure context (https or localhost): on a LAN address the link is selected
// instead and the player copies it with the keyboard.
type shareLink struct {
	app.Compo
	Link   string
	ctx    app.Context
	status string
}

func (s *shareLink) OnMount(ctx app.Context) { s.ctx = ctx }

func (s *shareLink) Render() app.UI {
	return app.Div().Class("heat-sharelink").Body(
		app.Input().ID("share-link").Class("heat-share-input").ReadOnly(true).Value(s.Link).
			DataSet("testid", "share-link").Aria("label", "link to share").
			OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
		app.Button().Class("heat-button").DataSet("testid", "copy-link").Text("Copy link").OnClick(s.copy),
		app.Span().Class("heat-copy-status").Aria("live", "polite").DataSet("testid", "copy-status").Text(s.status),
	)
}

// Messages after a click on "Copy link".
const (
	copiedText  = "Link copied: paste it to your friends."
	copyByHand  = "The link is selected: press Ctrl+C (⌘C on a Mac) to copy it."
	copyingText = "Copying…"
)

func (s *shareLink) copy(ctx app.Context, e app.Event) {
	if input := app.Window().GetElementByID("share-link"); input.Truthy() {
		input.Call("focus")
		input.Call("select")
	}
	clipboard := app.Window().Get("navigator").Get("clipboard")
	if !clipboard.Truthy() || !clipboard.Get("writeText").Truthy() {
		s.status = copyByHand
		return
	}
	s.status = copyingText
	var ok, failed app.Func
	settle := func(text string) app.Func {
		return app.FuncOf(func(app.Value, []app.Value) any {
			ok.Release()
			failed.Release()
			s.ctx.Dispatch(func(app.Context) { s.status = text })
			return nil
		})
	}
	ok, failed = settle(copiedText), settle(copyByHand)
	clipboard.Call("writeText", s.Link).Call("then", ok, failed)
}
