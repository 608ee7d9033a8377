package board

import (
	"math"
	"time"
)

// fade rises quickly at the start of an effect and falls away at its end.
func fade(t float64) float64 { return math.Min(1, math.Min(t*6, (1-t)*3)) }

// paintFlame draws a boost's flame burst behind a car, in the car's own frame (pointing +x).
func paintFlame(c canvas, t float64, now time.Duration) {
	a := fade(t)
	flicker := 1 + 0.18*math.Sin(float64(now.Milliseconds())/28)
	length := (16 + 10*math.Sin(math.Pi*math.Min(1, t*1.6))) * flicker
	layers := []struct {
		col   color
		scale float64
	}{{"rgba(208,49,45,0.75)", 1}, {"rgba(245,166,35,0.9)", 0.72}, {"rgba(255,240,170,0.95)", 0.42}}
	c.SetAlpha(a)
	for _, l := range layers {
		for _, y := range []float64{-3, 3} {
			p := &path{}
			p.MoveTo(-22, y-2.6*l.scale).
				QuadTo(-22-length*l.scale*0.7, y-2.6*l.scale, -22-length*l.scale, y).
				QuadTo(-22-length*l.scale*0.7, y+2.6*l.scale, -22, y+2.6*l.scale).Close()
			fillWith(c, l.col, p)
		}
	}
	c.SetAlpha(1)
}

// paintDraft draws a slipstream: pale wind lines flowing from the car ahead to the car riding its
// draft, or trailing the car when no car ahead was found.
func paintDraft(c canvas, car, ahead placement, found bool, t float64) {
	dir := point{math.Cos(car.Angle), math.Sin(car.Angle)}
	side := dir.Perp()
	from := car.point.Sub(dir.Mul(60))
	if found {
		from = ahead.point.Sub(point{math.Cos(ahead.Angle), math.Sin(ahead.Angle)}.Mul(carLength / 2))
	}
	to := car.point.Add(dir.Mul(carLength / 2))
	bend := side.Mul(10 * math.Sin(t*math.Pi*3))
	p := &path{}
	for _, k := range []float64{-8, 0, 8} {
		a, b := from.Add(side.Mul(k*0.6)), to.Add(side.Mul(k))
		mid := lerpPoint(a, b, 0.5).Add(bend).Add(side.Mul(k * 0.5))
		p.Move(a).QuadTo(mid.X, mid.Y, b.X, b.Y)
	}
	c.SetAlpha(0.85 * fade(t))
	c.SetLineCap("round")
	c.SetStroke(color("rgba(170,215,255,0.8)"))
	c.SetLineWidth(2)
	c.SetLineDash(10, 7)
	c.Stroke(p)
	c.SetLineDash()
	c.SetAlpha(1)
}

// paintSmoke puffs tyre smoke where a car spun out: grey clouds that swell and fade.
func paintSmoke(c canvas, at placement, t float64) {
	dir := point{math.Cos(at.Angle), math.Sin(at.Angle)}
	side := dir.Perp()
	c.SetAlpha(0.55 * (1 - t))
	c.SetFill(color("#dcd8d0"))
	for i, off := range []point{side.Mul(-9), dir.Mul(-12), side.Mul(10).Add(dir.Mul(6))} {
		r := 7 + 18*t + float64(i)*2
		p := at.point.Add(off.Mul(1 + t))
		c.Fill((&path{}).Circle(p.X, p.Y, r))
	}
	c.SetAlpha(1)
}

var toneColours = map[tone]color{
	toneSpeed: "#f3ebd8",
	toneBoost: "#f5a623",
	toneDraft: "#9fd3ff",
	toneHeat:  "#ff6a5c",
	toneFlag:  "#ffffff",
}

// labelLine is the height, at zoom 1, between labels of one car showing at once.
const labelLine = 20.0

// paintLabel floats a label up from a car and fades it; grow keeps it readable zoomed out, and
// the font is that size's.
func paintLabel(c canvas, at point, e activeEffect, grow float64, font string) {
	y := at.Y - (24+26*easeOut(e.T))*grow
	c.SetAlpha(math.Min(1, (1-e.T)*3.5))
	c.SetFont(font)
	c.SetTextAlign("center")
	c.SetTextBaseline("middle")
	c.SetLineJoin("round")
	c.SetLineWidth(4 * grow)
	c.SetStroke(color("rgba(10,10,12,0.85)"))
	c.StrokeText(e.Text, at.X, y)
	c.SetFill(toneColours[e.Tone])
	c.FillText(e.Text, at.X, y)
	c.SetAlpha(1)
}
