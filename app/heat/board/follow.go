package board

import "math"

// The camera follows the player's car by default: closer than the whole circuit, so cars, signs
// and the road read at a laptop's size, and gliding along as the car moves. A see-through car
// (a play being chosen) is kept in view with it. Panning or zooming by hand stops following;
// "Follow my car" (or the F key) takes it up again, and Fit (or 0, or F again) shows the whole
// circuit.

// followZoom is how much closer than the whole circuit the following camera is.
const followZoom = 2.4

// followFloor is the least the following camera zooms in to show a far ghost: past it the ghost
// may sit at the edge, but the car stays readable.
const followFloor = 1.6

// followEase is the share of the way to its aim the camera covers in a frame (at 60 frames a
// second it settles in about a third of a second).
const followEase = 0.2

// minCarPx is the least length of a car on screen, in CSS pixels, while the camera follows one.
const minCarPx = 34

// followMargin is the room kept around the car and its ghosts, in CSS pixels, on a large board;
// a small one keeps a fifth of its size.
const followMargin = 90

// Follow makes the camera follow seat's car (a seat below 0 follows none). The first seat given
// starts following; later calls keep what the player chose (following or not).
func (b *Board) Follow(seat int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if seat == b.follow {
		return
	}
	first := b.follow < 0
	b.follow = seat
	if seat < 0 {
		b.b.following = false
		b.b.fitted = true
	} else if first {
		b.b.following, b.b.fitted = true, false
	}
	b.dirty = true
}

// toggleFollow switches between following the car and the whole circuit.
func (cf camFollow) toggleFollow() {
	b := cf.b
	if b.b.following || b.follow < 0 {
		inputs{b}.fitView()
		return
	}
	camFollow{b}.startFollowing()
}

// ToggleFollow switches between following the player's car and the whole circuit: the race
// page's F key.
func (b *Board) ToggleFollow() {
	b.mu.Lock()
	defer b.mu.Unlock()
	camFollow{b}.toggleFollow()
}

func (cf camFollow) startFollowing() {
	b := cf.b
	if b.follow < 0 {
		return
	}
	b.b.following, b.b.fitted = true, false
	b.b.zoomedAt = b.now()
	b.dirty = true
}

// followAim is where the camera wants to be: the followed car (and its ghosts) in the middle, at
// the following zoom or wider when the ghosts are far.
func (cf camFollow) followAim(st *stage) (camera, bool) {
	b := cf.b
	br := &b.b
	var car *pose
	for i := range br.frame.Cars {
		if br.frame.Cars[i].Seat == b.follow {
			car = &br.frame.Cars[i]
		}
	}
	if car == nil || st.layout == nil || br.cssW <= 0 || br.cssH <= 0 {
		return camera{}, false
	}
	at := st.layout.At(car.Progress, car.Lane).point
	lo, hi := at, at
	for _, g := range st.ghosts {
		if g.Seat != b.follow {
			continue
		}
		p := st.layout.At(float64(g.At.Progress), float64(g.At.Lane)).point
		lo = point{math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)}
		hi = point{math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)}
	}
	fit := fitCamera(st.layout.Bounds(), br.cssW, br.cssH).Zoom
	z := fit * followZoom
	// Wide enough for the car and its ghosts, never wider than the whole circuit.
	margin := math.Min(followMargin, 0.2*math.Min(br.cssW, br.cssH))
	if w := hi.X - lo.X; w > 0 {
		z = math.Min(z, (br.cssW-2*margin)/w)
	}
	if h := hi.Y - lo.Y; h > 0 {
		z = math.Min(z, (br.cssH-2*margin)/h)
	}
	z = math.Max(z, fit*followFloor)
	// Never so far out that the table stops short of the canvas: the dark beyond it would show.
	table := st.layout.Board()
	z = math.Max(z, coverZoom(table, br.cssW, br.cssH))
	// Nor so far out that a car is too small to read.
	z = math.Max(z, float64(minCarPx)/carLength)
	mid := point{(lo.X + hi.X) / 2, (lo.Y + hi.Y) / 2}
	aim := camera{Zoom: z, X: br.cssW/2 - mid.X*z, Y: br.cssH/2 - mid.Y*z}
	aim = aim.Clamp(st.layout.Bounds(), br.cssW, br.cssH)
	return aim.cover(table, br.cssW, br.cssH), true
}

