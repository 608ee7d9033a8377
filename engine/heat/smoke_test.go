package heat

import (
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

func sixCars(legends int) []SeatConfig {
	var seats []SeatConfig
	for i, c := range Colours {
		seats = append(seats, SeatConfig{Name: "Car " + c, Colour: c, Legend: i >= 6-legends})
	}
	return seats
}

func TestRandomRacesFinish(t *testing.T) {
	for _, track := range []string{"usa", "italia", "france", "gb"} {
		for seed := uint64(1); seed <= 20; seed++ {
			r, err := New(Config{Track: track, Seats: sixCars(int(seed % 4))}, seed)
			if err != nil {
				t.Fatal(err)
			}
			g := &rng.Source{S: seed * 7}
			n := playRandom(r, g)
			if seed == 1 {
				t.Logf("%s: %d actions, %d rounds, %d events, standings %v", track, n, r.s.Round, r.s.Events.Len, r.Standings())
			}
			if len(r.s.Finished) != 6 {
				t.Errorf("%s seed %d: %d cars finished in %d rounds", track, seed, len(r.s.Finished), r.s.Round)
			}
		}
	}
}
