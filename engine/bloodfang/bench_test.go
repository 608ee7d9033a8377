package bloodfang

import (
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

// BenchmarkGame plays a whole game with random legal play: one op is one game, so allocs/op are
// allocations per game.
func BenchmarkGame(b *testing.B) {
	b.ReportAllocs()
	actions := 0
	for i := range b.N {
		g, err := New(duel("vanguard", "plague"), uint64(i))
		if err != nil {
			b.Fatal(err)
		}
		actions += playRandom(g, &rng.Source{S: uint64(i)})
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
