package bot

import (
	"slices"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/kit/enginetest"
)

// decisions collects the views of every play decision of a few hard-level games, one per pair
// of preset decks.
func decisions(tb testing.TB) []engine.View {
	all := enginetest.Decisions(tb, 3, 1000, func(seed uint64) (*engine.Game, error) {
		return engine.New(engine.Config{Seats: []engine.SeatConfig{{Name: "a", Deck: decks[seed]}, {Name: "b", Deck: decks[(seed+1)%3]}}}, seed)
	}, func(v engine.View) (engine.Action, error) { return Decide(v, Hard) })
	return slices.DeleteFunc(all, func(v engine.View) bool { return v.Me.Legal.Decision != engine.DecidePlay })
}

// BenchmarkDecide measures one decision of each level, cycling through the play decisions of
// real games; p99-ms and max-ms are the 99th percentile and the slowest single decision, wall
// time (on a loaded machine the slowest is mostly the scheduler's); positions and max-positions
// count the positions evaluated, the work a decision costs on any machine.
func BenchmarkDecide(b *testing.B) {
	views := decisions(b)
	for _, l := range Levels {
		b.Run(string(l), func(b *testing.B) {
			b.ReportAllocs()
			took := make([]time.Duration, b.N)
			positions, most := 0, 0
			for i := range b.N {
				start := time.Now()
				_, n, err := decide(views[i%len(views)], l)
				if err != nil {
					b.Fatal(err)
				}
				took[i] = time.Since(start)
				positions, most = positions+n, max(most, n)
			}
			b.ReportMetric(float64(positions)/float64(b.N), "positions")
			b.ReportMetric(float64(most), "max-positions")
			slices.Sort(took)
			b.ReportMetric(float64(took[len(took)*99/100].Microseconds())/1000, "p99-ms")
			b.ReportMetric(float64(took[len(took)-1].Microseconds())/1000, "max-ms")
		})
	}
}
