package main

import (
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRasterColors(t *testing.T) {
	img := raster(roundel, 192)
	if b := img.Bounds(); b.Dx() != 192 || b.Dy() != 192 {
		t.Fatalf("image is %v, want 192×192", b)
	}
	probes := []struct {
		name string
		x, y float64
		want color.NRGBA
	}{
		{"corner", 0.03, 0.03, asphalt},
		{"rim", 0.5, 0.12, amber},
		{"gap inside the rim", 0.5, 0.157, asphalt},
		{"roundel", 0.5, 0.25, cream},
		{"crossbar of the H", 0.5, 0.5, ink},
		{"left stem of the H", 0.4, 0.35, ink},
		{"between the stems", 0.5, 0.35, cream},
	}
	for _, p := range probes {
		got := img.NRGBAAt(int(p.x*192), int(p.y*192))
		if got != p.want {
			t.Errorf("%s at (%.2f, %.2f): got %v, want %v", p.name, p.x, p.y, got, p.want)
		}
	}
}

func TestSafeZone(t *testing.T) {
	// A maskable icon may be cropped to the circle of radius 0.4: nothing but the background may
	// lie outside it; the maskable icon keeps a margin inside it (radius 0.37).
	for _, tt := range []struct {
		name   string
		scene  []layer
		radius float64
	}{{"icon", roundel, 0.4}, {"maskable icon", maskable, 0.37}} {
		for _, l := range tt.scene[1:] {
			for a := 0.0; a < 2*math.Pi; a += math.Pi / 90 {
				x, y := 0.5+(tt.radius+0.001)*math.Cos(a), 0.5+(tt.radius+0.001)*math.Sin(a)
				if l.shape.contains(x, y) {
					t.Errorf("%s: %#v reaches (%.3f, %.3f), outside radius %v", tt.name, l.shape, x, y, tt.radius)
				}
			}
		}
	}
}

func TestVector(t *testing.T) {
	svg := vector(roundel)
	for _, want := range []string{`viewBox="0 0 100 100"`, `<circle cx="50" cy="50" r="40" fill="#F5A623"/>`, `<rect x="0" y="0" width="100" height="100" fill="#16171A"/>`} {
		if !strings.Contains(svg, want) {
			t.Errorf("SVG lacks %s:\n%s", want, svg)
		}
	}
	if n := strings.Count(svg, "<circle") + strings.Count(svg, "<rect"); n != len(roundel) {
		t.Errorf("SVG has %d shapes, want %d", n, len(roundel))
	}
}

func TestWrite(t *testing.T) {
	dir := t.TempDir()
	if err := write(dir); err != nil {
		t.Fatal(err)
	}
	for name, size := range map[string]int{"icon-192.png": 192, "icon-512.png": 512, "icon-maskable-192.png": 192, "icon-maskable-512.png": 512} {
		f, err := os.Open(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := png.DecodeConfig(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if cfg.Width != size || cfg.Height != size {
			t.Errorf("%s is %d×%d, want %d×%d", name, cfg.Width, cfg.Height, size, size)
		}
	}
}