// coverZoom is the least zoom at which the table r covers a w x h canvas.
func coverZoom(r rect, w, h float64) float64 {
	if r.W <= 0 || r.H <= 0 {
		return 0
	}
	return math.Max(w/r.W, h/r.H)
}

// cover keeps the table r over the whole w x h canvas where it is large enough to: near the
// edge of the board the camera stops rather than show the dark beyond it.
func (c camera) cover(r rect, w, h float64) camera {
	if r.W*c.Zoom >= w {
		c.X = math.Max(w-(r.X+r.W)*c.Zoom, math.Min(-r.X*c.Zoom, c.X))
	}
	if r.H*c.Zoom >= h {
		c.Y = math.Max(h-(r.Y+r.H)*c.Zoom, math.Min(-r.Y*c.Zoom, c.Y))
	}
	return c
}

// followStep moves the camera a step towards its aim; it reports whether it is still on its way.
func (cf camFollow) followStep(st *stage) bool {
	b := cf.b
	br := &b.b
	aim, ok := camFollow{b}.followAim(st)
	if !ok {
		return false
	}
	c := br.cam
	if !(c.Zoom > 0) || math.IsInf(c.Zoom, 0) {
		// No camera yet (the canvas was sized before the circuit came, as after a reload):
		// start at the aim rather than ease from nothing.
		br.cam = aim
		br.zoomedAt = b.now()
		return true
	}
	table := st.layout.Board()
	if least := coverZoom(table, br.cssW, br.cssH); c.Zoom < least {
		// From a view wider than the table covers (the whole circuit, a canvas grown): closer at
		// once, so that no step of the glide shows the dark beyond the table.
		c = c.ZoomAt(least/c.Zoom, point{br.cssW / 2, br.cssH / 2})
		br.zoomedAt = b.now()
	}
	mid := c.ToBoard(point{br.cssW / 2, br.cssH / 2})
	want := aim.ToBoard(point{br.cssW / 2, br.cssH / 2})
	z := c.Zoom * math.Pow(aim.Zoom/c.Zoom, followEase)
	centre := mid.Add(want.Sub(mid).Mul(followEase))
	settled := math.Abs(aim.Zoom/c.Zoom-1) < 0.002 && want.Sub(mid).Len()*c.Zoom < 0.5
	if settled {
		br.cam = aim
		return false
	}
	if math.Abs(z/c.Zoom-1) > 0.001 {
		br.zoomedAt = b.now() // the static track waits for the zoom to settle
	}
	// Each step of the glide keeps the table under the canvas too (both ends of it do).
	br.cam = camera{Zoom: z, X: br.cssW/2 - centre.X*z, Y: br.cssH/2 - centre.Y*z}.cover(table, br.cssW, br.cssH)
	return true
}

// syncFollowButton keeps the Follow button true to the camera: it shows once there is a car to
// follow, pressed while following. The page around the board is not rendered for it.
func (cf camFollow) syncFollowButton() {
	b := cf.b
	br := &b.b
	if br.following == br.shownFollowing && br.followShown == (b.follow >= 0) {
		return
	}
	btn := br.root.Call("querySelector", "[data-testid=board-follow]")
	if !btn.Truthy() {
		return
	}
	br.shownFollowing, br.followShown = br.following, b.follow >= 0
	btn.Call("setAttribute", "aria-pressed", boolString(br.following))
	btn.Set("hidden", !br.followShown)
}

// camFollow is the camera's following of a car: where to aim, each step there, and the Follow
// button.
type camFollow struct{ b *Board }
