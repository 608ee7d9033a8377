package shell

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// shareLink shows the link to a room with a button that sends it: the system's share sheet
// where the browser has one (the Web Share API: phones, and some desktops), else a button that
// copies it. Browsers give pages the clipboard only in a secure context (https or localhost): on
// a LAN address the link is selected instead and the player copies it with the keyboard.
type shareLink struct {
	app.Compo
	Link     string
	Title    string // what the share sheet calls the link: "Heat: race with friends"
	ctx      app.Context
	canShare bool // read once mounted: the server's pre-render has no navigator
	status   string
}

func (s *shareLink) OnMount(ctx app.Context) {
	s.ctx = ctx
	s.canShare = app.Window().Get("navigator").Get("share").Truthy()
}

func (s *shareLink) Render() app.UI {
	send := app.Button().Class("parlor-button").DataSet("testid", "copy-link").Text("Copy link").OnClick(s.copy)
	if s.canShare {
		send = app.Button().Class("parlor-button", "parlor-primary").DataSet("testid", "share-button").Text("Share link").OnClick(s.share)
	}
	return app.Div().Class("parlor-sharelink").Body(
		app.Input().ID("share-link").Class("parlor-share-input").ReadOnly(true).Value(s.Link).
			DataSet("testid", "share-link").Aria("label", "link to share").
			OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }),
		send,
		app.Elem("span").Class("parlor-copy-status").Aria("live", "polite").DataSet("testid", "copy-status").Text(s.status),
	)
}

// Messages after a click on "Copy link" or "Share link".
const (
	copiedText  = "Link copied: paste it to your friends."
	copyByHand  = "The link is selected: press Ctrl+C (⌘C on a Mac) to copy it."
	copyingText = "Copying…"
	sharedText  = "Link shared."
)

// share opens the system's share sheet with the link. Closing the sheet is no error; a refusal
// falls back to copying.
func (s *shareLink) share(ctx app.Context, e app.Event) {
	data := map[string]any{"title": s.Title, "text": "Join my game: open the link.", "url": s.Link}
	var ok, failed app.Func
	settle := func(f func(err app.Value)) app.Func {
		return app.FuncOf(func(_ app.Value, args []app.Value) any {
			ok.Release()
			failed.Release()
			var err app.Value
			if len(args) > 0 {
				err = args[0]
			}
			s.ctx.Dispatch(func(ctx app.Context) { f(err) })
			return nil
		})
	}
	ok = settle(func(app.Value) { s.status = sharedText })
	failed = settle(func(err app.Value) {
		if err != nil && err.Truthy() && err.Get("name").String() == "AbortError" {
			s.status = "" // the player closed the sheet
			return
		}
		s.copy(ctx, e)
	})
	app.Window().Get("navigator").Call("share", data).Call("then", ok, failed)
}

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
