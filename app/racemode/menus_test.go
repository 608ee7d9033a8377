package racemode

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/shell"
	rules "github.com/heatracing/heat/engine/racemode"
)

// Every menu the seed lists renders its choices.
func TestMenusRender(t *testing.T) {
	tests := []struct {
		name string
		m    menu
		want []string
	}{
		{"start deck", menu{kind: menuStart, node: 0, opening: rules.OneChild}, []string{`data-testid="menu-start"`, "Classic", "Cool head", "Full throttle",
			`data-testid="choose-deck-2"`, `data-testid="opening-one"`, `data-testid="opening-all"`, "Choose your path", `role="dialog"`, "aria-modal"}},
		{"card choice", menu{kind: menuChoice, node: 2}, []string{`data-testid="menu-choice"`, `data-testid="choice-0"`, `data-testid="choice-2"`, "Choose a card"}},
		{"card replacement", menu{kind: menuChoice, node: 2, pick: 1}, []string{"Replace which upgrade?", `data-testid="replace-12"`, `data-testid="replace-14"`, `data-testid="choice-back"`}},
		{"upgrade", menu{kind: menuUpgrade, node: 3}, []string{`data-testid="menu-upgrade"`, `data-testid="upgrade-card-0"`, `data-testid="upgrade-card-14"`}},
		{"upgrade versions", menu{kind: menuUpgrade, node: 3, pick: 13}, []string{"Choose its version", `data-testid="version-0"`, `data-testid="version-1"`,
			`data-testid="version-2"`, "Upgrade 5", "version 1: Cooldown +1", "version 2: Cooldown +1", "Slipstream +1"}},
		{"special modes", menu{kind: menuModes}, []string{`data-testid="mode-0"`, `data-testid="mode-4"`, "Hot engine", "Scrap returns"}},
		{"info", menu{kind: menuInfo}, []string{"How Race Mode works", "Card choice: ", "Boss race: ", "Saved as you go"}},
		{"restart", menu{kind: menuRestart}, []string{"Restart the run?", `data-testid="restart-yes"`, `data-testid="restart-no"`}},
		{"a deck card", menu{kind: menuCard, pick: 13}, []string{`data-testid="card-version-0"`, `data-testid="card-version-2"`, "base (yours)", "Upgrade 5"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fresh(t, true)
			steps := []func(r *rules.Run) error{startWith(0)}
			if tt.m.node >= 2 {
				steps = append(steps, raceWon(1))
			}
			if tt.m.node >= 3 {
				steps = append(steps, cardTaken(2))
			}
			saved(t, rules.OneChild, steps...)
			pt := mount(t)
			m := tt.m
			pt.do(func(ctx app.Context) {
				pick := m.pick
				pt.openMenu(ctx, m, "")
				pt.menu.pick = pick
				if m.kind != menuCard && pick == 0 {
					pt.menu.pick = -1
				}
			})
			wants(t, pt.html(), tt.want...)
		})
	}
}

