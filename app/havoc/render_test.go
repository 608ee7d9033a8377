package havoc

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/p2p"
	havoctitle "github.com/heatracing/heat/titles/havoc"
)

// pieces renders parts of a play page, without its session or its canvas.
type pieces struct {
	app.Compo
	ui func() app.UI
}

func (c *pieces) Render() app.UI { return c.ui() }

func renderUI(t *testing.T, ui func() app.UI) string {
	t.Helper()
	c := &pieces{ui: ui}
	e := app.NewTestEngine()
	if err := e.Load(c); err != nil {
		t.Fatal(err)
	}
	e.ConsumeAll()
	return app.HTMLString(c)
}

// playTo plays a 3-player game with the bots until stop says so, and returns seat's view.
func playTo(t *testing.T, seat int, stop func(v havoctitle.View) bool) havoctitle.View {
	t.Helper()
	seats := []p2p.Seat{{Name: "Ann", Colour: "red"}, {Name: "Skid", Colour: "blue"}, {Name: "Axle", Colour: "green"}}
	g, err := havoctitle.Title.New(json.RawMessage(`{"laps":1}`), seats, 11)
	if err != nil {
		t.Fatal(err)
	}
	for range 5000 {
		sv, err := g.View(seat, 0)
		if err != nil {
			t.Fatal(err)
		}
		var v havoctitle.View
		if err := json.Unmarshal(sv.View, &v); err != nil {
			t.Fatal(err)
		}
		if stop(v) {
			return v
		}
		s := g.Pending()[0]
		intent, err := g.Auto(s)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(s, intent); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("the game never reached the state")
	return havoctitle.View{}
}

func contains(t *testing.T, html string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(html, w) {
			t.Errorf("the page lacks %s:\n%s", w, html)
		}
	}
}

// The Storm as the player to act sees it: the player cards with their fans and counts, the
// stock's "Draw N" and "X cards", the hand with its legal cards marked.
func TestStormRenders(t *testing.T) {
	v := playTo(t, 0, func(v havoctitle.View) bool {
		return v.Pause == nil && v.Stage == engine.StageStorm && v.Me.Legal.Decision == engine.DecideStorm
	})
	p := &playPage{view: &v}
	html := renderUI(t, func() app.UI { return app.Div().Body(p.playerCards(), p.stageArea()) })
	contains(t, html, `data-testid="seat-0"`, `data-testid="seat-2"`, `data-testid="hand-count"`, "hv-active",
		"Draw "+itoa(v.Storm.Draw), itoa(v.Storm.Stock)+" cards", ", playable", "Your turn")
	if v.Storm.Toxic > 0 && !strings.Contains(html, "hv-toxic") {
		t.Error("a toxic stock is not toxic")
	}
	html = renderUI(t, func() app.UI {
		return &stormPanel{View: &v, Decision: engine.DecideStorm, queen: v.Me.Hand[0].ID}
	})
	contains(t, html, `data-testid="queen-bubble"`, `aria-label="Call hearts"`, "♠", "Call a suit")
}

// Between stages the host gets "Continue to …" and a guest waits for the host.
func TestPausePopup(t *testing.T) {
	for _, tt := range []struct {
		seat int
		want string
	}{{0, "Continue to the Storm"}, {1, "Waiting for host"}} {
		v := playTo(t, tt.seat, func(v havoctitle.View) bool { return v.Pause != nil })
		p := &playPage{view: &v}
		html := renderUI(t, func() app.UI { return p.pausePopup() })
		contains(t, html, "Dealer selection over", "deals the first Storm", tt.want)
	}
}

// The coin stage offers the coins drawn, face up to their owner, and a form for a free space.
func TestCoinControls(t *testing.T) {
	v := playTo(t, 0, func(v havoctitle.View) bool {
		return v.Pause == nil && v.Me.Legal.Decision == engine.DecidePlace
	})
	p := &playPage{view: &v}
	var sw *speedwayPanel
	html := renderUI(t, func() app.UI {
		ui := p.stageArea()
		if sw == nil {
			sw, _ = ui.(*speedwayPanel)
		}
		return app.Div().Body(p.playerCards(), ui)
	})
	contains(t, html, `data-testid="place"`, `data-testid="place-pos"`, coinText(v.Me.Coins[0]))
	if !strings.Contains(html, "hv-coin") {
		t.Error("no coin on the player's card")
	}
	if sw == nil {
		t.Fatal("the coin stage shows no speedway panel")
	}
	if !hasSpot(v.Me.Legal.Spots, engine.Spot{Pos: sw.pos, Lane: sw.lane}) {
		t.Errorf("the form offers %d/%d, which is not free", sw.pos, sw.lane)
	}
}

func hasSpot(ss []engine.Spot, s engine.Spot) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// A spectator (someone who opened the room's link once the game had started) sees every stage
// without a hand, a decision or "Your turn", and the pages never index the missing seat.
func TestSpectatorSeesEveryStage(t *testing.T) {
	for _, stage := range []engine.Stage{engine.StageDealer, engine.StageStorm, engine.StageLanes, engine.StageCoins, engine.StageRace, engine.StageOver} {
		t.Run(string(stage), func(t *testing.T) {
			v := playTo(t, p2p.Spectator, func(v havoctitle.View) bool { return v.Stage == stage && v.Pause == nil })
			if v.Me != nil {
				t.Fatalf("a spectator's view holds a seat's own part: %+v", v.Me)
			}
			p := &playPage{view: &v}
			if d := p.decision(); d != "" {
				t.Errorf("a spectator is asked to decide %q", d)
			}
			html := renderUI(t, func() app.UI { return app.Div().Body(p.playerCards(), p.stageArea()) })
			for _, bad := range []string{"Your turn", "hv-handcard", ", playable"} {
				if strings.Contains(html, bad) {
					t.Errorf("a spectator's page shows %s", bad)
				}
			}
			contains(t, html, `data-testid="seat-0"`, `data-testid="seat-2"`)
			if stage == engine.StageStorm {
				contains(t, html, "You are watching.")
			}
		})
	}
}
