package havoc

import (
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/tracks/speedway"
)

// pawnColours are the pawns' colours as the board and the cards paint them.
var pawnColours = map[string]string{
	"yellow": "#f2c521", "orange": "#f07f1d", "red": "#d7342b", "pink": "#ef6fb4",
	"purple": "#8e4fd0", "blue": "#2f74d8", "green": "#2f9e4b", "black": "#1b1b1f",
}

func pawnColour(name string) string {
	if c, ok := pawnColours[name]; ok {
		return c
	}
	return "#888"
}

// staticScale is the pixels per board unit of the painted board.
const staticScale = 40

// paintStatic paints the speedway once, offscreen: grass, the spaces of the four lanes, the pit
// lane and the pit, the start line and the positions' numbers.
func (t *trackView) paintStatic() {
	side := 2 * boardHalf * staticScale
	el := app.Window().Get("document").Call("createElement", "canvas")
	el.Set("width", int(side))
	el.Set("height", int(side))
	c := el.Call("getContext", "2d")
	c.Set("fillStyle", "#25462c")
	c.Call("fillRect", 0, 0, side, side)
	c.Call("setTransform", staticScale, 0, 0, -staticScale, boardHalf*staticScale, boardHalf*staticScale)
	b := speedwayBoard()
	c.Set("fillStyle", "#3b3d44")
	c.Call("fill", app.Window().Get("Path2D").New(squares(b.Track, 0.5)))
	c.Set("fillStyle", "#5a4a36")
	c.Call("fill", app.Window().Get("Path2D").New(squares(b.PitLane, 0.5)))
	c.Set("fillStyle", "#6b5a2a")
	c.Call("fill", app.Window().Get("Path2D").New(squares(b.Pit, 0.55)))
	c.Set("strokeStyle", "#5d6069")
	c.Set("lineWidth", 0.05)
	c.Call("stroke", app.Window().Get("Path2D").New(squares(b.Track, 0.5)))
	// the start line, checkered
	f := b.Finish
	c.Set("lineWidth", 0.16)
	c.Call("setLineDash", []any{0.16, 0.16})
	c.Set("strokeStyle", "#f3ebd8")
	c.Call("beginPath")
	c.Call("moveTo", f[0].X, f[0].Y)
	c.Call("lineTo", f[1].X, f[1].Y)
	c.Call("stroke")
	c.Call("setLineDash", []any{})
	// numbers outside lane 4, in screen orientation
	c.Call("setTransform", 1, 0, 0, 1, 0, 0)
	c.Set("fillStyle", "#d8d2c0")
	c.Set("font", strconv.Itoa(staticScale*4/10)+"px sans-serif")
	c.Set("textAlign", "center")
	c.Set("textBaseline", "middle")
	for pos := 1; pos <= speedway.Positions; pos++ {
		sp, _ := b.Spot(pos, speedway.Lanes)
		h := sp.Heading * math.Pi / 180
		x, y := sp.At.X+math.Sin(h)*0.95, sp.At.Y-math.Cos(h)*0.95
		c.Call("fillText", strconv.Itoa(pos), (x+boardHalf)*staticScale, (boardHalf-y)*staticScale)
	}
	p := b.Pit[0].At
	c.Call("fillText", "PIT", (p.X-1.1+boardHalf)*staticScale, (boardHalf-p.Y-1.2)*staticScale)
	t.static = el
}

// squares is an SVG path of a square of half-side r around each space, turned to its heading.
func squares(spaces []speedway.Space, r float64) string {
	var sb strings.Builder
	for _, s := range spaces {
		h := s.Heading * math.Pi / 180
		cx, cy := s.At.X, s.At.Y
		ux, uy := math.Cos(h)*r, math.Sin(h)*r // along
		vx, vy := -uy, ux                      // across
		pts := [4][2]float64{{cx + ux + vx, cy + uy + vy}, {cx - ux + vx, cy - uy + vy}, {cx - ux - vx, cy - uy - vy}, {cx + ux - vx, cy + uy - vy}}
		for i, p := range pts {
			sb.WriteString(map[bool]string{true: "M", false: "L"}[i == 0])
			sb.WriteString(num(p[0]))
			sb.WriteByte(' ')
			sb.WriteString(num(p[1]))
		}
		sb.WriteByte('Z')
	}
	return sb.String()
}

// circles is an SVG path of a circle of radius r at each spot.
func circles(spots []engine.Spot, r float64) string {
	var sb strings.Builder
	for _, s := range spots {
		p, ok := spotPoint(s)
		if !ok {
			continue
		}
		sb.WriteString("M" + num(p.X+r) + " " + num(p.Y))
		sb.WriteString("A" + num(r) + " " + num(r) + " 0 1 0 " + num(p.X-r) + " " + num(p.Y))
		sb.WriteString("A" + num(r) + " " + num(r) + " 0 1 0 " + num(p.X+r) + " " + num(p.Y) + "Z")
	}
	return sb.String()
}

func num(v float64) string { return strconv.FormatFloat(v, 'f', 3, 64) }

