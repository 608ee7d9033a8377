package bot

import (
	"fmt"
	"slices"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// budgetViews collects plan and discard decisions of a race on Great Britain, a car against two
// Legends, driven by the normal bot (quick): those near the flag, where the end game's play-outs
// are dear, and a few before it.
func budgetViews(t *testing.T) (near, before []engine.View) {
	t.Helper()
	tr, err := tracks.Get("gb")
	if err != nil {
		t.Fatal(err)
	}
	r := newLineUpRace(t, "gb", lineUp{cars: []entrant{normalBot, legend, legend}}, 3)
	for steps := 0; !r.Over(); steps++ {
		if steps > 5000 {
			t.Fatal("the race does not end")
		}
		seat := r.Pending()[0]
		v := r.View(seat)
		if k := v.Me.Legal.Decision; k == engine.DecideShift || k == engine.DecideDiscard && len(v.Me.Legal.Discard) > 0 {
			switch {
			case newDriver(v, tr, Hard).endgame():
				near = append(near, v)
			case v.Round >= 4 && v.Round%4 == 0:
				before = append(before, v)
			}
		}
		a, err := Decide(v, Normal)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	return near, before
}

// searchWith runs the decision of v at level with a budget of positions, and returns the driver
// (its count and its deals' trail) and the action.
func searchWith(t *testing.T, v engine.View, level Level, budget int) (*driver, engine.Action) {
	t.Helper()
	tr, err := tracks.Get(v.Track)
	if err != nil {
		t.Fatal(err)
	}
	d := newDriver(v, tr, level)
	d.budget, d.positions = budget, new(int)
	a, err := d.decide()
	if err != nil {
		t.Fatal(err)
	}
	return d, a
}

// The search stops between two deals once it has judged its budget of positions: never before
// its least number of deals, never a deal later than the first that reaches the budget, so a
// decision judges at most the budget and one deal's positions. Its deals are the unbudgeted
// search's first ones, its decision is that search's when the budget does not bind, and the
// same view gives the same decision and count every time.
func TestSearchBudgetBinds(t *testing.T) {
	near, before := budgetViews(t)
	if len(near) < 4 || len(before) < 2 {
		t.Fatalf("%d decisions near the flag, %d before it: too few to test", len(near), len(before))
	}
	views := slices.Concat(near[:min(6, len(near))], before[:min(3, len(before))])
	const unlimited = 1 << 30
	bound := 0 // decisions the production budget cut short
	for _, level := range []Level{Hard, Expert} {
		for i, v := range views {
			free, freeAction := searchWith(t, v, level, unlimited)
			if len(free.trail) == 0 {
				continue // one play on offer, or a cluttered hand: nothing to search
			}
			widest := free.trail[0] // the dearest deal, and what came before the first
			for k := 1; k < len(free.trail); k++ {
				widest = max(widest, free.trail[k]-free.trail[k-1])
			}
			for _, budget := range []int{0, 2500, searchBudget, unlimited} {
				t.Run(fmt.Sprintf("%v/%d-%s/budget-%d", level, i, v.Me.Legal.Decision, budget), func(t *testing.T) {
					d, a := searchWith(t, v, level, budget)
					n, played := *d.positions, len(d.trail)
					if !slices.Equal(d.trail, free.trail[:min(played, len(free.trail))]) || played > len(free.trail) {
						t.Fatalf("its deals' counts %v are not the unbudgeted search's first ones %v", d.trail, free.trail)
					}
					if played < min(minDeals, len(free.trail)) {
						t.Errorf("%d deals played, fewer than the %d every search plays", played, minDeals)
					}
					if played < len(free.trail) { // cut short
						if budget == searchBudget {
							bound++
						}
						if d.trail[played-1] < budget {
							t.Errorf("stopped after %d deals at %d positions, short of the budget %d", played, d.trail[played-1], budget)
						}
						if played > minDeals && d.trail[played-2] >= budget {
							t.Errorf("played deal %d after the budget %d was spent (%d positions)", played, budget, d.trail[played-2])
						}
					} else if n != *free.positions || !slices.Equal(a.Cards, freeAction.Cards) || a.Type != freeAction.Type || a.Gear != freeAction.Gear {
						t.Errorf("the budget did not bind, yet the decision changed: %v (%d positions) against %v (%d)", a, n, freeAction, *free.positions)
					}
					if limit := max(budget, d.trail[min(minDeals, played)-1]) + widest; n > limit {
						t.Errorf("%d positions judged, over the budget %d and one deal's %d", n, budget, widest)
					}
					again, a2 := searchWith(t, v, level, budget)
					if *again.positions != n || !slices.Equal(a2.Cards, a.Cards) || a2.Type != a.Type || a2.Gear != a.Gear {
						t.Errorf("the same view gave %v (%d positions), then %v (%d)", a, n, a2, *again.positions)
					}
				})
			}
		}
	}
	if bound == 0 {
		t.Error("the search budget never bound near the flag: these decisions do not test it")
	}
}
