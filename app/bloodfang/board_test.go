package bloodfang

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/bloodfang"
)

// boardHost is a page around the board, as the play page holds it: at every render it hands
// the board the picks the page holds then.
type boardHost struct {
	app.Compo
	ctx  app.Context
	show func() app.UI
}

func (h *boardHost) OnPreRender(ctx app.Context) { h.ctx = ctx } // the test engine pre-renders
func (h *boardHost) Render() app.UI              { return app.Div().Body(h.show()) }

// The board is a component given the page's picks: the tiles the picked card may go to light up
// once the page holds a card picked, the aimed tile takes the tab stop, and they go out when the
// page puts the card back.
func TestBoardFollowsThePage(t *testing.T) {
	g := newGame(t)
	for _, s := range g.Pending() {
		if err := g.Apply(s, engine.Action{Type: engine.ActMulligan, Cards: []int{}}); err != nil {
			t.Fatal(err)
		}
	}
	v := g.View(g.View(0).Active)
	if v.Me == nil || v.Me.Legal.Decision != engine.DecidePlay || len(v.Me.Legal.Plays) == 0 || len(v.Me.Legal.Plays[0].Tiles) == 0 {
		t.Fatalf("the first turn offers no play: %+v", v.Me)
	}
	play := v.Me.Legal.Plays[0]
	var picked int
	var aim engine.Pos
	aiming := false
	h := &boardHost{show: func() app.UI {
		return &boardPanel{View: &v, Picked: picked, Aim: aim, Aiming: aiming,
			Keys: func(app.Context, app.Event) {}, OnAim: func(engine.Pos) {}, OnTile: func(engine.Pos) {}}
	}}
	e := app.NewTestEngine()
	if err := e.Load(h); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	html := func(change func()) string {
		h.ctx.Dispatch(func(app.Context) { change() })
		e.ConsumeAll()
		return app.HTMLString(h)
	}
	if got := app.HTMLString(h); strings.Contains(got, "bf-legal") {
		t.Fatalf("tiles are lit before a card is picked:\n%s", got)
	}
	got := html(func() { picked = play.Card })
	if n := strings.Count(got, "bf-legal"); n != len(play.Tiles) {
		t.Errorf("%d tiles lit for a card that may go to %d:\n%s", n, len(play.Tiles), got)
	}
	at := play.Tiles[len(play.Tiles)-1]
	got = html(func() { aim, aiming = at, true })
	if tag := tileTag(got, tileID(at)); !strings.Contains(tag, "bf-aim") || !strings.Contains(tag, `tabindex="0"`) {
		t.Errorf("the tile aimed at is not marked nor the tab stop: %s", tag)
	}
	if got := html(func() { picked, aiming = 0, false }); strings.Contains(got, "bf-legal") || strings.Contains(got, "bf-aim") {
		t.Errorf("the card went back, yet tiles stay lit:\n%s", got)
	}
}

// tileTag is the opening tag of the element with id in html.
func tileTag(html, id string) string {
	for _, tag := range strings.Split(html, "<")[1:] {
		tag, _, _ = strings.Cut(tag, ">")
		if strings.Contains(tag, `id="`+id+`"`) {
			return tag
		}
	}
	return ""
}
