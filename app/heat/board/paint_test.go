package board

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

func paintedTrack(t *testing.T, id string, numbers bool) (*recorder, *scene) {
	t.Helper()
	s := newScene(mustLayout(t, id))
	s.numbers, s.px, s.grain = numbers, 1, &fakeImage{name: "grain"}
	rec := &recorder{}
	paintTrack(rec, s)
	if len(rec.bad) > 0 {
		t.Fatalf("%s: %d drawing calls with coordinates that are not numbers, first %s", id, len(rec.bad), rec.bad[0])
	}
	if rec.depth != 0 {
		t.Fatalf("%s: Save and Restore do not pair up (%+d)", id, rec.depth)
	}
	return rec, s
}

func TestTrackShowsWhatTheRulesNeed(t *testing.T) {
	for _, id := range tracks.IDs() {
		t.Run(id, func(t *testing.T) {
			rec, s := paintedTrack(t, id, false)
			tr := s.l.Track()
			// The signs are painted over every frame.
			v := &frameView{cam: camera{Zoom: 1}, dpr: 1, width: 800, height: 600, scene: s, timeline: &frame{}, looks: map[int]carLook{}}
			v.paintSignsOver(rec)
			for i, c := range tr.Corners {
				if !rec.has(strconv.Itoa(c.Limit)) {
					t.Errorf("the speed limit %d of corner %d is not written", c.Limit, i+1)
				}
				if !rec.has("C" + strconv.Itoa(i+1)) {
					t.Errorf("the sign of corner %d does not say which corner it is", i+1)
				}
			}
			for i := range tr.Grid {
				if !rec.has(strconv.Itoa(i + 1)) {
					t.Errorf("grid box %d has no number", i+1)
				}
			}
			if rec.has(strconv.Itoa(tr.Length - 1)) {
				t.Errorf("space numbers are written while they are off")
			}
		})
	}
}

func TestSpaceNumbersToggle(t *testing.T) {
	rec, s := paintedTrack(t, "gb", true)
	for sp := range s.l.Length() {
		if !rec.has(strconv.Itoa(sp)) {
			t.Fatalf("space %d has no number while numbers are on", sp)
		}
	}
}

func TestSceneryStaysOffTheRoad(t *testing.T) {
	for _, id := range tracks.IDs() {
		s := newScene(mustLayout(t, id))
		if len(s.decor) < 20 {
			t.Errorf("%s: only %d pieces of scenery", id, len(s.decor))
		}
		for _, it := range s.decor {
			if it.kind == hill {
				continue // under the road on purpose
			}
			if d := s.roadDist(it.at); d < it.r+vergeWidth {
				t.Errorf("%s: a %v at %v reaches the road (%.1f from its edge)", id, it.kind, it.at, d)
			}
			if d := s.signDist(it.at); d < it.r+signSize {
				t.Errorf("%s: a %v at %v stands on a sign", id, it.kind, it.at)
			}
		}
		if s.pit == nil || s.stand == nil {
			t.Errorf("%s: pit lane %v, grandstand %v: want both beside the start straight", id, s.pit, s.stand)
			continue
		}
		if s.pit.side == s.stand.side {
			t.Errorf("%s: the pit lane and the grandstand are on the same side", id)
		}
		seen := map[point]bool{}
		for place := 1; place <= benchCars; place++ {
			pl, ok := s.parking(place)
			if !ok || seen[pl.point] || s.roadDist(pl.point) < carWidth/2 {
				t.Errorf("%s: parking place %d at %v (ok %v) is missing, taken or on the road", id, place, pl.point, ok)
			}
			seen[pl.point] = true
		}
	}
}

func TestEveryCircuitHasItsOwnLook(t *testing.T) {
	infields := map[color]string{}
	for _, id := range []string{"usa", "italia", "france", "gb"} {
		th := themeFor(id)
		if th.Name == defaultTheme.Name {
			t.Errorf("%s has no theme of its own", id)
		}
		if other, dup := infields[th.Infield]; dup {
			t.Errorf("%s and %s share the infield colour %s", id, other, th.Infield)
		}
		infields[th.Infield] = id
	}
	if themeFor("moon").Name != defaultTheme.Name {
		t.Error("an unknown circuit does not get the default theme")
	}
}

