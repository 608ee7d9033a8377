package heat

import (
	"bytes"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
	"github.com/heatracing/heat/engine/rng"
)

// checkInvariants verifies what must hold after every action: before holds the positions and
// since the event count before it.
func checkInvariants(r *Race, before []int, since int) error {
	for i := range r.s.Cars {
		c := r.car(i)
		if c.Gear < 1 || c.Gear > 4 {
			return fmt.Errorf("car %d in gear %d", i, c.Gear)
		}
		if c.Legend || r.s.Phase == PhaseDraft {
			continue
		}
		// Card conservation: the starting cards + Stress received + sponsors kept.
		total := len(c.Deck) + len(c.Hand) + len(c.Discard) + len(c.Played) + len(c.Engine)
		want := startingCards(r) + c.StressTaken + c.SponsorsIn - c.SponsorsOut
		if r.s.Config.Champ != nil && r.s.Config.Garage != GarageOff {
			want += len(c.Upgrades) - DraftRounds // a championship race drafts one card a race
		}
		if cr := r.carried(i); cr != nil {
			want += len(cr.Sponsors)
		}
		if total != want {
			return fmt.Errorf("car %d holds %d cards, want %d (deck %d hand %d discard %d played %d engine %d)",
				i, total, want, len(c.Deck), len(c.Hand), len(c.Discard), len(c.Played), len(c.Engine))
		}
		ids := map[int]bool{}
		for _, pile := range [][]Card{c.Deck, c.Hand, c.Discard, c.Played, c.Engine} {
			for _, k := range pile {
				if ids[k.ID] {
					return fmt.Errorf("car %d holds card %d twice", i, k.ID)
				}
				ids[k.ID] = true
			}
		}
		if count(c.Engine, Heat) != len(c.Engine) {
			return fmt.Errorf("car %d has a card that is not Heat in its Engine", i)
		}
	}
	if before != nil {
		spun := map[int]bool{}
		for _, e := range r.events(since, nil) {
			// A spin-out sends a car back, and so does Heat it cannot pay: it moves again from where
			// its turn started.
			if e.Kind == EvSpinOut || e.Kind == EvUnpaid {
				spun[e.Seat] = true
			}
		}
		for i := range r.s.Cars {
			if c := r.car(i); c.Pos < before[i] && !spun[i] {
				return fmt.Errorf("car %d went back from %d to %d without spinning out or failing to pay Heat", i, before[i], c.Pos)
			}
		}
	}
	// The sponsor supply and the sponsors in the cars' piles make the 35 cards.
	if len(r.s.Config.Press) > 0 || r.s.Config.Sponsors > 0 || r.s.Config.Champ != nil {
		n := len(r.s.Sponsors)
		for i := range r.s.Cars {
			c := r.car(i)
			for _, pile := range [][]Card{c.Deck, c.Hand, c.Discard, c.Played} {
				n += count(pile, Sponsor)
			}
		}
		if n != len(sponsors)*SponsorsPerKind {
			return fmt.Errorf("%d sponsor cards in the race, want %d", n, len(sponsors)*SponsorsPerKind)
		}
	}
	// No two cars on track share a spot.
	spots := map[[2]int]int{}
	for i := range r.s.Cars {
		c := r.car(i)
		if !r.onTrack(c) {
			continue
		}
		k := [2]int{r.track.Space(c.Pos), c.Lane}
		if j, taken := spots[k]; taken {
			return fmt.Errorf("cars %d and %d share space %d lane %d", j, i, k[0], k[1])
		}
		spots[k] = i
	}
	// The race's record of the spots taken says the same.
	var want [len(r.s.spots)]uint8
	for k := range spots {
		want[k[0]] |= laneBit(k[1])
	}
	if want != r.s.spots {
		return fmt.Errorf("the spots taken are recorded as %v, the cars stand on %v", r.s.spots[:r.track.Length], want[:r.track.Length])
	}
	// The race's record of the seats that must still plan says what the cars say.
	if r.s.Phase == PhasePlan {
		var planning uint8
		for i := range r.s.Cars {
			if r.s.Cars[i].mustPlan() {
				planning |= 1 << i
			}
		}
		if planning != r.s.planning {
			return fmt.Errorf("the seats still planning are recorded as %06b, the cars say %06b", r.s.planning, planning)
		}
	}
	return nil
}

// startingCards is how many cards a driver starts with: 12 Speed cards, 3 upgrades (the starting
// ones or the Garage's), the track's Stress and Heat, and what the weather adds or takes.
func startingCards(r *Race) int {
	n := 15 + r.track.Stress + r.track.Heat + r.event().Stress + r.event().Heat + r.extraHeat()
	switch r.s.Weather {
	case Cloud, Snow:
		n--
	case Storm, Fog:
		n++
	}
	return n
}

