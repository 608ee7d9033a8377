package board

import "math"

// Fields and meadows: the lavender of France, the hedged meadows of Britain.

// fieldCorners outlines a field: its corners and the middles of its sides.
func fieldCorners(it decorItem) []point {
	u := point{math.Cos(it.rot), math.Sin(it.rot)}
	v := u.Perp()
	var pts []point
	for _, a := range []float64{-1, 0, 1} {
		for _, b := range []float64{-1, 0, 1} {
			pts = append(pts, it.at.Add(u.Mul(a*it.r)).Add(v.Mul(b*it.len)))
		}
	}
	return pts
}

// paddockBushes lists the bushes of the hedges round a meadow.
func paddockBushes(it decorItem) []point {
	u := point{math.Cos(it.rot), math.Sin(it.rot)}
	v := u.Perp()
	corner := func(a, b float64) point { return it.at.Add(u.Mul(a * it.r)).Add(v.Mul(b * it.len)) }
	cs := []point{corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)}
	var out []point
	for i, a := range cs {
		b := cs[(i+1)%4]
		n := int(a.Dist(b) / 7)
		for k := range n {
			out = append(out, lerpPoint(a, b, float64(k)/float64(n)))
		}
	}
	return out
}

// paintPaddocks shades the meadows in greens of their own, under their hedges.
func paintPaddocks(c canvas, s *scene) {
	tones := []color{"rgba(150,170,60,0.22)", "rgba(20,60,20,0.18)", "rgba(190,180,90,0.2)", "rgba(90,140,60,0.25)"}
	for i, it := range s.decor {
		if it.kind != paddock {
			continue
		}
		c.SetFill(tones[i%len(tones)])
		cs := fieldCorners(it)
		c.Fill((&path{}).Poly(true, cs[0], cs[6], cs[8], cs[2]))
	}
}

// paintFields plants the lavender: soil, then purple rows along each field.
func paintFields(c canvas, s *scene) {
	for _, it := range s.decor {
		if it.kind != field {
			continue
		}
		u := point{math.Cos(it.rot), math.Sin(it.rot)}
		v := u.Perp()
		corner := func(a, b float64) point { return it.at.Add(u.Mul(a * it.r)).Add(v.Mul(b * it.len)) }
		outline := (&path{}).Poly(true, corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1))
		fillWith(c, color("rgba(0,0,0,0.18)"), (&path{}).Poly(true, shifted([]point{corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)}, point{3, 4})...))
		fillWith(c, color("#8d8255"), outline)
		rows := &path{}
		for b := -it.len + 6; b < it.len-3; b += 11 {
			rows.Move(it.at.Add(u.Mul(-it.r + 5)).Add(v.Mul(b))).Line(it.at.Add(u.Mul(it.r - 5)).Add(v.Mul(b)))
		}
		c.SetLineCap("round")
		strokeWith(c, s.th.Rows, 7, rows)
		strokeWith(c, color("rgba(200,185,245,0.5)"), 2.5, rows)
	}
}
