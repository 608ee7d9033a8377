package bot

import (
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/bloodfang"
)

// decisions collects the views of every play decision of a few hard-level games, one per pair
// of preset decks.
func decisions(tb testing.TB) []engine.View {
	var out []engine.View
	for seed := range uint64(3) {
		cfg := engine.Config{Seats: []engine.SeatConfig{{Name: "a", Deck: decks[seed]}, {Name: "b", Deck: decks[(seed+1)%3]}}}
		g, err := engine.New(cfg, seed)
		if err != nil {
			tb.Fatal(err)
		}
		for !g.Over() {
			seat := g.Pending()[0]
			v := g.View(seat)
			if v.Me.Legal.Decision == engine.DecidePlay {
				out = append(out, v)
			}
			a, err := Decide(v, Hard)
			if err != nil {
				tb.Fatal(err)
			}
			if err := g.Apply(seat, a); err != nil {
				tb.Fatal(err)
			}
		}
	}
	return out
}

// BenchmarkDecide measures one decision of each level, cycling through the play decisions of
// real games; max-ms is the slowest single decision.
func BenchmarkDecide(b *testing.B) {
	views := decisions(b)
	for _, l := range Levels {
		b.Run(string(l), func(b *testing.B) {
			b.ReportAllocs()
			var slowest time.Duration
			for i := range b.N {
				start := time.Now()
				if _, err := Decide(views[i%len(views)], l); err != nil {
					b.Fatal(err)
				}
				slowest = max(slowest, time.Since(start))
			}
			b.ReportMetric(float64(slowest.Microseconds())/1000, "max-ms")
		})
	}
}
