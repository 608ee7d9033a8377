package board

import (
	"math"
	"strconv"
)

// bandPoints is the outline of a band from d0 to d1 beyond the road edge on its side.
func (s *scene) bandPoints(b *band, d0, d1 float64, shift point) []point {
	secs := s.l.sweep(b.u0, b.u1, 4)
	var pts []point
	for _, sec := range secs {
		pts = append(pts, sec.off(b.side, b.side*d1).Add(shift))
	}
	for i := len(secs) - 1; i >= 0; i-- {
		pts = append(pts, secs[i].off(b.side, b.side*d0).Add(shift))
	}
	return pts
}

// paintStand builds the grandstand along the start straight: an open front tier full of
// spectators under a roof striped in the country's colours.
func paintStand(c canvas, s *scene) {
	b := s.stand
	if b == nil {
		return
	}
	tier := b.d0 + 12
	fillWith(c, color("rgba(0,0,0,0.3)"), (&path{}).Poly(true, s.bandPoints(b, b.d0, b.d1, point{6, 8})...))
	fillWith(c, color("#3b3c42"), (&path{}).Poly(true, s.bandPoints(b, b.d0, tier, point{})...))

	// The crowd: two rows of heads in every colour, one path per colour.
	r := newRNG("crowd:" + s.l.Track().ID)
	crowd := []color{"#f3ebd8", "#c8372d", "#2c5fb8", "#f2c230", "#e8a0a0", "#6f8f4a", s.th.Flag[0], s.th.Flag[2]}
	heads := make([]*path, len(crowd))
	for i := range heads {
		heads[i] = &path{}
	}
	secs := s.l.sweep(b.u0+0.05, b.u1-0.05, 14)
	for _, row := range []float64{b.d0 + 3.5, b.d0 + 8} {
		for _, sec := range secs {
			p := sec.off(b.side, b.side*(row+r.between(-0.8, 0.8)))
			heads[r.intn(len(heads))].Circle(p.X, p.Y, 1.7)
		}
	}
	for i, h := range heads {
		if !h.Empty() {
			fillWith(c, crowd[i], h)
		}
	}

	// The roof, striped in the flag's colours: colour, white, the other colour, white.
	roof := s.l.sweep(b.u0, b.u1, 6)
	stripes := [3]*path{{}, {}, {}}
	for i := 0; i+1 < len(roof); i++ {
		k := [4]int{0, 1, 2, 1}[i%4]
		addStrip(stripes[k], roof[i:i+2], b.side, b.side*tier, b.side, b.side*b.d1)
	}
	for k, p := range stripes {
		fillWith(c, s.th.Flag[k], p)
	}
	strokeWith(c, color("rgba(0,0,0,0.4)"), 1.5, (&path{}).Poly(true, s.bandPoints(b, tier, b.d1, point{})...))
}

// paintPit lays the pit lane beside the start straight, behind a pit wall, with a box for each
// finishing place: finished cars park there once they leave the track.
func paintPit(c canvas, s *scene) {
	b := s.pit
	if b == nil {
		return
	}
	fillWith(c, color("#5d5f65"), (&path{}).Poly(true, s.bandPoints(b, b.d0, b.d1, point{})...))
	if s.grain != nil {
		fillWith(c, &pattern{Image: s.grain, Scale: 1 / s.px}, (&path{}).Poly(true, s.bandPoints(b, b.d0, b.d1, point{})...))
	}
	secs := s.l.sweep(b.u0, b.u1, 8)
	wall := (&path{}).Poly(false, curveAt(secs, b.side, b.side*(b.d0-1.5))...)
	c.SetLineCap("butt")
	strokeWith(c, color("#f3ebd8"), 3, wall)
	c.SetStroke(s.th.Flag[0])
	c.SetLineDash(6, 6)
	c.Stroke(wall)
	c.SetLineDash()
	strokeWith(c, color("rgba(255,255,250,0.6)"), 1.2, (&path{}).Poly(false, curveAt(secs, b.side, b.side*(b.d1-1.5))...))

	boxes := &path{}
	// Every tag reads the same way up, the way the middle of the pit lane does.
	mid := s.l.section((b.u0+b.u1)/2).angle() + math.Pi/2
	flip := normAngle(upright(mid) - mid) // 0 or π
	c.SetFont(font(9))
	c.SetTextAlign("center")
	c.SetTextBaseline("middle")
	c.SetFill(color("rgba(255,255,250,0.55)"))
	for place := 1; place <= 6; place++ {
		at, _ := s.parking(place)
		sec := s.l.section(s.pit.u1 - 0.9 - float64(place-1)*0.72)
		quad(boxes, sec, at.point, -carLength/2-2, carLength/2+2, -carWidth/2-3, carWidth/2+3)
		tag := at.point.Add(sec.T.Mul(carLength/2 + 7))
		c.Save()
		c.Translate(tag.X, tag.Y)
		c.Rotate(sec.angle() + math.Pi/2 + flip)
		c.FillText("P"+strconv.Itoa(place), 0, 0)
		c.Restore()
	}
	strokeWith(c, color("rgba(255,255,250,0.5)"), 1, boxes)
}
