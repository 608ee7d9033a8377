package qr

// penalty scores a masked code by the standard's four rules; the mask with the lowest score
// wins: long runs of one colour, 2×2 blocks, patterns that look like a finder, and an unbalanced
// share of dark modules.
func (c *Code) penalty() int {
	p := 0
	line := make([]bool, c.Size)
	for _, vertical := range []bool{false, true} {
		for i := range c.Size {
			for j := range c.Size {
				if vertical {
					line[j] = c.Dark(j, i)
				} else {
					line[j] = c.Dark(i, j)
				}
			}
			p += runPenalty(line) + finderPenalty(line)
		}
	}
	dark := 0
	for row := range c.Size {
		for col := range c.Size {
			if c.Dark(row, col) {
				dark++
			}
			if row > 0 && col > 0 {
				d := c.Dark(row, col)
				if c.Dark(row-1, col) == d && c.Dark(row, col-1) == d && c.Dark(row-1, col-1) == d {
					p += 3
				}
			}
		}
	}
	percent := dark * 100 / (c.Size * c.Size)
	return p + abs(percent-50)/5*10
}

// runPenalty scores runs of five or more modules of one colour: 3, and 1 for each module more.
func runPenalty(line []bool) int {
	p, run := 0, 1
	for i := 1; i <= len(line); i++ {
		if i < len(line) && line[i] == line[i-1] {
			run++
			continue
		}
		if run >= 5 {
			p += run - 2
		}
		run = 1
	}
	return p
}

// finderPenalty scores 40 for each dark-light-dark×3-light-dark run with four light modules
// before or after it (the edge of the code counts as light).
func finderPenalty(line []bool) int {
	pattern := []bool{true, false, true, true, true, false, true}
	dark := func(i int) bool { return i >= 0 && i < len(line) && line[i] }
	p := 0
	for start := 0; start+len(pattern) <= len(line); start++ {
		match := true
		for k, want := range pattern {
			if line[start+k] != want {
				match = false
				break
			}
		}
		if !match {
			continue
		}
		lightBefore, lightAfter := true, true
		for k := 1; k <= 4; k++ {
			lightBefore = lightBefore && !dark(start-k)
			lightAfter = lightAfter && !dark(start+len(pattern)-1+k)
		}
		if lightBefore || lightAfter {
			p += 40
		}
	}
	return p
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
