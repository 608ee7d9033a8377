package board

import (
	"fmt"
	"math"
	"strconv"
)

// displayFont is the condensed capitals of the game's pages (web/heat.css), for numbers on the
// board. Sizes are in board units.
const displayFont = `"Oswald", "Bebas Neue", "Roboto Condensed", "Arial Narrow", "Liberation Sans Narrow", "DejaVu Sans Condensed", Impact, sans-serif`

func font(size float64) string { return fmt.Sprintf("bold %gpx %s", size, displayFont) }

// paintFinish paints the chequered band across the road between the last space and space 0, and
// the start-light gantry above it.
func paintFinish(c canvas, s *scene) {
	sec := s.l.section(-0.5)
	const cols = 8
	size := 2 * sec.HW / cols
	white, black := &path{}, &path{}
	for row := range 2 {
		for col := range cols {
			p := white
			if (row+col)%2 == 0 {
				p = black
			}
			n0 := -sec.HW + float64(col)*size
			quad(p, sec, sec.C, float64(row-1)*size, float64(row)*size, n0, n0+size)
		}
	}
	fillWith(c, color("#f6f2e6"), white)
	fillWith(c, color("#17181b"), black)

	// The gantry: a dark beam over the road with five start lights, on two posts.
	at := sec.C.Sub(sec.T.Mul(size + 9))
	beam, lights, shadow := &path{}, &path{}, &path{}
	reach := sec.HW + vergeWidth + 6
	quad(shadow, sec, at.Add(point{5, 7}), -3.5, 3.5, -reach, reach)
	quad(beam, sec, at, -3.5, 3.5, -reach, reach)
	quad(beam, sec, at, -5, 5, -reach-5, -reach+3)
	quad(beam, sec, at, -5, 5, reach-3, reach+5)
	for i := range 5 {
		p := at.Add(sec.N.Mul((float64(i) - 2) * sec.HW * 0.36))
		lights.Circle(p.X, p.Y, 2.3)
	}
	fillWith(c, color("rgba(0,0,0,0.3)"), shadow)
	fillWith(c, color("#2a2c31"), beam)
	fillWith(c, color("#d0312d"), lights)
}

// paintGrid paints the starting grid: a box for each place with its number.
func paintGrid(c canvas, s *scene) {
	lines := &path{}
	for _, g := range s.l.track.Grid {
		sec := s.l.section(float64(g.Space))
		ctr := sec.C.Add(sec.N.Mul(s.l.laneK(g.Lane) * sec.HW))
		half := sec.HW * 0.42
		front, back := ctr.Add(sec.T.Mul(27)), ctr.Add(sec.T.Mul(13))
		lines.Move(back.Sub(sec.N.Mul(half))).Line(front.Sub(sec.N.Mul(half))).Line(front.Add(sec.N.Mul(half))).Line(back.Add(sec.N.Mul(half)))
	}
	c.SetLineJoin("miter")
	c.SetLineCap("butt")
	strokeWith(c, color("rgba(255,255,250,0.85)"), 2.2, lines)

	// The grid's numbers are written only where they read: zoomed out they would be specks.
	if s.zoom > 0 && gridNumberSize*s.zoom < minNumberPx {
		return
	}
	c.SetFont(font(gridNumberSize))
	c.SetTextAlign("center")
	c.SetTextBaseline("middle")
	c.SetFill(color("rgba(255,255,250,0.8)"))
	for i, g := range s.l.track.Grid {
		sec := s.l.section(float64(g.Space))
		p := sec.C.Add(sec.N.Mul(s.l.laneK(g.Lane) * sec.HW)).Sub(sec.T.Mul(26))
		textAt(c, strconv.Itoa(i+1), p, sec.angle()+math.Pi/2)
	}
}

// minNumberPx is the smallest size of a space number on screen, in CSS pixels.
const minNumberPx = 9.5

// gridNumberSize is the size of the grid boxes' numbers, in board units.
const gridNumberSize = 14

// textAt fills text centred on a point, turned along a direction but never upside down.
func textAt(c canvas, text string, p point, angle float64) {
	c.Save()
	c.Translate(p.X, p.Y)
	c.Rotate(upright(angle))
	c.FillText(text, 0, 0)
	c.Restore()
}

// paintCornerLines paints each corner line across the road, the Legends lines as a subtle dashed
// amber line with a small marker, and the chevrons of aggressive Legends.
func paintCornerLines(c canvas, s *scene) {
	l := s.l
	corner, legend, marks, chevrons := &path{}, &path{}, &path{}, &path{}
	for _, cn := range l.track.Corners {
		_, _, sec := l.boundary(cn.Space)
		corner.Move(sec.off(-1, -3)).Line(sec.off(1, 3))

		_, _, ls := l.boundary(cn.LegendLine)
		legend.Move(ls.off(-1, 1)).Line(ls.off(1, -1))
		out := -l.infieldSide()
		m := ls.off(out, out*(vergeWidth+7))
		marks.Circle(m.X, m.Y, 5.5)

		if cn.Chevron > 0 {
			cs := l.section(float64(cn.Space - cn.Chevron))
			for _, k := range []float64{-0.5, 0.5} {
				base := cs.C.Add(cs.N.Mul(k * cs.HW))
				for _, along := range []float64{-4, 4} {
					tip := base.Add(cs.T.Mul(along + 5))
					chevrons.Move(tip.Sub(cs.T.Mul(7)).Sub(cs.N.Mul(6))).Line(tip).Line(tip.Sub(cs.T.Mul(7)).Add(cs.N.Mul(6)))
				}
			}
		}
	}
	c.SetLineCap("butt")
	strokeWith(c, color("rgba(0,0,0,0.45)"), 7, corner)
	strokeWith(c, color("#f6f2e6"), 4.5, corner)

	c.SetStroke(color("rgba(245,166,35,0.75)"))
	c.SetLineWidth(1.8)
	c.SetLineDash(5, 4)
	c.Stroke(legend)
	c.SetLineDash()
	fillWith(c, color("rgba(245,166,35,0.85)"), marks)
	c.SetStroke(color("rgba(245,166,35,0.45)"))
	c.SetLineWidth(2.2)
	c.SetLineJoin("round")
	c.Stroke(chevrons)

	c.SetFont(font(8))
	c.SetTextAlign("center")
	c.SetTextBaseline("middle")
	c.SetFill(color("#16171a"))
	for _, cn := range l.track.Corners {
		_, _, ls := l.boundary(cn.LegendLine)
		out := -l.infieldSide()
		m := ls.off(out, out*(vergeWidth+7))
		c.FillText("L", m.X, m.Y+0.5)
	}
}

// paintNumbers writes every space's number beside the road: for learners and for debugging.
// Zoomed out, the numbers grow so that they stay readable.
func paintNumbers(c canvas, s *scene) {
	out := -s.l.infieldSide()
	grow := 1.0
	if s.zoom > 0 {
		grow = max(1, minNumberPx/(10*s.zoom))
	}
	c.SetFont(font(10 * grow))
	c.SetTextAlign("center")
	c.SetTextBaseline("middle")
	c.SetLineWidth(2.5)
	c.SetLineJoin("round")
	c.SetStroke(color("rgba(0,0,0,0.75)"))
	c.SetFill(color("#f3ebd8"))
	for sp := range s.l.Length() {
		sec := s.l.section(float64(sp))
		p := sec.off(out, out*(vergeWidth+4+5*grow))
		c.Save()
		c.Translate(p.X, p.Y)
		c.StrokeText(strconv.Itoa(sp), 0, 0)
		c.FillText(strconv.Itoa(sp), 0, 0)
		c.Restore()
	}
}
