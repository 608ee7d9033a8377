package heat

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/heat"
)

// upgradeCard is Garage upgrade number n as a card of id.
func upgradeCard(t *testing.T, n, id, value int) engine.Card {
	t.Helper()
	for def, d := range engine.CardDefs() {
		if d.Number == n && d.Version == 0 {
			return engine.Card{ID: id, Kind: engine.Upgrade, Def: uint16(def), Value: value}
		}
	}
	t.Fatalf("no upgrade %d", n)
	return engine.Card{}
}

// React shows the cards' Heat and Scrap, due before Done, and the slipstream only the whole
// bonuses.
func TestDueAndSlipstreamControls(t *testing.T) {
	turbo := upgradeCard(t, 43, 7, 8) // Turbocharger 8: Heat 1, Scrap 6
	page := func(l engine.Legal) string {
		v := &engine.View{Seat: 0, Cars: []engine.CarView{{Played: []engine.Card{turbo}}}, Me: &engine.Private{Legal: l}}
		return app.HTMLString((&dashboard{View: v}).controls())
	}
	html := page(engine.Legal{Decision: engine.DecideReact, Heat: []int{7}, Scrap: []int{7}, Boost: true})
	for _, want := range []string{`data-testid="pay-heat"`, "Pay 1 Heat for Turbocharger 8", `data-testid="scrap"`, "Scrap 6 cards (Turbocharger 8)", `data-testid="boost"`} {
		if !strings.Contains(html, want) {
			t.Errorf("React lacks %s:\n%s", want, html)
		}
	}
	if !slices.Contains(buttons(html, "disabled"), "react-done") {
		t.Errorf("Done is on while the Heat and Scrap are due:\n%s", html)
	}
	html = page(engine.Legal{Decision: engine.DecideReact, Heat: []int{7}, HeatShort: true, Cooldown: 2})
	if !strings.Contains(html, `data-testid="heat-short"`) || !strings.Contains(html, "Cool down first") || strings.Contains(html, `data-testid="pay-heat"`) {
		t.Errorf("a short Engine is not offered its way out:\n%s", html)
	}
	html = page(engine.Legal{Decision: engine.DecideReact})
	if slices.Contains(buttons(html, "disabled"), "react-done") {
		t.Errorf("Done is off with nothing due:\n%s", html)
	}
	html = page(engine.Legal{Decision: engine.DecideSlipstream, Slipstream: &engine.Pos{Progress: 9}, SlipstreamExtra: 3, SlipstreamExtras: []int{3}})
	if !strings.Contains(html, `data-testid="slip-extra-3"`) || strings.Contains(html, `data-testid="slip-extra-1"`) || !strings.Contains(html, "Slipstream +5") {
		t.Errorf("the slipstream offers other than 2 or 5 spaces:\n%s", html)
	}
}

// React's Cooldowns are one labelled group of numbers, each named in full for a screen reader,
// so that the controls of the fullest React (four Cooldowns, Boost, Adrenaline and Done) are four
// items, which the laptop layout keeps to two rows beside the hand (web/race.css).
func TestReactCooldownsAreOneGroup(t *testing.T) {
	v := &engine.View{Seat: 0, Cars: []engine.CarView{{}}, Me: &engine.Private{Legal: engine.Legal{
		Decision: engine.DecideReact, Cooldown: 4, Boost: true, BoostHeat: 1, Adrenaline: true}}}
	html := app.HTMLString((&dashboard{View: v}).controls())
	group := regexp.MustCompile(`(?s)<div [^>]*class="heat-cooldown"[^>]*>(.*?)</div>`).FindStringSubmatch(html)
	if group == nil || !strings.Contains(group[0], `role="group"`) || !strings.Contains(group[0], `aria-labelledby="heat-cooldown-label"`) ||
		!strings.Contains(group[1], `id="heat-cooldown-label"`) || !strings.Contains(group[1], "Cool down") {
		t.Fatalf("the Cooldowns are not one group under its label:\n%s", html)
	}
	for n := 4; n >= 1; n-- {
		if want := fmt.Sprintf(`aria-label="Cool down %d"`, n); !strings.Contains(group[1], want) || !strings.Contains(group[1], fmt.Sprintf(`data-testid="cooldown-%d"`, n)) {
			t.Errorf("the group lacks Cool down %d:\n%s", n, group[1])
		}
	}
	// The controls' own items: the group, Boost, Adrenaline and Done.
	rest := strings.Replace(html, group[0], "", 1)
	for _, id := range []string{"boost", "adrenaline", "react-done"} {
		if !strings.Contains(rest, fmt.Sprintf(`data-testid="%s"`, id)) {
			t.Errorf("React lacks %s:\n%s", id, html)
		}
	}
	if n := strings.Count(rest, "<button"); n != 3 {
		t.Errorf("%d buttons beside the Cooldowns' group, want Boost, Adrenaline and Done:\n%s", n, html)
	}
}
