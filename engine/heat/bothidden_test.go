package heat_test

import (
	"encoding/json"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
)

// The bots decide from their seat's view alone: two races that differ only in what the seat
// cannot see (deck orders, other hands, the Legend deck, the generator) show it the same view
// and get the same decision from every level, the hard bot's search included (its forecasts of
// the Legends' moves and finishes too).
func TestBotsCannotReadHiddenState(t *testing.T) {
	decisions, differ := 0, 0
	for seed := range uint64(4) {
		// The Legends' level and aggressiveness are in every view: the hard bot forecasts their
		// moves from them (and from the Legend cards, never from the Legend deck's order).
		cfg := engine.Config{Track: []string{"usa", "italia", "france", "gb"}[seed], Seats: seats(3, 2),
			LegendLevel: int(seed % 3), AggressiveLegends: seed >= 2}
		if seed%2 == 1 {
			cfg.Garage, cfg.Weather = engine.GarageQuick, engine.WeatherRandom
		}
		r, err := engine.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		for step := 0; !r.Over(); step++ {
			seat := r.Pending()[0]
			if step%3 == 0 {
				other := engine.ScrambleHidden(r, seat, seed*1000+uint64(step))
				if !engine.SameHidden(r, other) {
					differ++
				}
				v, w := view(t, r, seat), view(t, other, seat)
				if v != w {
					t.Fatalf("seed %d step %d: the scrambled race shows seat %d another view", seed, step, seat)
				}
				for _, level := range []bot.Level{bot.Easy, bot.Normal, bot.Hard, bot.Expert} {
					a, errA := bot.Decide(r.View(seat), level)
					b, errB := bot.Decide(other.View(seat), level)
					if errA != nil || errB != nil || a.String() != b.String() || !sameAction(a, b) {
						t.Fatalf("seed %d step %d seat %d %s bot: %v (%v) against %v (%v)", seed, step, seat, level, a, errA, b, errB)
					}
				}
				decisions++
			}
			a, err := bot.Decide(r.View(seat), bot.Level(seat%3))
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if decisions < 100 || differ < decisions/2 {
		t.Errorf("%d decisions compared, %d with hidden state that differed", decisions, differ)
	}
}

// view is a seat's view as JSON, without the count of events (a scrambled copy records none).
func view(t *testing.T, r *engine.Race, seat int) string {
	v := r.View(seat)
	v.Events = 0
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func sameAction(a, b engine.Action) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}
