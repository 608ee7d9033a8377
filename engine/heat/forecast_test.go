package heat

import (
	"fmt"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

// forecastRaces plays races with every module mix, each action chosen by choose; visit sees each
// action before it is applied, and the function it returns runs after.
func forecastRaces(t *testing.T, choose func(r *Race, seat int, g *rng.Source) Action, visit func(r *Race, seat int, a Action) (after func())) {
	t.Helper()
	races := 120
	if testing.Short() {
		races = 40
	}
	ids := []string{"usa", "gb", "italia", "france"}
	for seed := range uint64(races) {
		cfg := Config{Track: ids[seed%4], Laps: 1, Garage: Garages[seed%uint64(len(Garages))]}
		if seed%2 == 1 {
			cfg.Weather = WeatherRandom
		}
		for i := range 4 {
			cfg.Seats = append(cfg.Seats, SeatConfig{Name: fmt.Sprint(i), Colour: Colours[i]})
		}
		r, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		g := &rng.Source{S: seed + 1}
		for steps := 0; !r.Over() && steps < 20000; steps++ {
			seat := r.Pending()[0]
			a := choose(r, seat, g)
			after := visit(r, seat, a)
			if err := r.Apply(seat, a); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if after != nil {
				after()
			}
		}
	}
}

// TestForecastPlayBracketsTheReveal: the forecast of a play, made from the seat's view, holds
// the Speed the reveal gives between its low and high outcomes, and the Heat the cards cost.
func TestForecastPlayBracketsTheReveal(t *testing.T) {
	type forecast struct {
		f, open Forecast  // open: the Brakes' speeds left to the reveal
		late    *Forecast // made from the view once the play is committed, before the reveal
		a       Action
		since   int
	}
	pending := map[int]forecast{}
	plays, ranged := 0, 0
	forecastRaces(t, randomAction, func(r *Race, seat int, a Action) func() {
		if a.Type == ActPlay {
			f, err := r.View(seat).ForecastPlay(r.s.Cars[seat].plannedGear(), a.Cards, a.Values)
			if err != nil {
				t.Fatal(err)
			}
			open, err := r.View(seat).ForecastPlay(r.s.Cars[seat].plannedGear(), a.Cards, nil)
			if err != nil {
				t.Fatal(err)
			}
			pending[seat] = forecast{f: f, open: open, a: a, since: r.s.Events.Len}
		}
		return func() { // every car's play is revealed at once, after the last commits
			if p, ok := pending[seat]; ok && a.Type == ActPlay {
				if v := r.View(seat); v.Me.Plan != nil && v.Me.Plan.Committed {
					late, err := v.ForecastPlay(v.Me.Plan.Gear, v.Me.Plan.Cards, a.Values)
					if err != nil {
						t.Fatal(err)
					}
					p.late = &late
					pending[seat] = p
				}
			}
			for seat, p := range pending {
				// The cards' Heat is what the revealed cards ask; it is paid in React, after the move.
				speed, cardHeat, revealed := 0, 0, false
				for _, e := range r.Events(seat, p.since) {
					switch {
					case e.Seat != seat:
					case e.Kind == EvReveal:
						for _, k := range e.Cards {
							cardHeat += k.def().Heat
						}
					case e.Kind == EvMove && !revealed:
						speed, revealed = e.Speed, true
					}
				}
				if !revealed {
					continue
				}
				delete(pending, seat)
				f := p.f
				if f.Unpaid > 0 { // the Engine will settle short in React: another move then
					continue
				}
				unpaid := 0
				if speed < f.Low.Speed || speed > f.High.Speed || cardHeat != f.CardHeat || unpaid != f.Unpaid {
					t.Fatalf("play %v in gear %d: forecast Speed %d–%d, %d card Heat, %d unpaid; the reveal gave Speed %d, %d, %d",
						p.a.Cards, f.Gear, f.Low.Speed, f.High.Speed, f.CardHeat, f.Unpaid, speed, cardHeat, unpaid)
				}
				if shift := r.s.Cars[seat].T.ShiftHeat; shift != f.ShiftHeat || (p.late != nil && shift != p.late.ShiftHeat) {
					t.Fatalf("play in gear %d: forecast %d Heat for the shift (%+v once committed), the reveal took %d", f.Gear, f.ShiftHeat, p.late, shift)
				}
				if p.late != nil && fmt.Sprint(*p.late) != fmt.Sprint(f) {
					t.Fatalf("play %v: the forecast changed once committed: %+v, then %+v", p.a.Cards, f, *p.late)
				}
				if speed < p.open.Low.Speed || speed > p.open.High.Speed {
					t.Fatalf("play %v with the Brakes' speeds open: forecast Speed %d–%d, the reveal gave %d", p.a.Cards, p.open.Low.Speed, p.open.High.Speed, speed)
				}
				plays++
				if f.Low.Speed != f.High.Speed {
					ranged++
				}
			}
		}
	})
	t.Logf("%d plays, %d with a range", plays, ranged)
	if plays < 500 || ranged < 50 {
		t.Fatalf("only %d plays forecast (%d with a range)", plays, ranged)
	}
}

// plainly answers React with the cards' Heat and Scrap, then "done", and declines the slipstream, so that nothing changes a move
// between React and the corner check; other decisions are random.
func plainly(r *Race, seat int, g *rng.Source) Action {
	switch l := r.Legal(seat); l.Decision {
	case DecideReact:
		switch {
		case len(l.Heat) > 0 && !l.HeatShort:
			return Action{Type: ActHeat}
		case len(l.Scrap) > 0:
			return Action{Type: ActScrap}
		case len(l.Heat) > 0: // settled short: the car moves again, no plain move to forecast
			return Action{Type: ActHeat}
		}
		return Action{Type: ActReactDone}
	case DecideSlipstream:
		return Action{Type: ActSlipstream}
	}
	return randomAction(r, seat, g)
}

// TestForecastMoveMatchesTheCornerCheck: at React, the forecast of the move as it stands names
// the corners, limits and Heat that the corner check then applies, the spin-out and its Stress,
// and the Heat left.
func TestForecastMoveMatchesTheCornerCheck(t *testing.T) {
	checked, corners, spins := 0, 0, 0
	var deferred func()
	forecastRaces(t, plainly, func(r *Race, seat int, a Action) func() {
		if deferred != nil { // the slipstream declined: the check comes after it
			d := deferred
			deferred = nil
			return d
		}
		if a.Type != ActReactDone {
			return nil
		}
		want, err := r.View(seat).ForecastMove(0, 0)
		if err != nil {
			t.Fatal(err)
		}
		since := r.s.Events.Len
		var check func()
		check = func() {
			if r.Legal(seat).Decision == DecideSlipstream {
				deferred = check
				return
			}
			var got []CornerCost
			spun, stress := false, 0
			for _, e := range r.Events(seat, since) {
				switch {
				case e.Seat != seat:
				case e.Kind == EvCorner:
					got = append(got, CornerCost{Corner: e.Corner, Limit: e.Limit, Heat: e.Heat})
				case e.Kind == EvSpinOut:
					got = append(got, CornerCost{Corner: e.Corner, Limit: e.Limit, Heat: e.Cost})
					spun, stress = true, e.Count
				}
			}
			var wantCorners []CornerCost
			for _, c := range want.Corners {
				c.Overheat = false // the events count it in the Heat
				wantCorners = append(wantCorners, c)
			}
			if !slices.Equal(got, wantCorners) || spun != want.SpinOut || stress != want.Stress ||
				len(r.s.Cars[seat].Engine) != want.Left {
				t.Fatalf("seat %d: forecast %+v; the check gave corners %+v, spin-out %v (%d Stress), %d Heat left",
					seat, want, got, spun, stress, len(r.s.Cars[seat].Engine))
			}
			checked++
			corners += len(got)
			if spun {
				spins++
			}
		}
		return check
	})
	t.Logf("%d moves checked, %d corners, %d spin-outs", checked, corners, spins)
	if checked < 500 || corners < 200 || spins < 10 {
		t.Fatalf("only %d moves checked, %d corners, %d spin-outs", checked, corners, spins)
	}
}
