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

// MaxBytes is the longest text Encode takes.
var MaxBytes = versions[len(versions)-1].capacity()

// capacity is the number of bytes a version holds in byte mode: its data codewords less the
// mode (4 bits) and the count (8 bits), rounded down.
func (v version) capacity() int { return v.blocks*v.dataBlock - 2 }

// Code is an encoded QR code: a square of modules, true for dark.
type Code struct {
	Size    int // modules on a side: 17 + 4 × version
	Version int
	Mask    int
	modules []bool
}

// Dark reports whether the module at row, col is dark.
func (c *Code) Dark(row, col int) bool { return c.modules[row*c.Size+col] }

// ErrTooLong says that a text does not fit the largest QR code this package makes.
var ErrTooLong = errors.New("qr: the text is too long for a QR code of version 6")

// Encode makes the smallest QR code of level M that holds text, with the mask that the
// standard's penalty rules prefer.
func Encode(text string) (*Code, error) {
	n := 0
	for n < len(versions) && versions[n].capacity() < len(text) {
		n++
	}
	if n == len(versions) {
		return nil, fmt.Errorf("%w (%d bytes, at most %d)", ErrTooLong, len(text), MaxBytes)
	}
	v := versions[n]
	codewords := interleave(v, dataCodewords(text, v.blocks*v.dataBlock))
	var best *Code
	bestPenalty := 0
	for mask := range 8 {
		c := newGrid(n + 1)
		c.placeData(codewords)
		c.applyMask(mask)
		c.placeFormat(mask)
		if p := c.penalty(); best == nil || p < bestPenalty {
			best, bestPenalty = c.Code, p
		}
	}
	return best, nil
}

// dataCodewords are text in byte mode, with its terminator and padding, as total codewords.
func dataCodewords(text string, total int) []byte {
	var b bitWriter
	b.write(0b0100, 4) // byte mode
	b.write(len(text), 8)
	for i := range len(text) {
		b.write(int(text[i]), 8)
	}
	b.write(0, min(4, total*8-b.n))
	b.write(0, (8-b.n%8)%8)
	for pad := 0; len(b.bytes) < total; pad++ {
		b.write([]int{0xEC, 0x11}[pad%2], 8)
	}
	return b.bytes
}

// interleave splits data into the version's blocks, adds each block's error correction, and
// interleaves them: the first codeword of each block, then the second, and so on.
func interleave(v version, data []byte) []byte {
	var out []byte
	ecs := make([][]byte, v.blocks)
	for i := range v.blocks {
		ecs[i] = ecc(data[i*v.dataBlock:(i+1)*v.dataBlock], v.ecPerBlock)
	}
	for j := range v.dataBlock {
		for i := range v.blocks {
			out = append(out, data[i*v.dataBlock+j])
		}
	}
	for j := range v.ecPerBlock {
		for i := range v.blocks {
			out = append(out, ecs[i][j])
		}
	}
	return out
}

type bitWriter struct {
	bytes []byte
	n     int // bits written
}

// write appends the low count bits of v, most significant first.
func (b *bitWriter) write(v, count int) {
	for i := count - 1; i >= 0; i-- {
		if b.n%8 == 0 {
			b.bytes = append(b.bytes, 0)
		}
		if v>>i&1 == 1 {
			b.bytes[len(b.bytes)-1] |= 0x80 >> (b.n % 8)
		}
		b.n++
	}
}
