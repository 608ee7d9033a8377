package havoc

import (
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
	"github.com/heatracing/heat/engine/rng"
)

// BenchmarkGame plays a whole 4-player, 3-lap game (the defaults) with random legal play: one
// op is one game, so allocs/op are allocations per game.
func BenchmarkGame(b *testing.B) {
	enginetest.Games(b, "game", func(i int) (int, error) {
		g, err := New(Config{Seats: seats(4)}, uint64(i))
		if err != nil {
			return 0, err
		}
		return playRandom(g, &rng.Source{S: uint64(i)}), nil
	})
}
