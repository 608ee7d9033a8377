package heat

import (
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
	"github.com/heatracing/heat/engine/rng"
)

// BenchmarkRace simulates a whole 6-car, 2-lap race on USA with random legal play: one op is one
// race, so allocs/op are allocations per race.
func BenchmarkRace(b *testing.B) {
	enginetest.Games(b, "race", func(i int) (int, error) {
		r, err := New(Config{Track: "usa", Seats: sixCars(0)}, uint64(i))
		if err != nil {
			return 0, err
		}
		return playRandom(r, &rng.Source{S: uint64(i)}), nil
	})
}

// BenchmarkSimRace is BenchmarkRace in simulation: each race is forked right after New and
// played forward without recording events or actions, as a search plays its races.
func BenchmarkSimRace(b *testing.B) {
	enginetest.Games(b, "race", func(i int) (int, error) {
		r, err := New(Config{Track: "usa", Seats: sixCars(0)}, uint64(i))
		if err != nil {
			return 0, err
		}
		return playRandom(r.Fork(), &rng.Source{S: uint64(i)}), nil
	})
}

// BenchmarkReplay replays the actions of random races like BenchmarkRace's, recorded beforehand:
// the engine's own share of that benchmark, without choosing the actions.
func BenchmarkReplay(b *testing.B) {
	const races = 64
	logs := make([][]Logged, races)
	for i := range logs {
		r, err := New(Config{Track: "usa", Seats: sixCars(0)}, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		playRandom(r, &rng.Source{S: uint64(i)})
		logs[i] = r.s.Log.all()
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		r, err := New(Config{Track: "usa", Seats: sixCars(0)}, uint64(i%races))
		if err != nil {
			b.Fatal(err)
		}
		for _, l := range logs[i%races] {
			if err := r.Apply(l.Seat, l.Action); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "races/s")
}
