package qr

import (
	"errors"
	"fmt"
)

// version is the block structure of one version at level M: its error correction codewords per
// block and the data codewords of each block.
type version struct {
	ecPerBlock int
	blocks     int
	dataBlock  int // data codewords per block (every block has as many at these versions)
}

// versions at level M, index 0 for version 1 (ISO/IEC 18004, table 9).
var versions = []version{
	{10, 1, 16},
	{16, 1, 28},
	{26, 1, 44},
	{18, 2, 32},
	{24, 2, 43},
	{16, 4, 27},
}

// GF(256) with the QR code's polynomial x⁸ + x⁴ + x³ + x² + 1 (0x11D) and generator α = 2, for
// the syndromes.
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

// decode reads a code back as a reader would, written apart from the encoder from the standard's
// description: it checks the finder and timing patterns, reads both copies of the format, finds
// the level and mask whose BCH codeword they are, reads the codewords in placement order,
// undoes the interleaving, checks every block's Reed–Solomon syndromes, and parses byte mode.
func decode(c *Code) (string, error) {
	n := c.Size
	version := (n - 17) / 4
	if n != 17+4*version || version < 1 || version > len(versions) {
		return "", fmt.Errorf("a code of %d modules is not a version this package makes", n)
	}
	for _, f := range [][2]int{{0, 0}, {0, n - 7}, {n - 7, 0}} {
		for r := range 7 {
			for k := range 7 {
				ring := min(r, k, 6-r, 6-k)
				if c.Dark(f[0]+r, f[1]+k) != (ring != 1) {
					return "", fmt.Errorf("the finder at %v is damaged", f)
				}
			}
		}
	}
	for i := 8; i < n-8; i++ {
		if c.Dark(6, i) != (i%2 == 0) || c.Dark(i, 6) != (i%2 == 0) {
			return "", errors.New("the timing patterns are damaged")
		}
	}

	// The format: bits 0…14 around the top-left finder, and the second copy.
	var first, second int
	for i := range 15 {
		var r, k int
		switch {
		case i < 6:
			r, k = i, 8
		case i < 8:
			r, k = i+1, 8
		case i == 8:
			r, k = 8, 7
		default:
			r, k = 8, 14-i
		}
		if c.Dark(r, k) {
			first |= 1 << i
		}
		if i < 8 && c.Dark(8, n-1-i) || i >= 8 && c.Dark(n-15+i, 8) {
			second |= 1 << i
		}
	}
	if first != second {
		return "", errors.New("the two copies of the format differ")
	}
	if !c.Dark(n-8, 8) {
		return "", errors.New("the dark module is light")
	}
	level, mask := -1, -1
	for data := range 32 {
		if bchFormat(data) == first {
			level, mask = data>>3, data&7
		}
	}
	if level != 0 {
		return "", fmt.Errorf("the format %015b is not level M (level bits %d)", first, level)
	}

	// Which modules carry data: everything but the function patterns.
	function := func(r, k int) bool {
		switch {
		case r < 9 && k < 9, r < 9 && k >= n-8, r >= n-8 && k < 9: // finders, separators, format
			return true
		case r == 6 || k == 6:
			return true
		case version > 1 && r >= n-9 && r <= n-5 && k >= n-9 && k <= n-5:
			return true
		}
		return false
	}
	var bits []bool
	col, upward := n-1, true
	for col > 0 {
		if col == 6 {
			col--
		}
		for step := range n {
			r := step
			if upward {
				r = n - 1 - step
			}
			for _, k := range []int{col, col - 1} {
				if function(r, k) {
					continue
				}
				bits = append(bits, c.Dark(r, k) != maskRule(mask, r, k))
			}
		}
		col -= 2
		upward = !upward
	}
	v := versions[version-1]
	total := v.blocks * (v.dataBlock + v.ecPerBlock)
	if len(bits) < total*8 {
		return "", fmt.Errorf("%d data modules for %d codewords", len(bits), total)
	}
	codewords := make([]byte, total)
	for i := range total * 8 {
		if bits[i] {
			codewords[i/8] |= 0x80 >> (i % 8)
		}
	}

	// Undo the interleaving and check each block.
	var data []byte
	blocks := make([][]byte, v.blocks)
	for i := range v.dataBlock + v.ecPerBlock {
		for b := range v.blocks {
			blocks[b] = append(blocks[b], codewords[i*v.blocks+b])
		}
	}
	for b, block := range blocks {
		for i := range v.ecPerBlock {
			// The syndrome: the block as a polynomial, evaluated at αⁱ, is zero for a codeword.
			var s byte
			for _, cw := range block {
				s = gfMul(s, gfExp[i]) ^ cw
			}
			if s != 0 {
				return "", fmt.Errorf("block %d: syndrome %d is %d, not zero", b, i, s)
			}
		}
		data = append(data, block[:v.dataBlock]...)
	}

	// Byte mode: 0100, an 8-bit count, the bytes.
	if data[0]>>4 != 0b0100 {
		return "", fmt.Errorf("mode %04b is not byte mode", data[0]>>4)
	}
	count := int(data[0]&0x0F)<<4 | int(data[1]>>4)
	if count > len(data)-2 {
		return "", fmt.Errorf("a count of %d bytes in %d codewords", count, len(data))
	}
	out := make([]byte, count)
	for i := range count {
		out[i] = data[1+i]<<4 | data[2+i]>>4
	}
	return string(out), nil
}

// bchFormat computes the 15-bit format codeword of 5 data bits by polynomial long division,
// bit by bit.
func bchFormat(data int) int {
	const generator = 0b10100110111
	v := data << 10
	for bit := 14; bit >= 10; bit-- {
		if v&(1<<bit) != 0 {
			v ^= generator << (bit - 10)
		}
	}
	return (data<<10 | v) ^ 0b101010000010010
}

// maskRule is the standard's table of mask conditions, by row and column.
func maskRule(mask, r, k int) bool {
	return [8]func() bool{
		func() bool { return (r+k)%2 == 0 },
		func() bool { return r%2 == 0 },
		func() bool { return k%3 == 0 },
		func() bool { return (r+k)%3 == 0 },
		func() bool { return (r/2+k/3)%2 == 0 },
		func() bool { return r*k%2+r*k%3 == 0 },
		func() bool { return (r*k%2+r*k%3)%2 == 0 },
		func() bool { return ((r+k)%2+r*k%3)%2 == 0 },
	}[mask]()
}
