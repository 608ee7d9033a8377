package engine

import "testing"

// BenchmarkRace simulates a whole 6-car, 2-lap race on USA with random legal play: one op is one
// race, so allocs/op are allocations per race.
func BenchmarkRace(b *testing.B) {
	b.ReportAllocs()
	actions := 0
	for i := range b.N {
		r, err := New(Config{Track: "usa", Seats: sixCars(0)}, uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		actions += playRandom(r, &rng{S: uint64(i)})
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "races/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/race")
}
