package board

import "math"

// paintGround lays the board: the outfield with its mown stripes, the infield inside the loop
// (sand, lawn or lavender rows), swells of ground and a fine grain over all of it.
func paintGround(c canvas, s *scene) {
	th := s.th
	board := s.l.Board()
	frame := (&path{}).RoundRect(board.X, board.Y, board.W, board.H, 18)

	c.Save()
	c.SetShadow("rgba(0,0,0,0.55)", 28)
	fillWith(c, th.Outfield, frame)
	c.Restore()

	c.Save()
	c.Clip(frame)
	if th.Mowing != "" {
		paintStripes(c, board, th.Mowing, 0.5, 56)
	}
	paintHills(c, s)

	infield := (&path{}).Smooth(true, curveAt(s.loop, 0, 0)...)
	fillWith(c, th.Infield, infield)
	c.Save()
	c.Clip(infield)
	if th.Mowing != "" {
		paintStripes(c, board, th.Mowing, -0.7, 44)
	}
	c.Restore()

	if s.grain != nil {
		c.SetAlpha(0.45)
		fillWith(c, &pattern{Image: s.grain, Scale: 1 / s.px}, frame)
		c.SetAlpha(1)
	}
	c.Restore()
}

// paintStripes mows broad stripes across a rect at an angle.
func paintStripes(c canvas, r rect, col color, angle, width float64) {
	p := &path{}
	cx, cy := r.Center().X, r.Center().Y
	reach := math.Hypot(r.W, r.H) / 2
	dir := point{math.Cos(angle), math.Sin(angle)}
	nrm := dir.Perp()
	for off := -reach; off < reach; off += 2 * width {
		a := point{cx, cy}.Add(nrm.Mul(off))
		p.Poly(true, a.Add(dir.Mul(-reach)), a.Add(dir.Mul(reach)),
			a.Add(dir.Mul(reach)).Add(nrm.Mul(width)), a.Add(dir.Mul(-reach)).Add(nrm.Mul(width)))
	}
	fillWith(c, col, p)
}

// paintBoardFinish washes the board with the circuit's sky (an overcast British summer) and
// frames it like the printed board of a game.
func paintBoardFinish(c canvas, s *scene) {
	board := s.l.Board()
	frame := (&path{}).RoundRect(board.X, board.Y, board.W, board.H, 18)
	if s.th.Tint != "" {
		fillWith(c, s.th.Tint, frame)
	}
	strokeWith(c, color("rgba(243,235,216,0.55)"), 3, (&path{}).RoundRect(board.X+9, board.Y+9, board.W-18, board.H-18, 12))
	strokeWith(c, color("rgba(0,0,0,0.45)"), 6, frame)
}
