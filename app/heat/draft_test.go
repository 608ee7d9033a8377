package heat

import (
	"encoding/json"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// draftPage is a race page at the player's first pick of a Garage draft, showing a market whose
// first card has id 0 (the first card of a Garage pool), as a page that joined the draft shows it.
func draftPage(t *testing.T) *racePage {
	t.Helper()
	settings, _ := json.Marshal(heattitle.Settings{Track: "france", Laps: 1, Legends: 1, BotLevel: "easy", Garage: engine.GarageBasic})
	g, err := heattitle.Title.New(settings, []p2p.Seat{{Name: "Ada", Colour: "red"}, {Name: "Bo", Colour: "blue", Bot: true}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	v := playUntil(t, g, func(g p2p.Match) bool { return slices.Contains(g.Pending(), 0) })
	if v.Phase != engine.PhaseDraft || v.Me == nil || v.Me.Legal.Decision != engine.DecideDraft {
		t.Fatalf("the player's first decision is %v in phase %v, not a pick", v.Me.Legal.Decision, v.Phase)
	}
	market := slices.Clone(v.Draft.Market)
	for i := range market {
		market[i].ID = 100 + i
	}
	market[0].ID = 0
	p := &racePage{view: &v.View}
	p.draft.take([]engine.Event{{Kind: engine.EvMarket, Count: 1, Cards: market, Order: []int{0, 1}}}, true, true)
	return p
}

func draftHTML(p *racePage) string { return app.HTMLString(p.draftPanel()) }

// Card ids start at 0: card 0 is a card like any other, never "no card selected".
func TestDraftPicksCardZero(t *testing.T) {
	p := draftPage(t)
	html := draftHTML(p)
	if got := buttons(html, "aria-pressed"); len(got) != 0 {
		t.Fatalf("%v show selected before the player picked a card:\n%s", got, html)
	}
	if !slices.Contains(buttons(html, "disabled"), "draft-pick") {
		t.Fatalf("Take is on before a card is picked:\n%s", html)
	}
	p.draft.pick = pickOf(0)
	html = draftHTML(p)
	if got := buttons(html, "aria-pressed"); !slices.Equal(got, []string{"market-0"}) {
		t.Fatalf("card 0 is picked, but %v show selected:\n%s", got, html)
	}
	if slices.Contains(buttons(html, "disabled"), "draft-pick") || !strings.Contains(html, "Take "+p.view.Draft.Market[0].String()) {
		t.Fatalf("card 0 is picked but Take does not offer it:\n%s", html)
	}
}

var (
	buttonTag = regexp.MustCompile(`<button[^>]*>`)
	testID    = regexp.MustCompile(`data-testid="([^"]*)"`)
)

// buttons lists the test ids of the buttons whose boolean attribute is true in go-app's HTML
// (written bare, `disabled`, where false is written `disabled="false"`).
func buttons(html, attr string) []string {
	var out []string
	for _, tag := range buttonTag.FindAllString(html, -1) {
		if regexp.MustCompile(` `+attr+`[ >]`).MatchString(tag) || strings.Contains(tag, attr+`="true"`) {
			if m := testID.FindStringSubmatch(tag); m != nil {
				out = append(out, m[1])
			}
		}
	}
	return out
}
