package heat

import (
	"errors"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/engine/rng"
)

// The scenarios of the rules reference §8, and more, one rule at a time.

func TestSetup(t *testing.T) { // §8.19
	for _, track := range []string{"usa", "italia", "france", "gb"} {
		r, err := New(Config{Track: track, Seats: sixCars(2)}, 42)
		if err != nil {
			t.Fatal(err)
		}
		for i := range r.s.Cars {
			c := r.car(i)
			if c.Legend {
				if len(c.Hand)+len(c.Deck)+len(c.Engine) != 0 {
					t.Errorf("%s: Legend %d holds cards", track, i)
				}
				continue
			}
			all := slices.Concat(c.Hand, c.Deck)
			values := map[int]int{}
			for _, k := range all {
				if k.Kind == Speed {
					values[k.Value]++
				}
			}
			if len(all) != 18 || len(c.Hand) != 7 || len(c.Engine) != 6 || c.Gear != 1 ||
				values[1] != 3 || values[2] != 3 || values[3] != 3 || values[4] != 3 ||
				count(all, Upgrade) != 2 || count(all, Heat) != 1 || count(all, Stress) != 3 || count(c.Engine, Heat) != 6 {
				t.Errorf("%s car %d: deck+hand %d (hand %d), engine %d, gear %d, speed values %v, upgrades %d, heat %d, stress %d",
					track, i, len(all), len(c.Hand), len(c.Engine), c.Gear, values, count(all, Upgrade), count(all, Heat), count(all, Stress))
			}
		}
		// Everyone starts on the grid, pole at the last space before the line.
		spots := map[Pos]bool{}
		for i := range r.s.Cars {
			c := r.car(i)
			if c.Pos > -1 || c.Pos < -3 || spots[Pos{c.Pos, c.Lane}] {
				t.Errorf("%s: car %d starts at %d lane %d", track, i, c.Pos, c.Lane)
			}
			spots[Pos{c.Pos, c.Lane}] = true
		}
	}
}

