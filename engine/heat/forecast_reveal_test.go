package heat

import (
	"encoding/json"
	"fmt"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

// likeThePage decides as the browser tests' driver clicks the race page: the highest free gear
// up to 3rd, the first cards of the hand that may be played, each Brakes' first speed; in React
// Cooldown first, then the cards' Heat and Scrap, then every card symbol on offer (Salvage: the
// first card of the pile), then done; every slipstream taken, no discard. The draft takes the
// first card of the market. It reads the seat's view only, as the page does.
func likeThePage(v View) Action {
	l := v.Me.Legal
	switch l.Decision {
	case DecideDraft:
		return Action{Type: ActDraft, Cards: l.Draft[:1]}
	case DecideShift:
		gear := l.Gears[0].Gear
		for _, o := range l.Gears {
			if o.Heat == 0 && o.Gear <= 3 && o.Gear > gear {
				gear = o.Gear
			}
		}
		return Action{Type: ActShift, Gear: gear}
	case DecidePlay:
		a := Action{Type: ActPlay}
		for _, k := range v.Me.Hand {
			if len(a.Cards) < l.Play.Count && slices.Contains(l.Play.Cards, k.ID) {
				a.Cards = append(a.Cards, k.ID)
			}
		}
		return a
	case DecideBrakes:
		a := Action{Type: ActBrakes}
		for _, k := range v.Cars[v.Seat].Played {
			if ch, ok := l.Brakes[k.ID]; ok {
				a.Cards, a.Values = append(a.Cards, k.ID), append(a.Values, ch[0])
			}
		}
		return a
	case DecideReact:
		switch {
		case l.Cooldown > 0: // the page's first Cooldown button cools the most
			return Action{Type: ActCooldown, Count: l.Cooldown}
		case len(l.Heat) > 0 && !l.HeatShort:
			return Action{Type: ActHeat}
		case len(l.Scrap) > 0:
			return Action{Type: ActScrap}
		case len(l.Heat) > 0:
			return Action{Type: ActHeat}
		case l.Reduce > 0:
			return Action{Type: ActReduce, Count: 1}
		case l.Accelerate > 0:
			return Action{Type: ActAccelerate}
		case len(l.Refresh) > 0:
			return Action{Type: ActRefresh, Cards: l.Refresh[:1]}
		case l.Salvage > 0:
			return Action{Type: ActSalvage, Cards: []int{v.Me.Discard[0].ID}}
		case len(l.Direct) > 0:
			return Action{Type: ActDirect, Cards: l.Direct[:1]}
		}
		return Action{Type: ActReactDone}
	case DecideSlipstream:
		return Action{Type: ActSlipstream, Accept: true}
	case DecideDiscard:
		return Action{Type: ActDiscard}
	}
	return Action{Type: ActReactDone}
}

// revealedSpeed plays on a fork of the race, the other seats at random, until seat's cards are
// revealed, and returns the Speed they gave; ok is false when the fork ends first.
func revealedSpeed(r *Race, seat int, a Action, g *rng.Source) (speed int, ok bool, err error) {
	f := r.Fork()
	f.sim = false // the fork's events tell the reveal
	since := f.s.Events.Len
	if err := f.Apply(seat, a); err != nil {
		return 0, false, err
	}
	for range 500 {
		for _, e := range f.Events(seat, since) {
			if e.Seat == seat && e.Kind == EvMove {
				return e.Speed, true, nil
			}
		}
		p := f.Pending()
		if f.Over() || len(p) == 0 {
			return 0, false, nil
		}
		if err := f.Apply(p[0], randomAction(f, p[0], g)); err != nil {
			return 0, false, err
		}
	}
	return 0, false, nil
}

// TestForecastFromThePageBracketsTheReveal: in races with the Garage, the Weather and a Legend,
// one seat driven as the race page's driver drives it (into an empty Engine, Stress and
// spin-outs), the forecast the page makes of a play, from the seat's view as it arrives in JSON,
// holds the Speed the reveal gives between its low and high outcomes: for the play the page
// picks and for other plays of the same hand, each revealed on a fork of the race. The view's
// count of the Speed cards left in the deck is the deck's own, and a view read back from JSON
// forecasts as the engine's own does.
func TestForecastFromThePageBracketsTheReveal(t *testing.T) {
	races := 160
	if testing.Short() {
		races = 40
	}
	ids := []string{"gb", "usa", "italia", "france"}
	var checked, ranged, empty, reshuffle int
	for seed := range uint64(races) {
		cfg := Config{Track: ids[seed%4], Laps: 1, Garage: Garages[seed/4%4], Weather: WeatherRandom, LegendLevel: 1}
		for i := range 3 {
			cfg.Seats = append(cfg.Seats, SeatConfig{Name: fmt.Sprint(i), Colour: Colours[i]})
		}
		cfg.Seats = append(cfg.Seats, SeatConfig{Name: "Legend", Colour: Colours[3], Legend: true})
		r, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		g := &rng.Source{S: seed + 7}
		const page = 0
		for steps := 0; !r.Over() && steps < 20000; steps++ {
			seat := r.Pending()[0]
			if seat != page {
				if err := r.Apply(seat, randomAction(r, seat, g)); err != nil {
					t.Fatalf("seed %d: %v", seed, err)
				}
				continue
			}
			own := r.View(page)
			b, err := json.Marshal(own)
			if err != nil {
				t.Fatal(err)
			}
			var v View
			if err := json.Unmarshal(b, &v); err != nil {
				t.Fatal(err)
			}
			a := likeThePage(v)
			if a.Type == ActPlay {
				deck, _ := v.SpeedCards()
				var real [5]int
				for _, k := range r.s.Cars[page].Deck {
					if k.Kind == Speed {
						real[k.Value]++
					}
				}
				if deck != real {
					t.Fatalf("seed %d round %d: the view counts %v Speed cards (by value) in the deck, it holds %v", seed, r.s.Round, deck, real)
				}
				plays := []Action{a}
				for range 4 { // other plays of the same hand
					if o := randomAction(r, page, g); o.Type == ActPlay {
						o.Cards = slices.Clone(o.Cards)
						plays = append(plays, o)
					}
				}
				gear := v.Cars[page].Gear
				if v.Me.Plan != nil {
					gear = v.Me.Plan.Gear
				}
				for _, p := range plays {
					f, err := v.ForecastPlay(gear, p.Cards, p.Values)
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					if mine, _ := own.ForecastPlay(gear, p.Cards, p.Values); fmt.Sprint(mine) != fmt.Sprint(f) {
						t.Fatalf("seed %d: the view read back from JSON forecasts %+v, the engine's own %+v", seed, f, mine)
					}
					if f.Unpaid > 0 { // settled in React: the car moves again
						continue
					}
					speed, ok, err := revealedSpeed(r, page, p, g)
					if err != nil {
						t.Fatalf("seed %d: %v", seed, err)
					}
					if !ok {
						continue
					}
					if speed < f.Low.Speed || speed > f.High.Speed {
						var cards []Card
						for _, id := range p.Cards {
							k, _ := v.inHand(id)
							cards = append(cards, k)
						}
						t.Fatalf("seed %d round %d: play %v, Engine %d: forecast Speed %d–%d (%d flips), the reveal gave %d",
							seed, r.s.Round, cards, v.Me.Engine, f.Low.Speed, f.High.Speed, f.Flips, speed)
					}
					checked++
					if f.Low.Speed != f.High.Speed {
						ranged++
						if v.Me.Engine == 0 {
							empty++
						}
						inDeck := 0
						for _, n := range deck {
							inDeck += n
						}
						if f.Flips > inDeck {
							reshuffle++
						}
					}
				}
			}
			if err := r.Apply(page, a); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}
	}
	t.Logf("%d plays checked, %d with a range, %d of them with an empty Engine, %d flipping past the deck's Speed cards", checked, ranged, empty, reshuffle)
	if checked < 20*races || ranged < 5*races || empty < races/4 || reshuffle == 0 {
		t.Fatalf("too few plays reached: %d checked, %d with a range, %d with an empty Engine, %d past the deck", checked, ranged, empty, reshuffle)
	}
}
