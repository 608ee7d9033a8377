package main

import (
	"image"
	"image/color"
)

// samples is the number of samples per pixel along each axis (anti-aliasing).
const samples = 4

// raster draws layers on a size×size image, averaging samples×samples points
// per pixel so edges are smooth.
func raster(layers []layer, size int) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, size, size))
	for py := range size {
		for px := range size {
			var r, g, b, a int
			for sy := range samples {
				for sx := range samples {
					x := (float64(px) + (float64(sx)+0.5)/samples) / float64(size)
					y := (float64(py) + (float64(sy)+0.5)/samples) / float64(size)
					c := colorAt(layers, x, y)
					r += int(c.R)
					g += int(c.G)
					b += int(c.B)
					a += int(c.A)
				}
			}
			n := samples * samples
			img.SetNRGBA(px, py, color.NRGBA{uint8(r / n), uint8(g / n), uint8(b / n), uint8(a / n)})
		}
	}
	return img
}
