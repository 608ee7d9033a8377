package bloodfang

import (
	"fmt"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/app/shell/shelltest"
	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/p2p"
)

// mounted is a play page on a page of its own, mounted with its session as in a browser (the
// test engine pre-renders: it mounts nothing).
type mounted struct {
	app.Compo
	p *playPage
}

func (m *mounted) OnPreRender(ctx app.Context) { m.p.OnMount(ctx) }
func (m *mounted) Render() app.UI              { return m.p }

// A button that commits a decision ignores the second click of a double click: the first
// committed it, and the page may have drawn the next decision's button under the pointer since
// (Pass where "Keep this hand" was; "Pass and end the game" where Pass was, once the warning
// shows). A click of its own, or from the keyboard (which counts no clicks), acts. The page's
// session is a replay's, which refuses every action: its refusal shows that a click submitted one.
func TestDecisionButtonsIgnoreTheSecondClick(t *testing.T) {
	g := newGame(t)
	mulligan := g.View(0)
	for _, s := range g.Pending() {
		if err := g.Apply(s, engine.Action{Type: engine.ActMulligan, Cards: []int{}}); err != nil {
			t.Fatal(err)
		}
	}
	first := g.View(0).Active
	play := g.View(first)
	if play.Me == nil || play.Me.Legal.Decision != engine.DecidePlay || len(play.Me.Legal.Plays) == 0 || len(play.Me.Legal.Plays[0].Tiles) == 0 {
		t.Fatalf("the first turn offers no play: %+v", play.Me)
	}
	if err := g.Apply(first, engine.Action{Type: engine.ActPass}); err != nil {
		t.Fatal(err)
	}
	passed := g.View(1 - first) // a pass now ends the game
	card, at := play.Me.Legal.Plays[0].Card, play.Me.Legal.Plays[0].Tiles[0]
	for _, tt := range []struct {
		name   string
		view   engine.View
		page   func(p *playPage) // what the player did before
		testid string
	}{
		{"keep the hand", mulligan, nil, "mulligan"},
		{"pass", play, nil, "pass"},
		{"pass and end the game", passed, func(p *playPage) { p.warnPass = true }, "pass-end"},
		{"a lit tile", play, func(p *playPage) { p.picked = card }, fmt.Sprintf("tile-%d-%d", at.Row, at.Col)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.view.Me == nil || tt.view.Me.Legal.Decision == engine.DecideNothing {
				t.Fatalf("the view asks nothing of the player: %+v", tt.view.Me)
			}
			c := newClient()
			_, _, stop := shell.Watch(game.ID, tt.view.Seat, p2p.Lobby{}, c)
			t.Cleanup(stop)
			v := tt.view
			p := &playPage{view: &v, live: shell.Live[*client]{C: c}}
			if tt.page != nil {
				tt.page(p)
			}
			page := shelltest.Mount(t, func() app.UI { return &mounted{p: p} })
			page.DoubleClick(tt.testid)
			if p.live.Notice != "" {
				t.Fatalf("the second click of a double click on %s submitted an action: %q", tt.testid, p.live.Notice)
			}
			page.Click(tt.testid)
			if p.live.Notice != shell.ErrWatching.Error() {
				t.Errorf("a click on %s submitted nothing (the notice says %q)", tt.testid, p.live.Notice)
			}
		})
	}
}