func TestCarStyles(t *testing.T) {
	for _, c := range engine.Colours {
		st, ok := carStyles[c]
		if !ok {
			t.Errorf("no car style for %s", c)
		}
		// Every car reads against every circuit's road at 3:1 (WCAG's non-text contrast): by its
		// own colour, or by its cream outline.
		for _, th := range append(slices.Collect(maps.Values(themes)), defaultTheme) {
			body := contrast(st.Body, th.Asphalt)
			if body < 3 && (!st.Halo || contrast(haloColour, th.Asphalt) < 3) {
				t.Errorf("%s on asphalt %s: contrast %.2f:1 and no outline to make it read", c, th.Asphalt, body)
			}
		}
	}
	if got := mixGray("#ff0000"); got != "#c24343" {
		t.Errorf("mixGray(#ff0000) = %s", got)
	}
	if styleOf("purple") != carStyles["gray"] {
		t.Error("an unknown colour is not painted gray")
	}
	rec := &recorder{}
	paintCar(rec, carStyles["red"], true)
	var body, chequer bool
	for i, op := range rec.ops {
		body = body || op == "fill-style #d0312d" && strings.HasPrefix(rec.ops[i+1], "fill")
		chequer = chequer || strings.Contains(op, "#16171a")
	}
	if !body || !chequer {
		t.Errorf("a finished red car: body painted red %v, chequered tail %v", body, chequer)
	}
}

func TestFramePaintsEveryCarOnce(t *testing.T) {
	l := mustLayout(t, "usa")
	sc := newScene(l)
	tl := timelineWith(map[int]engine.Pos{0: pos(3, 1), 1: pos(5, 2), 2: pos(140, 1)})
	tl.Play(0, []engine.Event{ev(engine.EvBoost, 1, pos(5, 2), pos(8, 2))})
	var f frame
	tl.Fill(10*ms, &f)
	be := &fakeBackend{}
	sp := newSprites(be)
	sp.setScale(1, 1)
	v := &frameView{
		cam: camera{Zoom: 1}, dpr: 1, width: 800, height: 600, scene: sc,
		static: &fakeImage{name: "static"}, staticRect: l.Board(), timeline: &f, active: 1, sprites: sp,
		looks: map[int]carLook{
			0: {colour: "red", number: 1},
			1: {colour: "blue", number: 2},
			2: {colour: "black", number: 3, finished: true, parked: true, place: 1},
		},
	}
	rec := &recorder{}
	paintFrame(rec, v)
	// The track, three cars with their number discs, and the active car's glow.
	if want := 1 + 3*2 + 1; rec.images != want {
		t.Errorf("%d images drawn, want %d", rec.images, want)
	}
	if !rec.has("Boost +3") {
		t.Error("no boost label")
	}
	parked, _ := sc.parking(1)
	found := false
	for _, op := range rec.ops {
		found = found || op == "translate "+strconv.FormatFloat(parked.X, 'g', -1, 64)+" "+strconv.FormatFloat(parked.Y, 'g', -1, 64)
	}
	if !found {
		t.Errorf("the finished car is not parked in the pit lane at %v", parked.point)
	}
	// Sprites are made once per colour, then reused.
	n := len(be.surfaces)
	rec2 := &recorder{}
	paintFrame(rec2, v)
	if len(be.surfaces) != n {
		t.Errorf("a second frame made %d more sprites", len(be.surfaces)-n)
	}
	sp.setScale(2, 1)
	paintFrame(&recorder{}, v)
	if len(be.surfaces) == n {
		t.Error("a new zoom did not draw the sprites again")
	}
}

