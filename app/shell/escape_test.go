package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/signal/proto"
	"github.com/heatracing/heat/titles"
)

// frame renders a piece of a page in the test engine.
type frame struct {
	app.Compo
	ui func() app.UI
}

func (f *frame) Render() app.UI { return app.Div().Body(f.ui()) }

// hostile is what a peer might send as a name, a chat line or a listing, hoping a page renders it
// as markup.
const hostile = `"><img src=x onerror=alert(1)><script>alert(2)</script>`

// noMarkup checks that the hostile text shows as text: escaped, never as an element or an
// attribute it broke out of.
func noMarkup(t *testing.T, where, html string) {
	t.Helper()
	for _, bad := range []string{"<img", "<script", `\"`} { // \" : an attribute holding it
		if strings.Contains(html, bad) {
			t.Errorf("%s: a peer's string became markup (%s):\n%s", where, bad, html)
		}
	}
	if !strings.Contains(html, "&lt;script&gt;alert(2)&lt;/script&gt;") {
		t.Errorf("%s: the peer's string is not shown as text:\n%s", where, html)
	}
}

// TestPeerStringsRenderAsText: chat lines, players' names and public listings come from other
// people; every one renders as text. go-app writes text escaped (and through createTextNode in the
// browser); its HTML of an attribute is not escaped for HTML (only the browser's setAttribute is
// safe), so a stranger's string goes into no attribute, which this test sees too.
func TestPeerStringsRenderAsText(t *testing.T) {
	t.Run("chat", func(t *testing.T) {
		c := &Chat{}
		for _, l := range []p2p.ChatLine{
			{N: 1, From: "a", Name: hostile, Text: hostile},
			{N: 2, From: "a", Name: hostile, To: "b", ToName: hostile, Text: hostile},
		} {
			noMarkup(t, "a chat line", render(t, &frame{ui: func() app.UI { return c.line(l) }}))
		}
	})
	t.Run("names", func(t *testing.T) {
		l := &Lobby{
			Game:    titles.Entry{Words: titles.Words{Player: "driver"}},
			Session: &Session{Kind: Guest},
			Status:  &LobbyStatus{},
			State: State{Lobby: p2p.Lobby{Players: []p2p.Player{
				{ID: "h", Name: "Host", Host: true, Colour: "red"},
				{ID: "x", Name: hostile, Colour: "blue", Connected: true},
			}}},
		}
		noMarkup(t, "the lobby's players", render(t, &frame{ui: func() app.UI { return l.players(p2p.Player{ID: "h"}) }}))
	})
	t.Run("listings", func(t *testing.T) {
		g, _ := titles.Find("heat")
		r := &roomList{}
		for _, tc := range []struct {
			status       string
			players, max int
		}{{proto.StatusWaiting, 1, 6}, {proto.StatusWaiting, 6, 6}, {proto.StatusStarted, 1, 6}} {
			l := proto.Listing{Room: "K7WQ2M", Game: "heat", Name: hostile, Host: hostile, Players: tc.players, Max: tc.max, Status: tc.status, Settings: hostile}
			noMarkup(t, "a public listing", render(t, &frame{ui: func() app.UI { return r.row(g, l) }}))
		}
	})
}
