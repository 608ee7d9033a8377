package heat

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/racemode"
	"github.com/heatracing/heat/p2p"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// campaignViewAt races the short campaign's boss (Hot engine) with the bots to the given point
// and returns the player's view of it, as the pages read it.
func campaignViewAt(t *testing.T, stop func(g p2p.Match) bool) heattitle.ChampView {
	t.Helper()
	m, err := racemode.Generate(racemode.Short())
	if err != nil {
		t.Fatal(err)
	}
	boss := *m.Node(racemode.BossID).Race
	s := racemode.Setup{Node: racemode.BossID, Player: m.Def.StartDecks[0], Race: boss, Modes: boss.Rules}
	settings, _ := json.Marshal(heattitle.CampaignRace(s, "7"))
	g, err := heattitle.Title.New(settings, []p2p.Seat{{Name: "Ada", Colour: "red"}, {Name: "Bo", Colour: "blue", Bot: true}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	return playUntil(t, g, stop)
}

// A Race Mode race on the race page: the special modes over the board, "Race Mode" and the way
// back to the map in the bar, and at the end the node's result and the way back.
func TestCampaignRacePage(t *testing.T) {
	v := campaignViewAt(t, func(g p2p.Match) bool { return true })
	p := &racePage{view: &v.View, campaign: v.Campaign}
	html := app.HTMLString(app.Div().Body(p.topBar(), conditions(p.view)))
	for _, want := range []string{"Race Mode · Round 1", `data-testid="to-map"`, `href="/race-mode"`, `data-testid="special-mode"`, "Hot engine",
		"The race starts with 3 more Heat cards in every Engine."} {
		if !strings.Contains(html, want) {
			t.Errorf("the race lacks %q:\n%s", want, html)
		}
	}
	v = campaignViewAt(t, func(g p2p.Match) bool { return g.Over() })
	html = app.HTMLString(nextStep{Campaign: v.Campaign}.after(&v.View))
	won := v.Campaign.Won
	for _, want := range []string{`data-testid="campaign-result"`, map[bool]string{true: "Won: the node is completed", false: "Lost: the node stays open"}[won],
		`data-testid="back-to-map"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the results lack %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, `data-testid="again"`) {
		t.Error("a Race Mode race offers to play the same race again")
	}
}

// A campaign card is drawn as the race draws it, its version in its name and symbols.
func TestCampaignCard(t *testing.T) {
	tests := []struct {
		card engine.CampaignCard
		want []string
	}{
		{engine.CampaignCard{ID: "speed-3"}, []string{"heat-card-speed", ">3<"}},
		{engine.CampaignCard{ID: "speed-3", Version: 2}, []string{"Speed++", "heat-sym-cooldown", "heat-sym-slipstream"}},
		{engine.CampaignCard{ID: "garage-12", Version: 1}, []string{"heat-card-upgrade", "Cooling System+"}},
		{engine.CampaignCard{ID: "start-heat", Version: 1}, []string{"heat-card-upgrade", "Heat+"}},
		{engine.CampaignCard{ID: "garage-99"}, []string{"?", "is not a card a campaign deck can hold"}},
	}
	for _, tt := range tests {
		html := app.HTMLString(CampaignCard(tt.card, "tip"))
		for _, want := range tt.want {
			if !strings.Contains(html, want) {
				t.Errorf("%v lacks %q: %s", tt.card, want, html)
			}
		}
	}
}

// The strip over the board says each road condition in words, with the board's mark and where,
// and keeps the whole rule for hover, focus and screen readers.
func TestConditionsSayItInWords(t *testing.T) {
	v := engine.View{Weather: engine.Rain, Roads: []engine.RoadToken{
		{Corner: 2, Kind: engine.RoadSlipstream}, {Corner: 0, Kind: engine.RoadLimitDown}, {Corner: 1, Kind: engine.RoadFreeBoost}}}
	html := app.HTMLString(conditions(&v))
	for _, want := range []string{"Slipstream +1 after corner 3", "Limit −1 corner 1", "Free Boost after corner 2",
		"After corner 3: slipstream 1 space further from this sector", `class="parlor-sr heat-cond-tip"`} {
		if !strings.Contains(html, want) {
			t.Errorf("the strip lacks %q:\n%s", want, html)
		}
	}
	if strings.Contains(html, "C3→") {
		t.Errorf("the strip still says C3→:\n%s", html)
	}
}
