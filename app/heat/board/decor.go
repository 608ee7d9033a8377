package board

import "math"

// decorKind is one kind of thing beside the track.
type decorKind int

const (
	tree decorKind = iota
	cypress
	cactus
	rock
	shrub
	hill    // a broad swell of the ground, under everything
	field   // a field of lavender rows
	paddock // a meadow hedged all round
)

// decorItem is one tree, rock, hedge or hill.
type decorItem struct {
	kind decorKind
	at   point
	r    float64 // radius
	rot  float64 // arms of a cactus, tilt of a hill or a field
	len  float64 // half the depth of a field or a meadow (r is half its width)
}

// placeDecor scatters the theme's plants over the board, clear of the road, the signs, the stand
// and the pit lane. The same circuit always gets the same scenery.
func (s *scene) placeDecor() []decorItem {
	r := newRNG("decor:" + s.l.Track().ID)
	board := s.l.Board().Grow(-12)
	var out []decorItem
	free := func(p point, rad float64) bool {
		return board.Contains(p) && s.roadDist(p) > rad+vergeWidth+kerbWidth+16 &&
			s.signDist(p) > rad+30 && !s.nearBand(s.stand, p, rad) && !s.nearBand(s.pit, p, rad)
	}
	scatter := func(kind decorKind, n int, r0, r1 float64) {
		for tries := 0; n > 0 && tries < n*40; tries++ {
			it := decorItem{kind: kind, at: point{r.between(board.X, board.X+board.W), r.between(board.Y, board.Y+board.H)}, r: r.between(r0, r1), rot: r.between(0, 2*math.Pi)}
			if free(it.at, it.r) && !overlaps(out, it.at, it.r) {
				out = append(out, it)
				n--
			}
		}
	}
	rows := func(kind decorKind, rows, perRow int, rad, gap float64) {
		for tries := 0; rows > 0 && tries < rows*60; tries++ {
			start := point{r.between(board.X, board.X+board.W), r.between(board.Y, board.Y+board.H)}
			dir := r.between(0, math.Pi)
			step := point{math.Cos(dir), math.Sin(dir)}.Mul(gap)
			var row []decorItem
			for i := range perRow {
				p := start.Add(step.Mul(float64(i)))
				if !free(p, rad) {
					break
				}
				row = append(row, decorItem{kind: kind, at: p, r: rad * r.between(0.85, 1.1)})
			}
			if len(row) >= perRow/2+1 {
				out = append(out, row...)
				rows--
			}
		}
	}
	switch s.th.Decor {
	case decorCacti:
		scatter(rock, 28, 4, 9)
		scatter(shrub, 60, 3, 5)
		scatter(cactus, 46, 6, 10)
	case decorCypress:
		rows(cypress, 12, 8, 6.5, 15)
		scatter(tree, 24, 10, 15)
	case decorLavender:
		for range 6 {
			out = append(out, decorItem{kind: hill, at: point{r.between(board.X, board.X+board.W), r.between(board.Y, board.Y+board.H)}, r: r.between(120, 220), rot: r.between(0, math.Pi)})
		}
		for tries := 0; tries < 800 && countKind(out, field) < 7; tries++ {
			it := decorItem{kind: field, at: point{r.between(board.X, board.X+board.W), r.between(board.Y, board.Y+board.H)}, r: r.between(60, 120), len: r.between(40, 75), rot: r.between(-0.5, 0.5)}
			if allFree(fieldCorners(it), 4, free) && !overlaps(out, it.at, math.Hypot(it.r, it.len)) {
				out = append(out, it)
			}
		}
		scatter(tree, 45, 9, 16)
	case decorHedges:
		for tries := 0; tries < 1500 && countKind(out, paddock) < 9; tries++ {
			it := decorItem{kind: paddock, at: point{r.between(board.X, board.X+board.W), r.between(board.Y, board.Y+board.H)}, r: r.between(55, 110), len: r.between(40, 80), rot: r.between(-0.6, 0.6)}
			if allFree(fieldCorners(it), 7, free) && !overlaps(out, it.at, math.Hypot(it.r, it.len)-20) {
				out = append(out, it)
			}
		}
		scatter(tree, 40, 9, 15)
	default:
		scatter(tree, 70, 9, 16)
	}
	return out
}

