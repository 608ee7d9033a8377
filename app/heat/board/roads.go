package board

import (
	"slices"
	"strings"

	engine "github.com/heatracing/heat/engine/heat"
)

// The Weather module on the board: a token on every corner that holds a road condition, beside its
// sign, or along the sector after it for the sector tokens; the corner signs show the limit the
// road makes.

// conditions are the race's weather and road-condition tokens.
type conditions struct {
	weather engine.Weather
	roads   []engine.RoadToken
	press   []int // a championship race's press corners
}

func (c conditions) same(o conditions) bool {
	if c.weather != o.weather || len(c.roads) != len(o.roads) || !slices.Equal(c.press, o.press) {
		return false
	}
	for i := range c.roads {
		if c.roads[i] != o.roads[i] {
			return false
		}
	}
	return true
}

// road is the token on a corner, "" for none.
func (c conditions) road(corner int) engine.RoadKind {
	for _, r := range c.roads {
		if r.Corner == corner {
			return r.Kind
		}
	}
	return ""
}

// SetConditions shows the race's weather and road-condition tokens (none for a race without the
// Weather module).
func (b *Board) SetConditions(w engine.Weather, roads []engine.RoadToken) {
	b.mu.Lock()
	defer b.mu.Unlock()
	cond := conditions{w, append([]engine.RoadToken(nil), roads...), b.cond.press}
	if b.cond.same(cond) {
		return
	}
	b.cond = cond
	if b.race.scene != nil {
		b.race.scene.cond = cond
	}
	b.b.staticStale = true
	b.dirty = true
}

// limitShown is a corner's speed limit with its road token.
func (s *scene) limitShown(corner int) int {
	l := s.l.track.Corners[corner].Limit
	switch s.cond.road(corner) {
	case engine.RoadLimitDown:
		l--
	case engine.RoadLimitUp:
		l++
	}
	return max(l, 0)
}

// TokenCode is the short mark a road token shows on the board; the page's legend explains it.
func TokenCode(k engine.RoadKind, w engine.Weather) string {
	switch k {
	case engine.RoadOverheat:
		return "+H"
	case engine.RoadLimitDown:
		return "−1"
	case engine.RoadLimitUp:
		return "+1"
	case engine.RoadWeather:
		return strings.ToUpper(string(w))
	case engine.RoadFreeBoost:
		return "B0"
	case engine.RoadSlipstream:
		return "S+1"
	}
	return "?"
}

// tokenColours are a token's disc and ink.
func tokenColours(k engine.RoadKind) (disc, ink string) {
	switch k {
	case engine.RoadOverheat:
		return "#c8372d", "#fff4e8"
	case engine.RoadLimitDown:
		return "#e8a33a", "#16171a"
	case engine.RoadLimitUp:
		return "#3f9d5b", "#f3ffef"
	case engine.RoadWeather:
		return "#4f6fb5", "#f4f7ff"
	case engine.RoadFreeBoost:
		return "#8e4fb5", "#fbf2ff"
	}
	return "#2b8aa0", "#effcff"
}

const tokenRadius = 15

// paintRoadTokens puts each road token on the board: corner tokens beside their sign, sector
// tokens at the middle of their sector, off the infield edge of the road.
func paintRoadTokens(c canvas, s *scene) {
	if len(s.cond.roads) == 0 {
		return
	}
	in := s.l.infieldSide()
	for _, r := range s.cond.roads {
		if r.Corner < 0 || r.Corner >= len(s.l.track.Corners) {
			continue
		}
		var at point
		if r.Kind.OnSector() {
			u0, u1 := s.l.sectorRange(r.Corner)
			sec := s.l.section((u0 + u1) / 2)
			at = sec.off(in, in*(vergeWidth+tokenRadius+4))
		} else {
			cn := s.l.track.Corners[r.Corner]
			at = point{cn.Sign.X + signSize + tokenRadius - 2, cn.Sign.Y - signSize + 4}
		}
		paintToken(c, at, r.Kind, s.cond.weather)
	}
}

func paintToken(c canvas, at point, k engine.RoadKind, w engine.Weather) {
	disc, ink := tokenColours(k)
	fillWith(c, color("rgba(0,0,0,0.35)"), (&path{}).Circle(at.X+2, at.Y+3, tokenRadius))
	fillWith(c, color("#fbf7ec"), (&path{}).Circle(at.X, at.Y, tokenRadius))
	fillWith(c, color(disc), (&path{}).Circle(at.X, at.Y, tokenRadius-2.5))
	text := TokenCode(k, w)
	size := 12.0
	if n := len([]rune(text)); n > 3 {
		size = 36 / float64(n)
	}
	c.SetFont(font(size))
	c.SetTextAlign("center")
	c.SetTextBaseline("middle")
	c.SetFill(color(ink))
	c.FillText(text, at.X, at.Y+1)
}
