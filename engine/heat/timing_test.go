package heat

import (
	"errors"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/kit"
)

// The timings of the cards' symbols as Board Game Arena's licensed implementation plays them
// (RULES.md, "Garage module", cites the files and lines). Each test plays one case and names the
// place of that implementation it follows.

// BGA ReactTrait.php 168–183: the cards' Heat is a mandatory React symbol, so a Cooldown may come
// first and bring back the Heat that pays it.
func TestUpgradeHeatPaidAfterCooldown(t *testing.T) {
	setup := func(t *testing.T) (*Race, *car, int) {
		r := scene(t, "usa", carSpec{Pos: 20, Gear: 1, Hand: "U42 H H 1 1 1 1", Deck: "3 1 1 1 1 1 1", Engine: 1})
		turbo := r.hand(t, 0, "U42")[0]
		r.plan(t, 0, 1, "U42")
		return r, r.car(0), turbo
	}
	r, c, turbo := setup(t)
	l := r.Legal(0)
	if c.Pos != 27 || !slices.Equal(l.Heat, []int{turbo}) || !l.HeatShort || l.Cooldown != 2 {
		t.Fatalf("at %d, legal %+v: the Turbocharger moves 7 and its 2 Heat wait, with 2 Heat in hand to cool", c.Pos, l)
	}
	if err := r.Apply(0, Action{Type: ActReactDone}); !errors.Is(err, kit.ErrIllegal) {
		t.Fatalf("React ended with the card's Heat unpaid: %v", err)
	}
	r.do(t, 0, Action{Type: ActCooldown, Count: 2})
	if l := r.Legal(0); l.HeatShort || len(c.Engine) != 3 {
		t.Fatalf("engine %d, legal %+v: cooled 2 into an Engine of 1", len(c.Engine), l)
	}
	ev := r.do(t, 0, Action{Type: ActHeat})
	if h := kinds(ev, EvCardHeat); len(h) != 1 || h[0].Heat != 2 || c.Pos != 27 || len(c.Engine) != 1 {
		t.Fatalf("heat %+v, at %d, engine %d: want 2 paid, the car at 27", h, c.Pos, len(c.Engine))
	}
	if l := r.Legal(0); len(l.Heat) != 0 || l.Decision != DecideReact {
		t.Errorf("legal %+v after paying", l)
	}

	// Without the Cooldown the Engine cannot pay: the card goes, the 3 flipped replaces it, and
	// the car moves 3 from where its turn started.
	r, c, turbo = setup(t)
	ev = r.do(t, 0, Action{Type: ActHeat})
	if c.Pos != 23 || indexOf(c.Discard, turbo) < 0 || len(kinds(ev, EvUnpaid)) != 1 {
		t.Errorf("at %d, discard %v: the unpaid Turbocharger is discarded, the car stops at 23", c.Pos, c.Discard)
	}
}

// BGA ReactTrait.php 139 and 442–455: Direct Play is offered while the Engine is empty if the hand
// holds Heat, and the card's own Cooldown brings it back to pay.
func TestDirectPlayWithAnEmptyEngine(t *testing.T) {
	r := scene(t, "usa", carSpec{Pos: 20, Gear: 3, Hand: "2 2 2 U27 H 1 1", Deck: "1 1 1 1 1 1 1", Engine: 0})
	pedal := r.hand(t, 0, "U27")[0]
	r.plan(t, 0, 3, "2 2 2")
	c := r.car(0)
	if l := r.Legal(0); !slices.Equal(l.Direct, []int{pedal}) || l.Cooldown != 0 {
		t.Fatalf("legal %+v: the Gas Pedal 4 is offered with an empty Engine and a Heat in hand", l)
	}
	at := c.Pos
	ev := r.do(t, 0, Action{Type: ActDirect, Cards: []int{pedal}})
	cool, heat := kinds(ev, EvCooldown), kinds(ev, EvCardHeat)
	if c.Pos != at+4 || len(cool) != 1 || cool[0].Count != 1 || len(heat) != 1 || heat[0].Heat != 1 {
		t.Fatalf("at %d (from %d), events %+v", c.Pos, at, ev)
	}
	if len(c.Engine) != 0 || count(c.Hand, Heat) != 0 || len(c.T.Sym.HeatDue) != 0 {
		t.Errorf("engine %d, hand %v: the card's Cooldown brought the Heat back and paid with it", len(c.Engine), c.Hand)
	}
}

