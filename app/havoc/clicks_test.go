package havoc

import (
	"fmt"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	"github.com/heatracing/heat/app/shell/shelltest"
	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// A control that commits a decision ignores the second click of a double click: the first
// committed it, and the page may have drawn the next decision's control under the pointer since
// (the lane-change die's roll where the movement die's was, the next card of the hand where the
// one played was). A click of its own, or from the keyboard (which counts no clicks), acts.
func TestDecisionControlsIgnoreTheSecondClick(t *testing.T) {
	at := func(d engine.Decision) func(havoctitle.View) bool {
		return func(v havoctitle.View) bool { return v.Pause == nil && v.Me.Legal.Decision == d }
	}
	for _, tt := range []struct {
		name   string
		reach  func(havoctitle.View) bool
		queen  bool                           // the player picked a Queen to call a suit with
		testid func(v havoctitle.View) string // the control clicked
		want   string                         // what it submits, as fmt prints it
	}{
		{"a face-down card of the dealer selection", at(engine.DecidePick), false,
			func(v havoctitle.View) string { return "slot-" + itoa(v.Me.Legal.Slots[0]) },
			"pick"},
		{"the stock", at(engine.DecideStorm), false,
			func(havoctitle.View) string { return "stock" }, "draw"},
		{"a card of the hand", func(v havoctitle.View) bool { return at(engine.DecideStorm)(v) && plain(v) != 0 }, false,
			func(v havoctitle.View) string { return "hand-" + itoa(plain(v)) }, "play"},
		{"a suit for the Queen", at(engine.DecideStorm), true,
			func(havoctitle.View) string { return "call-" + engine.Spades.String() }, "play"},
		{"a starting lane", at(engine.DecideLane), false,
			func(v havoctitle.View) string { return "lane-" + itoa(v.Me.Legal.Lanes[0]) }, "lane"},
		{"the coin form's place", at(engine.DecidePlace), false,
			func(havoctitle.View) string { return "place" }, "place"},
		{"a die", at(engine.DecideRoll), false,
			func(v havoctitle.View) string { return "roll-" + string(v.Me.Legal.Dice[0]) }, "roll"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := playTo(t, 0, tt.reach)
			var got []string
			act := func(_ int, a engine.Action) { got = append(got, string(a.Type)) }
			var storm *stormPanel
			page := shelltest.Mount(t, func() app.UI {
				if v.Stage == engine.StageDealer || v.Stage == engine.StageStorm {
					sp := &stormPanel{View: &v, Decision: v.Me.Legal.Decision, Act: act}
					if storm == nil {
						storm = sp
					}
					return sp
				}
				return &speedwayPanel{View: &v, Decision: v.Me.Legal.Decision, Act: act,
					PickCoin: func(int) {}, Place: func(engine.Spot) { got = append(got, "place") }}
			})
			if tt.queen {
				page.Render(func() { storm.queen = v.Me.Hand[0].ID })
			}
			id := tt.testid(v)
			page.DoubleClick(id)
			if len(got) != 0 {
				t.Fatalf("the second click of a double click on %s submitted %v", id, got)
			}
			page.Click(id)
			if fmt.Sprint(got) != fmt.Sprint([]string{tt.want}) {
				t.Errorf("a click on %s submitted %v, want [%s]", id, got, tt.want)
			}
		})
	}
}

// plain is a card of the player's hand that plays without a call, 0 for none.
func plain(v havoctitle.View) int {
	for _, p := range v.Me.Legal.Plays {
		if !p.Call {
			return p.Card
		}
	}
	return 0
}

// popupPage is a play page's pause popup on a page of its own, with the page's session.
type popupPage struct {
	app.Compo
	p *playPage
}

// OnPreRender mounts the page's session, as the play page does when mounted (the test engine
// pre-renders).
func (h *popupPage) OnPreRender(ctx app.Context) {
	h.p.live.Mount(ctx, game.Words.Match, h.p.live.C, nil, nil, func(app.Context) {})
}

func (h *popupPage) Render() app.UI { return h.p.pausePopup() }

// The host's Continue between stages ignores the second click of a double click too: the next
// stage's controls are drawn where the popup was. The session is a replay's, which refuses every
// action: its refusal shows that the click submitted one.
func TestContinueIgnoresTheSecondClick(t *testing.T) {
	v := playTo(t, havoctitle.HostSeat, func(v havoctitle.View) bool { return v.Pause != nil })
	c := newClient()
	_, _, stop := shell.Watch(game.ID, havoctitle.HostSeat, p2p.Lobby{}, c)
	t.Cleanup(stop)
	p := &playPage{view: &v, live: shell.Live[*client]{C: c}}
	page := shelltest.Mount(t, func() app.UI { return &popupPage{p: p} })
	page.DoubleClick("continue")
	if p.live.Notice != "" {
		t.Fatalf("the second click of a double click on Continue submitted it: %q", p.live.Notice)
	}
	page.Click("continue")
	if p.live.Notice != shell.ErrWatching.Error() {
		t.Errorf("a click on Continue submitted nothing (the notice says %q)", p.live.Notice)
	}
}

// A tap on the track acts for the decision the board was drawn for, and for no other: one that
// lands after the page moved on to the next decision does nothing.
func TestTrackTapActsForTheDecisionDrawn(t *testing.T) {
	lane := playTo(t, 0, func(v havoctitle.View) bool { return v.Pause == nil && v.Me.Legal.Decision == engine.DecideLane })
	place := playTo(t, 0, func(v havoctitle.View) bool { return v.Pause == nil && v.Me.Legal.Decision == engine.DecidePlace })
	for _, tt := range []struct {
		name      string
		drawn, at havoctitle.View // the view the board was drawn for, the view when the tap lands
		acts      bool
	}{
		{"the same decision", lane, lane, true},
		{"the next decision", lane, place, false},
		{"the coins, still asked", place, place, true},
		{"no game any more (Race again, before the new race's first view)", lane, havoctitle.View{}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			drawn, at := tt.drawn, tt.at
			view := &drawn
			picked := 0
			tap := trackTap(func() *havoctitle.View { return view }, func(engine.Spot) { picked++ })
			view = &at
			if at.Stage == "" {
				view = nil
			}
			tap(engine.Spot{Pos: 1, Lane: 1})
			if acts := picked == 1; acts != tt.acts {
				t.Errorf("the tap picked %d times, want it to act: %v", picked, tt.acts)
			}
		})
	}
}
