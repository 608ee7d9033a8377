package board

import (
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
)

// Ghosts are see-through copies of a car where a play being chosen would take it: the slowest
// and the fastest outcome when cards are flipped for Speed. They are a preview: they never move
// and leave as soon as the page clears them.

// ghost is one see-through car.
type ghost struct {
	Seat int
	At   engine.Pos
}

// Ghosts shows see-through copies of seat's car at the given places; none clears them.
func (b *Board) Ghosts(seat int, at ...engine.Pos) {
	b.mu.Lock()
	defer b.mu.Unlock()
	gs := make([]ghost, 0, len(at))
	for _, p := range at {
		gs = append(gs, ghost{seat, p})
	}
	if slices.Equal(gs, b.race.ghosts) {
		return
	}
	b.race.ghosts = gs
	b.dirty = true
}

// ghostAlpha is how opaque a ghost is; its outline, dashed in amber, is not see-through, so the
// ghost stands out on any road and beside any car.
const ghostAlpha = 0.55

// ghostOutline is the ghost's outline colour: the pages' amber, their colour for "your turn".
const ghostOutline = color("#f5a623")

// paintGhosts draws the ghosts under the cars.
func (v *frameView) paintGhosts(c canvas) {
	box := carBox()
	for _, g := range v.ghosts {
		look, ok := v.looks[g.Seat]
		if !ok {
			continue
		}
		pl := v.scene.l.At(float64(g.At.Progress), float64(g.At.Lane))
		c.Save()
		c.SetAlpha(ghostAlpha)
		c.Translate(pl.X, pl.Y)
		c.Rotate(pl.Angle)
		c.DrawImage(v.sprites.car(look.colour, false), box.X, box.Y, box.W, box.H)
		c.SetAlpha(1)
		c.SetLineDash(7, 4)
		strokeWith(c, ghostOutline, 3, (&path{}).RoundRect(-carLength/2-4, -carWidth/2-4, carLength+8, carWidth+8, 7))
		c.SetLineDash()
		c.Restore()
	}
	c.SetAlpha(1)
}

// ghostsJS lists the ghosts for the page's tests: seat, progress and lane.
func (b *Board) ghostsJS() any {
	out := []any{}
	for _, g := range b.shown().ghosts {
		out = append(out, map[string]any{"seat": g.Seat, "progress": g.At.Progress, "lane": g.At.Lane})
	}
	return out
}
