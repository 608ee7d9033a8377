package board

// paintRoad lays the circuit: the verge, the asphalt with its grain, the sectors, the braking
// zones, the spaces, the race line and the painted lines.
func paintRoad(c canvas, s *scene) {
	th, l, loop := s.th, s.l, s.loop

	// A dark line outside the verge gives the road a crisp border on light ground.
	fillWith(c, color("rgba(0,0,0,0.28)"), ringPath(loop, -1, -vergeWidth-1.5, 1, vergeWidth+1.5))
	fillWith(c, th.Verge, ringPath(loop, -1, -vergeWidth, 1, vergeWidth))

	road := ringPath(loop, -1, 0, 1, 0)
	fillWith(c, th.Asphalt, road)
	if s.grain != nil {
		fillWith(c, &pattern{Image: s.grain, Scale: 1 / s.px}, road)
	}

	// Every other sector a shade lighter: the sectors read at a glance.
	lighter := &path{}
	for i := range l.track.Corners {
		if i%2 == 1 {
			u0, u1 := l.sectorRange(i)
			addStrip(lighter, l.sweep(u0, u1, sampledPerSpace), -1, 0, 1, 0)
		}
	}
	fillWith(c, color("rgba(255,255,255,0.045)"), lighter)

	paintBrakingZones(c, s)
	paintSpaces(c, s)
	paintRaceLine(c, s)

	// The dashed line between the two lanes, and the solid edge lines.
	c.SetLineCap("butt")
	c.SetStroke(color("rgba(255,255,255,0.72)"))
	c.SetLineWidth(1.6)
	c.SetLineDash(9, 8)
	c.Stroke((&path{}).Poly(true, curveAt(loop, 0, 0)...))
	c.SetLineDash()
	c.SetStroke(color("rgba(255,255,250,0.9)"))
	c.SetLineWidth(lineWidth)
	edges := (&path{}).Poly(true, curveAt(loop, -1, 2.2)...)
	edges.Poly(true, curveAt(loop, 1, -2.2)...)
	c.Stroke(edges)
}

// paintBrakingZones darkens the three spaces before each corner line, most just before it.
func paintBrakingZones(c canvas, s *scene) {
	for _, cn := range s.l.track.Corners {
		line := float64(cn.Space) - 0.5
		secs := s.l.sweep(line-3, line, sampledPerSpace)
		fillWith(c, color("rgba(0,0,0,0.07)"), stripPath(secs, -1, 0, 1, 0))
		c.Fill(stripPath(secs[len(secs)/3:], -1, 0, 1, 0))
		c.Fill(stripPath(secs[2*len(secs)/3:], -1, 0, 1, 0))
	}
}

// paintSpaces marks the spaces with faint lines across the road, like the printed board.
func paintSpaces(c canvas, s *scene) {
	skip := map[int]bool{0: true}
	for _, cn := range s.l.track.Corners {
		skip[cn.Space] = true
	}
	p := &path{}
	for sp := range s.l.Length() {
		if !skip[sp] {
			_, _, sec := s.l.boundary(sp)
			p.Move(sec.off(-1, 2.5)).Line(sec.off(1, -2.5))
		}
	}
	strokeWith(c, color("rgba(255,255,255,0.2)"), 1.2, p)
}

// paintRaceLine draws a faint amber line down the middle of the race-line lane of each sector.
func paintRaceLine(c canvas, s *scene) {
	l := s.l
	p := &path{}
	for i, cn := range l.track.Corners {
		u0, u1 := l.sectorRange(i)
		k := l.laneK(cn.RaceLane)
		p.Poly(false, curveAt(l.sweep(u0+0.3, u1-0.3, sampledPerSpace), k, 0)...)
	}
	c.SetLineCap("round")
	c.SetLineJoin("round")
	strokeWith(c, color("rgba(245,166,35,0.30)"), 5, p)
	strokeWith(c, color("rgba(255,214,140,0.35)"), 1.4, p)
}