// storedRun reads the run as the browser keeps it.
func storedRun(t *testing.T) map[string]any {
	t.Helper()
	text, ok := shell.LoadText(keyRun)
	if !ok {
		t.Fatal("no run is saved")
	}
	var v map[string]any
	if err := json.Unmarshal([]byte(text), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// The menus take their nodes, and every step is saved at once.
func TestMenusTakeNodes(t *testing.T) {
	fresh(t, true)
	pt := mount(t)

	// The start: the opening rule, then the deck.
	pt.do(func(ctx app.Context) { pt.take(ctx, rules.StartID) })
	pt.do(func(ctx app.Context) { pt.menu.opening = rules.AllChildren })
	pt.do(func(ctx app.Context) { pt.dialog().chooseDeck(ctx, 2) })
	if pt.menu.kind != menuNone || pt.run.Opening() != rules.AllChildren || !slices.Equal(pt.run.Deck(), pt.run.StartDecks()[2]) {
		t.Fatalf("after the start: menu %v, opening %s, deck %v", pt.menu.kind, pt.run.Opening(), pt.run.Deck())
	}
	if got := storedRun(t); got["opening"] != "all" || len(got["completed"].([]any)) != 1 {
		t.Errorf("the saved run: %v", got)
	}
	if pt.sel != 1 {
		t.Errorf("after the start the details show node %d, not the open MATCH", pt.sel)
	}
	if err := pt.run.RaceResult(1, true); err != nil {
		t.Fatal(err)
	}

	// The card choice: a card, then the upgrade it replaces.
	pt.do(func(ctx app.Context) { pt.take(ctx, 2) })
	offered, _ := pt.run.Choices(2)
	pt.do(func(ctx app.Context) { pt.menu.pick = 1 })
	old := pt.run.Deck()[13]
	pt.do(func(ctx app.Context) { pt.dialog().chooseCard(ctx, 13, old) })
	if got := pt.run.Deck()[13]; got != offered[1] {
		t.Errorf("card 14 is %v, not the card chosen, %v", got, offered[1])
	}
	if !strings.Contains(pt.notice, cardName(offered[1])+" joins your deck in place of "+cardName(old)+".") {
		t.Errorf("the notice reads %q", pt.notice)
	}

	// The upgrade: a card, then its version.
	pt.do(func(ctx app.Context) { pt.take(ctx, 3) })
	pt.do(func(ctx app.Context) { pt.menu.pick = 4 })
	pt.do(func(ctx app.Context) { pt.dialog().upgrade(ctx, 4, 2) })
	if got := pt.run.Deck()[4]; got.Version != 2 || pt.notice != "Speed 2 is now Speed 2++." {
		t.Errorf("card 5 is %v; the notice reads %q", got, pt.notice)
	}
	if got := storedRun(t)["deck"].([]any)[4].(map[string]any)["version"]; got != 2.0 {
		t.Errorf("the saved deck's card 5 is at version %v", got)
	}
	if pt.run.State(rules.BossID) != rules.Accessible {
		t.Error("the boss is not open after the upgrade")
	}
}

// The special modes menu turns global modes on and off; the restart, confirmed, starts anew.
func TestModesAndRestart(t *testing.T) {
	fresh(t, true)
	saved(t, rules.OneChild, startWith(1), raceLost(1))
	pt := mount(t)
	pt.do(func(ctx app.Context) { pt.dialog().toggleMode(rules.ModeDiscard) })
	pt.do(func(ctx app.Context) { pt.dialog().toggleMode(rules.ModeHotEngine) })
	pt.do(func(ctx app.Context) { pt.dialog().toggleMode(rules.ModeDiscard) })
	if got := storedRun(t)["modes"].([]any); len(got) != 1 || got[0] != 0.0 {
		t.Errorf("the saved modes: %v", got)
	}
	wants(t, pt.html(), "Special modes (1 on)")

	seed := pt.run.Seed()
	pt.do(func(ctx app.Context) { pt.openMenu(ctx, menu{kind: menuRestart}, "rm-tool-restart") })
	pt.do(pt.restart)
	if pt.run.Seed() == seed || pt.run.CurrentLevel() != -1 || len(pt.run.GlobalModes()) != 0 || pt.run.Summary().Lost != 0 {
		t.Errorf("after the restart: seed %d (was %d), level %d, modes %v", pt.run.Seed(), seed, pt.run.CurrentLevel(), pt.run.GlobalModes())
	}
	if got := storedRun(t); len(got["completed"].([]any)) != 0 {
		t.Errorf("the saved run after the restart: %v", got)
	}
}

// A saved run that cannot be loaded says why and offers a new run; the new run replaces it.
func TestBadSave(t *testing.T) {
	tests := []struct {
		name, save, want string
	}{
		{"not JSON", "{bad", "It is not a saved race"},
		{"another format", `{"version":9,"completed":[],"deck":[],"camera":{"x":0,"y":0},"modes":[],"seed":"1","opening":"one","losses":0}`, "format 9"},
		{"a path the rules cannot make", `{"version":1,"completed":[0,3],"deck":[],"camera":{"x":0,"y":0},"modes":[],"seed":"1","opening":"one","losses":0}`, "Node 3 is on level 3"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fresh(t, true)
			if err := shell.SaveText(keyRun, tt.save); err != nil {
				t.Fatal(err)
			}
			shell.SaveJSON(keyRace, pendingRace{Node: 1, Run: "1"})
			pt := mount(t)
			wants(t, pt.html(), `data-testid="race-mode-bad-save"`, "Your saved run cannot be continued.", tt.want, `data-testid="new-run"`)
			pt.do(pt.newRunAfterBadSave)
			wants(t, pt.html(), `data-testid="race-mode"`, "A new run: choose your start deck")
			if _, ok := shell.LoadText(keyRace); ok {
				t.Error("the race of the bad run is still recorded")
			}
		})
	}
}

// After the boss, the victory screen sums the run up.
func TestVictory(t *testing.T) {
	fresh(t, true)
	saved(t, rules.OneChild, startWith(0), raceLost(1), raceWon(1), cardTaken(2), upgraded(3), raceLost(rules.BossID), raceLost(rules.BossID), raceWon(rules.BossID))
	pt := mount(t)
	page := pt.html()
	wants(t, page, `data-testid="victory"`, "Victory!", "You beat the boss at USA", `data-testid="new-run"`, "races lost and raced again", "races won")
	for id, want := range map[string]string{"summary-nodes": "<strong>5</strong>", "summary-won": "<strong>2</strong>", "summary-lost": "<strong>3</strong>"} {
		tag := page[strings.Index(page, `data-testid="`+id+`"`):]
		if !strings.Contains(tag[:200], want) {
			t.Errorf("%s: %s", id, tag[:200])
		}
	}
	if n := strings.Count(page, `data-testid="final-card-`); n != rules.DeckSize {
		t.Errorf("the final deck shows %d cards", n)
	}
	pt.do(pt.restart)
	wants(t, pt.html(), `data-testid="race-mode"`, `data-testid="deck-empty"`)
}

// A MATCH that offers a card choice when won opens its menu at once, with a way to decline; the
// map takes nothing else meanwhile, and the node's details open the menu again.
func TestCardChoiceAfterAWin(t *testing.T) {
	fresh(t, false) // the default campaign: its race at Great Britain against two veterans (13)
	saved(t, rules.AllChildren, startWith(0), raceWon(1), choiceSkipped(1), raceWon(4), raceWon(9))
	pt := mount(t)
	pt.do(func(ctx app.Context) { pt.raceOver(ctx, 13, true) })
	if pt.menu.kind != menuChoice || pt.menu.node != 13 || pt.run.PendingChoice() != 13 {
		t.Fatalf("after the win: menu %v on node %d, pending %d", pt.menu.kind, pt.menu.node, pt.run.PendingChoice())
	}
	wants(t, pt.html(), `data-testid="menu-choice"`, `data-testid="choice-0"`, `data-testid="skip-choice"`, "You won the race")
	pt.do(func(ctx app.Context) { pt.closeMenu(ctx) }) // not now
	pt.do(func(ctx app.Context) { pt.choose(ctx, 16) })
	if page := pt.html(); strings.Contains(page, `data-testid="take-node"`) || !strings.Contains(page, "First choose a card for the race you won") {
		t.Error("another node can be taken while the card choice waits")
	}
	pt.do(func(ctx app.Context) { pt.choose(ctx, 13) })
	wants(t, pt.html(), `data-testid="details-choice"`, `data-testid="take-choice"`)
	pt.do(func(ctx app.Context) { pt.openChoiceAfterWin(ctx, 13) })
	offered, _ := pt.run.Choices(13)
	pt.do(func(ctx app.Context) { pt.menu.pick = 0 })
	old := pt.run.Deck()[14]
	pt.do(func(ctx app.Context) { pt.dialog().chooseCard(ctx, 14, old) })
	if got := pt.run.Deck()[14]; got != offered[0] || pt.run.PendingChoice() != 0 || pt.menu.kind != menuNone {
		t.Fatalf("card 15 is %v (want %v), pending %d", got, offered[0], pt.run.PendingChoice())
	}
	if got := storedRun(t); got["pending"] != nil {
		t.Errorf("the saved run still waits for a choice: %v", got)
	}

	// Declined, the deck stays as it was.
	fresh(t, false)
	saved(t, rules.AllChildren, startWith(0), raceWon(1), choiceSkipped(1), raceWon(4), raceWon(9))
	pt = mount(t)
	deck := pt.run.Deck()
	pt.do(func(ctx app.Context) { pt.raceOver(ctx, 13, true) })
	pt.do(func(ctx app.Context) { pt.dialog().skipChoice(ctx) })
	if pt.run.PendingChoice() != 0 || !slices.Equal(pt.run.Deck(), deck) || !strings.Contains(pt.notice, "kept your deck") {
		t.Errorf("declined: pending %d, notice %q", pt.run.PendingChoice(), pt.notice)
	}
}

// An UPGRADE offers the base version too: chosen, the card stays as it is and the node completes.
func TestUpgradeKeepsTheBase(t *testing.T) {
	fresh(t, true)
	saved(t, rules.OneChild, startWith(0), raceWon(1), cardTaken(2))
	pt := mount(t)
	pt.do(func(ctx app.Context) { pt.take(ctx, 3) })
	pt.do(func(ctx app.Context) { pt.menu.pick = 13 })
	wants(t, pt.html(), `data-testid="version-0"`, "keep it: base")
	before := pt.run.Deck()
	pt.do(func(ctx app.Context) { pt.dialog().upgrade(ctx, 13, 0) })
	if !slices.Equal(pt.run.Deck(), before) || pt.run.State(3) != rules.Completed || !strings.Contains(pt.notice, "as it is") {
		t.Errorf("deck %v, node 3 %s, notice %q", pt.run.Deck(), pt.run.State(3), pt.notice)
	}
}
