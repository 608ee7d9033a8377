package qr

import (
	"fmt"
	"strings"
)

// quietZone is the light margin around a code, in modules, that readers need.
const quietZone = 4

// Path is the SVG path data of the dark modules, one unit a module, with the quiet zone: a run
// of dark modules in a row is one rectangle ("M4 4h7v1h-7z").
func (c *Code) Path() string {
	var b strings.Builder
	for row := range c.Size {
		for col := 0; col < c.Size; col++ {
			if !c.Dark(row, col) {
				continue
			}
			start := col
			for col+1 < c.Size && c.Dark(row, col+1) {
				col++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", start+quietZone, row+quietZone, col-start+1, col-start+1)
		}
	}
	return b.String()
}

// SVG draws the code, dark on light, scaled to fill its box; label names it for screen readers.
func (c *Code) SVG(label string) string {
	side := c.Size + 2*quietZone
	return fmt.Sprintf(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" role="img" aria-label="%s" shape-rendering="crispEdges">`+
		`<rect width="%d" height="%d" fill="#fff"/><path fill="#000" d="%s"/></svg>`,
		side, side, escape(label), side, side, c.Path())
}

// escape writes s for an attribute value.
func escape(s string) string {
	for _, r := range [][2]string{{"&", "&amp;"}, {"<", "&lt;"}, {">", "&gt;"}, {`"`, "&quot;"}} {
		s = strings.ReplaceAll(s, r[0], r[1])
	}
	return s
}
