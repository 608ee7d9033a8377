package main

import (
	"image/color"
	"math"
)

// A shape of the icon, in a square of side 1 with (0, 0) at the top left.
type shape interface {
	contains(x, y float64) bool
	svg(side float64, fill string) string
}

// layer is a shape painted in one colour; later layers cover earlier ones.
type layer struct {
	shape shape
	fill  color.NRGBA
}

type circle struct{ cx, cy, r float64 }

func (c circle) contains(x, y float64) bool {
	return math.Hypot(x-c.cx, y-c.cy) <= c.r
}

type rect struct{ x0, y0, x1, y1 float64 }

func (r rect) contains(x, y float64) bool {
	return x >= r.x0 && x <= r.x1 && y >= r.y0 && y <= r.y1
}

var (
	asphalt = color.NRGBA{0x16, 0x17, 0x1A, 0xFF}
	amber   = color.NRGBA{0xF5, 0xA6, 0x23, 0xFF}
	cream   = color.NRGBA{0xF3, 0xEB, 0xD8, 0xFF}
	ink     = color.NRGBA{0x11, 0x11, 0x11, 0xFF}
)

// roundel is the icon: a 1960s racing-number roundel on asphalt, amber
// rimmed, with an H for Heat. Everything but the background stays within
// the circle of radius 0.4 around the centre, the safe zone of maskable
// icons, so launchers may crop it to any shape.
var roundel = []layer{
	{rect{0, 0, 1, 1}, asphalt},
	{circle{0.5, 0.5, 0.40}, amber},
	{circle{0.5, 0.5, 0.355}, asphalt},
	{circle{0.5, 0.5, 0.33}, cream},
	{rect{0.355, 0.31, 0.445, 0.69}, ink},   // left stem of the H
	{rect{0.555, 0.31, 0.645, 0.69}, ink},   // right stem
	{rect{0.445, 0.462, 0.555, 0.538}, ink}, // crossbar
}

// colorAt is the colour of the topmost layer covering (x, y).
func colorAt(layers []layer, x, y float64) color.NRGBA {
	c := color.NRGBA{}
	for _, l := range layers {
		if l.shape.contains(x, y) {
			c = l.fill
		}
	}
	return c
}

// maskable is the icon launchers crop to a shape of their own (a circle, a squircle): the roundel
// drawn at 90% around the centre, so that its rim keeps a margin inside the safe zone (the
// circle of radius 0.4) where the plain icon's rim touches it.
var maskable = scaled(roundel, 0.9)

// scaled shrinks every layer but the background around the centre by k.
func scaled(layers []layer, k float64) []layer {
	at := func(v float64) float64 { return 0.5 + (v-0.5)*k }
	out := []layer{layers[0]}
	for _, l := range layers[1:] {
		switch s := l.shape.(type) {
		case circle:
			l.shape = circle{at(s.cx), at(s.cy), s.r * k}
		case rect:
			l.shape = rect{at(s.x0), at(s.y0), at(s.x1), at(s.y1)}
		}
		out = append(out, l)
	}
	return out
}
