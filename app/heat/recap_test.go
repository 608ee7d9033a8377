package heat

import (
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
)

func TestRecapFromEvents(t *testing.T) {
	events := []engine.Event{
		{N: 0, Round: 1, Kind: engine.EvRound, Seat: -1, Order: []int{1, 0}},
		{N: 1, Round: 1, Kind: engine.EvMove, Seat: 1, Speed: 9},
		{N: 2, Round: 1, Kind: engine.EvMove, Seat: 0, Speed: 12},
		{N: 3, Round: 1, Kind: engine.EvCorner, Seat: 0, Corner: 1, Speed: 12, Limit: 8, Heat: 4},
		{N: 4, Round: 1, Kind: engine.EvCorner, Seat: 1, Corner: 1, Speed: 9, Limit: 8, Heat: 1},
		{N: 5, Round: 1, Kind: engine.EvSlipstream, Seat: 0},
		{N: 6, Round: 2, Kind: engine.EvRound, Seat: -1, Order: []int{0, 1}},
		{N: 7, Round: 2, Kind: engine.EvBoost, Seat: 0, Heat: 1, Speed: 3},
		{N: 8, Round: 2, Kind: engine.EvSpinOut, Seat: 0, Corner: 2, Heat: 1, Cost: 3, Count: 2},
		{N: 9, Round: 2, Kind: engine.EvCorner, Seat: 1, Corner: 1, Heat: 2},
		{N: 10, Round: 3, Kind: engine.EvRound, Seat: -1, Order: []int{1, 0}},
		{N: 11, Round: 3, Kind: engine.EvCorner, Seat: 0, Corner: 1, Heat: 0},
		{N: 12, Round: 3, Kind: engine.EvOver, Seat: -1, Order: []int{0, 1}},
	}
	var r raceRecap
	r.add(events[:6])
	r.add(events[3:]) // a resent stretch counts once
	tests := []struct {
		name     string
		seat     int
		heat     int
		corners  []cornerHeat
		spins    []spinOut
		top, at  int
		slips    int
		boosts   int
		led      int
		gained   int
		gridSlot int
	}{
		{"the player", 0, 5, []cornerHeat{{1, 4, 1}, {2, 1, 1}}, []spinOut{{corner: 2, round: 2, stress: 2}}, 12, 1, 1, 1, 2, 1, 2},
		{"the other", 1, 3, []cornerHeat{{1, 3, 2}}, nil, 9, 1, 0, 0, 1, -1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := r.of(tt.seat)
			if d.heat() != tt.heat {
				t.Errorf("Heat paid %d, want %d", d.heat(), tt.heat)
			}
			if got := d.costliest(); len(got) != len(tt.corners) || (len(got) > 0 && got[0] != tt.corners[0]) {
				t.Errorf("corners %+v, want %+v", got, tt.corners)
			}
			if len(d.spins) != len(tt.spins) || (len(d.spins) > 0 && d.spins[0] != tt.spins[0]) {
				t.Errorf("spin-outs %+v, want %+v", d.spins, tt.spins)
			}
			if d.top != tt.top || d.topRound != tt.at || d.slips != tt.slips || d.boosts != tt.boosts || d.led != tt.led {
				t.Errorf("moments: top %d in round %d, %d slipstreams, %d boosts, led from round %d", d.top, d.topRound, d.slips, d.boosts, d.led)
			}
			if d.gained() != tt.gained || d.gridPlace != tt.gridSlot {
				t.Errorf("from %d on the grid, gained %d; want from %d, %d", d.gridPlace, d.gained(), tt.gridSlot, tt.gained)
			}
		})
	}
	if got := r.mostSlipstreams(); got != 0 {
		t.Errorf("most slipstreams: seat %d, want 0", got)
	}
	// A new race (its events numbered from 0 again) starts a new recap.
	r.add([]engine.Event{{N: 0, Round: 1, Kind: engine.EvRound, Seat: -1, Order: []int{0}}})
	if d := r.of(0); d.heat() != 0 || len(d.spins) != 0 {
		t.Errorf("a new race keeps the last one's recap: %+v", d)
	}
}

// Over whole races played by bots, the recap agrees with the engine: every spin-out counted,
// the final places, and the Heat paid at corners as the events tell it.
func TestRecapAgreesWithTheEngine(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		r, err := engine.New(engine.Config{Track: "france", Laps: 1, Seats: []engine.SeatConfig{
			{Name: "A", Colour: "red"}, {Name: "B", Colour: "blue"}, {Name: "L", Colour: "green", Legend: true},
		}}, seed)
		if err != nil {
			t.Fatal(err)
		}
		var rc raceRecap
		seen := 0
		for !r.Over() {
			for _, seat := range r.Pending() {
				a, err := bot.Decide(r.View(seat), bot.Easy)
				if err != nil {
					t.Fatal(err)
				}
				if err := r.Apply(seat, a); err != nil {
					t.Fatal(err)
				}
				evs := r.Events(0, seen) // fed in stretches, as a page receives them
				seen += len(evs)
				rc.add(evs)
			}
		}
		rc.add(r.Events(0, seen))
		v := r.View(0)
		for _, c := range v.Cars {
			d := rc.of(c.Seat)
			if len(d.spins) != c.SpinOuts {
				t.Errorf("seed %d, %s: %d spin-outs in the recap, %d in the view", seed, c.Name, len(d.spins), c.SpinOuts)
			}
			if d.place != c.Place {
				t.Errorf("seed %d, %s: place %d in the recap, %d in the view", seed, c.Name, d.place, c.Place)
			}
			paid := 0
			for _, e := range r.Events(0, 0) {
				if e.Seat == c.Seat && (e.Kind == engine.EvCorner || e.Kind == engine.EvSpinOut) {
					paid += e.Heat
				}
			}
			if d.heat() != paid {
				t.Errorf("seed %d, %s: %d Heat paid at corners in the recap, %d in the events", seed, c.Name, d.heat(), paid)
			}
		}
	}
}

// The recap says when a driver led and for how long, from the leader at the start of each round:
// a driver who led a while and finished 5th is not told only "took the lead".
func TestRecapSaysWhenAndHowLongADriverLed(t *testing.T) {
	// Leaders at the start of rounds 1 to 8.
	leaders := []int{0, 0, 1, 1, 1, 0, 2, 2}
	var evs []engine.Event
	for i, l := range leaders {
		order := []int{l}
		for s := range 3 {
			if s != l {
				order = append(order, s)
			}
		}
		evs = append(evs, engine.Event{N: i, Round: i + 1, Kind: engine.EvRound, Seat: -1, Order: order})
	}
	var r raceRecap
	r.add(evs)
	r.driver(2).place = 1
	r.driver(1).place = 5
	for seat, want := range map[int]string{
		0: "Led from the start, and 2 times in all: 3 rounds in the lead",
		1: "Took the lead in round 2 and held it for 3 rounds",
		2: "Took the lead in round 6 and kept it to the finish",
	} {
		if got := r.of(seat).leadWords(r.rounds); got != want {
			t.Errorf("seat %d: %q, want %q", seat, got, want)
		}
	}
	r.driver(3).place = 2
	if got := r.of(3).leadWords(r.rounds); got != "" {
		t.Errorf("a driver who never led: %q", got)
	}
	var once raceRecap
	once.add(evs[:1])
	once.driver(0).place = 1
	if got := once.of(0).leadWords(once.rounds); got != "Led from start to finish" {
		t.Errorf("a one-round race led throughout: %q", got)
	}
}
