package racemode

import (
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	rules "github.com/heatracing/heat/engine/racemode"
)

// A node's details say what it holds: a race's circuit, opponents and special rules (its own,
// or the global modes), and the way to take it when it is open.
func TestNodeDetails(t *testing.T) {
	tests := []struct {
		name   string
		node   int
		modes  []rules.Mode
		want   []string
		absent []string
	}{
		{"the first MATCH", 2, nil, []string{"Race at Italia", "Level 1 · Open: you can take it now.", "Italia, 1 lap, against 1 bot driver", "Won, it offers a card choice", "A first race: the bots drive gently.",
			"Opponent 1: ", "Upgrades: Upgrade 0, Upgrade 5, Heat; every card at its base version.", "No special rules.", `data-testid="take-node"`, "Start the race"}, nil},
		{"the first MATCH under global modes", 2, []rules.Mode{rules.ModeFreshHand}, []string{"Your special modes (this race has no rules of its own)",
			"Fresh hand: ", "At replenish, the hand is discarded and 5 cards are drawn"}, nil},
		{"a MATCH closed for now", 1, nil, []string{"Race at USA", "Not open yet"}, []string{`data-testid="take-node"`}},
		{"the boss, its own rules first", rules.BossID, []rules.Mode{rules.ModeFreshHand},
			[]string{"Boss race at Great Britain", "against 2 bot drivers", "Special rules of this race", "Hot engine: ", "Growing speed: ",
				"cards at version 1", "cards at version 2"}, []string{"Fresh hand"}},
		{"a card choice", 5, nil, []string{"Card choice", "Take one of 3 Garage upgrades"}, nil},
		{"an upgrade", 6, nil, []string{"Upgrade", "one of its three versions: keep the base, or raise it to version 1 or 2"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fresh(t, false)
			saved(t, rules.OneChild, startWith(0), func(r *rules.Run) error { return r.SetGlobalModes(tt.modes) })
			pt := mount(t)
			pt.do(func(ctx app.Context) { pt.choose(ctx, tt.node) })
			page := pt.html()
			details := page[strings.Index(page, `id="rm-details"`):]
			details = details[:strings.Index(details, "</section>")]
			wants(t, details, tt.want...)
			for _, a := range tt.absent {
				if strings.Contains(details, a) {
					t.Errorf("the details show %s:\n%s", a, details)
				}
			}
		})
	}
}

// Without a choice, the details show the node to take next; a new run, the start.
func TestDetailsShowTheNextStep(t *testing.T) {
	fresh(t, true)
	page := mount(t).html()
	wants(t, page, `data-node="0"`, "Choose your start deck")
	saved(t, rules.OneChild, startWith(0))
	wants(t, mount(t).html(), `data-node="1"`, "Race at USA", "Start the race")
}
