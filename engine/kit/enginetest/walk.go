package enginetest

import (
	"bytes"
	"encoding/binary"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

// Played is a game the fuzz walk plays: F is its game file, A its action.
type Played[F, A any] interface {
	Game[F]
	Apply(seat int, a A) error
}

// Step is one step of a fuzzed game: the seat that acts and its action. A Mangled action may be
// refused, and then must change nothing; any other must apply.
type Step[A any] struct {
	Seat    int
	Action  A
	Mangled bool
}

// Seed splits fuzz bytes into the game's seed (their first 8 bytes) and the steps' bytes; ok is
// false when there are too few bytes for a seed.
func Seed(data []byte) (seed uint64, steps []byte, ok bool) {
	if len(data) < 8 {
		return 0, nil, false
	}
	return binary.LittleEndian.Uint64(data), data[8:], true
}

// Walk plays g for at most steps steps or to its end: each step takes a byte (the steps' bytes,
// then r's) and next makes the step from it. A legal action must apply and a refused one must
// leave the state as it was; check holds at the start and after every action applied. At the
// end the game's file must replay with parse to the same state and encode to the same bytes.
// It returns the replayed game, for what an engine checks beyond its digest.
func Walk[G Played[F, A], F, A any](t *testing.T, g G, data []byte, r *rng.Source, steps int, next func(b byte) Step[A], check func() error, parse func([]byte) (G, error)) G {
	t.Helper()
	if err := check(); err != nil {
		t.Fatalf("at the start: %v", err)
	}
	for step := 0; !g.Over() && step < steps; step++ {
		var b byte
		if step < len(data) {
			b = data[step]
		} else {
			b = byte(r.Next())
		}
		s := next(b)
		var before [32]byte
		if s.Mangled {
			before = g.Digest()
		}
		if err := g.Apply(s.Seat, s.Action); err != nil {
			if !s.Mangled {
				t.Fatalf("step %d: a legal action was refused: seat %d %v: %v", step, s.Seat, s.Action, err)
			}
			if g.Digest() != before {
				t.Fatalf("step %d: refused %v for seat %d (%v) but the state changed", step, s.Action, s.Seat, err)
			}
			continue
		}
		if err := check(); err != nil {
			t.Fatalf("step %d, after seat %d's %v: %v", step, s.Seat, s.Action, err)
		}
	}
	b := marshal(t, g)
	again, err := parse(b)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if again.Digest() != g.Digest() {
		t.Fatal("the replayed game differs from the original")
	}
	if !bytes.Equal(marshal(t, again), b) {
		t.Fatal("the game file does not round-trip byte for byte")
	}
	return again
}
