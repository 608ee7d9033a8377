package board

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The browser's side of the Canvas interface, through go-app's app.Value (which compiles, and
// does nothing, outside the browser).

// jsBackend makes offscreen <canvas> elements.
type jsBackend struct{}

func (jsBackend) canvas(w, h int) app.Value {
	el := app.Window().Get("document").Call("createElement", "canvas")
	el.Set("width", w)
	el.Set("height", h)
	return el
}

func (b jsBackend) NewSurface(w, h int) surface {
	el := b.canvas(w, h)
	return &jsSurface{el: el, w: w, h: h, ctx: newJSCanvas(el.Call("getContext", "2d"))}
}

func (b jsBackend) NewTexture(w, h int, rgba []byte) image {
	el := b.canvas(w, h)
	ctx := el.Call("getContext", "2d")
	img := ctx.Call("createImageData", w, h)
	data := img.Get("data")
	view := app.Window().Get("Uint8Array").New(data.Get("buffer"), data.Get("byteOffset"), data.Get("length"))
	app.CopyBytesToJS(view, rgba)
	ctx.Call("putImageData", img, 0, 0)
	return &jsSurface{el: el, w: w, h: h, ctx: newJSCanvas(ctx)}
}

// jsSurface is a <canvas> element, on the page or offscreen.
type jsSurface struct {
	el   app.Value
	w, h int
	ctx  *jsCanvas
}

func (s *jsSurface) Size() (int, int) { return s.w, s.h }
func (s *jsSurface) Canvas() canvas   { return s.ctx }

func (s *jsSurface) Resize(w, h int) {
	s.w, s.h = w, h
	s.el.Set("width", w)
	s.el.Set("height", h)
	s.ctx.forget()
}

// jsCanvas draws on a CanvasRenderingContext2D. It remembers the styles it set last, so a
// painter setting the same colour twice costs one call into JavaScript.
type jsCanvas struct {
	ctx               app.Value
	fill, stroke      paint
	width, alpha      float64
	font, cap, join   string
	align, baseline   string
	path2D, domMatrix app.Value
}

func newJSCanvas(ctx app.Value) *jsCanvas {
	w := app.Window()
	c := &jsCanvas{ctx: ctx, path2D: w.Get("Path2D"), domMatrix: w.Get("DOMMatrix")}
	c.forget()
	return c
}

// forget drops the remembered styles, after a Restore or when the canvas was resized: values no
// painter uses make the next setters talk to the context again.
func (c *jsCanvas) forget() {
	c.fill, c.stroke = nil, nil
	c.width, c.alpha = -1, -1
	c.font, c.cap, c.join, c.align, c.baseline = "?", "?", "?", "?", "?"
}

func (c *jsCanvas) Save()    { c.ctx.Call("save") }
func (c *jsCanvas) Restore() { c.ctx.Call("restore"); c.forget() }

func (c *jsCanvas) SetTransform(a, b, cc, d, e, f float64) {
	c.ctx.Call("setTransform", a, b, cc, d, e, f)
}
func (c *jsCanvas) Translate(x, y float64) { c.ctx.Call("translate", x, y) }
func (c *jsCanvas) Rotate(rad float64)     { c.ctx.Call("rotate", rad) }
func (c *jsCanvas) Scale(x, y float64)     { c.ctx.Call("scale", x, y) }

func (c *jsCanvas) SetAlpha(a float64) { c.setNum("globalAlpha", a, &c.alpha) }

// SetFill and SetStroke skip a colour already set; patterns are set every time.
func (c *jsCanvas) SetFill(p paint) {
	if _, ok := p.(color); !ok || c.fill != p {
		c.ctx.Set("fillStyle", c.paint(p))
		c.fill = p
	}
}

func (c *jsCanvas) SetStroke(p paint) {
	if _, ok := p.(color); !ok || c.stroke != p {
		c.ctx.Set("strokeStyle", c.paint(p))
		c.stroke = p
	}
}

func (c *jsCanvas) paint(p paint) any {
	switch p := p.(type) {
	case color:
		return string(p)
	case *pattern:
		if p.native == nil {
			img, ok := p.Image.(*jsSurface)
			if !ok {
				return "transparent"
			}
			pat := c.ctx.Call("createPattern", img.el, "repeat")
			if p.Scale > 0 && p.Scale != 1 {
				pat.Call("setTransform", c.domMatrix.New([]any{p.Scale, 0, 0, p.Scale, 0, 0}))
			}
			p.native = pat
		}
		return p.native
	}
	return "transparent"
}

func (c *jsCanvas) setNum(prop string, v float64, last *float64) {
	if *last != v {
		c.ctx.Set(prop, v)
		*last = v
	}
}

func (c *jsCanvas) setStr(prop, v string, last *string) {
	if *last != v {
		c.ctx.Set(prop, v)
		*last = v
	}
}

func (c *jsCanvas) SetLineWidth(w float64)   { c.setNum("lineWidth", w, &c.width) }
func (c *jsCanvas) SetLineCap(v string)      { c.setStr("lineCap", v, &c.cap) }
func (c *jsCanvas) SetLineJoin(v string)     { c.setStr("lineJoin", v, &c.join) }
func (c *jsCanvas) SetFont(v string)         { c.setStr("font", v, &c.font) }
func (c *jsCanvas) SetTextAlign(v string)    { c.setStr("textAlign", v, &c.align) }
func (c *jsCanvas) SetTextBaseline(v string) { c.setStr("textBaseline", v, &c.baseline) }

func (c *jsCanvas) SetLineDash(segments ...float64) {
	arr := make([]any, len(segments))
	for i, s := range segments {
		arr[i] = s
	}
	c.ctx.Call("setLineDash", arr)
}

func (c *jsCanvas) SetShadow(color color, blur float64) {
	c.ctx.Set("shadowColor", string(color))
	c.ctx.Set("shadowBlur", blur)
}

func (c *jsCanvas) path(p *path) app.Value {
	if v, ok := p.native.(app.Value); ok {
		return v
	}
	v := c.path2D.New(p.SVG())
	p.native = v
	return v
}

func fillRule(p *path) string {
	if p.EvenOdd {
		return "evenodd"
	}
	return "nonzero"
}

func (c *jsCanvas) Fill(p *path)   { c.ctx.Call("fill", c.path(p), fillRule(p)) }
func (c *jsCanvas) Stroke(p *path) { c.ctx.Call("stroke", c.path(p)) }
func (c *jsCanvas) Clip(p *path)   { c.ctx.Call("clip", c.path(p), fillRule(p)) }

func (c *jsCanvas) FillRect(x, y, w, h float64)  { c.ctx.Call("fillRect", x, y, w, h) }
func (c *jsCanvas) ClearRect(x, y, w, h float64) { c.ctx.Call("clearRect", x, y, w, h) }

func (c *jsCanvas) FillText(text string, x, y float64)   { c.ctx.Call("fillText", text, x, y) }
func (c *jsCanvas) StrokeText(text string, x, y float64) { c.ctx.Call("strokeText", text, x, y) }

func (c *jsCanvas) DrawImage(img image, x, y, w, h float64) {
	if s, ok := img.(*jsSurface); ok {
		c.ctx.Call("drawImage", s.el, x, y, w, h)
	}
}
