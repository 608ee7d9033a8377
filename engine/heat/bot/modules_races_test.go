package bot

import (
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

// TestModuleRacesEnd races six bots of every level with the Garage (every pool and the quick
// start) and the weather on: every decision gets a legal action and every race ends. A bot that
// answers a decision with an action that changes nothing would loop here for ever (it did:
// upgrades that share a speed were taken for one another, and a hand whose every play it
// judged hopeless got a shift instead of a play).
func TestModuleRacesEnd(t *testing.T) {
	races := 60
	if testing.Short() {
		races = 20
	}
	for seed := range uint64(races) {
		garage := engine.Garages[1+int(seed)%(len(engine.Garages)-1)]
		level := Level(seed % 3)
		track := []string{"usa", "gb", "italia", "france"}[seed%4]
		var seats []engine.SeatConfig
		for i := range 6 {
			seats = append(seats, engine.SeatConfig{Name: engine.Colours[i], Colour: engine.Colours[i]})
		}
		r, err := engine.New(engine.Config{Track: track, Laps: 1, Garage: garage, Weather: engine.WeatherRandom, Seats: seats}, seed)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !r.Over(); steps++ {
			if steps > 3000 {
				v := r.View(r.Pending()[0])
				t.Fatalf("%s, Garage %s, seed %d: the race does not end (round %d, seat %d decides %s)", track, garage, seed, v.Round, v.Seat, v.Me.Legal.Decision)
			}
			seat := r.Pending()[0]
			a, err := Decide(r.View(seat), level)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Apply(seat, a); err != nil {
				t.Fatalf("%s, Garage %s, seed %d: the %s bot chose %v: %v", track, garage, seed, level, a, err)
			}
		}
	}
}
