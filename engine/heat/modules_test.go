package heat

import (
	"errors"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/kit"
)

// Rules of the modules the engine already plays: road conditions on corners (Weather), press
// corners and sponsor cards (Championship), and the symbols of upgrade cards.

func TestOverheat(t *testing.T) { // §8.16
	cfg := Config{Track: "usa", Roads: []RoadToken{{Corner: 1, Kind: RoadOverheat}}}
	r := sceneWith(t, cfg, carSpec{Pos: 30, Gear: 2, Hand: "2 3 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
	ev := r.plan(t, 0, 2, "2 3")
	ev = append(ev, r.skipReact(t, 0)...)
	corners := kinds(ev, EvCorner)
	if len(corners) != 1 || corners[0].Heat != 3 || len(r.car(0).Engine) != 3 {
		t.Errorf("corner events %+v, engine %d: Speed 5 through a limit-3 corner with Overheat pays 3", corners, len(r.car(0).Engine))
	}
	// Within the limit Overheat costs nothing.
	r = sceneWith(t, cfg, carSpec{Pos: 30, Gear: 1, Hand: "3 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
	ev = r.plan(t, 0, 1, "3")
	ev = append(ev, r.skipReact(t, 0)...)
	if c := kinds(ev, EvCorner); len(c) != 1 || c[0].Heat != 0 {
		t.Errorf("at the limit: %+v", c)
	}
}

func TestRoadLimits(t *testing.T) {
	for _, tt := range []struct {
		kind RoadKind
		heat int
	}{{RoadLimitDown, 3}, {RoadLimitUp, 1}} {
		r := sceneWith(t, Config{Track: "usa", Roads: []RoadToken{{Corner: 1, Kind: tt.kind}}},
			carSpec{Pos: 30, Gear: 2, Hand: "2 3 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
		ev := r.plan(t, 0, 2, "2 3")
		ev = append(ev, r.skipReact(t, 0)...)
		if c := kinds(ev, EvCorner); len(c) != 1 || c[0].Heat != tt.heat {
			t.Errorf("%s: corner %+v, want %d Heat", tt.kind, c, tt.heat)
		}
	}
	// Legends take corners at the road's limit too: USA corner 1 (limit 7) with limit-up, a Legend
	// past the line at 5 with a diamond of 3 moves 8 + 3.
	r := sceneWith(t, Config{Track: "usa", Roads: []RoadToken{{Corner: 0, Kind: RoadLimitUp}}},
		carSpec{Pos: 5, Legend: true, Colour: "blue"}, parked(-40))
	r.s.Legends.Deck = append(r.s.Legends.Deck, 1) // card 1: blue 18 / ◆3
	r.commit(t, 1, 1, "0")
	r.auto(t)
	if got := r.car(0).Pos; got != 16 {
		t.Errorf("Legend moved to %d, want 16", got)
	}
}

func TestPressCorners(t *testing.T) { // §8.17
	press := Config{Track: "usa", Press: []int{1}} // corner 2: space 33, limit 3
	sponsorsIn := func(r *Race) int { return count(r.car(0).Hand, Sponsor) }
	for _, tt := range []struct {
		name  string
		from  int
		cards string
		gear  int
		slip  bool
		want  int
	}{
		{"Speed 2 over the limit", 30, "2 3", 2, false, 1},
		{"Speed 1 over the limit", 30, "1 3", 2, false, 0},
		{"slipstreamed across", 29, "2", 1, true, 1},
		{"both: still one", 27, "4 1", 2, true, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			specs := []carSpec{{Pos: tt.from, Gear: tt.gear, Hand: tt.cards + " 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6}}
			if tt.slip {
				specs = append(specs, parked(32))
			}
			r := sceneWith(t, press, specs...)
			if len(tt.cards) == 1 {
				r.car(0).Hand = r.car(0).Hand[:6]
			}
			r.plan(t, 0, tt.gear, tt.cards)
			r.skipReact(t, 0)
			if tt.slip {
				r.do(t, 0, Action{Type: ActSlipstream, Accept: true})
			}
			if got := sponsorsIn(r); got != tt.want {
				t.Errorf("at %d, sponsors won %d, want %d", r.car(0).Pos, got, tt.want)
			}
		})
	}
	// A spin-out this turn wins nothing, even at a press corner crossed before it.
	r := sceneWith(t, Config{Track: "france", Press: []int{0}}, carSpec{Pos: 10, Gear: 4, Hand: "4 4 2 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
	r.plan(t, 0, 4, "4 4 2 1")
	r.skipReact(t, 0)
	if c := r.car(0); c.SpinOuts != 1 || sponsorsIn(r) != 0 {
		t.Errorf("spins %d, sponsors %d: a spin-out wins no sponsor", c.SpinOuts, sponsorsIn(r))
	}
}

func TestSponsorCards(t *testing.T) {
	r := sceneWith(t, Config{Track: "usa", Sponsors: 1}, carSpec{Pos: 20, Gear: 2, Hand: "1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 0})
	brakes := r.sponsorCard(0)
	c := r.car(0)
	c.Hand = append(c.Hand, brakes)
	supply := len(r.s.Sponsors)
	// Brakes: the speed may be chosen when played (or at the reveal, see TestBrakesAtReveal).
	if err := r.Apply(0, Action{Type: ActPlay, Cards: []int{brakes.ID, c.Hand[0].ID}, Values: []int{5, 0}}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("Brakes at 5: %v", err)
	}
	r.do(t, 0, Action{Type: ActPlay, Cards: []int{brakes.ID, c.Hand[0].ID}, Values: []int{3, 0}})
	if c.Pos != 24 || c.T.Speed != 4 {
		t.Errorf("Brakes at 3 and a 1: at %d with Speed %d, want 24 and 4", c.Pos, c.T.Speed)
	}
	r.skipReact(t, 0)
	r.do(t, 0, Action{Type: ActDiscard})
	// One use: back under the supply, its choice forgotten.
	if len(r.s.Sponsors) != supply+1 || r.s.Sponsors[0].ID != brakes.ID || r.s.Sponsors[0].Value != 0 || indexOf(c.Discard, brakes.ID) >= 0 {
		t.Errorf("the played Brakes went to %v (supply %d)", c.Discard, len(r.s.Sponsors))
	}

}

func TestSponsorSymbols(t *testing.T) {
	// Cooling (4, Cooldown 2) in 2nd gear: Cooldown 1 + 2.
	r := scene(t, "usa", carSpec{Pos: 40, Gear: 2, Hand: "H H H 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
	c := r.car(0)
	cooling := r.sponsorCard(1)
	c.Hand = append(c.Hand, cooling)
	r.do(t, 0, Action{Type: ActPlay, Cards: []int{cooling.ID, r.hand(t, 0, "1")[0]}})
	if l := r.Legal(0); l.Cooldown != 3 || c.T.Speed != 5 {
		t.Errorf("Cooldown %d, Speed %d: want 3 and 5", l.Cooldown, c.T.Speed)
	}
	r.do(t, 0, Action{Type: ActCooldown, Count: 3})
	if len(c.Engine) != 9 {
		t.Errorf("engine %d after cooling 3", len(c.Engine))
	}

	// RPM (1, slipstream +2): 2 more slipstream spaces, all or none.
	r = scene(t, "usa", parked(43), carSpec{Pos: 41, Gear: 1, Hand: "1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 0})
	c = r.car(1)
	rpm := r.sponsorCard(2)
	c.Hand = append(c.Hand, rpm)
	r.do(t, 1, Action{Type: ActPlay, Cards: []int{rpm.ID}})
	r.skipReact(t, 1)
	if l := r.Legal(1); l.SlipstreamExtra != 2 || !slices.Equal(l.SlipstreamExtras, []int{2}) {
		t.Fatalf("legal %+v: want 2 extra slipstream spaces", l)
	}
	for _, n := range []int{1, 3} {
		if err := r.Apply(1, Action{Type: ActSlipstream, Accept: true, Count: n}); !errors.Is(err, kit.ErrIllegal) {
			t.Errorf("%d extra spaces from a +2 card: %v", n, err)
		}
	}
	r.do(t, 1, Action{Type: ActSlipstream, Accept: true, Count: 2})
	if c.Pos != 46 {
		t.Errorf("slipstreamed to %d, want 42 + 2 + 2 = 46", c.Pos)
	}

	// Turbo (6) and Wings (3, limit +1): Speed 9 through USA corner 1 (limit 7) pays 1, not 2.
	r = scene(t, "usa", carSpec{Pos: 4, Gear: 2, Hand: "1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
	c = r.car(0)
	turbo, wings := r.sponsorCard(3), r.sponsorCard(4)
	c.Hand = append(c.Hand, turbo, wings)
	ev := r.do(t, 0, Action{Type: ActPlay, Cards: []int{turbo.ID, wings.ID}})
	ev = append(ev, r.skipReact(t, 0)...)
	if k := kinds(ev, EvCorner); c.Pos != 13 || len(k) != 1 || k[0].Limit != 8 || k[0].Heat != 1 {
		t.Errorf("at %d, corners %+v: want 13 and corner 1 at limit 8 paying 1", c.Pos, k)
	}
}

func TestUnpaidUpgradeHeat(t *testing.T) { // §8.18; BGA ReactTrait.php 595–713
	r := scene(t, "usa", carSpec{Pos: 20, Gear: 1, Hand: "1 1 1 1 1 1", Deck: "3 1 1 1 1 1 1", Engine: 1})
	c := r.car(0)
	w := upgrade(46).card(500) // Wings: 6, Heat 2, Adjust +3
	c.Hand = append(c.Hand, w)
	ev := r.do(t, 0, Action{Type: ActPlay, Cards: []int{w.ID}})
	if l := r.Legal(0); c.Pos != 26 || !slices.Equal(l.Heat, []int{w.ID}) || !l.HeatShort {
		t.Fatalf("at %d, legal %+v: the Wings move 6, then their 2 Heat wait in React, more than the Engine holds", c.Pos, l)
	}
	if err := r.Apply(0, Action{Type: ActReactDone}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("React ended with the Wings' Heat unsettled: %v", err)
	}
	ev = append(ev, r.do(t, 0, Action{Type: ActHeat})...) // I cannot pay
	if u := kinds(ev, EvUnpaid); len(u) != 1 || u[0].Heat != 2 {
		t.Fatalf("unpaid events %+v", u)
	}
	if f := kinds(ev, EvFlip); len(f) != 1 || !f[0].Replace || f[0].Speed != 3 {
		t.Fatalf("flip events %+v: want the 3 flipped in the Wings' place", f)
	}
	if c.Pos != 23 || len(c.Engine) != 1 || indexOf(c.Discard, w.ID) < 0 || c.T.Adjust != 0 {
		t.Errorf("at %d, engine %d, adjust %d, discard %v: the Wings are discarded unpaid, the car moves 3 from 20", c.Pos, len(c.Engine), c.T.Adjust, c.Discard)
	}
	// Paid, the Wings move 6 and raise the limits by 3: through USA corner 2 (limit 3) at 6, free.
	r = scene(t, "usa", carSpec{Pos: 28, Gear: 1, Hand: "1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 3})
	c = r.car(0)
	c.Hand = append(c.Hand, w)
	ev = r.do(t, 0, Action{Type: ActPlay, Cards: []int{w.ID}})
	ev = append(ev, r.skipReact(t, 0)...)
	if h := kinds(ev, EvCardHeat); len(h) != 1 || h[0].Heat != 2 {
		t.Errorf("card heat events %+v", h)
	}
	if k := kinds(ev, EvCorner); len(k) != 1 || k[0].Heat != 0 || k[0].Limit != 6 {
		t.Errorf("corner %+v: the Wings raise the limit to 6", k)
	}
}
