package bloodfang

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell/shelltest"
	engine "github.com/heatracing/heat/engine/bloodfang"
)

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
	html := shelltest.Hosted(t, func() app.UI {
		return &boardPanel{View: &v, Picked: picked, Aim: aim, Aiming: aiming,
			Keys: func(app.Context, app.Event) {}, OnAim: func(engine.Pos) {}, OnTile: func(engine.Pos) {}}
	})
	if got := html(nil); strings.Contains(got, "bf-legal") {
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
