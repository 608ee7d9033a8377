package main

import (
	"fmt"
	"image/color"
	"strings"
)

// svgSide is the side of the SVG's view box.
const svgSide = 100

func (c circle) svg(side float64, fill string) string {
	return fmt.Sprintf(`<circle cx="%g" cy="%g" r="%g" fill="%s"/>`, round(c.cx*side), round(c.cy*side), round(c.r*side), fill)
}

func (r rect) svg(side float64, fill string) string {
	return fmt.Sprintf(`<rect x="%g" y="%g" width="%g" height="%g" fill="%s"/>`,
		round(r.x0*side), round(r.y0*side), round((r.x1-r.x0)*side), round((r.y1-r.y0)*side), fill)
}

// vector writes layers as an SVG document.
func vector(layers []layer) string {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d">`+"\n", svgSide, svgSide)
	for _, l := range layers {
		b.WriteString("  " + l.shape.svg(svgSide, hex(l.fill)) + "\n")
	}
	b.WriteString("</svg>\n")
	return b.String()
}

func hex(c color.NRGBA) string {
	return fmt.Sprintf("#%02X%02X%02X", c.R, c.G, c.B)
}

// round drops floating-point noise (55.50000000000001) from a coordinate.
func round(v float64) float64 {
	return float64(int64(v*1e6+0.5)) / 1e6
}
