package enginetest

import (
	"math"
	"testing"
)

// Table is a game played seat by seat: V is what a seat sees, A what it does.
type Table[V, A any] interface {
	Over() bool
	Pending() []int
	View(seat int) V
	Apply(seat int, a A) error
}

// PlayOut plays g to its end: at each step the first seat the game waits on decides from its view.
// It fails when a decision fails or does not apply, or when the game has not ended after steps.
func PlayOut[G Table[V, A], V, A any](tb testing.TB, g G, steps int, decide func(seat int, v V) (A, error)) {
	tb.Helper()
	for n := 0; !g.Over(); n++ {
		if n == steps {
			tb.Fatalf("the game has not ended after %d steps", steps)
		}
		seat := g.Pending()[0]
		a, err := decide(seat, g.View(seat))
		if err != nil {
			tb.Fatalf("seat %d could not decide: %v", seat, err)
		}
		if err := g.Apply(seat, a); err != nil {
			tb.Fatalf("seat %d chose %v: %v", seat, a, err)
		}
	}
}

// Wilson is the 95 % Wilson score interval of k successes in n trials: how sure a bot's measured
// win rate is.
func Wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p, nf := float64(k)/float64(n), float64(n)
	den := 1 + z*z/nf
	mid := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(mid-half, 0), min(mid+half, 1)
}

// Decisions plays games games to their end, game n started by start(n), each seat deciding with
// decide, and returns the views decided on: the decisions a bot's benchmark times.
func Decisions[G Table[V, A], V, A any](tb testing.TB, games uint64, steps int, start func(n uint64) (G, error), decide func(v V) (A, error)) []V {
	tb.Helper()
	var out []V
	for n := range games {
		g, err := start(n)
		if err != nil {
			tb.Fatal(err)
		}
		PlayOut(tb, g, steps, func(_ int, v V) (A, error) {
			out = append(out, v)
			return decide(v)
		})
	}
	return out
}
