package heat

import (
	"errors"
	"slices"
	"testing"
)

// The Weather module: the six Weather tokens' setup and sector effects, and the road-condition
// tokens on the sectors (rules reference §5). The corner tokens are in modules_test.go.

func TestWeatherSetup(t *testing.T) { // §5 setup effects
	for _, tt := range []struct {
		w                                  Weather
		stress, engine, heatDeck, heatDisc int
	}{
		{WeatherOff, 3, 6, 1, 0},
		{Cloud, 2, 6, 1, 0},
		{Fog, 3, 7, 1, 0},
		{Storm, 4, 6, 1, 0},
		{Snow, 3, 5, 1, 0},
		{Rain, 3, 3, 4, 0},
		{Sun, 3, 3, 1, 3},
	} {
		seats := sixCars(0)[:2]
		seats[1].Legend = true
		r, err := New(Config{Track: "usa", Seats: seats, Weather: tt.w}, 3)
		if err != nil {
			t.Fatal(err)
		}
		c := r.car(0)
		held := slices.Concat(c.Deck, c.Hand)
		if got := count(held, Stress); got != tt.stress {
			t.Errorf("%s: %d Stress, want %d", tt.w, got, tt.stress)
		}
		if got := len(c.Engine); got != tt.engine {
			t.Errorf("%s: Engine %d, want %d", tt.w, got, tt.engine)
		}
		if got := count(held, Heat); got != tt.heatDeck {
			t.Errorf("%s: %d Heat in deck and hand, want %d", tt.w, got, tt.heatDeck)
		}
		if got := count(c.Discard, Heat); got != tt.heatDisc {
			t.Errorf("%s: %d Heat in the discard pile, want %d", tt.w, got, tt.heatDisc)
		}
		if r.s.Weather != tt.w || r.View(Spectator).Weather != tt.w {
			t.Errorf("%s: the race shows %q", tt.w, r.View(Spectator).Weather)
		}
	}
}

func TestRandomConditions(t *testing.T) { // §5: one Weather token, a road token on every corner
	for seed := range uint64(30) {
		r, err := New(Config{Track: "gb", Seats: sixCars(3), Weather: WeatherRandom}, seed)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(Weathers, r.s.Weather) {
			t.Fatalf("seed %d: weather %q", seed, r.s.Weather)
		}
		if len(r.s.Roads) != len(r.track.Corners) {
			t.Fatalf("seed %d: %d road tokens on %d corners", seed, len(r.s.Roads), len(r.track.Corners))
		}
		per := map[RoadKind]int{}
		for i, tok := range r.s.Roads {
			per[tok.Kind]++
			if tok.Corner != i || per[tok.Kind] > 2 {
				t.Fatalf("seed %d: roads %v", seed, r.s.Roads)
			}
		}
		if e := kinds(r.events(0, nil), EvWeather); len(e) != 1 || WeatherOf(e[0]) != r.s.Weather {
			t.Fatalf("seed %d: weather events %+v", seed, e)
		}
	}
}

func TestConditionsConfig(t *testing.T) {
	for _, cfg := range []Config{
		{Track: "usa", Seats: sixCars(0)[:2], Weather: "hail"},
		{Track: "usa", Seats: sixCars(0)[:2], Garage: "deluxe"},
		{Track: "usa", Seats: sixCars(0)[:2], Weather: WeatherRandom, Roads: []RoadToken{{0, RoadOverheat}}},
		{Track: "usa", Seats: sixCars(0)[:2], Roads: []RoadToken{{0, "pothole"}}},
	} {
		if err := cfg.Validate(); !errors.Is(err, ErrConfig) {
			t.Errorf("%+v: %v", cfg, err)
		}
	}
}

// sectorScene is a USA race in the given weather with a token on the sector after corner 1
// (spaces 12 to 32).
func sectorScene(t *testing.T, w Weather, k RoadKind, specs ...carSpec) *Race {
	t.Helper()
	return sceneWith(t, Config{Track: "usa", Weather: w, Roads: []RoadToken{{Corner: 0, Kind: k}}}, specs...)
}

func TestWeatherSectors(t *testing.T) { // §5 sector effects
	cool := func(w Weather, end int) int {
		r := sectorScene(t, w, RoadWeather, carSpec{Pos: end - 1, Hand: "1 H H H H 1 1", Deck: "1 1 1 1 1 1 1", Engine: 2})
		r.plan(t, 0, 1, "1")
		return r.Legal(0).Cooldown
	}
	for _, tt := range []struct {
		w        Weather
		end      int
		cooldown int
	}{
		{Cloud, 20, 0}, {Cloud, 40, 3}, // no Cooldown in the sector, and only there
		{Snow, 20, 4}, {Rain, 20, 4}, {Snow, 40, 3}, // Cooldown +1
		{Sun, 20, 3}, // no cooling effect
	} {
		if got := cool(tt.w, tt.end); got != tt.cooldown {
			t.Errorf("%s at %d: Cooldown %d, want %d", tt.w, tt.end, got, tt.cooldown)
		}
	}
	slip := func(w Weather, k RoadKind) *Legal {
		r := sectorScene(t, w, k, parked(21), carSpec{Pos: 19, Hand: "1 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 0})
		r.plan(t, 1, 1, "1")
		r.skipReact(t, 1)
		l := r.Legal(1)
		return &l
	}
	if l := slip(Fog, RoadWeather); l.Decision == DecideSlipstream {
		t.Errorf("Fog: slipstream from a weather sector %+v", l)
	}
	for _, tt := range []struct {
		w     Weather
		k     RoadKind
		extra int
	}{{Storm, RoadWeather, 2}, {Sun, RoadWeather, 2}, {Cloud, RoadWeather, 0}, {Cloud, RoadSlipstream, 1}} {
		if l := slip(tt.w, tt.k); l.Decision != DecideSlipstream || l.SlipstreamExtra != tt.extra {
			t.Errorf("%s %s: %+v, want %d extra", tt.w, tt.k, l, tt.extra)
		}
	}
}

func TestFreeBoostSector(t *testing.T) { // §5 road token 4: Boost costs no Heat there
	r := sectorScene(t, Cloud, RoadFreeBoost, carSpec{Pos: 14, Hand: "1 1 1 1 1 1 1", Deck: "2 2 2 2 2 2 2", Engine: 0})
	r.plan(t, 0, 1, "1")
	if l := r.Legal(0); !l.Boost || l.BoostHeat != 0 {
		t.Fatalf("legal %+v: a free Boost even with an empty Engine", l)
	}
	ev := r.do(t, 0, Action{Type: ActBoost})
	if b := kinds(ev, EvBoost); len(b) != 1 || b[0].Heat != 0 || r.car(0).Pos != 17 {
		t.Errorf("boost %+v, at %d", b, r.car(0).Pos)
	}
	// Outside the sector a Boost costs 1 as usual.
	r = sectorScene(t, Cloud, RoadFreeBoost, carSpec{Pos: 40, Hand: "1 1 1 1 1 1 1", Deck: "2 2 2 2 2 2 2", Engine: 0})
	r.plan(t, 0, 1, "1")
	if l := r.Legal(0); l.Boost {
		t.Errorf("legal %+v: no Boost outside the sector with an empty Engine", l)
	}
}