func TestPathData(t *testing.T) {
	tests := []struct {
		name string
		p    *path
		want string
	}{
		{"rect", (&path{}).Rect(1, 2, 3, 4), "M 1 2 L 4 2 L 4 6 L 1 6 Z"},
		{"rounding", (&path{}).MoveTo(0.123456, -0.0001).LineTo(1e-9, 2.005), "M 0.12 0 L 0 2.01"},
		{"open poly", (&path{}).Poly(false, point{0, 0}, point{5, 5}), "M 0 0 L 5 5"},
		{"data", pathData("M 0 0 h 5"), "M 0 0 h 5"},
	}
	for _, tt := range tests {
		if got := tt.p.SVG(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
	c := (&path{}).Circle(10, 10, 5).SVG()
	if !strings.HasPrefix(c, "M 15 10 C") || !strings.HasSuffix(c, "15 10 Z") {
		t.Errorf("a circle is %q: want four arcs from (15, 10) back to it", c)
	}
	sm := (&path{}).Smooth(true, point{0, 0}, point{10, 0}, point{10, 10}, point{0, 10}).SVG()
	if !strings.HasPrefix(sm, "M 0 0 C") || strings.Count(sm, "C") != 4 || !strings.Contains(sm, " 10 0 C") {
		t.Errorf("a smooth loop through four points is %q", sm)
	}
	if !(&path{}).Empty() || pathData("M 0 0").Empty() {
		t.Error("Empty is wrong")
	}
}

func TestDemoRaceMovesEveryCar(t *testing.T) {
	tr, _ := tracks.Get("italia")
	d := newDemoRace(tr, benchCars)
	if len(d.views()) != benchCars {
		t.Fatalf("%d demo cars, want %d", len(d.views()), benchCars)
	}
	before := append([]engine.Pos(nil), d.cars...)
	moved := map[int]bool{}
	for _, e := range d.round() {
		if e.Kind == engine.EvMove {
			moved[e.Seat] = true
			if e.To.Progress <= e.From.Progress {
				t.Errorf("car %d moves from %d to %d", e.Seat, e.From.Progress, e.To.Progress)
			}
		}
	}
	for seat := range benchCars {
		if !moved[seat] || d.cars[seat].Progress <= before[seat].Progress {
			t.Errorf("car %d did not get ahead in a round", seat)
		}
	}
	// Played together, a round keeps every car busy at once.
	tl := newTimeline(tr.Length)
	tl.play(0, d.round(), true)
	if f := tl.At(50 * time.Millisecond); len(f.Cars) != benchCars || !f.Busy {
		t.Errorf("the demo round shows %d cars, busy %v", len(f.Cars), f.Busy)
	}
}

func TestLabelsOfOneCarDoNotOverlap(t *testing.T) {
	l := mustLayout(t, "usa")
	sc := newScene(l)
	label := func(seat int, text string) activeEffect {
		return activeEffect{effect: effect{Kind: effectLabel, Seat: seat, Ahead: -1, Text: text}, T: 0.2}
	}
	// paint draws one frame with the given labels and returns where each text went.
	paint := func(labels ...activeEffect) map[string][2]float64 {
		var f frame
		timelineWith(map[int]engine.Pos{0: pos(3, 1), 1: pos(5, 2)}).Fill(0, &f)
		f.Effects = append(f.Effects, labels...)
		v := &frameView{
			cam: camera{Zoom: 1}, dpr: 1, width: 800, height: 600, scene: sc,
			static: &fakeImage{name: "static"}, staticRect: l.Board(), timeline: &f, active: 1, sprites: newSprites(&fakeBackend{}),
			looks: map[int]carLook{0: {colour: "red", number: 1}, 1: {colour: "blue", number: 2}},
		}
		rec := &recorder{}
		paintFrame(rec, v)
		at := map[string][2]float64{}
		for _, op := range rec.ops {
			var text string
			var x, y float64
			if n, _ := fmt.Sscanf(op, "text %q %g %g", &text, &x, &y); n == 3 {
				at[text] = [2]float64{x, y}
			}
		}
		return at
	}
	alone := paint(label(0, "+3"))["+3"]
	at := paint(label(1, "+1"), label(1, "+5"), label(0, "+3"))
	one, five, other := at["+1"], at["+5"], at["+3"]
	if one == ([2]float64{}) || five == ([2]float64{}) || other == ([2]float64{}) {
		t.Fatalf("labels drawn: %v", at)
	}
	if one[0] != five[0] || math.Abs(one[1]-five[1]) < labelLine {
		t.Errorf("two labels of one car overlap: +1 at %v, +5 at %v", one, five)
	}
	if other != alone {
		t.Errorf("another car's label moved: at %v, alone at %v", other, alone)
	}
}

// A corner's sign keeps a readable size on screen whatever the zoom: the whole circuit on a laptop
// (zoomed far out) as well as close up.
func TestSignsReadAtAnyZoom(t *testing.T) {
	s := newScene(mustLayout(t, "usa"))
	for _, zoom := range []float64{0.15, 0.35, 1, 2.5, 6} {
		for _, dpr := range []float64{1, 2} {
			rec := &recorder{}
			v := &frameView{cam: camera{Zoom: zoom}, dpr: dpr, width: 800, height: 600, scene: s, timeline: &frame{}, looks: map[int]carLook{}}
			v.paintSignsOver(rec)
			signs := 0
			for _, op := range rec.ops {
				var a, b, c, d, e, f float64
				if n, _ := fmt.Sscanf(op, "transform %g %g %g %g %g %g", &a, &b, &c, &d, &e, &f); n != 6 || a == zoom*dpr {
					continue
				}
				signs++
				if px := a / dpr * signSize; px < minSignPx-1e-9 || px > maxSignPx+1e-9 {
					t.Errorf("zoom %g, dpr %g: a sign %.1f px from centre to corner, want %d–%d", zoom, dpr, px, minSignPx, maxSignPx)
				}
			}
			if zoom >= minSignPx/signSize && zoom <= maxSignPx/signSize {
				continue // the sign's own size: its transform is the board's
			}
			if signs != len(s.l.Track().Corners) {
				t.Errorf("zoom %g: %d signs painted, want %d", zoom, signs, len(s.l.Track().Corners))
			}
		}
	}
}

// contrast is the WCAG contrast ratio of two #rrggbb colours.
func contrast(a, b color) float64 {
	la, lb := luminance(a), luminance(b)
	return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
}

func luminance(c color) float64 {
	var r, g, b int
	fmt.Sscanf(string(c), "#%02x%02x%02x", &r, &g, &b)
	lin := func(v int) float64 {
		s := float64(v) / 255
		if s <= 0.03928 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(r) + 0.7152*lin(g) + 0.0722*lin(b)
}

// The grid boxes' numbers are written where they read (at least minNumberPx on screen), and left
// out where they would be specks: the whole circuit on a laptop.
func TestGridNumbersReadOrStayOff(t *testing.T) {
	for _, tt := range []struct {
		zoom float64
		want bool
	}{{0, true}, {0.3, false}, {0.6, false}, {0.74, true}, {2, true}} {
		s := newScene(mustLayout(t, "usa"))
		s.px, s.zoom, s.grain = 1, tt.zoom, &fakeImage{name: "grain"}
		rec := &recorder{}
		paintGrid(rec, s)
		if got := rec.has("1"); got != tt.want {
			t.Errorf("at zoom %g the grid's numbers are written: %v, want %v", tt.zoom, got, tt.want)
		}
	}
}

// A ghost car is see-through but outlined in full amber, dashed: it stands out on any road.
func TestGhostIsOutlined(t *testing.T) {
	s := newScene(mustLayout(t, "usa"))
	v := &frameView{cam: camera{Zoom: 1}, dpr: 1, width: 800, height: 600, scene: s, timeline: &frame{},
		looks: map[int]carLook{0: {colour: "red", number: 1}}, sprites: newSprites(&fakeBackend{}),
		ghosts: []ghost{{Seat: 0, At: engine.Pos{Progress: 5, Lane: 1}}}}
	rec := &recorder{}
	v.paintGhosts(rec)
	ops := strings.Join(rec.ops, "\n")
	i := strings.Index(ops, "stroke-style "+string(ghostOutline))
	if i < 0 || !strings.Contains(ops[:i], "alpha 1") || !strings.Contains(ops[:i], "dash [") {
		t.Errorf("the ghost is not outlined in opaque dashed amber:\n%s", ops)
	}
}

// A corner's number under its sign reads at the signs' smallest size: at least minNumberPx.
func TestSignNumbersRead(t *testing.T) {
	if px := signTabFont * minSignPx / signSize; px < minNumberPx {
		t.Errorf("the corner's number is %.1f px at the signs' smallest, want at least %v", px, minNumberPx)
	}
}
