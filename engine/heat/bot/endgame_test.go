package bot

import (
	"math/rand/v2"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// Near the flag of a race without Legends the expert races the other drivers' forecast finish;
// the hard bot has no Legend to race and keeps counting spaces.
func TestExpertRacesDriversToTheFlag(t *testing.T) {
	cfg := engine.Config{Track: "usa", Seats: []engine.SeatConfig{{Name: "a", Colour: "red"}, {Name: "b", Colour: "blue"}, {Name: "c", Colour: "green"}}}
	r, err := engine.New(cfg, 7)
	if err != nil {
		t.Fatal(err)
	}
	tr, err := tracks.Get("usa")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for steps := 0; !r.Over() && steps < 5000; steps++ {
		seat := r.Pending()[0]
		v := r.View(seat)
		if v.Me.Legal.Decision == engine.DecideShift {
			expert, hard := newDriver(v, tr, Expert), newDriver(v, tr, Hard)
			racing := false // another car still racing
			for _, c := range v.Cars {
				racing = racing || (c.Seat != v.Seat && !c.Finished && !c.Retired)
			}
			near := expert.finish-expert.me.Pos.Progress <= endgameReach && racing
			if expert.endgame() != near {
				t.Fatalf("round %d, %d spaces from the flag, others racing %v: the expert's end game is %v", v.Round, expert.finish-expert.me.Pos.Progress, racing, expert.endgame())
			}
			if hard.endgame() {
				t.Fatalf("round %d: the hard bot races a finish with no Legend on the track", v.Round)
			}
			if near {
				fs := expert.legendFinishes()
				if len(fs) == 0 {
					t.Fatalf("round %d: no forecast for the other drivers", v.Round)
				}
				for _, f := range fs {
					for _, x := range f {
						if x.pos < expert.finish || x.round < 0 || x.round > 50 {
							t.Fatalf("round %d: a forecast finish %+v short of the line %d", v.Round, x, expert.finish)
						}
					}
				}
				checked++
			}
		}
		a, err := Decide(v, Expert)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(seat, a); err != nil {
			t.Fatal(err)
		}
	}
	if !r.Over() || checked == 0 {
		t.Fatalf("over %v, %d end-game decisions checked", r.Over(), checked)
	}
}

// A driver's forecast round moves it by 2, 3, 3 or 4 cards of 1 to 4 from 1st to 4th gear, and a
// Boost of 1 to 4 only with Heat in its Engine.
func TestDriverMove(t *testing.T) {
	g := rand.New(rand.NewPCG(1, 2))
	for _, tt := range []struct{ gear, heat, lo, hi int }{
		{1, 0, 2, 8}, {2, 0, 3, 12}, {3, 3, 3, 16}, {4, 0, 4, 16}, {4, 2, 4, 20},
	} {
		lo, hi := 100, 0
		for range 2000 {
			n := driverMove(engine.CarView{Gear: tt.gear, Engine: tt.heat}, g)
			lo, hi = min(lo, n), max(hi, n)
		}
		if lo != tt.lo || hi != tt.hi {
			t.Errorf("gear %d, %d Heat: moves %d–%d, want %d–%d", tt.gear, tt.heat, lo, hi, tt.lo, tt.hi)
		}
	}
}
