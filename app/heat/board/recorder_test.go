package board

import (
	"fmt"
	"math"
	"strings"
)

// recorder is a Canvas that writes down what the painters ask for: the tests read the drawing
// without a browser.
type recorder struct {
	ops    []string
	texts  []string
	paths  []*path
	depth  int // Save minus Restore
	images int
	bad    []string // calls with coordinates that are not numbers
}

func (r *recorder) op(format string, args ...any) {
	for _, a := range args {
		if f, ok := a.(float64); ok && (math.IsNaN(f) || math.IsInf(f, 0)) {
			r.bad = append(r.bad, fmt.Sprintf(format, args...))
		}
	}
	r.ops = append(r.ops, fmt.Sprintf(format, args...))
}

func (r *recorder) path(kind string, p *path) {
	if strings.Contains(p.SVG(), "NaN") || strings.Contains(p.SVG(), "Inf") {
		r.bad = append(r.bad, kind+" "+p.SVG())
	}
	r.paths = append(r.paths, p)
	r.op("%s %d", kind, p.n)
}

func (r *recorder) Save()    { r.depth++; r.op("save") }
func (r *recorder) Restore() { r.depth--; r.op("restore") }
func (r *recorder) SetTransform(a, b, c, d, e, f float64) {
	r.op("transform %g %g %g %g %g %g", a, b, c, d, e, f)
}
func (r *recorder) Translate(x, y float64)       { r.op("translate %g %g", x, y) }
func (r *recorder) Rotate(a float64)             { r.op("rotate %g", a) }
func (r *recorder) Scale(x, y float64)           { r.op("scale %g %g", x, y) }
func (r *recorder) SetAlpha(a float64)           { r.op("alpha %g", a) }
func (r *recorder) SetFill(p paint)              { r.op("fill-style %v", p) }
func (r *recorder) SetStroke(p paint)            { r.op("stroke-style %v", p) }
func (r *recorder) SetLineWidth(w float64)       { r.op("line-width %g", w) }
func (r *recorder) SetLineDash(s ...float64)     { r.op("dash %v", s) }
func (r *recorder) SetLineCap(c string)          { r.op("cap %s", c) }
func (r *recorder) SetLineJoin(j string)         { r.op("join %s", j) }
func (r *recorder) SetShadow(c color, b float64) { r.op("shadow %s %g", c, b) }
func (r *recorder) SetFont(f string)             { r.op("font %s", f) }
func (r *recorder) SetTextAlign(a string)        { r.op("align %s", a) }
func (r *recorder) SetTextBaseline(b string)     { r.op("baseline %s", b) }
func (r *recorder) Fill(p *path)                 { r.path("fill", p) }
func (r *recorder) Stroke(p *path)               { r.path("stroke", p) }
func (r *recorder) Clip(p *path)                 { r.path("clip", p) }
func (r *recorder) FillRect(x, y, w, h float64)  { r.op("fill-rect %g %g %g %g", x, y, w, h) }
func (r *recorder) ClearRect(x, y, w, h float64) { r.op("clear-rect %g %g %g %g", x, y, w, h) }
func (r *recorder) FillText(t string, x, y float64) {
	r.texts = append(r.texts, t)
	r.op("text %q %g %g", t, x, y)
}
func (r *recorder) StrokeText(t string, x, y float64) {
	r.op("stroke-text %q %g %g", t, x, y)
}
func (r *recorder) DrawImage(img image, x, y, w, h float64) {
	r.images++
	r.op("image %v %g %g %g %g", img, x, y, w, h)
}

func (r *recorder) has(text string) bool {
	for _, t := range r.texts {
		if t == text {
			return true
		}
	}
	return false
}

// fakeImage is a surface of the fake backend: its canvas is a recorder.
type fakeImage struct {
	name string
	w, h int
	rec  *recorder
}

func (f *fakeImage) Size() (int, int) { return f.w, f.h }
func (f *fakeImage) Canvas() canvas   { return f.rec }
func (f *fakeImage) Resize(w, h int)  { f.w, f.h = w, h }
func (f *fakeImage) String() string   { return f.name }

// fakeBackend makes recorder surfaces and counts them.
type fakeBackend struct{ surfaces []*fakeImage }

func (b *fakeBackend) NewSurface(w, h int) surface {
	s := &fakeImage{name: fmt.Sprintf("surface%d", len(b.surfaces)), w: w, h: h, rec: &recorder{}}
	b.surfaces = append(b.surfaces, s)
	return s
}

func (b *fakeBackend) NewTexture(w, h int, rgba []byte) image {
	return &fakeImage{name: "texture", w: w, h: h}
}