// paint draws one frame. The caller holds mu.
func (t *trackView) paint(now time.Time) {
	if t.static == nil {
		t.paintStatic()
	}
	moving := t.step(now)
	if target, ok := t.aim(moving); ok {
		if len(t.moves) > 0 || t.cam.Zoom == 0 {
			t.cam = t.cam.toward(target, 0.2)
		} else {
			t.cam = target
		}
		t.fitted = false
	}
	c, dpr, cam := t.el.ctx, t.dpr, t.cam
	c.Call("setTransform", dpr, 0, 0, dpr, 0, 0)
	c.Set("fillStyle", "#25462c")
	c.Call("fillRect", 0, 0, t.w, t.h)
	x0, y0 := cam.toScreen(-boardHalf, boardHalf, t.w, t.h)
	side := 2 * boardHalf * cam.Zoom
	c.Call("drawImage", t.static, x0, y0, side, side)
	// board units from here on
	c.Call("setTransform", cam.Zoom*dpr, 0, 0, -cam.Zoom*dpr, (t.w/2-cam.X*cam.Zoom)*dpr, (t.h/2+cam.Y*cam.Zoom)*dpr)
	s := &t.scene
	if s.spots != nil {
		if t.grey == nil {
			var grey []engine.Spot
			for _, sp := range speedwayBoard().Track {
				if at := (engine.Spot{Pos: sp.Pos, Lane: sp.Lane}); !s.spots[at] {
					grey = append(grey, at)
				}
			}
			t.grey = app.Window().Get("Path2D").New(squares(spacesOf(grey), 0.5))
		}
		c.Set("fillStyle", "rgba(150,150,156,0.6)")
		c.Call("fill", t.grey)
	}
	if len(s.lanes) > 0 {
		var at []engine.Spot
		for _, l := range s.lanes {
			at = append(at, engine.Spot{Pos: speedway.Pole, Lane: l})
		}
		c.Set("strokeStyle", "#f5a623")
		c.Set("lineWidth", 0.08)
		c.Call("setLineDash", []any{0.15, 0.1})
		c.Call("stroke", app.Window().Get("Path2D").New(circles(at, 0.4)))
		c.Call("setLineDash", []any{})
	}
	if t.pickable(t.hover) {
		c.Set("strokeStyle", "#fff")
		c.Set("lineWidth", 0.1)
		c.Call("stroke", app.Window().Get("Path2D").New(circles([]engine.Spot{t.hover}, 0.45)))
	}
	// coins and pawns, in screen units for their text
	c.Call("setTransform", dpr, 0, 0, dpr, 0, 0)
	c.Set("textAlign", "center")
	c.Set("textBaseline", "middle")
	r := math.Max(0.3*cam.Zoom, minCoinRadius)
	c.Set("font", "bold "+strconv.Itoa(int(r))+"px sans-serif")
	for _, co := range s.coins {
		p, ok := spotPoint(co.at)
		if !ok {
			continue
		}
		x, y := cam.toScreen(p.X, p.Y, t.w, t.h)
		disc(c, x, y, r, "#d9a521", "#6b4a05")
		c.Set("fillStyle", "#241a00")
		c.Call("fillText", co.text, x, y)
	}
	r = pawnRadius(cam.Zoom)
	c.Set("font", "bold "+strconv.Itoa(int(r))+"px sans-serif")
	for _, pw := range s.pawns {
		p, ok := moving[pw.seat]
		if !ok {
			if p, ok = spotPoint(pw.at); !ok {
				continue
			}
		}
		x, y := cam.toScreen(p.X, p.Y, t.w, t.h)
		dark := darkPawns[pw.colour]
		// Two rings: the outer one stands out from the asphalt and the grass whatever the pawn's
		// colour (a black pawn on a dark track once nearly vanished); amber for the player to act.
		outer := "#f4efe4"
		if pw.seat == s.active {
			outer = "#f5a623"
		}
		ring(c, x, y, r+math.Max(r/5, 2), outer, math.Max(r/3, 3))
		disc(c, x, y, r, pawnColour(pw.colour), map[bool]string{true: "#f4efe4", false: "#111"}[dark])
		c.Set("fillStyle", map[bool]string{true: "#fff", false: "#111"}[dark])
		c.Call("fillText", strconv.Itoa(pw.seat+1), x, y)
	}
}

// The smallest pawns and coins on the screen, in CSS pixels: a pawn at least 28 pixels across,
// whatever the zoom, so that it reads on a phone.
const (
	minPawnRadius = 14
	minCoinRadius = 9
)

// pawnScale is a pawn's radius in board units (a lane is one unit wide).
const pawnScale = 0.38

// pawnRadius is a pawn's radius on the screen at a zoom: its space's size, or the smallest.
func pawnRadius(zoom float64) float64 { return math.Max(pawnScale*zoom, minPawnRadius) }

// darkPawns are the colours whose number and rim are written light.
var darkPawns = map[string]bool{"black": true, "purple": true, "blue": true}

// ring strokes a circle of radius r.
func ring(c app.Value, x, y, r float64, stroke string, width float64) {
	c.Call("beginPath")
	c.Call("arc", x, y, r, 0, 2*math.Pi)
	c.Set("lineWidth", width)
	c.Set("strokeStyle", stroke)
	c.Call("stroke")
}

func disc(c app.Value, x, y, r float64, fill, stroke string) {
	c.Call("beginPath")
	c.Call("arc", x, y, r, 0, 2*math.Pi)
	c.Set("fillStyle", fill)
	c.Call("fill")
	c.Set("lineWidth", math.Max(r/6, 1))
	c.Set("strokeStyle", stroke)
	c.Call("stroke")
}

func spacesOf(spots []engine.Spot) []speedway.Space {
	out := make([]speedway.Space, 0, len(spots))
	for _, s := range spots {
		if sp, ok := speedwayBoard().Spot(s.Pos, s.Lane); ok {
			out = append(out, sp)
		}
	}
	return out
}