func TestGridGivenOrRandom(t *testing.T) {
	seats := sixCars(0)[:3]
	r, err := New(Config{Track: "usa", Seats: seats, Grid: []int{2, 0, 1}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if got := r.Standings(); !slices.Equal(got, []int{2, 0, 1}) {
		t.Errorf("given grid: standings %v, want [2 0 1]", got)
	}
	orders := map[string]bool{}
	for seed := uint64(0); seed < 30; seed++ {
		r, _ := New(Config{Track: "usa", Seats: seats}, seed)
		orders[string(rune('0'+r.Standings()[0]))+string(rune('0'+r.Standings()[1]))] = true
	}
	if len(orders) < 4 {
		t.Errorf("random grids over 30 seeds gave only %d orders", len(orders))
	}
}

func TestCornerPayment(t *testing.T) { // §8.1
	r := scene(t, "usa", carSpec{Pos: 30, Gear: 2, Hand: "2 3 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
	ev := r.plan(t, 0, 2, "2 3")
	ev = append(ev, r.do(t, 0, Action{Type: ActReactDone})...)
	c := r.car(0)
	corners := kinds(ev, EvCorner)
	if c.Pos != 35 || len(c.Engine) != 4 || count(c.Discard, Heat) != 2 || len(corners) != 1 || corners[0].Heat != 2 || corners[0].Corner != 2 {
		t.Errorf("at %d, engine %d, heat discarded %d, corner events %+v; want 35, 4, 2, one corner 2 paying 2",
			c.Pos, len(c.Engine), count(c.Discard, Heat), corners)
	}
}

func TestSpinOut(t *testing.T) { // §8.2, §8.3
	for _, tt := range []struct {
		gear, stress int
		cards        string
	}{{2, 1, "2 3"}, {3, 2, "1 1 3"}} {
		r := scene(t, "usa", carSpec{Pos: 30, Gear: tt.gear, Hand: "2 3 1 1 1 4 4", Deck: "1 1 1 1 1 1 1", Engine: 1})
		ev := r.plan(t, 0, tt.gear, tt.cards)
		ev = append(ev, r.do(t, 0, Action{Type: ActReactDone})...)
		c := r.car(0)
		spins := kinds(ev, EvSpinOut)
		if len(spins) != 1 || c.Pos != 32 || !r.raceLine(c) || c.Gear != 1 || len(c.Engine) != 0 || count(c.Hand, Stress) != tt.stress {
			t.Errorf("gear %d: at %d (race line %v), gear %d, engine %d, Stress in hand %d, spins %+v; want 32 on the race line, 1st, 0, %d",
				tt.gear, c.Pos, r.raceLine(c), c.Gear, len(c.Engine), count(c.Hand, Stress), spins, tt.stress)
		}
		if spins[0].Heat != 1 || spins[0].Count != tt.stress {
			t.Errorf("spin-out event %+v: want 1 Heat paid, %d Stress", spins[0], tt.stress)
		}
		// Steps 8 and 9 still happen.
		if r.Legal(0).Decision != DecideDiscard {
			t.Fatalf("after a spin-out the car should still discard, got %q", r.Legal(0).Decision)
		}
		r.do(t, 0, Action{Type: ActDiscard})
		if len(c.Hand) != 7+tt.stress-tt.gear && len(c.Hand) < 7 {
			t.Errorf("hand %d after replenish", len(c.Hand))
		}
	}
}

func TestTwoCornersPartialPay(t *testing.T) { // §8.4
	r := scene(t, "france", carSpec{Pos: 10, Gear: 4, Hand: "4 4 2 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
	ev := r.plan(t, 0, 4, "4 4 2 1")
	ev = append(ev, r.do(t, 0, Action{Type: ActReactDone})...)
	c := r.car(0)
	corners, spins := kinds(ev, EvCorner), kinds(ev, EvSpinOut)
	if len(corners) != 1 || corners[0].Heat != 6 || len(spins) != 1 || spins[0].Corner != 2 || spins[0].Heat != 0 {
		t.Fatalf("corners %+v spins %+v: want corner 1 paid 6, then a spin-out at corner 2 paying 0", corners, spins)
	}
	if c.Pos != 19 || c.Gear != 1 || count(c.Hand, Stress) != 2 {
		t.Errorf("at %d gear %d Stress %d; want 19, 1st, 2", c.Pos, c.Gear, count(c.Hand, Stress))
	}
}

func TestSlipstreamEligibility(t *testing.T) { // §8.5
	for _, tt := range []struct {
		name     string
		a        int // where A ends its move
		aLane    int
		eligible bool
		to       int
	}{
		{"one space behind", 19, 0, true, 21},
		{"two spaces behind", 18, 0, false, 0},
		{"beside", 20, 0, true, 22},
	} {
		t.Run(tt.name, func(t *testing.T) {
			b := parked(20)
			a := carSpec{Pos: tt.a - 1, Hand: "1 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1"}
			r := scene(t, "usa", b, a)
			if tt.a == 20 {
				r.car(0).Lane = 3 - r.track.RaceLane(20) // B on the off-line spot, A lands beside it
				r.respot()
			}
			r.plan(t, 1, 1, "1")
			r.skipReact(t, 1)
			l := r.Legal(1)
			if got := l.Decision == DecideSlipstream; got != tt.eligible {
				t.Fatalf("A at %d: decision %q, want slipstream offered %v", r.car(1).Pos, l.Decision, tt.eligible)
			}
			if !tt.eligible {
				return
			}
			if l.Slipstream.Progress != tt.to {
				t.Errorf("slipstream lands at %d, want %d", l.Slipstream.Progress, tt.to)
			}
			r.do(t, 1, Action{Type: ActSlipstream, Accept: true})
			if r.car(1).Pos != tt.to {
				t.Errorf("after slipstream at %d, want %d", r.car(1).Pos, tt.to)
			}
		})
	}
}

func TestSlipstreamThroughCorner(t *testing.T) { // §8.6
	for _, tt := range []struct {
		from  int
		card  string
		speed int
		heat  int
	}{{28, "3", 3, 0}, {27, "4", 4, 1}} {
		r := scene(t, "usa", parked(32), carSpec{Pos: tt.from, Hand: "3 4 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
		r.plan(t, 1, 1, tt.card)
		r.skipReact(t, 1)
		ev := r.do(t, 1, Action{Type: ActSlipstream, Accept: true})
		corners := kinds(ev, EvCorner)
		if r.car(1).Pos != 33 || len(corners) != 1 || corners[0].Speed != tt.speed || corners[0].Heat != tt.heat {
			t.Errorf("from %d: at %d, corners %+v; want 33 crossing corner 2 at Speed %d paying %d", tt.from, r.car(1).Pos, corners, tt.speed, tt.heat)
		}
	}
}

func TestNoSlipstreamOverTheLineOnTheLastLap(t *testing.T) { // §8.7
	// USA, 2 laps: the finish line is at 138. A lands on 137 beside B.
	r := scene(t, "usa", carSpec{Pos: 137, Hand: "0 0 0 0 0 0 0", Deck: "0 0 0 0 0 0 0", Lane: 1}, carSpec{Pos: 136, Lane: 2, Hand: "1 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1"})
	r.plan(t, 1, 1, "1")
	r.skipReact(t, 1)
	if d := r.Legal(1).Decision; d == DecideSlipstream {
		t.Fatalf("slipstream offered one space before the finish on the final lap")
	}
	if err := r.slipstreamAcceptError(1); err == nil {
		t.Error("slipstream accepted across the finish line")
	}
	// On the first lap the same spot may slipstream.
	r = scene(t, "usa", carSpec{Pos: 68, Hand: "0 0 0 0 0 0 0", Deck: "0 0 0 0 0 0 0", Lane: 1}, carSpec{Pos: 67, Lane: 2, Hand: "1 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1"})
	r.plan(t, 1, 1, "1")
	r.skipReact(t, 1)
	if d := r.Legal(1).Decision; d != DecideSlipstream {
		t.Errorf("no slipstream across the line on lap 1 (decision %q)", d)
	}
}

func (r *Race) slipstreamAcceptError(seat int) error {
	err := r.Apply(seat, Action{Type: ActSlipstream, Accept: true})
	return err
}

func TestBlockedLanding(t *testing.T) { // §8.8
	r := scene(t, "usa", parked(40), carSpec{Pos: 40, Lane: 3 - 2, Hand: "0 0 0 0 0 0 0", Deck: "0 0 0 0 0 0 0"},
		carSpec{Pos: 35, Hand: "5 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1"})
	r.car(0).Lane = 2
	r.car(1).Lane = 1
	r.respot()
	r.plan(t, 2, 1, "5")
	c := r.car(2)
	if c.Pos != 39 || !r.raceLine(c) {
		t.Errorf("landed at %d (race line %v), want 39 on the race line", c.Pos, r.raceLine(c))
	}
}

func TestTurnOrder(t *testing.T) { // §8.9
	r := scene(t, "usa", carSpec{Pos: 40, Lane: 1, Hand: "0 0 0 0 0 0 0", Deck: "0 0 0 0 0 0 0"},
		carSpec{Pos: 40, Lane: 2, Hand: "0 0 0 0 0 0 0", Deck: "0 0 0 0 0 0 0"}, parked(45), parked(3))
	// Space 40 is in the sector of corner 2: race line lane 2.
	if got := r.s.Order; !slices.Equal(got, []int{2, 1, 0, 3}) {
		t.Errorf("order %v, want [2 1 0 3]: furthest first, race line first on the same space", got)
	}
}

func TestAdrenalineCount(t *testing.T) { // §8.10
	hand := "1 1 1 1 1 1 1"
	spec := func(pos int) carSpec { return carSpec{Pos: pos, Hand: hand, Deck: hand} }
	four := scene(t, "usa", spec(10), spec(20), spec(30), spec(40))
	five := scene(t, "usa", spec(10), spec(20), spec(30), spec(40), legendAt(50, ""))
	var got4, got5 []int
	for i := range four.s.Cars {
		if four.car(i).Adrenaline {
			got4 = append(got4, i)
		}
	}
	for i := range five.s.Cars {
		if five.car(i).Adrenaline {
			got5 = append(got5, i)
		}
	}
	if !slices.Equal(got4, []int{0}) || !slices.Equal(got5, []int{0, 1}) {
		t.Errorf("adrenaline with 4 cars %v, with 5 (one a Legend) %v; want [0] and [0 1]", got4, got5)
	}
	// A Legend in last place does not take it, and it is not passed on.
	legendLast := scene(t, "usa", legendAt(5, ""), spec(20), spec(30))
	if legendLast.car(0).Adrenaline || legendLast.car(1).Adrenaline {
		t.Error("adrenaline given to a Legend or to a car that is not last")
	}
	// Using it: +1 space that counts as Speed, and +1 Cooldown.
	r := scene(t, "usa", carSpec{Pos: 8, Hand: "3 H H H H 1 1", Deck: hand, Engine: 0}, parked(20))
	r.plan(t, 0, 1, "3")
	l := r.Legal(0)
	if !l.Adrenaline || l.Cooldown != 4 {
		t.Fatalf("legal %+v: want Adrenaline and Cooldown 4 (3 for 1st gear + 1)", l)
	}
	r.do(t, 0, Action{Type: ActAdrenaline})
	r.do(t, 0, Action{Type: ActCooldown, Count: 4})
	if c := r.car(0); c.Pos != 12 || c.T.Speed != 4 || len(c.Engine) != 4 {
		t.Errorf("at %d speed %d engine %d; want 12, 4, 4", c.Pos, c.T.Speed, len(c.Engine))
	}
}

func TestClutteredHand(t *testing.T) { // §8.11
	r := scene(t, "usa", carSpec{Pos: 10, Gear: 4, Hand: "H H H H H H 3", Deck: "1 2 1 2 1 2 1", Engine: 2}, parked(30))
	l := r.Legal(0)
	if l.Play == nil || !l.Play.Cluttered || l.Play.Count != 4 {
		t.Fatalf("a cluttered hand may stay in 4th gear, playing its one card and 3 Heat: %+v", l.Play)
	}
	if got := gearsOf(l.Gears); !slices.Equal(got, []int{3, 4}) {
		t.Fatalf("cluttered gear options %v, want [3 4] (only ±1 in BGA)", got)
	}
	if err := r.Apply(0, Action{Type: ActShift, Gear: 2}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("a two-gear shift with a cluttered hand: %v", err)
	}
	ev := r.plan(t, 0, 3, "3 H H")
	c := r.car(0)
	if len(kinds(ev, EvClutter)) != 1 || c.Pos != 10 || c.Gear != 1 || count(c.Discard, Heat) != 2 || len(c.Hand) != 7 {
		t.Errorf("pos %d gear %d heat discarded %d hand %d; want 10, 1st, 2, 7", c.Pos, c.Gear, count(c.Discard, Heat), len(c.Hand))
	}
	// Gear 3 and Engine ≥ 1: not cluttered; must shift to 1st and play the 3.
	r = scene(t, "usa", carSpec{Pos: 10, Gear: 3, Hand: "H H H H H H 3", Deck: "1 2 1 2 1 2 1", Engine: 1}, parked(30))
	if l := r.Legal(0); !slices.Equal(gearsOf(l.Gears), []int{1}) || l.Gears[0].Heat != 1 {
		t.Errorf("gear options %+v, want only 1st for 1 Heat", l.Gears)
	}
	if err := r.Apply(0, Action{Type: ActPlay, Cards: r.hand(t, 0, "3 H H")}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("playing Heat without a cluttered hand: %v", err)
	}
	r.plan(t, 0, 1, "3")
	if c := r.car(0); c.Pos != 13 || len(c.Engine) != 0 {
		t.Errorf("at %d engine %d; want 13 and the shift paid", c.Pos, len(c.Engine))
	}
}

func gearsOf(opts []GearOption) []int {
	var out []int
	for _, o := range opts {
		out = append(out, o.Gear)
	}
	return out
}

func TestShiftRules(t *testing.T) {
	for _, tt := range []struct {
		name      string
		gear, to  int
		engine    int
		ok        bool
		engineOut int
	}{
		{"up one is free", 1, 2, 6, true, 6},
		{"down one is free", 3, 2, 6, true, 6},
		{"up two costs 1 Heat", 1, 3, 6, true, 5},
		{"down two costs 1 Heat", 4, 2, 6, true, 5},
		{"up two with an empty Engine", 1, 3, 0, false, 0},
		{"three gears", 1, 4, 6, false, 6},
		{"no 5th gear", 4, 5, 6, false, 6},
		{"no 0th gear", 1, 0, 6, false, 6},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := scene(t, "usa", carSpec{Pos: 20, Gear: tt.gear, Hand: "1 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: tt.engine})
			before := r.Digest()
			err := r.Apply(0, Action{Type: ActShift, Gear: tt.to})
			if (err == nil) != tt.ok {
				t.Fatalf("shift %d→%d with %d Heat: err %v, want ok %v", tt.gear, tt.to, tt.engine, err, tt.ok)
			}
			if !tt.ok {
				if r.Digest() != before {
					t.Error("a refused shift changed the race")
				}
				return
			}
			// Hidden until the reveal: the Engine is not paid yet.
			if len(r.car(0).Engine) != tt.engine || r.View(Spectator).Cars[0].Gear != tt.gear {
				t.Error("the shift showed before the reveal")
			}
			ids := r.Legal(0).Play.Cards[:tt.to]
			r.do(t, 0, Action{Type: ActPlay, Cards: ids})
			if c := r.car(0); c.Gear != tt.to || len(c.Engine)+count(c.Hand, Heat) != tt.engineOut {
				t.Errorf("gear %d engine %d, want %d and %d", c.Gear, len(c.Engine), tt.to, tt.engineOut)
			}
		})
	}
}

func TestPlayRules(t *testing.T) {
	r := scene(t, "usa", carSpec{Pos: 20, Gear: 2, Hand: "1 2 H S 3 4 5", Deck: "1 1 1 1 1 1 1", Engine: 6})
	for _, tt := range []struct {
		name  string
		cards []int
		want  error
	}{
		{"too few", r.hand(t, 0, "1"), kit.ErrIllegal},
		{"too many", r.hand(t, 0, "1 2 3"), kit.ErrIllegal},
		{"Heat", r.hand(t, 0, "1 H"), kit.ErrIllegal},
		{"twice the same", append(r.hand(t, 0, "1"), r.hand(t, 0, "1")...), kit.ErrIllegal},
		{"not in hand", []int{9999, r.hand(t, 0, "1")[0]}, kit.ErrIllegal},
	} {
		if err := r.Apply(0, Action{Type: ActPlay, Cards: tt.cards}); !errors.Is(err, tt.want) {
			t.Errorf("%s: err %v, want %v", tt.name, err, tt.want)
		}
	}
	// Stress may be played: it flips until a Speed card; the 0 and 5 are flipped past.
	r.car(0).Deck = r.cardsOf("S H 5 0 3")
	slices.Reverse(r.car(0).Deck)
	ev := r.plan(t, 0, 2, "S 4")
	flips := kinds(ev, EvFlip)
	if len(flips) != 1 || flips[0].Speed != 3 || len(flips[0].Cards) != 5 {
		t.Fatalf("flips %+v: want one flip finding the 3 after Stress, Heat, 5, 0", flips)
	}
	if c := r.car(0); c.Pos != 27 || count(c.Discard, Heat) != 1 || count(c.Discard, Stress) != 1 {
		t.Errorf("at %d, discard %v; want 27 and the flipped Stress and Heat discarded", c.Pos, c.Discard)
	}
}

func TestBoost(t *testing.T) {
	r := scene(t, "usa", carSpec{Pos: 8, Gear: 3, Hand: "2 2 2 1 1 1 1", Deck: "H 4 1 1 1 1 1", Engine: 2})
	r.plan(t, 0, 3, "2 2 2")
	if l := r.Legal(0); !l.Boost || l.Cooldown != 0 {
		t.Fatalf("legal %+v: want Boost in 3rd gear and no Cooldown", l)
	}
	ev := r.do(t, 0, Action{Type: ActBoost})
	if err := r.Apply(0, Action{Type: ActBoost}); !errors.Is(err, kit.ErrIllegal) && !errors.Is(err, kit.ErrNotYourTurn) {
		t.Errorf("second boost: %v", err)
	}
	r.skipReact(t, 0)
	c := r.car(0)
	// 6 + 4 = Speed 10 through corner 1 (limit 7): 3 Heat over, only 1 left after the boost: spin out.
	if b := kinds(ev, EvBoost); len(b) != 1 || b[0].Speed != 4 {
		t.Fatalf("boost events %+v", b)
	}
	if c.SpinOuts != 1 || c.Pos != 11 {
		t.Errorf("spins %d at %d: the boost counts as Speed at the corner, want a spin-out back to 11", c.SpinOuts, c.Pos)
	}
}

func TestCooldownAndDiscard(t *testing.T) {
	r := scene(t, "usa", carSpec{Pos: 20, Gear: 2, Hand: "1 1 H H S 4 5", Deck: "1 1 1 1 1 1 1", Engine: 0})
	r.plan(t, 0, 2, "1 1")
	if err := r.Apply(0, Action{Type: ActCooldown, Count: 2}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("cooling 2 in 2nd gear: %v", err)
	}
	r.do(t, 0, Action{Type: ActCooldown, Count: 1})
	r.do(t, 0, Action{Type: ActReactDone})
	if l := r.Legal(0); !slices.Equal(l.Discard, r.hand(t, 0, "4 5")) {
		t.Errorf("discardable %v, want only the 4 and the 5 (never Heat or Stress)", l.Discard)
	}
	for _, bad := range []string{"H", "S"} {
		if err := r.Apply(0, Action{Type: ActDiscard, Cards: r.hand(t, 0, bad)}); !errors.Is(err, kit.ErrIllegal) {
			t.Errorf("discarding %s: %v", bad, err)
		}
	}
	r.do(t, 0, Action{Type: ActDiscard, Cards: r.hand(t, 0, "4")})
	c := r.car(0)
	if len(c.Engine) != 1 || len(c.Hand) != 7 || count(c.Discard, Speed) != 3 {
		t.Errorf("engine %d hand %d discard %v", len(c.Engine), len(c.Hand), c.Discard)
	}
}

func TestReplenishReshuffles(t *testing.T) {
	r := scene(t, "usa", carSpec{Pos: 20, Gear: 2, Hand: "1 2 3 4 1 2 3", Deck: "4", Discard: "1 1 1", Engine: 6})
	ev := r.plan(t, 0, 2, "1 2")
	ev = append(ev, r.do(t, 0, Action{Type: ActReactDone})...)
	ev = append(ev, r.do(t, 0, Action{Type: ActDiscard})...)
	c := r.car(0)
	// Played cards go to the discard first: the reshuffle holds the 3 old ones and the 1 and 2.
	if len(kinds(ev, EvReshuffle)) != 1 || kinds(ev, EvReshuffle)[0].Count != 5 || len(c.Hand) != 7 || len(c.Deck) != 4 {
		t.Errorf("reshuffles %+v, hand %d, deck %d", kinds(ev, EvReshuffle), len(c.Hand), len(c.Deck))
	}
}

func TestFinishOrder(t *testing.T) { // §8.15
	// USA, 2 laps: finish at 138. A ends on 139 (space 1), B on 140 (space 2).
	spec := func(pos int, card string) carSpec {
		return carSpec{Pos: pos, Hand: card + " 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1"}
	}
	r := scene(t, "usa", spec(136, "3"), spec(136, "4"), parked(100))
	r.car(1).Lane = 3 - r.car(0).Lane
	r.respot()
	r.commit(t, 0, 1, "3")
	r.commit(t, 1, 1, "4")
	r.auto(t)
	if got := r.s.Finished; !slices.Equal(got, []int{1, 0}) {
		t.Errorf("finish order %v, want [1 0]: further past the line first", got)
	}
	// Both on the same space: the race line wins.
	r = scene(t, "usa", spec(136, "3"), spec(135, "4"), parked(100))
	r.commit(t, 0, 1, "3")
	r.commit(t, 1, 1, "4")
	r.auto(t)
	if got := r.s.Finished; len(got) != 2 || !r.raceLine(r.car(got[0])) {
		t.Errorf("finish order %v: the race-line car must rank first", got)
	}
}

func TestRaceRunsUntilEveryCarFinishes(t *testing.T) {
	for _, end := range []EndRule{EndAllFinish, EndLeaderFinishes} {
		r, _ := New(Config{Track: "usa", Laps: 1, Seats: sixCars(0)[:3], End: end}, 7)
		playRandom(r, &rng.Source{S: 3})
		finished := len(r.s.Finished)
		if end == EndAllFinish && finished != 3 || end == EndLeaderFinishes && (finished == 0 || len(r.Standings()) != 3) {
			t.Errorf("%s: %d finished, standings %v", end, finished, r.Standings())
		}
		if end == EndLeaderFinishes && r.s.Round != r.car(r.s.Finished[0]).FinishRound {
			t.Errorf("leader-finishes: the race went on to round %d after the leader finished in round %d", r.s.Round, r.car(r.s.Finished[0]).FinishRound)
		}
	}
}

func TestLegendMoves(t *testing.T) { // §8.12–14
	for _, tt := range []struct {
		name       string
		track      string
		at         int
		colour     string
		card       int
		aggressive bool
		want       int
	}{
		{"B: helmet speed short of the corner", "usa", 0, "yellow", 1, false, 11},
		{"B: would reach the corner, stop diamond before", "usa", 0, "black", 6, false, 8},
		{"A: past the line, limit + diamond", "usa", 5, "blue", 1, false, 15},
		{"A: stop before a second corner", "gb", 36, "black", 6, false, 42},
		{"A: aggressive crosses one more", "gb", 36, "black", 6, true, 44},
		{"A: aggressive only from the chevron", "gb", 35, "black", 6, true, 42},
		{"B: final lap, finish before the corner", "usa", 69 + 60, "black", 6, false, 69 + 60 + 19},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := sceneWith(t, Config{Track: tt.track, AggressiveLegends: tt.aggressive},
				carSpec{Pos: tt.at, Legend: true, Colour: tt.colour}, parked(-40))
			r.s.Legends.Deck = append(r.s.Legends.Deck, tt.card) // next flipped
			r.plan(t, 1, 1, "0")
			if got := r.car(0).Pos; got != tt.want {
				t.Errorf("Legend from %d moved to %d, want %d", tt.at, got, tt.want)
			}
		})
	}
}

func TestLegendDeckAndLevel(t *testing.T) {
	r := sceneWith(t, Config{Track: "usa", LegendLevel: 3}, carSpec{Pos: 0, Legend: true, Colour: "yellow"}, legendAt(30, "red"), parked(-40))
	r.s.Legends.Deck = []int{1}
	r.commit(t, 2, 1, "0")
	r.auto(t)
	// Card 1 yellow: 11 + 3 = 14 ≥ 12 → stops diamond 0 before corner 1: space 11.
	if got := r.car(0).Pos; got != 11 {
		t.Errorf("yellow at %d, want 11", got)
	}
	if len(r.s.Legends.Deck) != 0 {
		t.Fatal("both Legends should share the one card of the round")
	}
	// Next round the empty deck is refilled with all 10 cards.
	r.commit(t, 2, 1, "0")
	r.auto(t)
	if len(r.s.Legends.Deck) != 9 {
		t.Errorf("after a reshuffle the deck holds %d cards, want 9", len(r.s.Legends.Deck))
	}
	seen := map[int]bool{}
	for _, c := range LegendCards() {
		for col := range Colours {
			seen[col*100+c.Helmet[col]] = true
		}
	}
	if len(seen) != 60 {
		t.Errorf("each colour must have each helmet 10–19 once: %d distinct", len(seen))
	}
}

func TestQualifying(t *testing.T) {
	if _, err := New(Config{Track: "usa", Mode: ModeQualifying, Seats: sixCars(0)[:2]}, 1); err == nil {
		t.Error("Qualifying with two cars")
	}
	r, err := New(Config{Track: "italia", Mode: ModeQualifying, Laps: 2, Seats: sixCars(0)[:1]}, 5)
	if err != nil {
		t.Fatal(err)
	}
	g := &rng.Source{S: 11}
	for !r.Over() {
		if l := r.Legal(0); l.Decision == DecideSlipstream || l.Adrenaline {
			t.Fatal("Qualifying offered Slipstream or Adrenaline")
		}
		if err := r.Apply(0, randomAction(r, 0, g)); err != nil {
			t.Fatal(err)
		}
	}
	c := r.car(0)
	sum := 0
	for _, n := range c.LapRounds {
		sum += n
	}
	if len(c.LapRounds) != 2 || sum != r.s.Round || c.FinishRound != r.s.Round {
		t.Errorf("lap rounds %v over %d rounds, finished in %d", c.LapRounds, r.s.Round, c.FinishRound)
	}
}
