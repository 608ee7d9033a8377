package havoc

import (
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell/shelltest"
	engine "github.com/heatracing/heat/engine/havoc"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// The coin form's space is the speedway panel's own: it stays while the page draws the panel
// again (a space typed that is not free too: the host's verdict says why), and a free space is
// offered again once the view moves on. The coin picked is the page's, shown as the page gives it.
func TestSpeedwayPanelKeepsItsForm(t *testing.T) {
	v := playTo(t, 0, func(v havoctitle.View) bool {
		return v.Pause == nil && v.Me.Legal.Decision == engine.DecidePlace && len(v.Me.Coins) > 1
	})
	view, coin := &v, 0
	var mounted *speedwayPanel
	html := shelltest.Hosted(t, func() app.UI {
		sw := &speedwayPanel{View: view, Decision: view.Me.Legal.Decision, Coin: coin,
			Act: func(int, engine.Action) {}, PickCoin: func(int) {}, Place: func(engine.Spot) {}}
		if mounted == nil {
			mounted = sw
		}
		return sw
	})
	html(nil)
	if s := (engine.Spot{Pos: mounted.pos, Lane: mounted.lane}); !slices.Contains(view.Me.Legal.Spots, s) {
		t.Fatalf("the form offers %v, not a free space of %v", s, view.Me.Legal.Spots)
	}
	taken := engine.Spot{Pos: 1, Lane: 1}
	for slices.Contains(view.Me.Legal.Spots, taken) {
		taken.Pos++
	}
	mounted.pos, mounted.lane = taken.Pos, taken.Lane // the player typed a space that is not free
	picked := view.Me.Coins[1].ID
	got := html(func() { coin = picked })
	if !strings.Contains(got, `value="`+itoa(taken.Pos)+`"`) {
		t.Errorf("drawn again, the form lost the position typed (%d):\n%s", taken.Pos, got)
	}
	if tag := buttonTag(got, `data-testid="coin-`+itoa(picked)+`"`); !strings.Contains(tag, "hv-picked") || strings.Count(got, "hv-picked") != 1 {
		t.Errorf("the coin the page picked is not the one shown picked:\n%s", got)
	}
	next, me := *view, *view.Me
	me.Coins = me.Coins[1:] // the game moved on: a coin was placed
	next.Me = &me
	html(func() { view = &next })
	if s := (engine.Spot{Pos: mounted.pos, Lane: mounted.lane}); !slices.Contains(view.Me.Legal.Spots, s) {
		t.Errorf("the view moved on and the form offers %v, not a free space of %v", s, view.Me.Legal.Spots)
	}
}

// The Queen picked to call a suit with is the storm panel's own: it stays while the page draws the
// panel again for the same decision, and goes once the page asks another.
func TestStormPanelKeepsTheQueen(t *testing.T) {
	v := playTo(t, 0, func(v havoctitle.View) bool {
		return v.Pause == nil && v.Stage == engine.StageStorm && v.Me.Legal.Decision == engine.DecideStorm
	})
	decision := engine.DecideStorm
	var mounted *stormPanel
	html := shelltest.Hosted(t, func() app.UI {
		sp := &stormPanel{View: &v, Decision: decision, Act: func(int, engine.Action) {}}
		if mounted == nil {
			mounted = sp
		}
		return sp
	})
	if got := html(nil); strings.Contains(got, "queen-bubble") {
		t.Fatalf("a Queen is being called before any was picked:\n%s", got)
	}
	mounted.queen = v.Me.Hand[0].ID // the player picked a Queen
	if got := html(func() {}); !strings.Contains(got, "queen-bubble") {
		t.Errorf("drawn again for the same decision, the panel forgot the Queen:\n%s", got)
	}
	if got := html(func() { decision = engine.DecideNothing }); strings.Contains(got, "queen-bubble") {
		t.Errorf("the Queen's call stays after the decision went:\n%s", got)
	}
}

// buttonTag is the opening tag of the button in html with attr.
func buttonTag(html, attr string) string {
	for _, tag := range strings.Split(html, "<button")[1:] {
		tag, _, _ = strings.Cut(tag, ">")
		if strings.Contains(tag, attr) {
			return tag
		}
	}
	return ""
}
