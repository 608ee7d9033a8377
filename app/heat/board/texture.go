package board

import "hash/fnv"

// rng is a small deterministic random source (xorshift64*): the same circuit always gets the
// same trees, speckles and crowd.
type rng uint64

func newRNG(seed string) *rng {
	h := fnv.New64a()
	h.Write([]byte(seed))
	r := rng(h.Sum64() | 1)
	return &r
}

func (r *rng) next() uint64 {
	x := uint64(*r)
	x ^= x >> 12
	x ^= x << 25
	x ^= x >> 27
	*r = rng(x)
	return x * 2685821657736338717
}

// float is uniform in [0, 1).
func (r *rng) float() float64 { return float64(r.next()>>11) / (1 << 53) }

// between is uniform in [a, b).
func (r *rng) between(a, b float64) float64 { return a + (b-a)*r.float() }

// intn is uniform in [0, n).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// grainTexture is a tile of fine light and dark speckles on transparent pixels: laid over a flat
// colour it makes asphalt, or grass, look like a surface rather than a fill.
func grainTexture(size int, seed string, density, strength float64) []byte {
	r := newRNG(seed)
	pix := make([]byte, size*size*4)
	for i := 0; i < len(pix); i += 4 {
		if r.float() > density {
			continue
		}
		a := byte(255 * strength * r.between(0.3, 1))
		if r.float() < 0.5 {
			pix[i], pix[i+1], pix[i+2] = 255, 255, 245
		}
		pix[i+3] = a
	}
	// A few larger stones: 2x2 specks.
	for range size * size / 300 {
		x, y := r.intn(size-1), r.intn(size-1)
		v := byte(0)
		if r.float() < 0.4 {
			v = 230
		}
		a := byte(255 * strength * 1.3)
		for _, d := range [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
			i := ((y+d[1])*size + x + d[0]) * 4
			pix[i], pix[i+1], pix[i+2], pix[i+3] = v, v, v, a
		}
	}
	return pix
}
