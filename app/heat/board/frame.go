package board

import (
	"math"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
)

// carLook is what the board shows of a car besides its position.
type carLook struct {
	colour   string
	number   int
	finished bool // crossed the line for good: greyed with a chequered tail
	parked   bool // left the track: waits in the pit lane
	place    int
	line     float64 // a finished car's finish line, which it stops just past (0: still racing)
}

// frameView is everything one frame paints.
type frameView struct {
	cam           camera
	dpr           float64
	width, height float64 // the canvas in CSS pixels
	scene         *scene
	static        image // the pre-rendered track, nil while there is none
	staticRect    rect  // the board units it covers
	timeline      *frame
	looks         map[int]carLook
	active        int
	sprites       *sprites
	now           time.Duration
	scratch       *frameScratch // reused from frame to frame, nil for none
	ghosts        []ghost
}

// frameScratch holds a frame's working lists, kept from one frame to the next: a frame then
// allocates next to nothing, and the garbage collector stays out of the animation.
type frameScratch struct {
	cars   []placed
	bySeat map[int]placed
	looks  map[int]carLook
}

// steerYaw turns a car into a lane change: a lane is about half as wide as a space is long.
const steerYaw = 0.47

// placed is a car ready to draw.
type placed struct {
	placement
	pose pose
	look carLook
}

// placeCar works out where a car is drawn: on the road at its pose, or in the pit lane.
func (v *frameView) placeCar(p pose) placed {
	look := v.looks[p.Seat]
	p.Progress = look.stopAtLine(p.Progress)
	if look.parked {
		if pl, ok := v.scene.parking(look.place); ok {
			return placed{pl, p, look}
		}
	}
	pl := v.scene.l.At(p.Progress, p.Lane)
	pl.Angle += p.Spin + math.Atan(p.Steer*steerYaw)*v.scene.l.lane2Side()
	return placed{pl, p, look}
}

// paintFrame draws one frame: the table, the pre-rendered track, then the cars and their effects.
func paintFrame(c canvas, v *frameView) {
	c.SetTransform(1, 0, 0, 1, 0, 0)
	c.SetAlpha(1)
	c.SetFill(v.scene.th.Table)
	c.FillRect(0, 0, v.width*v.dpr, v.height*v.dpr)

	z := v.cam.Zoom * v.dpr
	c.SetTransform(z, 0, 0, z, math.Round(v.cam.X*v.dpr), math.Round(v.cam.Y*v.dpr))
	if v.static != nil {
		r := v.staticRect
		c.DrawImage(v.static, r.X, r.Y, r.W, r.H)
	}

	sc := v.scratch
	if sc == nil {
		sc = &frameScratch{}
	}
	if sc.bySeat == nil {
		sc.bySeat = map[int]placed{}
	}
	cars := sc.cars[:0]
	for _, p := range v.timeline.Cars {
		cars = append(cars, v.placeCar(p))
	}
	sc.cars = cars
	// Parked cars first, moving ones and the active car last: on top.
	for i := 1; i < len(cars); i++ { // an insertion sort, stable: a few cars
		for j := i; j > 0 && v.layer(cars[j]) < v.layer(cars[j-1]); j-- {
			cars[j], cars[j-1] = cars[j-1], cars[j]
		}
	}
	bySeat := sc.bySeat
	clear(bySeat)
	for _, p := range cars {
		bySeat[p.pose.Seat] = p
	}

	for _, e := range v.timeline.Effects {
		switch e.Kind {
		case effectSmoke:
			paintSmoke(c, v.scene.l.At(e.Anchor.Progress, e.Anchor.Lane), e.T)
		case effectDraft:
			if car, ok := bySeat[e.Seat]; ok {
				ahead, found := bySeat[e.Ahead]
				paintDraft(c, car.placement, ahead.placement, found, e.T)
			}
		}
	}
	v.paintSignsOver(c)
	v.paintGhosts(c)
	for _, p := range cars {
		v.paintCar(c, p)
	}
	grow := discGrow(v.cam.Zoom)
	var labelFont string
	var stacked [engine.MaxCars]int // labels of a car showing at once go one above the other
	for _, e := range v.timeline.Effects {
		if e.Kind == effectLabel {
			if car, ok := bySeat[e.Seat]; ok {
				if labelFont == "" {
					labelFont = font(17 * grow)
				}
				at := car.point
				if e.Seat >= 0 && e.Seat < len(stacked) {
					at.Y -= float64(stacked[e.Seat]) * labelLine * grow
					stacked[e.Seat]++
				}
				paintLabel(c, at, e, grow, labelFont)
			}
		}
	}
}

func (v *frameView) layer(p placed) int {
	switch {
	case p.look.parked:
		return 0
	case p.pose.Seat == v.active:
		return 3
	case p.pose.Moving:
		return 2
	}
	return 1
}

func (v *frameView) paintCar(c canvas, p placed) {
	box := carBox()
	c.Save()
	c.Translate(p.X, p.Y)
	c.Rotate(p.Angle)
	for _, e := range v.timeline.Effects {
		if e.Kind == effectFlame && e.Seat == p.pose.Seat {
			paintFlame(c, e.T, v.now)
		}
	}
	if p.pose.Seat == v.active && !p.look.finished {
		c.DrawImage(v.sprites.glowing(), box.X, box.Y, box.W, box.H)
	}
	c.DrawImage(v.sprites.car(p.look.colour, p.look.finished), box.X, box.Y, box.W, box.H)
	c.Restore()

	// The number disc sits on the engine cover but stays upright, and readable when zoomed out.
	at := p.point.Add(point{math.Cos(p.Angle), math.Sin(p.Angle)}.Mul(-12))
	rb := roundelBox()
	g := discGrow(v.cam.Zoom)
	c.DrawImage(v.sprites.roundel(p.look.number, p.look.colour, p.look.finished), at.X+rb.X*g, at.Y+rb.Y*g, rb.W*g, rb.H*g)
}
