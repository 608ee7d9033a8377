// Package rng is the seeded random number generator that game engines keep inside their state, so
// that replaying a game's actions on its seed reproduces every shuffle, flip and draw.
package rng

// Source is SplitMix64. Its whole state is one number, kept in the game state (and in its JSON
// as "S"), so a saved game carries its generator with it.
type Source struct {
	S uint64
}

// New returns a source started at seed.
func New(seed uint64) Source { return Source{S: seed} }

// Next returns the next 64 random bits.
func (r *Source) Next() uint64 {
	r.S += 0x9e3779b97f4a7c15
	z := r.S
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// Intn returns a uniform number in [0, n), n > 0, without modulo bias.
func (r *Source) Intn(n int) int {
	bound := uint64(n)
	for {
		// Values below 2^64 mod n are rejected. That bound is below n, so it needs working out
		// (a division) only for the rare v below n.
		v := r.Next()
		if v >= bound || v >= -bound%bound {
			return int(v % bound)
		}
	}
}

// Shuffle shuffles s in place (Fisher–Yates).
func Shuffle[T any](r *Source, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.Intn(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}