func positions(r *Race) []int {
	out := make([]int, len(r.s.Cars))
	for i := range r.s.Cars {
		out[i] = r.car(i).Pos
	}
	return out
}

// fuzzRace plays a race from fuzz bytes: each step picks a seat and either a legal action or a
// mangled one (enginetest.Walk), and the replayed race's events are the race's.
func fuzzRace(t *testing.T, data []byte) {
	seed, data, ok := enginetest.Seed(data)
	if !ok {
		return
	}
	tracks := []string{"usa", "italia", "france", "gb"}
	cfg := Config{Track: tracks[seed%4], Laps: 1, Seats: sixCars(int(seed>>2) % 3)[:2+int(seed>>4)%5]}
	if seed>>7%5 == 0 {
		cfg = Config{Track: cfg.Track, Laps: 1, Mode: ModeQualifying, Seats: cfg.Seats[:1]}
	}
	if seed>>10%3 == 0 { // Championship and Weather bits: press corners, sponsors, road conditions
		cfg.Press = []int{0, 1}
		cfg.Sponsors = int(seed>>12) % 3
		kinds := []RoadKind{RoadOverheat, RoadLimitDown, RoadLimitUp}
		cfg.Roads = []RoadToken{{0, kinds[seed>>14%3]}, {1, kinds[seed>>16%3]}}
	}
	if seed>>18%3 == 0 && cfg.Mode != ModeQualifying { // the Garage and Weather modules
		cfg.Garage = Garages[seed>>20%uint64(len(Garages))]
		cfg.Roads = nil
		cfg.Weather = WeatherRandom
	}
	if seed>>22%3 == 0 && cfg.Mode != ModeQualifying { // a championship race's event card
		cfg.Champ = &ChampRace{Event: int(seed>>24) % (EventCards + 1)}
	}
	if seed>>26%3 == 0 && cfg.Champ == nil && cfg.Garage == GarageOff { // Race Mode: decks and modes
		for i := range cfg.Seats {
			if !cfg.Seats[i].Legend {
				cfg.Seats[i].Deck = versionedDeck(int(seed>>30) + i)
			}
		}
		for m := range specialCount {
			if seed>>(34+m)&1 == 1 {
				cfg.Special = append(cfg.Special, m)
			}
		}
	}
	r, err := New(cfg, seed)
	if err != nil {
		t.Fatal(err)
	}
	g := &rng.Source{S: seed}
	var pos []int // the positions before the step's action, nil at the start
	since := 0
	again := enginetest.Walk(t, r, data, g, 3000, func(b byte) enginetest.Step[Action] {
		pending := r.Pending()
		if len(pending) == 0 {
			t.Fatal("race waits for nobody but is not over")
		}
		s := enginetest.Step[Action]{Seat: pending[int(b)%len(pending)], Mangled: b&0xc0 == 0xc0}
		s.Action = randomAction(r, s.Seat, g)
		if s.Mangled {
			s.Action = mangle(s.Action, b, g)
			if b&1 == 1 {
				s.Seat = int(b>>1)%(len(r.s.Cars)+3) - 1
			}
		}
		pos, since = positions(r), r.EventCount()
		return s
	}, func() error { return checkInvariants(r, pos, since) }, FileFormat.Parse)
	// The digest holds only the length of the event log: the events must replay too.
	s1, _ := json.Marshal([]any{r.s, r.events(0, nil)})
	s2, _ := json.Marshal([]any{again.s, again.events(0, nil)})
	if !bytes.Equal(s1, s2) {
		t.Fatal("replayed state is not byte-identical")
	}
}

func mangle(a Action, b byte, g *rng.Source) Action {
	switch b >> 1 & 7 {
	case 0:
		a.Type = ActionType([]string{"shift", "play", "cooldown", "boost", "adrenaline", "react-done", "slipstream", "discard", "warp",
			"draft", "brakes", "reduce", "salvage", "direct", "accelerate", "refresh"}[g.Intn(16)])
	case 1:
		a.Gear = g.Intn(7) - 1
	case 2:
		a.Cards = append(a.Cards, g.Intn(300)-10)
	case 3:
		if len(a.Cards) > 0 {
			a.Cards = a.Cards[1:]
		}
	case 4:
		a.Count = g.Intn(9) - 2
	case 5:
		a.Accept = !a.Accept
	case 6:
		a.Cards = []int{g.Intn(200), g.Intn(200), g.Intn(200), g.Intn(200)}
	case 7:
		a = Action{}
	}
	return a
}

func FuzzRace(f *testing.F) {
	enginetest.Fuzz(f, 8, fuzzRace)
}

// TestRandomRacesKeepInvariants runs the fuzz body over many seeds in plain go test.
func TestRandomRacesKeepInvariants(t *testing.T) {
	enginetest.Inputs(t, 120, 20, 200, fuzzRace)
}
