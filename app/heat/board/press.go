package board

import "slices"

// A championship race's press corners (rules reference §6.4): a press standee beside the corner's
// sign, a "P" on a gold disc, on the other side from a road token.

// SetPress marks the press corners (indexes from 0; none outside a championship).
func (b *Board) SetPress(corners []int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if slices.Equal(b.cond.press, corners) {
		return
	}
	b.cond.press = slices.Clone(corners)
	if b.race.scene != nil {
		b.race.scene.cond = b.cond
	}
	b.b.staticStale = true
	b.dirty = true
}

func paintPress(c canvas, s *scene) {
	for _, k := range s.cond.press {
		if k < 0 || k >= len(s.l.track.Corners) {
			continue
		}
		cn := s.l.track.Corners[k]
		at := point{cn.Sign.X - signSize - tokenRadius + 2, cn.Sign.Y - signSize + 4}
		fillWith(c, color("rgba(0,0,0,0.35)"), (&path{}).Circle(at.X+2, at.Y+3, tokenRadius))
		fillWith(c, color("#16171a"), (&path{}).Circle(at.X, at.Y, tokenRadius))
		fillWith(c, color("#e0b43a"), (&path{}).Circle(at.X, at.Y, tokenRadius-2.5))
		c.SetFont(font(14))
		c.SetTextAlign("center")
		c.SetTextBaseline("middle")
		c.SetFill(color("#16171a"))
		c.FillText("P", at.X, at.Y+1)
	}
}
