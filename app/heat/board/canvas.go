package board

// canvas is the part of the browser's CanvasRenderingContext2D the painters use. The painters are
// pure Go against this interface: the browser gives them the real context (jscanvas.go), the tests
// a recorder.
type canvas interface {
	Save()
	Restore()
	SetTransform(a, b, c, d, e, f float64)
	Translate(x, y float64)
	Rotate(rad float64)
	Scale(x, y float64)

	SetAlpha(a float64)
	SetFill(p paint)
	SetStroke(p paint)
	SetLineWidth(w float64)
	SetLineDash(segments ...float64)
	SetLineCap(c string)  // "butt", "round", "square"
	SetLineJoin(j string) // "miter", "round", "bevel"
	SetShadow(color color, blur float64)
	SetFont(font string)
	SetTextAlign(a string)    // "left", "center", "right"
	SetTextBaseline(b string) // "alphabetic", "middle", "top", …

	Fill(p *path)
	Stroke(p *path)
	Clip(p *path)
	FillRect(x, y, w, h float64)
	ClearRect(x, y, w, h float64)
	FillText(text string, x, y float64)
	StrokeText(text string, x, y float64)
	DrawImage(img image, x, y, w, h float64)
}

// fillWith fills path with paint.
func fillWith(c canvas, paint paint, path *path) {
	c.SetFill(paint)
	c.Fill(path)
}

// strokeWith strokes path with paint, width wide.
func strokeWith(c canvas, paint paint, width float64, path *path) {
	c.SetStroke(paint)
	c.SetLineWidth(width)
	c.Stroke(path)
}

// image is a picture a Canvas can draw: an offscreen surface or a texture.
type image interface {
	// Size is the size in pixels.
	Size() (w, h int)
}

// surface is an offscreen canvas: the pre-rendered track, the car sprites.
type surface interface {
	image
	Canvas() canvas
	// Resize changes the size in pixels, clearing the surface.
	Resize(w, h int)
}

// backend makes surfaces and textures.
type backend interface {
	NewSurface(w, h int) surface
	// NewTexture makes an image from w*h RGBA pixels (4 bytes each, row by row).
	NewTexture(w, h int, rgba []byte) image
}

// paint is what fills or strokes: a Color or a *Pattern.
type paint interface{ isPaint() }

// color is a CSS colour.
type color string

func (color) isPaint() {}

// pattern repeats an image. Scale shrinks or grows the tile (1: one pixel per unit of the space
// it is painted in).
type pattern struct {
	Image  image
	Scale  float64
	native any // the browser's CanvasPattern, made on first use
}

func (*pattern) isPaint() {}
