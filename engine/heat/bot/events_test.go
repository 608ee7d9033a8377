package bot

import (
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

// TestBotsDriveEveryEvent races bots of every level through a championship race of each event
// card, with the Garage and the weather on: every decision gets a legal action and every race
// ends (the event's hand size, Heat, Stress and elimination included).
func TestBotsDriveEveryEvent(t *testing.T) {
	for event := range engine.EventCards + 1 {
		e, _ := engine.EventCardOf(event)
		seed := uint64(event)
		level := Level(seed % 3)
		track := []string{"usa", "gb", "italia", "france"}[seed%4]
		seats := []engine.SeatConfig{{Name: "a", Colour: "red"}, {Name: "b", Colour: "blue"}, {Name: "c", Colour: "green"},
			{Name: "L", Colour: "black", Legend: true}}
		cfg := engine.Config{Track: track, Laps: 1, Garage: engine.GarageBasic, Weather: engine.WeatherRandom, Seats: seats,
			Press: e.PressCorners(3), Sponsors: e.Sponsors, Champ: &engine.ChampRace{Event: event,
				Carry: []engine.Carry{{Upgrades: []int{4}, Sponsors: []int{1, 5}}, {Sponsors: []int{3}}, {}, {}}}}
		r, err := engine.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !r.Over(); steps++ {
			if steps > 3000 {
				t.Fatalf("event %d: the race does not end", event)
			}
			seat := r.Pending()[0]
			a, err := Decide(r.View(seat), level)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Apply(seat, a); err != nil {
				t.Fatalf("event %d: the %s bot chose %v: %v", event, level, a, err)
			}
		}
	}
}
