package qr

import (
	"errors"
	"fmt"

	"rsc.io/qr/coding"
)

// maxVersion is the largest code Encode makes: 41×41 modules, which a phone's camera still reads
// from across a table.
const maxVersion = 6

// MaxBytes is the longest text Encode takes: version 6 at level M holds 108 data codewords, less
// the mode (4 bits) and the count (8 bits).
var MaxBytes = (coding.Version(maxVersion).DataBytes(coding.M)*8 - 12) / 8

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

// Encode makes the smallest QR code of level M that holds text in byte mode, with the mask that
// the standard's penalty rules prefer. rsc.io/qr/coding lays out the code and its Reed–Solomon
// blocks; it leaves the choice of mask to its caller.
func Encode(text string) (*Code, error) {
	data := coding.String(text)
	v := coding.Version(1)
	for data.Bits(v) > v.DataBytes(coding.M)*8 {
		if v == maxVersion {
			return nil, fmt.Errorf("%w (%d bytes, at most %d)", ErrTooLong, len(text), MaxBytes)
		}
		v++
	}
	var best *Code
	bestPenalty := 0
	for mask := range 8 {
		plan, err := coding.NewPlan(v, coding.M, coding.Mask(mask))
		if err != nil {
			return nil, fmt.Errorf("qr: planning version %d: %w", v, err)
		}
		laid, err := plan.Encode(data)
		if err != nil {
			return nil, fmt.Errorf("qr: encoding %d bytes: %w", len(text), err)
		}
		c := &Code{Size: laid.Size, Version: int(v), Mask: mask, modules: make([]bool, laid.Size*laid.Size)}
		for row := range c.Size {
			for col := range c.Size {
				c.modules[row*c.Size+col] = laid.Black(col, row)
			}
		}
		if p := c.penalty(); best == nil || p < bestPenalty {
			best, bestPenalty = c, p
		}
	}
	return best, nil
}
