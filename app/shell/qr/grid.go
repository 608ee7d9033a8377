package qr

// grid is a code being built: its modules, and which of them belong to the function patterns
// (finders, timing, alignment, format), which data and masks leave alone.
type grid struct {
	*Code
	function []bool
}

// newGrid draws the function patterns of a version and reserves the format areas.
func newGrid(version int) *grid {
	size := 17 + 4*version
	g := &grid{Code: &Code{Size: size, Version: version, modules: make([]bool, size*size)}, function: make([]bool, size*size)}
	for i := range size {
		g.set(6, i, i%2 == 0) // timing patterns
		g.set(i, 6, i%2 == 0)
	}
	g.finder(3, 3)
	g.finder(3, size-4)
	g.finder(size-4, 3)
	if version > 1 { // versions 2 to 6 have one alignment pattern, near the bottom right
		p := size - 7
		for dr := -2; dr <= 2; dr++ {
			for dc := -2; dc <= 2; dc++ {
				g.set(p+dr, p+dc, max(abs(dr), abs(dc)) != 1)
			}
		}
	}
	g.placeFormat(0) // reserves the format areas and the dark module; drawn again with the mask
	return g
}

// set draws a function module.
func (g *grid) set(row, col int, dark bool) {
	g.modules[row*g.Size+col] = dark
	g.function[row*g.Size+col] = true
}

// finder draws a finder pattern centred at row, col, with its light separator.
func (g *grid) finder(row, col int) {
	for dr := -4; dr <= 4; dr++ {
		for dc := -4; dc <= 4; dc++ {
			r, c := row+dr, col+dc
			if r < 0 || r >= g.Size || c < 0 || c >= g.Size {
				continue
			}
			d := max(abs(dr), abs(dc))
			g.set(r, c, d != 2 && d != 4)
		}
	}
}

// placeData fills the modules that are not function modules with the codewords' bits, most
// significant first, in the standard's order: pairs of columns from the right, going up then
// down, skipping the vertical timing pattern. Modules left over (the remainder bits) stay light.
func (g *grid) placeData(codewords []byte) {
	i := 0
	for right := g.Size - 1; right >= 1; right -= 2 {
		if right == 6 {
			right = 5
		}
		upward := (right+1)&2 == 0
		for k := range g.Size {
			row := k
			if upward {
				row = g.Size - 1 - k
			}
			for _, col := range []int{right, right - 1} {
				if g.function[row*g.Size+col] {
					continue
				}
				if i < len(codewords)*8 {
					g.modules[row*g.Size+col] = codewords[i/8]>>(7-i%8)&1 == 1
				}
				i++
			}
		}
	}
}

// masked reports whether mask inverts the module at row, col.
func masked(mask, row, col int) bool {
	switch mask {
	case 0:
		return (row+col)%2 == 0
	case 1:
		return row%2 == 0
	case 2:
		return col%3 == 0
	case 3:
		return (row+col)%3 == 0
	case 4:
		return (row/2+col/3)%2 == 0
	case 5:
		return row*col%2+row*col%3 == 0
	case 6:
		return (row*col%2+row*col%3)%2 == 0
	default:
		return ((row+col)%2+row*col%3)%2 == 0
	}
}

func (g *grid) applyMask(mask int) {
	g.Mask = mask
	for row := range g.Size {
		for col := range g.Size {
			if !g.function[row*g.Size+col] && masked(mask, row, col) {
				g.modules[row*g.Size+col] = !g.modules[row*g.Size+col]
			}
		}
	}
}

// formatBits are the 15 format bits of level M and a mask: 5 data bits (level M is 00), their
// BCH(15,5) remainder by x¹⁰+x⁸+x⁵+x⁴+x²+x+1, XOR 101010000010010.
func formatBits(mask int) int {
	data := mask // level M's two bits are 00
	rem := data << 10
	for i := 14; i >= 10; i-- {
		if rem>>i&1 == 1 {
			rem ^= 0x537 << (i - 10)
		}
	}
	return (data<<10 | rem) ^ 0x5412
}

// placeFormat draws the format bits twice, with the dark module: around the top-left finder
// (bits 0…7 down column 8, bits 8…14 leftwards along row 8, both skipping the timing pattern),
// and split between the other two finders.
func (g *grid) placeFormat(mask int) {
	bits := formatBits(mask)
	bit := func(i int) bool { return bits>>i&1 == 1 }
	n := g.Size
	for i := range 15 {
		r, c := formatTopLeft(i)
		g.set(r, c, bit(i))
		// The second copy: bits 0…7 along row 8 from the right edge, bits 8…14 down column 8.
		if i < 8 {
			g.set(8, n-1-i, bit(i))
		} else {
			g.set(n-15+i, 8, bit(i))
		}
	}
	g.set(n-8, 8, true) // the dark module
}

// formatTopLeft is where bit i of the format goes around the top-left finder.
func formatTopLeft(i int) (row, col int) {
	switch {
	case i <= 5:
		return i, 8
	case i <= 7:
		return i + 1, 8
	case i == 8:
		return 8, 7
	default:
		return 8, 14 - i
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
