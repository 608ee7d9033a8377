package racemode

import (
	"errors"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/heatracing/heat/app/heat"
	"github.com/heatracing/heat/app/shell"
	rules "github.com/heatracing/heat/engine/racemode"
	heattitle "github.com/heatracing/heat/titles/heat"
)

// What the map makes of the race it reads back.
func TestRaceReadBack(t *testing.T) {
	race := func(node int, run string, over, won bool) heat.CampaignRace {
		return heat.CampaignRace{CampaignInfo: heattitle.CampaignInfo{Node: node, Run: run, Won: won}, Over: over}
	}
	tests := []struct {
		name    string
		got     func(run string) heat.CampaignRace
		err     error
		state   rules.State
		lost    int
		running bool
		notice  string
	}{
		{"won", func(run string) heat.CampaignRace { return race(1, run, true, true) }, nil, rules.Completed, 0, false, "You won the race at USA: the node is completed."},
		{"lost", func(run string) heat.CampaignRace { return race(1, run, true, false) }, nil, rules.Accessible, 1, false, "You lost the race at USA: the node stays open."},
		{"still on", func(run string) heat.CampaignRace { return race(1, run, false, false) }, nil, rules.Accessible, 0, true, ""},
		{"replaced by another race", func(string) heat.CampaignRace { return heat.CampaignRace{} }, heat.ErrNoCampaignRace, rules.Accessible, 0, false, "was replaced by another race"},
		{"another node's", func(run string) heat.CampaignRace { return race(2, run, true, true) }, nil, rules.Accessible, 0, false, "was replaced by another race"},
		{"unreadable", func(string) heat.CampaignRace { return heat.CampaignRace{} }, errors.New("race file version 9"), rules.Accessible, 0, false, "could not be resumed (race file version 9)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fresh(t, true)
			saved(t, rules.OneChild, startWith(0))
			pt := mount(t)
			pr := pendingRace{Node: 1, Run: runID(pt.run)}
			shell.SaveJSON(keyRace, pr)
			pt.do(func(ctx app.Context) { pt.takeRace(ctx, pr, tt.got(pr.Run), tt.err) })
			if got := pt.run.State(1); got != tt.state || pt.run.Summary().Lost != tt.lost || pt.race.running != tt.running {
				t.Errorf("node 1 %s, %d lost, running %v", got, pt.run.Summary().Lost, pt.race.running)
			}
			if !strings.Contains(pt.notice, tt.notice) {
				t.Errorf("the notice reads %q, want %q", pt.notice, tt.notice)
			}
			_, recorded := pendingOf()
			if recorded != tt.running {
				t.Errorf("the race is recorded: %v", recorded)
			}
			page := pt.html()
			if tt.running {
				wants(t, page, `data-testid="race-on"`, "Your race at USA is on", `data-testid="back-to-race"`, `data-testid="give-up"`)
				if !strings.Contains(tagOf(page, `data-testid="take-node"`), "disabled") {
					t.Error("a node can be taken while a race is on")
				}
			}
		})
	}
}

// A whole race through the session layer, natively: the map starts it, the player retires, and
// the map reads the loss back; a race left running is found running, and given up.
func TestRaceThroughTheSession(t *testing.T) {
	fresh(t, true)
	t.Cleanup(heat.EndCampaignRace)
	saved(t, rules.OneChild, startWith(0))
	pt := mount(t)
	pt.do(func(ctx app.Context) { pt.startRace(ctx, 1) })
	if pr, ok := pendingOf(); !ok || pr.Node != 1 || pr.Run != runID(pt.run) || shell.Active() == nil {
		t.Fatalf("the race is recorded %v (%+v), a session is active %v; the notice reads %q", ok, pr, shell.Active() != nil, pt.notice)
	}

	// Back on the map mid-race: the race is on, and can be given up.
	pt = mount(t)
	if !pt.race.running || pt.race.node != 1 {
		t.Fatalf("the map reads the race as %+v; the notice reads %q", pt.race, pt.notice)
	}
	pt.do(pt.giveUp)
	if pt.run.Summary().Lost != 1 || pt.run.State(1) != rules.Accessible || shell.Active() != nil {
		t.Fatalf("after giving up: %d lost, node 1 %s, session %v", pt.run.Summary().Lost, pt.run.State(1), shell.Active())
	}

	// Raced again, and lost by retiring.
	pt.do(func(ctx app.Context) { pt.startRace(ctx, 1) })
	if err := shell.Active().Play(heattitle.RetireIntent); err != nil {
		t.Fatal(err)
	}
	pt = mount(t)
	if pt.race.running || pt.run.Summary().Lost != 2 || pt.run.State(1) != rules.Accessible {
		t.Fatalf("after the retirement: race %+v, %d lost, node 1 %s; the notice reads %q", pt.race, pt.run.Summary().Lost, pt.run.State(1), pt.notice)
	}
	if _, ok := pendingOf(); ok {
		t.Error("the race is still recorded after its result was taken")
	}
}

// A node's race asks before it starts while a solo race is in progress in this browser: one
// question with two answers, and nothing said to be lost.
func TestRaceAsksBeforeEndingAnotherRace(t *testing.T) {
	fresh(t, true)
	t.Cleanup(heat.EndCampaignRace)
	saved(t, rules.OneChild, startWith(0))
	pt := mount(t)
	s, err := pt.run.RaceAt(1)
	if err != nil {
		t.Fatal(err)
	}
	if err := heat.StartCampaignRace(heattitle.CampaignRace(s, "another run"), shell.Profile{Name: "Ada", Colour: "red"}); err != nil {
		t.Fatal(err)
	}
	pt.do(func(ctx app.Context) { pt.take(ctx, 1) })
	if pt.menu.kind != menuReplace {
		t.Fatalf("the open menu is %d, not the question", pt.menu.kind)
	}
	page := pt.html()
	wants(t, page, "Race this node now?", "comes back where you left it", `data-testid="replace-no"`, `data-testid="replace-yes"`)
	menu := page[strings.Index(page, `data-testid="menu-replace"`):]
	if n := strings.Count(menu, "<button") + strings.Count(menu, "<a "); n != 3 { // the two answers and Close
		t.Errorf("the question offers %d buttons and links, want the two answers and Close:\n%s", n, menu)
	}
	for _, lost := range []string{"cannot be resumed", "ends it", `data-testid="replace-back"`} {
		if strings.Contains(menu, lost) {
			t.Errorf("the question still says %q", lost)
		}
	}
	if _, ok := pendingOf(); ok {
		t.Fatal("the race is recorded before the player said yes")
	}
	pt.do(func(ctx app.Context) {
		pt.closeMenu(ctx)
		pt.startRace(ctx, 1)
	})
	if pr, ok := pendingOf(); !ok || pr.Run != runID(pt.run) {
		t.Fatalf("after yes the race recorded is %+v (%v)", pr, ok)
	}
}
