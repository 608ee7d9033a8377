package heat

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

var cardIDPattern = regexp.MustCompile(`"id":(\d+)`)

// idsIn returns the card ids that appear in a JSON document.
func idsIn(b []byte) map[int]bool {
	out := map[int]bool{}
	for _, m := range cardIDPattern.FindAllSubmatch(b, -1) {
		id, _ := strconv.Atoi(string(m[1])) // the pattern matched digits
		out[id] = true
	}
	return out
}

// TestViewsHideWhatTheyMust plays random races and, at every step, serialises every seat's view
// and its events, and checks them for other seats' hands, any deck, and unrevealed choices.
func TestViewsHideWhatTheyMust(t *testing.T) {
	for seed := range uint64(9) {
		cfg := Config{Track: []string{"usa", "italia", "france", "gb"}[seed%4], Laps: 1, Seats: sixCars(int(seed % 3))}
		if seed >= 6 { // with the Garage and Weather modules
			cfg.Garage, cfg.Weather = Garages[seed%uint64(len(Garages))], WeatherRandom
		}
		r, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		g := &rng.Source{S: seed + 100}
		for steps := 0; !r.Over(); steps++ {
			for _, viewer := range append([]int{Spectator}, r.Pending()...) {
				b, err := json.Marshal(r.View(viewer))
				if err != nil {
					t.Fatal(err)
				}
				seen := idsIn(b)
				// Cards revealed this round are public wherever they went since, and so are the
				// upgrades drafted.
				for i := range r.s.Cars {
					for _, k := range r.car(i).Upgrades {
						delete(seen, k.ID)
					}
					if c := r.car(i); c.Revealed {
						for _, k := range c.Shown {
							delete(seen, k.ID)
						}
					}
				}
				for i := range r.s.Cars {
					c := r.car(i)
					for _, k := range c.Deck {
						if seen[k.ID] {
							t.Fatalf("seat %d's view shows card %d from car %d's deck", viewer, k.ID, i)
						}
					}
					if i == viewer {
						continue
					}
					for _, k := range c.Hand {
						if seen[k.ID] {
							t.Fatalf("seat %d's view shows card %d from car %d's hand", viewer, k.ID, i)
						}
					}
					if !c.Revealed {
						for _, k := range c.Played {
							if seen[k.ID] {
								t.Fatalf("seat %d's view shows car %d's face-down card %d", viewer, i, k.ID)
							}
						}
					}
				}
				for _, e := range r.Events(viewer, 0) {
					if e.Private && e.Seat != viewer && len(e.Cards) > 0 {
						t.Fatalf("seat %d sees the cards of private event %+v", viewer, e)
					}
				}
			}
			seat := r.Pending()[g.Intn(len(r.Pending()))]
			// A secret choice of one seat changes nothing in another seat's view but its
			// waiting status.
			a := randomAction(r, seat, g)
			var others map[int][]byte
			if a.Type == ActShift || a.Type == ActPlay {
				others = map[int][]byte{}
				for i := range r.s.Cars {
					if i != seat {
						others[i] = viewForComparison(r, i)
					}
				}
			}
			if err := r.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
			if a.Type == ActShift || (a.Type == ActPlay && r.s.Phase == PhasePlan) {
				for i, before := range others {
					if after := viewForComparison(r, i); string(after) != string(before) {
						t.Fatalf("seat %d's %s changed seat %d's view:\n%s\n%s", seat, a.Type, i, before, after)
					}
				}
			}
		}
	}
}

// viewForComparison is a view without what a secret choice may change: who is still deciding.
func viewForComparison(r *Race, seat int) []byte {
	v := r.View(seat)
	v.Waiting, v.Events = nil, 0
	for i := range v.Cars {
		v.Cars[i].Ready = false
	}
	if v.Me != nil {
		v.Me.Legal = Legal{}
	}
	b, _ := json.Marshal(v)
	return b
}

func TestSpectatorViewHasNoHand(t *testing.T) {
	r, _ := New(Config{Track: "usa", Seats: sixCars(1)}, 1)
	if v := r.View(Spectator); v.Me != nil {
		t.Error("a spectator's view holds a private part")
	}
	if v := r.View(5); v.Me != nil { // a Legend
		t.Error("a Legend's view holds a private part")
	}
	if v := r.View(0); v.Me == nil || len(v.Me.Hand) != 7 || !slices.Equal(v.Waiting, r.Pending()) {
		t.Errorf("seat 0's view: %+v", v.Me)
	}
}