// BGA RoundTrait.php 931–944 and Circuit.php 582–587: each slipstream bonus is taken whole or not
// at all, and an option that would cross the finish line on the final lap is dropped.
func TestSlipstreamBonusAllOrNothing(t *testing.T) {
	// R.P.M. 29 ([+], slipstream +3): the flip finds a 1, the car stands behind a parked one.
	r := scene(t, "usa", parked(43), carSpec{Pos: 41, Hand: "U29 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1 1", Engine: 6})
	c := r.car(1)
	r.plan(t, 1, 1, "U29")
	r.skipReact(t, 1)
	l := r.Legal(1)
	if c.Pos != 42 || l.Decision != DecideSlipstream || !slices.Equal(l.SlipstreamExtras, []int{3}) {
		t.Fatalf("at %d, legal %+v: the plain 2 spaces or 2 + 3", c.Pos, l)
	}
	for _, n := range []int{1, 2, 4} {
		if err := r.Apply(1, Action{Type: ActSlipstream, Accept: true, Count: n}); !errors.Is(err, kit.ErrIllegal) {
			t.Errorf("%d extra spaces: %v", n, err)
		}
	}
	r.do(t, 1, Action{Type: ActSlipstream, Accept: true, Count: 3})
	if c.Pos != 47 {
		t.Errorf("slipstreamed to %d, want 42 + 5", c.Pos)
	}

	// Near the line on the final lap: 2 spaces stay short of it, 5 would cross it.
	r = sceneWith(t, Config{Track: "usa", Laps: 1}, parked(0), carSpec{Hand: "U29 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1 1", Engine: 6})
	line := r.finishLine()
	r = sceneWith(t, Config{Track: "usa", Laps: 1}, parked(line-3), carSpec{Pos: line - 5, Hand: "U29 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1 1", Engine: 6})
	c = r.car(1)
	r.plan(t, 1, 1, "U29")
	r.skipReact(t, 1)
	if l := r.Legal(1); c.Pos != line-4 || l.Slipstream == nil || len(l.SlipstreamExtras) != 0 {
		t.Fatalf("at %d (line %d), legal %+v: only the plain slipstream", c.Pos, line, l)
	}
	if err := r.Apply(1, Action{Type: ActSlipstream, Accept: true, Count: 3}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("a slipstream over the finish line: %v", err)
	}

	// A weather sector's bonus (Storm: +2): 2 or 4 spaces, nothing between.
	cfg := Config{Track: "usa", Weather: Storm, Roads: []RoadToken{{Corner: 1, Kind: RoadWeather}, {Corner: 2, Kind: RoadWeather}, {Corner: 3, Kind: RoadWeather}}}
	r = sceneWith(t, cfg, parked(43), carSpec{Pos: 41, Hand: "1 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1 1", Engine: 6})
	r.plan(t, 1, 1, "1")
	r.skipReact(t, 1)
	if l := r.Legal(1); l.Decision != DecideSlipstream || !slices.Equal(l.SlipstreamExtras, []int{2}) {
		t.Errorf("legal %+v: Storm's sector gives 2 more or none", l)
	}
	if err := r.Apply(1, Action{Type: ActSlipstream, Accept: true, Count: 1}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("1 of Storm's 2 spaces: %v", err)
	}
}

// BGA RoundTrait.php 568–590: every [+] (a Stress card is one) flips at the reveal; the Scrap is
// a mandatory React symbol, which may come after a Boost.
func TestStressFlipsBeforeScrap(t *testing.T) {
	r := scene(t, "usa", carSpec{Pos: 40, Gear: 2, Hand: "U43 S 1 1 1 1 1", Deck: "4 1 1 1 1 1 1 2 2 2", Engine: 6})
	turbo := r.hand(t, 0, "U43")[0]
	ev := r.plan(t, 0, 2, "U43 S")
	c := r.car(0)
	if f := kinds(ev, EvFlip); len(f) != 1 || f[0].Speed != 4 || c.T.Speed != 12 || c.Pos != 52 {
		t.Fatalf("flips %+v, speed %d, at %d: the Stress finds the 4 before the Scrap, Speed 12", f, c.T.Speed, c.Pos)
	}
	if l := r.Legal(0); !slices.Equal(l.Scrap, []int{turbo}) || !l.Boost {
		t.Fatalf("legal %+v: the Scrap waits in React, a Boost is offered", l)
	}
	if err := r.Apply(0, Action{Type: ActReactDone}); !errors.Is(err, kit.ErrIllegal) {
		t.Fatalf("React ended before the Scrap: %v", err)
	}
	ev = r.do(t, 0, Action{Type: ActBoost}) // before the Scrap: it flips the 1 on top
	if b := kinds(ev, EvBoost); len(b) != 1 || b[0].Speed != 1 {
		t.Fatalf("boost %+v", b)
	}
	ev = r.do(t, 0, Action{Type: ActScrap})
	if s := kinds(ev, EvScrap); len(s) != 1 || len(s[0].Cards) != 6 || s[0].Cards[5].Value != 2 {
		t.Errorf("scrap %+v: the six cards under the Boost's", s)
	}
}

// BGA RoundTrait.php 617 (the speed is chosen once the reveal's flips are done): the Brakes ask
// with the Stress's flip shown.
func TestBrakesChooseAfterTheFlips(t *testing.T) {
	r := scene(t, "usa", carSpec{Pos: 40, Gear: 2, Hand: "U8 S 1 1 1 1 1", Deck: "3 1 1 1 1 1 1", Engine: 6})
	brakes := r.hand(t, 0, "U8")[0]
	ev := r.plan(t, 0, 2, "U8 S")
	c := r.car(0)
	if l := r.Legal(0); l.Decision != DecideBrakes {
		t.Fatalf("legal %+v", l)
	}
	if f := kinds(ev, EvFlip); len(f) != 1 || f[0].Speed != 3 || c.T.Plus != 1 || c.Pos != 40 {
		t.Fatalf("flips %+v at %d: the Stress shows its 3 before the Brakes choose", f, c.Pos)
	}
	if p := r.View(0).Cars[0].Played; len(p) != 3 {
		t.Errorf("the play area shows %v: the Brakes, the Stress and the 3", p)
	}
	r.do(t, 0, Action{Type: ActBrakes, Cards: []int{brakes}, Values: []int{3}})
	if c.Pos != 46 || c.T.Speed != 6 {
		t.Errorf("at %d, speed %d: 3 + 3", c.Pos, c.T.Speed)
	}
}
