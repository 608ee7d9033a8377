package shell

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/p2p/wire"
	"github.com/heatracing/heat/titles"
)

// box renders a bare element through a component.
type box struct {
	app.Compo
	ui app.UI
}

func (b *box) Render() app.UI { return app.Div().Body(b.ui) }

// The lobby's panel lists the draw as it stands; the lobby says why a draw ran again; the
// results' numbers add the host's secret and the seed, with the formulas to check them.
func TestFairNumbers(t *testing.T) {
	heat, _ := titles.Find("heat")
	lb := p2p.Lobby{Room: "ABCDEF", Commit: "c0ffee", Round: 2, Drawing: "reveal",
		Notice: "Draw 1: Mallory was removed: their page did not reveal its share of the seed in time. The seed is drawn again, with fresh shares.",
		Players: []p2p.Player{
			{ID: "h1", Name: "Hana", Host: true, Seat: 0},
			{ID: "g1", Name: "Gus", Seat: 1, Commitment: "feed01", Share: "abcd"},
			{ID: "g2", Name: "Gina", Seat: 2, Commitment: "feed02"},
			{ID: "b1", Name: "Bot", Bot: true, Seat: 3},
		}}
	html := render(t, &box{ui: app.Div().Body(drawLine(lb), FairHelp(heat.Words, lb))})
	contains(t, html, "Mallory was removed", "the shares are being revealed", "Is this race fair?", "c0ffee", "Draw 2 in room ABCDEF",
		"the host, no share", "a bot, no share", "feed01", "abcd", "feed02", `p2p/share/v2|`)
	if strings.Contains(html, "Seed:") {
		t.Error("the lobby shows a seed before the host revealed it")
	}
	lb.Started, lb.Drawing = true, ""
	f := &p2p.AuditFile{Lobby: lb, Reveal: wire.Reveal{Seed: 42, Nonce: "n0"}}
	html = render(t, &box{ui: fairNumbers(lb, f)})
	seed := f.DrawnSeed()
	contains(t, html, "s = ", ">42<", ">n0<", "Seed: ", strings.TrimSpace(app.HTMLString(app.Text(seed))), `p2p/seed/v2|`)
	if html := render(t, &box{ui: drawLine(p2p.Lobby{Round: 1})}); strings.Contains(html, "draw-notice") {
		t.Errorf("a lobby without a draw says something: %s", html)
	}
}