func countKind(items []decorItem, k decorKind) int {
	n := 0
	for _, it := range items {
		if it.kind == k {
			n++
		}
	}
	return n
}

func allFree(pts []point, r float64, free func(point, float64) bool) bool {
	for _, p := range pts {
		if !free(p, r) {
			return false
		}
	}
	return true
}

// overlaps reports whether a field or a meadow already lies within d of a point.
func overlaps(items []decorItem, p point, d float64) bool {
	for _, it := range items {
		if (it.kind == field || it.kind == paddock) && it.at.Dist(p) < d+math.Hypot(it.r, it.len) {
			return true
		}
	}
	return false
}

// paintDecor draws the scenery: shadows first, then every plant in its colour, then the sunlit
// side, each as one path so a hundred trees cost a handful of calls.
func paintDecor(c canvas, s *scene) {
	th := s.th
	shadow, body, lit := &path{}, &path{}, &path{}
	stone, stoneLit := &path{}, &path{}
	for _, it := range s.decor {
		x, y, r := it.at.X, it.at.Y, it.r
		switch it.kind {
		case tree, shrub:
			shadow.Circle(x+r*0.35, y+r*0.45, r)
			body.Circle(x, y, r)
			lit.Circle(x-r*0.28, y-r*0.3, r*0.55)
		case cypress:
			shadow.Ellipse(x+r*1.1, y+r*0.9, r*1.7, r*0.8, 0.65)
			body.Circle(x, y, r)
			lit.Circle(x-r*0.3, y-r*0.3, r*0.45)
		case cactus:
			ax, ay := math.Cos(it.rot)*r*0.75, math.Sin(it.rot)*r*0.75
			shadow.Ellipse(x+r*0.5, y+r*0.6, r*0.9, r*0.5, 0.6)
			body.Circle(x, y, r*0.5).Circle(x+ax, y+ay, r*0.3).Circle(x-ax*0.8, y-ay*0.8, r*0.26)
			lit.Circle(x-r*0.15, y-r*0.18, r*0.22)
		case rock:
			poly := rockShape(it)
			shadow.Poly(true, shifted(poly, point{r * 0.3, r * 0.4})...)
			stone.Poly(true, poly...)
			stoneLit.Circle(x-r*0.25, y-r*0.25, r*0.35)
		case paddock:
			for _, p := range paddockBushes(it) {
				shadow.Circle(p.X+4, p.Y+5, 6.5)
				body.Circle(p.X, p.Y, 6.5)
				lit.Circle(p.X-1.6, p.Y-2, 3.2)
			}
		}
	}
	fillWith(c, color("rgba(0,0,0,0.22)"), shadow)
	fillWith(c, color("#8a7a63"), stone)
	fillWith(c, color("rgba(255,245,225,0.35)"), stoneLit)
	fillWith(c, th.Plant, body)
	fillWith(c, th.PlantLit, lit)
}

// paintHills shades broad swells of the ground, under everything else.
func paintHills(c canvas, s *scene) {
	p := &path{}
	for _, it := range s.decor {
		if it.kind == hill {
			p.Ellipse(it.at.X, it.at.Y, it.r, it.r*0.55, it.rot)
		}
	}
	if !p.Empty() {
		fillWith(c, color("rgba(30,60,20,0.10)"), p)
	}
}

func rockShape(it decorItem) []point {
	r := newRNG("rock" + string(rune(int(it.at.X)*7+int(it.at.Y))))
	var pts []point
	for i := range 6 {
		a := it.rot + float64(i)*math.Pi/3
		d := it.r * r.between(0.7, 1.05)
		pts = append(pts, it.at.Add(point{math.Cos(a), math.Sin(a)}.Mul(d)))
	}
	return pts
}

func shifted(pts []point, d point) []point {
	out := make([]point, len(pts))
	for i, p := range pts {
		out[i] = p.Add(d)
	}
	return out
}
