package board

import (
	"math"
	"strconv"
)

// spritePad is the room around a car sprite for its shadow and glow, in board units.
const spritePad = 9

// sprites are the cars, their number discs and the glow, pre-rendered at the current zoom: a
// frame draws each car with one drawImage instead of a dozen paths.
type sprites struct {
	be       backend
	px       float64 // device pixels per board unit they are drawn at
	grow     float64 // how much larger than their board size the number discs are drawn
	cars     map[carKey]surface
	roundels map[carKey]surface
	glow     surface
}

type carKey struct {
	colour   string
	finished bool
	number   string
}

func newSprites(be backend) *sprites {
	return &sprites{be: be, cars: map[carKey]surface{}, roundels: map[carKey]surface{}}
}

// setScale drops the sprites when the zoom has changed enough for them to look blurred or
// wastefully large; they are drawn again as they are needed.
func (sp *sprites) setScale(px, grow float64) {
	if sp.px > 0 && math.Abs(px/sp.px-1) < 0.08 && math.Abs(grow/sp.grow-1) < 0.08 {
		return
	}
	sp.px, sp.grow = px, grow
	clear(sp.cars)
	clear(sp.roundels)
	sp.glow = nil
}

// discGrow is how much a number disc grows beyond its board size at a zoom: zoomed out, the
// discs keep a readable size on screen (minDiscPx CSS pixels of radius) while the cars shrink.
func discGrow(zoom float64) float64 { return math.Max(1, minDiscPx/(roundelRadius*zoom)) }

const minDiscPx = 8.5

func (sp *sprites) surface(w, h, grow float64) (surface, canvas) {
	pw, ph := int(math.Ceil(w*sp.px*grow)), int(math.Ceil(h*sp.px*grow))
	s := sp.be.NewSurface(max(pw, 1), max(ph, 1))
	c := s.Canvas()
	c.SetTransform(float64(pw)/w, 0, 0, float64(ph)/h, float64(pw)/2, float64(ph)/2)
	return s, c
}

// carBox is the rect a car sprite covers around the car's centre.
func carBox() rect {
	return rect{-carLength/2 - spritePad, -carWidth/2 - spritePad, carLength + 2*spritePad, carWidth + 2*spritePad}
}

func (sp *sprites) car(colour string, finished bool) image {
	k := carKey{colour: colour, finished: finished}
	if s, ok := sp.cars[k]; ok {
		return s
	}
	b := carBox()
	s, c := sp.surface(b.W, b.H, 1)
	st := styleOf(colour)
	if finished {
		st = finishedStyle(st)
	}
	paintCar(c, st, finished)
	sp.cars[k] = s
	return s
}

func (sp *sprites) glowing() image {
	if sp.glow == nil {
		b := carBox()
		var c canvas
		sp.glow, c = sp.surface(b.W, b.H, 1)
		paintGlow(c)
	}
	return sp.glow
}

// roundelBox is the square a number disc covers around its centre.
func roundelBox() rect {
	const r = roundelRadius + 1.5
	return rect{-r, -r, 2 * r, 2 * r}
}

func (sp *sprites) roundel(number int, colour string, finished bool) image {
	k := carKey{colour: colour, finished: finished, number: strconv.Itoa(number)}
	if s, ok := sp.roundels[k]; ok {
		return s
	}
	b := roundelBox()
	s, c := sp.surface(b.W, b.H, sp.grow)
	st := styleOf(colour)
	if finished {
		st = finishedStyle(st)
	}
	paintRoundel(c, k.number, st)
	sp.roundels[k] = s
	return s
}
