package board

import (
	"math"
	"strconv"
)

// signSize is half the diagonal of a speed-limit sign, in board units.
const signSize = 21

// paintSigns ties each corner's speed-limit sign to its corner line by a dotted lead, and lays the
// road tokens. The signs themselves are painted over every frame at a size that reads at any
// zoom (paintSignsOver).
func paintSigns(c canvas, s *scene) {
	l := s.l
	leads := &path{}
	for _, cn := range l.track.Corners {
		at := point{cn.Sign.X, cn.Sign.Y}
		left, right, _ := l.boundary(cn.Space)
		end := left
		if at.Dist(right) < at.Dist(left) {
			end = right
		}
		// Stop short of the sign and of the road.
		dir := end.Sub(at).Unit()
		if gap := at.Dist(end); gap > signSize+14 {
			leads.Move(at.Add(dir.Mul(signSize + 3))).Line(end.Sub(dir.Mul(vergeWidth + 2)))
		}
	}
	c.SetLineCap("round")
	c.SetStroke(color("rgba(255,250,235,0.7)"))
	c.SetLineWidth(1.6)
	c.SetLineDash(0.1, 4.5)
	c.Stroke(leads)
	c.SetLineDash()
	paintRoadTokens(c, s)
	paintPress(c, s)
}

// Signs on screen: never smaller than minSignPx nor larger than maxSignPx CSS pixels from their
// centre to a corner, whatever the zoom, so a corner's limit reads on a laptop's whole circuit.
const (
	minSignPx = 18
	maxSignPx = 30
)

// signTabFont is the size of the corner's number under its sign, in sign units.
const signTabFont = 11.5

// paintSignsOver puts up each corner's speed-limit sign where the circuit says, a white diamond
// with a red border and the limit in bold, scaled to read at any zoom. The canvas is left with
// the board's transform.
func (v *frameView) paintSignsOver(c canvas) {
	l := v.scene.l
	k := math.Max(minSignPx/signSize, math.Min(maxSignPx/signSize, v.cam.Zoom)) // CSS px per sign unit
	for i, cn := range l.track.Corners {
		at := v.cam.ToScreen(point{cn.Sign.X, cn.Sign.Y})
		c.SetTransform(k*v.dpr, 0, 0, k*v.dpr, at.X*v.dpr, at.Y*v.dpr)
		paintSign(c, point{}, v.scene.limitShown(i), i+1, v.scene.th)
	}
	z := v.cam.Zoom * v.dpr
	c.SetTransform(z, 0, 0, z, math.Round(v.cam.X*v.dpr), math.Round(v.cam.Y*v.dpr))
}

// diamond is the outline of a sign: a square standing on a corner, with softened corners.
func diamond(p point, r float64) *path {
	pts := [4]point{{p.X, p.Y - r}, {p.X + r, p.Y}, {p.X, p.Y + r}, {p.X - r, p.Y}}
	k := r * 0.2 // how far from each corner the rounding starts
	d := &path{}
	for i, q := range pts {
		a := q.Add(pts[(i+3)%4].Sub(q).Unit().Mul(k))
		b := q.Add(pts[(i+1)%4].Sub(q).Unit().Mul(k))
		if i == 0 {
			d.Move(a)
		} else {
			d.Line(a)
		}
		d.QuadTo(q.X, q.Y, b.X, b.Y)
	}
	return d.Close()
}

func paintSign(c canvas, at point, limit, number int, th theme) {
	// The shadow the sign casts, then the sign itself.
	fillWith(c, color("rgba(0,0,0,0.35)"), diamond(at.Add(point{4, 6}), signSize))
	fillWith(c, color("#c8372d"), diamond(at, signSize))
	fillWith(c, color("#fbf7ec"), diamond(at, signSize-4.5))
	// A thin ring in the circuit's colours.
	strokeWith(c, th.Flag[0], 1.2, diamond(at, signSize-7))

	text := strconv.Itoa(limit)
	size := 21.0
	if len(text) > 1 {
		size = 17
	}
	c.SetFont(font(size))
	c.SetTextAlign("center")
	c.SetTextBaseline("middle")
	c.SetFill(color("#16171a"))
	c.FillText(text, at.X, at.Y+1)

	// The corner's number on a small tab under the sign.
	// Its number reads (at least minNumberPx on screen) at the signs' smallest size.
	tab := at.Add(point{0, signSize + 8})
	fillWith(c, color("rgba(22,23,26,0.85)"), (&path{}).RoundRect(tab.X-13, tab.Y-7.5, 26, 15, 4))
	c.SetFont(font(signTabFont))
	c.SetFill(color("#f3ebd8"))
	c.FillText("C"+strconv.Itoa(number), tab.X, tab.Y+0.5)
}
