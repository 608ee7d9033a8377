package bloodfang

import (
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
	"github.com/heatracing/heat/engine/rng"
)

// BenchmarkGame plays a whole game with random legal play: one op is one game, so allocs/op are
// allocations per game.
func BenchmarkGame(b *testing.B) {
	enginetest.Games(b, "game", func(i int) (int, error) {
		g, err := New(duel("vanguard", "plague"), uint64(i))
		if err != nil {
			return 0, err
		}
		return playRandom(g, &rng.Source{S: uint64(i)}), nil
	})
}
