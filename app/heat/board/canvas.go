package board

// Canvas is the part of the browser's CanvasRenderingContext2D the painters use. The painters are
// pure Go against this interface: the browser gives them the real context (jscanvas.go), the tests
// a recorder.
type Canvas interface {
	Save()
	Restore()
	SetTransform(a, b, c, d, e, f float64)
	Translate(x, y float64)
	Rotate(rad float64)
	Scale(x, y float64)

	SetAlpha(a float64)
	SetFill(p Paint)
	SetStroke(p Paint)
	SetLineWidth(w float64)
	SetLineDash(segments ...float64)
	SetLineCap(c string)  // "butt", "round", "square"
	SetLineJoin(j string) // "miter", "round", "bevel"
	SetShadow(color Color, blur float64)
	SetFont(font string)
	SetTextAlign(a string)    // "left", "center", "right"
	SetTextBaseline(b string) // "alphabetic", "middle", "top", …

	Fill(p *Path)
	Stroke(p *Path)
	Clip(p *Path)
	FillRect(x, y, w, h float64)
	ClearRect(x, y, w, h float64)
	FillText(text string, x, y float64)
	StrokeText(text string, x, y float64)
	DrawImage(img Image, x, y, w, h float64)
}

// fillWith fills path with paint.
func fillWith(c Canvas, paint Paint, path *Path) {
	c.SetFill(paint)
	c.Fill(path)
}

// strokeWith strokes path with paint, width wide.
func strokeWith(c Canvas, paint Paint, width float64, path *Path) {
	c.SetStroke(paint)
	c.SetLineWidth(width)
	c.Stroke(path)
}

// Image is a picture a Canvas can draw: an offscreen surface or a texture.
type Image interface {
	// Size is the size in pixels.
	Size() (w, h int)
}

// Surface is an offscreen canvas: the pre-rendered track, the car sprites.
type Surface interface {
	Image
	Canvas() Canvas
	// Resize changes the size in pixels, clearing the surface.
	Resize(w, h int)
}

// Backend makes surfaces and textures.
type Backend interface {
	NewSurface(w, h int) Surface
	// NewTexture makes an image from w*h RGBA pixels (4 bytes each, row by row).
	NewTexture(w, h int, rgba []byte) Image
}

// Paint is what fills or strokes: a Color or a *Pattern.
type Paint interface{ isPaint() }

// Color is a CSS colour.
type Color string

func (Color) isPaint() {}

// Pattern repeats an image. Scale shrinks or grows the tile (1: one pixel per unit of the space
// it is painted in).
type Pattern struct {
	Image  Image
	Scale  float64
	native any // the browser's CanvasPattern, made on first use
}

func (*Pattern) isPaint() {}
