package bot

import (
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/kit/enginetest"
)

// decisions collects the views of every decision of a few bot races: three of the base game,
// two with the Garage (both decks, drafted) and random weather and road conditions.
func decisions(tb testing.TB) []engine.View {
	return enginetest.Decisions(tb, 5, 100_000, func(seed uint64) (*engine.Race, error) {
		cfg := engine.Config{Track: []string{"usa", "gb", "italia", "france", "usa"}[seed]}
		if seed >= 3 {
			cfg.Garage, cfg.Weather = engine.GarageBoth, engine.WeatherRandom
		}
		cfg.Seats = []engine.SeatConfig{
			{Name: "a", Colour: "red"}, {Name: "b", Colour: "blue"}, {Name: "c", Colour: "green"},
			{Name: "d", Colour: "yellow"}, {Name: "e", Colour: "black", Legend: true}, {Name: "f", Colour: "gray", Legend: true},
		}
		return engine.New(cfg, seed)
	}, func(v engine.View) (engine.Action, error) { return Decide(v, Hard) })
}

// BenchmarkDecide measures the decisions of each level over every decision of real races (an
// operation is one pass over all of them, so that the slowest decision is the slowest of them all,
// not of the first few a second of running reaches; run it with -benchtime 1x); the planning
// decisions (every gear, every set of cards, and the hard bot's search) are the slow ones.
func BenchmarkDecide(b *testing.B) {
	views := decisions(b)
	var plans []engine.View
	for _, v := range views {
		if v.Me.Legal.Decision == engine.DecideShift {
			plans = append(plans, v)
		}
	}
	// The reference: a fixed workload (the normal bot's plans of the first 50 planning decisions),
	// for the decisions' times as a ratio that does not depend on the machine. An operation plays
	// it referencePasses times, so that a single operation measures it well.
	const referencePasses = 100
	b.Run("reference", func(b *testing.B) {
		var cpu time.Duration
		for range b.N {
			start := cpuTime()
			for range referencePasses {
				for _, v := range plans[:min(50, len(plans))] {
					if _, err := Decide(v, Normal); err != nil {
						b.Fatal(err)
					}
				}
			}
			cpu += cpuTime() - start
		}
		b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N*referencePasses), "cpu-ms/pass")
	})
	for _, level := range []Level{Normal, Hard, Expert} {
		for _, set := range []struct {
			name  string
			views []engine.View
		}{{"any", views}, {"plan", plans}} {
			b.Run(level.String()+"/"+set.name, func(b *testing.B) {
				b.ReportAllocs()
				var wall, slowest, slowestCPU, cpu time.Duration
				positions, most := 0, 0 // positions judged (the search's budget is counted in them)
				for range b.N {
					for _, v := range set.views {
						start, startCPU := time.Now(), cpuTime()
						_, n, err := decideCounted(v, level, false, searchBudget)
						if err != nil {
							b.Fatal(err)
						}
						took, tookWall := cpuTime()-startCPU, time.Since(start)
						slowest, slowestCPU = max(slowest, tookWall), max(slowestCPU, took)
						wall, cpu = wall+tookWall, cpu+took
						positions, most = positions+n, max(most, n)
					}
				}
				// Wall time counts what other programs took from the core; CPU time does not.
				decided := float64(b.N * len(set.views))
				b.ReportMetric(float64(wall.Microseconds())/1000/decided, "ms/decision")
				b.ReportMetric(float64(cpu.Microseconds())/1000/decided, "cpu-ms/decision")
				b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
				b.ReportMetric(float64(slowestCPU.Microseconds())/1000, "max-cpu-ms")
				b.ReportMetric(float64(positions)/decided, "positions/decision")
				b.ReportMetric(float64(most), "max-positions")
			})
		}
	}
}

// TestDecideEveryView makes sure the bot answers every decision of real races with a legal action
// (the races in decisions() would have failed otherwise) and never for a seat with nothing to do.
func TestDecideEveryView(t *testing.T) {
	if len(decisions(t)) < 100 {
		t.Fatal("too few decisions")
	}
	r, _ := engine.New(engine.Config{Track: "usa", Seats: []engine.SeatConfig{{Name: "a", Colour: "red"}, {Name: "b", Colour: "blue", Legend: true}}}, 1)
	if _, err := Decide(r.View(1), Normal); err == nil {
		t.Error("a bot decided for a Legend")
	}
	if _, err := Decide(r.View(engine.Spectator), Normal); err == nil {
		t.Error("a bot decided for a spectator")
	}
}

// TestBotDrivesChampionshipRaces: with press corners, sponsor cards (Brakes to choose, Heat-free
// symbols) and road conditions, bots still answer every decision legally, finish, and use
// sponsors.
func TestBotDrivesChampionshipRaces(t *testing.T) {
	played := 0
	for seed := range uint64(12) {
		cfg := engine.Config{Track: []string{"usa", "italia", "france", "gb"}[seed%4], Press: []int{0, 1}, Sponsors: 2,
			Roads: []engine.RoadToken{{Corner: 0, Kind: engine.RoadOverheat}, {Corner: 1, Kind: engine.RoadLimitDown}, {Corner: 2, Kind: engine.RoadLimitUp}},
			Seats: []engine.SeatConfig{{Name: "a", Colour: "red"}, {Name: "b", Colour: "blue"}, {Name: "c", Colour: "green"}, {Name: "L", Colour: "gray", Legend: true}}}
		r, err := engine.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		for steps := 0; !r.Over(); steps++ {
			if steps > 5000 {
				t.Fatalf("seed %d: the race does not end", seed)
			}
			seat := r.Pending()[0]
			a, err := Decide(r.View(seat), Level(seat%3))
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Apply(seat, a); err != nil {
				t.Fatalf("seed %d seat %d: %v: %v", seed, seat, a, err)
			}
		}
		for _, e := range r.Events(engine.Spectator, 0) {
			if e.Kind == engine.EvReveal {
				for _, c := range e.Cards {
					if c.Kind == engine.Sponsor {
						played++
					}
				}
			}
		}
	}
	if played < 12 {
		t.Errorf("bots played only %d sponsor cards in 12 races where each started with 2", played)
	}
}
