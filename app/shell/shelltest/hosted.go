package shelltest

import (
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// host is a page around one of a game page's panels, as the game page holds them: at every
// render it hands the panel what show gives it.
type host struct {
	app.Compo
	ctx  app.Context
	show func() app.UI
}

func (h *host) OnPreRender(ctx app.Context) { h.ctx = ctx } // the test engine pre-renders
func (h *host) Render() app.UI              { return app.Div().Body(h.show()) }

// Hosted mounts a page around show in go-app's test engine and returns its HTML after each
// change, the page rendered again as a new update would render it: what a test of a panel that
// is a component needs to see it drawn again, or not, as its page changes.
func Hosted(t *testing.T, show func() app.UI) (html func(change func()) string) {
	t.Helper()
	e := app.NewTestEngine()
	h := &host{show: show}
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return func(change func()) string {
		if change != nil {
			h.ctx.Dispatch(func(app.Context) { change() })
			e.ConsumeAll()
		}
		return app.HTMLString(h)
	}
}
