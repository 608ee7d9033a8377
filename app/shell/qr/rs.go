package qr

// Reed–Solomon error correction over GF(256) with the QR code's polynomial
// x⁸ + x⁴ + x³ + x² + 1 (0x11D) and generator α = 2.

var gfExp, gfLog = gfTables()

func gfTables() (exp [512]byte, log [256]byte) {
	x := 1
	for i := range 255 {
		exp[i] = byte(x)
		log[x] = byte(i)
		x <<= 1
		if x&0x100 != 0 {
			x ^= 0x11D
		}
	}
	for i := 255; i < len(exp); i++ {
		exp[i] = exp[i-255]
	}
	return exp, log
}

func gfMul(a, b byte) byte {
	if a == 0 || b == 0 {
		return 0
	}
	return gfExp[int(gfLog[a])+int(gfLog[b])]
}

// generator returns the coefficients, highest degree first without the leading 1, of
// (x − α⁰)(x − α¹)…(x − α^(n−1)).
func generator(n int) []byte {
	g := []byte{1}
	for i := range n {
		next := make([]byte, len(g)+1)
		for j, c := range g {
			next[j] ^= c
			next[j+1] ^= gfMul(c, gfExp[i])
		}
		g = next
	}
	return g[1:]
}

// ecc returns the n error correction codewords of data: the remainder of data·xⁿ divided by
// the generator polynomial.
func ecc(data []byte, n int) []byte {
	g := generator(n)
	rem := make([]byte, n)
	for _, d := range data {
		factor := d ^ rem[0]
		copy(rem, rem[1:])
		rem[n-1] = 0
		for i, c := range g {
			rem[i] ^= gfMul(c, factor)
		}
	}
	return rem
}
