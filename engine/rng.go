package engine

// rng is the race's random number generator (SplitMix64). Its whole state is one number kept in
// the race state, so replaying a race reproduces every shuffle and flip.
type rng struct {
	S uint64
}

func (r *rng) next() uint64 {
	r.S += 0x9e3779b97f4a7c15
	z := r.S
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// intn returns a uniform number in [0, n), n > 0, without modulo bias.
func (r *rng) intn(n int) int {
	bound := uint64(n)
	for {
		// Values below 2^64 mod n are rejected. That bound is below n, so it needs working out
		// (a division) only for the rare v below n.
		v := r.next()
		if v >= bound || v >= -bound%bound {
			return int(v % bound)
		}
	}
}

// shuffle shuffles s in place (Fisher–Yates).
func shuffle[T any](r *rng, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}
