package bot

import (
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
)

// The Legends move by published rules (engine/heat's legend.go, RULES.md): one Legend card a
// round, flipped when the first Legend moves, gives each colour a helmet speed and a diamond. The
// hard bot's search knows those rules and the cards, not which card comes next: it plays each
// deal of its deck against one of the ten cards in turn, moving the Legends that drive before it
// this round, so that its move lands where the cars will stand (a full space sends it behind, a
// car beside it or just ahead offers a slipstream).

// legendCards are the ten Legend cards.
var legendCards = engine.LegendCards()

// field is where the other cars stand when the seat's turn comes.
type field struct {
	n     int
	space [engine.MaxCars]int
	lane  [engine.MaxCars]int
}

// add puts a car on the field.
func (f *field) add(space, lane int) {
	if f.n < len(f.space) {
		f.space[f.n], f.lane[f.n] = space, lane
		f.n++
	}
}

// on reports whether a car stands on space a or b.
func (f *field) on(a, b int) bool {
	for i := range f.n {
		if f.space[i] == a || f.space[i] == b {
			return true
		}
	}
	return false
}

// landing is where a car heading for target ends up, as the engine moves it: the first space at
// or behind target with a free spot (the race line first), no further back than lowest.
func (d *driver) landing(f *field, target, lowest int) (int, bool) {
	for p := target; p >= lowest; p-- {
		s := d.t.Space(p)
		n := 0
		for i := range f.n {
			if f.space[i] == s {
				n++
			}
		}
		if n < 2 {
			return p, true
		}
	}
	return 0, false
}

// lane is the lane a car takes on a space it lands on: the race line if free.
func (d *driver) lane(f *field, space int) int {
	rl := d.t.RaceLane(space)
	for i := range f.n {
		if f.space[i] == space && f.lane[i] == rl {
			return 3 - rl
		}
	}
	return rl
}

// fields returns, for each Legend card, where the other cars stand when the seat's turn comes
// this round: the Legends ahead of it in the turn order moved by their rules with that card, the
// cars behind it where they stand. Drivers ahead that are not Legends are left out: they will have
// moved on, nobody knows where. It returns nil outside the planning steps.
func (d *driver) fields() []field {
	v := d.v
	me := slices.Index(v.Order, v.Seat)
	if me < 0 || v.Phase != engine.PhasePlan {
		return nil
	}
	cards, known := legendCards, knownLegend(v.Seat)
	switch {
	case !slices.ContainsFunc(v.Order[:me], func(s int) bool { return v.Cars[s].Legend }):
		cards = cards[:1] // no Legend moves before the seat: the card does not matter
	case v.Legend != nil: // this round's card is already known
		cards = []engine.LegendCard{*v.Legend}
	case known != nil: // a measurement of a bot that knows it
		cards = []engine.LegendCard{*known}
	}
	out := make([]field, len(cards))
	for k, card := range cards {
		pos := make([]int, len(v.Cars))
		lane := make([]int, len(v.Cars))
		there := make([]bool, len(v.Cars))
		for _, c := range v.Cars {
			pos[c.Seat], lane[c.Seat], there[c.Seat] = c.Pos.Progress, c.Pos.Lane, c.OnTrack
		}
		for _, seat := range v.Order[:me] {
			if !v.Cars[seat].Legend {
				there[seat] = false
				continue
			}
			var others field
			for s := range v.Cars {
				if s != seat && there[s] {
					others.add(d.t.Space(pos[s]), lane[s])
				}
			}
			target := d.legendTarget(v.Cars[seat], card)
			if p, ok := d.landing(&others, target, pos[seat]+1); ok && target > pos[seat] {
				pos[seat], lane[seat] = p, d.lane(&others, d.t.Space(p))
			}
		}
		for s := range v.Cars {
			if s != v.Seat && there[s] {
				out[k].add(d.t.Space(pos[s]), lane[s])
			}
		}
	}
	return out
}

// legendTarget is where a Legend heads with a card, by the published rules (engine/heat's
// legendTurn): its helmet speed before the Legends line of the next corner, stopping its diamond
// short of the corner if the helmet would reach it (unless the finish line comes first); past
// the Legends line, the corner's limit and its diamond, stopping before a second corner line
// (before a third for an aggressive Legend on a chevron).
func (d *driver) legendTarget(c engine.CarView, card engine.LegendCard) int {
	col := slices.Index(engine.Colours, c.Colour)
	if col < 0 {
		return c.Pos.Progress
	}
	helmet := card.Helmet[col] + d.v.LegendLevel
	diamond := card.Diamond[col]
	pos := c.Pos.Progress
	space := d.t.Space(pos)
	ci := d.t.NextCorner(space)
	k := d.t.Corners[ci]
	toCorner := k.Space - space
	if toCorner <= 0 {
		toCorner += d.t.Length
	}
	cornerAt := pos + toCorner
	switch {
	case toCorner <= k.Space-k.LegendLine:
		adjust := d.adjust
		d.adjust = 0
		limit, _ := d.limit(ci)
		d.adjust = adjust
		target := pos + limit + diamond
		allowed := 1
		if d.v.AggressiveLegends && k.Chevron > 0 && toCorner == k.Chevron {
			allowed = 2
		}
		var lineBuf, cornerBuf [8]int
		if lines, _ := engine.AppendCrossed(d.t, d.v.Laps, pos, target, lineBuf[:0], cornerBuf[:0]); len(lines) > allowed {
			target = lines[allowed] - 1
		}
		return target
	case helmet < toCorner || cornerAt > d.finish:
		return pos + helmet
	}
	return cornerAt - 1 - diamond
}

// slipstreamFrom says where a car that ended its move at at would slipstream to among the cars
// of f, and whether it may: a car beside it or on the space ahead, two spaces (landing behind if
// full), never across the finish line.
func (d *driver) slipstreamFrom(f *field, at int) (int, bool) {
	if f == nil || d.v.Mode == engine.ModeQualifying || d.v.Weather == engine.Fog || at+2 >= d.finish {
		return 0, false
	}
	if !f.on(d.t.Space(at), d.t.Space(at+1)) {
		return 0, false
	}
	return d.landing(f, at+2, at+1)
}
