package heat

import (
	"errors"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/kit"
)

// The Garage module: the upgrade cards (rules reference §4.1–4.2), their symbols (§4.3) and the
// draft (§4.4).

func TestUpgradeCatalog(t *testing.T) { // §4.1, §4.2
	if len(baseDefs) != firstUpgrade+UpgradeCount || len(cardDefs) > 256 { // the event log packs a Def in a byte
		t.Fatalf("%d card definitions (%d in all), want %d", len(baseDefs), len(cardDefs), firstUpgrade+UpgradeCount)
	}
	for n := upgrade(1); n <= UpgradeCount; n++ {
		d := cardDefs[n.def()]
		if d.Number != int(n) || d.Advanced != (n >= 18) || d.Name == "" {
			t.Errorf("card %d: %+v", n, d)
		}
		if k := n.card(1); (k.Kind == Heat) != (n == 17 || n == 48) {
			t.Errorf("card %d: %+v", n, k)
		}
	}
	for _, tt := range []struct {
		g          Garage
		size, heat int
	}{{GarageBasic, 34, 2}, {GarageQuick, 34, 2}, {GarageAdvanced, 62, 2}, {GarageBoth, 96, 4}} {
		id := 0
		pool := tt.g.pool(&id)
		if len(pool) != tt.size || count(pool, Heat) != tt.heat || id != tt.size {
			t.Errorf("%s pool: %d cards, %d Heat", tt.g, len(pool), count(pool, Heat))
		}
	}
	// A few cards as printed.
	turbo := upgrade(43).card(1)
	if turbo.Value != 8 || turbo.def().Heat != 1 || turbo.def().Scrap != 6 || turbo.String() != "Turbocharger 8" {
		t.Errorf("card 43: %+v %+v", turbo, turbo.def())
	}
	if b := upgrade(8).card(1); b.String() != "Brakes 1/3" || !slices.Equal(b.def().Choices, []int{1, 3}) {
		t.Errorf("card 8: %s %v", b, b.def().Choices)
	}
}

// draftRace is a race with three drivers and a Legend on a fixed grid: seat 0 on pole, seat 2
// last of the drivers.
func draftRace(t *testing.T, g Garage, w Weather) *Race {
	t.Helper()
	seats := sixCars(0)[:4]
	seats[3].Legend = true
	r, err := New(Config{Track: "usa", Seats: seats, Grid: []int{0, 1, 3, 2}, Garage: g, Weather: w}, 9)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func TestDraft(t *testing.T) { // §4.4
	r := draftRace(t, GarageBasic, WeatherRandom)
	wantOrders := [][]int{{2, 1, 0}, {0, 1, 2}, {2, 1, 0}} // back first, front first, back first
	for round := 1; round <= DraftRounds; round++ {
		v := r.View(Spectator)
		if v.Phase != PhaseDraft || v.Draft == nil || v.Draft.Round != round {
			t.Fatalf("round %d: view %+v", round, v.Draft)
		}
		if len(v.Draft.Market) != 3+3 {
			t.Fatalf("round %d: market of %d cards, want players + 3 = 6", round, len(v.Draft.Market))
		}
		if !slices.Equal(v.Draft.Order, wantOrders[round-1]) {
			t.Fatalf("round %d: order %v, want %v", round, v.Draft.Order, wantOrders[round-1])
		}
		for _, seat := range wantOrders[round-1] {
			if p := r.Pending(); !slices.Equal(p, []int{seat}) {
				t.Fatalf("round %d: waiting for %v, want %d", round, p, seat)
			}
			other := (seat + 1) % 3
			l := r.Legal(seat)
			if l.Decision != DecideDraft || len(l.Draft) == 0 {
				t.Fatalf("seat %d legal %+v", seat, l)
			}
			if err := r.Apply(other, Action{Type: ActDraft, Cards: l.Draft[:1]}); !errors.Is(err, kit.ErrNotYourTurn) {
				t.Errorf("seat %d picked out of turn: %v", other, err)
			}
			before := r.Digest()
			for _, bad := range []Action{{Type: ActDraft}, {Type: ActDraft, Cards: []int{-4}}, {Type: ActDraft, Cards: l.Draft[:2]}, {Type: ActShift, Gear: 2}} {
				if err := r.Apply(seat, bad); err == nil || r.Digest() != before {
					t.Errorf("seat %d %v: %v", seat, bad, err)
				}
			}
			last := l.Draft[len(l.Draft)-1]
			if err := r.Apply(seat, Action{Type: ActDraft, Cards: []int{last}}); err != nil {
				t.Fatal(err)
			}
			if c := r.car(seat); c.Upgrades[len(c.Upgrades)-1].ID != last {
				t.Errorf("seat %d upgrades %v, want %d last", seat, c.Upgrades, last)
			}
		}
	}
	if r.s.Phase != PhasePlan || r.s.Draft != nil {
		t.Fatalf("after the draft: phase %s", r.s.Phase)
	}
	// Every leftover left: 34 cards, 18 dealt, 9 drafted.
	cleared := 0
	var weatherAt, lastPick int
	for _, e := range r.events(0, nil) {
		switch e.Kind {
		case EvMarketCleared:
			cleared += len(e.Cards)
		case EvWeather:
			weatherAt = e.N
		case EvPick:
			lastPick = e.N
		}
	}
	if cleared != 9 {
		t.Errorf("%d leftovers removed, want 9", cleared)
	}
	if weatherAt < lastPick {
		t.Errorf("the weather was revealed (event %d) before the draft ended (event %d)", weatherAt, lastPick)
	}
	// The three picks replace the starting upgrades.
	for seat := range 3 {
		c := r.car(seat)
		all := slices.Concat(c.Deck, c.Hand, c.Discard)
		if len(c.Upgrades) != 3 {
			t.Fatalf("seat %d drafted %d cards", seat, len(c.Upgrades))
		}
		for _, k := range c.Upgrades {
			if indexOf(all, k.ID) < 0 {
				t.Errorf("seat %d: drafted %s is not in its cards", seat, k)
			}
		}
		plain := 0
		for _, k := range all {
			if k.Def == 0 && k.Kind == Upgrade {
				plain++
			}
		}
		if plain != 0 || len(all) != startingCards(r)-len(c.Engine) {
			t.Errorf("seat %d: %d starting upgrades left, %d cards", seat, plain, len(all))
		}
	}
	if r.car(3).Upgrades != nil {
		t.Error("a Legend drafted")
	}
}

func TestQuickStart(t *testing.T) { // §4.4
	r := draftRace(t, GarageQuick, WeatherOff)
	if r.s.Phase != PhasePlan {
		t.Fatalf("quick start: phase %s, want the first round", r.s.Phase)
	}
	seen := map[int]bool{}
	for seat := range 3 {
		c := r.car(seat)
		if len(c.Upgrades) != 3 {
			t.Fatalf("seat %d dealt %v", seat, c.Upgrades)
		}
		for _, k := range c.Upgrades {
			if k.def().Number > 17 || seen[k.ID] {
				t.Errorf("seat %d dealt %s (card %d)", seat, k, k.def().Number)
			}
			seen[k.ID] = true
		}
		if n := len(c.Deck) + len(c.Hand); n != 12+3+3 {
			t.Errorf("seat %d: %d cards in deck and hand, want 18", seat, n)
		}
	}
	if len(kinds(r.events(0, nil), EvUpgrades)) != 3 {
		t.Error("the upgrades dealt are not in the race log")
	}
}

func TestBoostSymbol(t *testing.T) { // §4.3 [+]
	r := scene(t, "usa", carSpec{Pos: 20, Hand: "U1 1 1 1 1 1 1", Deck: "5 2 1 1 1 1 1 1", Engine: 6})
	ev := r.plan(t, 0, 1, "U1")
	f := kinds(ev, EvFlip)
	if len(f) != 1 || f[0].Speed != 2 || f[0].Def == 0 || r.car(0).T.Speed != 6 || r.car(0).T.Plus != 1 {
		t.Errorf("flips %+v, speed %d: 4 Wheel Drive 4 with [+] over a 5 then a 2 makes 6", f, r.car(0).T.Speed)
	}
	if got := Describe(f[0], []string{"Ann"}); got != "Ann's 4 Wheel Drive [+] flips 5, then 2: +2." {
		t.Errorf("log: %q", got)
	}
}

func TestScrapSymbol(t *testing.T) { // §4.3 Scrap, Heat
	r := scene(t, "usa", carSpec{Pos: 20, Hand: "U43 1 1 1 1 1 1", Deck: "1 2 3 4 1 2 3 4", Engine: 6})
	ev := r.plan(t, 0, 1, "U43")
	c := r.car(0)
	if l := r.Legal(0); len(l.Scrap) != 1 || len(l.Heat) != 1 {
		t.Fatalf("legal %+v: the Turbocharger's Heat and Scrap wait in React", l)
	}
	ev = append(ev, r.do(t, 0, Action{Type: ActScrap})...)
	ev = append(ev, r.do(t, 0, Action{Type: ActHeat})...)
	sc := kinds(ev, EvScrap)
	if len(sc) != 1 || len(sc[0].Cards) != 6 || c.Pos != 28 || len(c.Engine) != 5 {
		t.Fatalf("scrap %+v, at %d, engine %d", sc, c.Pos, len(c.Engine))
	}
	if got := Describe(sc[0], []string{"Ann"}); got != "Ann's Turbocharger scraps 6 from the top of the deck: 1, 2, 3, 4, 1, 2." {
		t.Errorf("log: %q", got)
	}
	if h := kinds(ev, EvCardHeat); len(h) != 1 || Describe(h[0], []string{"Ann"}) != "Ann pays 1 Heat for Turbocharger 8." {
		t.Errorf("heat: %+v", h)
	}
}

func TestAdjustEveryCorner(t *testing.T) { // §4.3 Adjust; replayable.fm: Wings on two corners
	// Italia corners 2 (space 19, limit 2) and 3 (26, limit 3): Wings 6 (Heat 2, +3) and a 2 from
	// 18 to 26 at Speed 8 pay 3 and 2 instead of 6 and 5.
	r := scene(t, "italia", carSpec{Pos: 18, Gear: 2, Hand: "U46 2 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 8})
	ev := r.plan(t, 0, 2, "U46 2")
	ev = append(ev, r.skipReact(t, 0)...)
	k := kinds(ev, EvCorner)
	if len(k) != 2 || k[0].Limit != 5 || k[0].Heat != 3 || k[1].Limit != 6 || k[1].Heat != 2 {
		t.Errorf("corners %+v", k)
	}
	if c := r.car(0); len(c.Engine) != 8-2-5 {
		t.Errorf("engine %d", len(c.Engine))
	}
}

func TestCooldownAndReduceSymbols(t *testing.T) { // §4.3 Cooldown, Reduce Stress
	r := scene(t, "usa", carSpec{Pos: 40, Gear: 2, Hand: "U12 U6 H H H S S", Deck: "1 1 1 1 1 1 1", Engine: 3})
	r.plan(t, 0, 2, "U12 U6")
	l := r.Legal(0)
	if l.Cooldown != 1+2 || l.Reduce != 2 {
		t.Fatalf("legal %+v: Cooldown 1 (2nd gear) + 2, Reduce Stress 2 of the 3 allowed", l)
	}
	r.do(t, 0, Action{Type: ActCooldown, Count: 2})
	if l := r.Legal(0); l.Cooldown != 1 {
		t.Errorf("after cooling 2 of 3: %d left", l.Cooldown)
	}
	if err := r.Apply(0, Action{Type: ActReduce, Count: 3}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("reduce 3 with 2 Stress: %v", err)
	}
	ev := r.do(t, 0, Action{Type: ActReduce, Count: 2})
	c := r.car(0)
	if count(c.Hand, Stress) != 0 || count(c.Discard, Stress) != 2 || len(kinds(ev, EvReduce)) != 1 {
		t.Errorf("hand %v discard %v", c.Hand, c.Discard)
	}
	if err := r.Apply(0, Action{Type: ActReduce, Count: 1}); err == nil {
		t.Error("reduced twice")
	}
}

func TestSalvageSymbol(t *testing.T) { // §4.3 Salvage
	r := scene(t, "usa", carSpec{Pos: 40, Hand: "U22 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Discard: "4 4 1", Engine: 6})
	r.plan(t, 0, 1, "U22")
	c := r.car(0)
	if l := r.Legal(0); l.Salvage != 2 {
		t.Fatalf("legal %+v", l)
	}
	fours := []int{c.Discard[0].ID, c.Discard[1].ID}
	if err := r.Apply(0, Action{Type: ActSalvage, Cards: []int{fours[0], fours[0]}}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("salvaged one card twice: %v", err)
	}
	deck := len(c.Deck)
	ev := r.do(t, 0, Action{Type: ActSalvage, Cards: fours})
	if len(c.Deck) != deck+2 || indexOf(c.Discard, fours[0]) >= 0 {
		t.Errorf("deck %d, discard %v", len(c.Deck), c.Discard)
	}
	s := kinds(r.Events(1, 0), EvSalvage)
	if len(kinds(ev, EvSalvage)) != 1 || len(s) != 1 || s[0].Cards != nil || s[0].Count != 2 {
		t.Errorf("another seat sees the salvaged cards: %+v", s)
	}
}

func TestRefreshSymbol(t *testing.T) { // §4.3 Refresh
	r := scene(t, "usa", carSpec{Pos: 40, Hand: "U34 1 1 1 1 1 1", Deck: "2 2 2 2 2 2 2", Engine: 6})
	r.plan(t, 0, 1, "U34")
	id := r.car(0).Played[0].ID
	if l := r.Legal(0); !slices.Equal(l.Refresh, []int{id}) {
		t.Fatalf("legal %+v", l)
	}
	r.do(t, 0, Action{Type: ActRefresh, Cards: []int{id}})
	r.skipReact(t, 0)
	if r.Legal(0).Decision == DecideDiscard {
		r.do(t, 0, Action{Type: ActDiscard})
	}
	// Back on top of the deck, so drawn again at once.
	if c := r.car(0); indexOf(c.Hand, id) < 0 || indexOf(c.Discard, id) >= 0 {
		t.Errorf("hand %v, discard %v: the refreshed Suspension comes back to hand", c.Hand, c.Discard)
	}
}

func TestDirectPlaySymbol(t *testing.T) { // §4.3 Direct Play
	// A 1 from 30 to 31, then the Gas Pedal 3 from hand: through USA corner 2 (33, limit 3) at Speed 4.
	r := scene(t, "usa", carSpec{Pos: 30, Hand: "1 U26 U27 1 1 1 1", Deck: "2 2 2 2 2 2 2", Engine: 0})
	r.plan(t, 0, 1, "1")
	c := r.car(0)
	pedal, costly := r.hand(t, 0, "U26")[0], r.hand(t, 0, "U27")[0]
	if l := r.Legal(0); !slices.Equal(l.Direct, []int{pedal}) {
		t.Fatalf("legal %+v: with an empty Engine and no Heat in hand, only the Gas Pedal without Heat can be played", l)
	}
	if err := r.Apply(0, Action{Type: ActDirect, Cards: []int{costly}}); !errors.Is(err, kit.ErrIllegal) {
		t.Errorf("Gas Pedal 4 (Heat 1) with an empty Engine and no Heat in hand: %v", err)
	}
	ev := r.do(t, 0, Action{Type: ActDirect, Cards: []int{pedal}})
	ev = append(ev, r.do(t, 0, Action{Type: ActScrap})...)
	d := kinds(ev, EvDirect)
	if len(d) != 1 || d[0].To.Progress != 34 || c.T.Speed != 4 || len(kinds(ev, EvScrap)) != 1 {
		t.Fatalf("speed %d, events %v", c.T.Speed, ev)
	}
	if c.SpinOuts != 1 {
		t.Errorf("Speed 4 through a limit-3 corner with no Heat: spin-outs %d", c.SpinOuts)
	}
}

func TestAccelerateSymbol(t *testing.T) { // §4.3 Accelerate
	// 4 Wheel Drive 0 ([+], Accelerate 1) and a Stress: two [+], then a Boost makes three.
	r := scene(t, "usa", carSpec{Pos: 40, Gear: 2, Hand: "U47 S 1 1 1 1 1", Deck: "1 1 1 1 1 1 1 1", Engine: 6})
	r.plan(t, 0, 2, "U47 S")
	c := r.car(0)
	if l := r.Legal(0); l.Accelerate != 2 || c.T.Speed != 2 {
		t.Fatalf("legal %+v speed %d", l, c.T.Speed)
	}
	r.do(t, 0, Action{Type: ActBoost})
	if l := r.Legal(0); l.Accelerate != 3 {
		t.Fatalf("after a Boost: accelerate %d, want 3", l.Accelerate)
	}
	at := c.Pos
	r.do(t, 0, Action{Type: ActAccelerate})
	if c.Pos != at+3 || c.T.Speed != 6 {
		t.Errorf("at %d speed %d", c.Pos, c.T.Speed)
	}
	if err := r.Apply(0, Action{Type: ActAccelerate}); err == nil {
		t.Error("accelerated twice")
	}
}

func TestBrakesAtReveal(t *testing.T) { // §4.2 Brakes: the speed is chosen when revealed
	r := scene(t, "usa", carSpec{Pos: 40, Hand: "U8 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6})
	brakes := r.hand(t, 0, "U8")[0]
	r.plan(t, 0, 1, "U8")
	l := r.Legal(0)
	if l.Decision != DecideBrakes || !slices.Equal(l.Brakes[brakes], []int{1, 3}) {
		t.Fatalf("legal %+v", l)
	}
	if p := r.View(1).Cars[0].Played; len(p) != 1 || p[0].String() != "Brakes 1/3" {
		t.Errorf("others see %v", p)
	}
	before := r.Digest()
	for _, bad := range []Action{{Type: ActBrakes, Cards: []int{brakes}, Values: []int{2}}, {Type: ActBrakes}, {Type: ActReactDone}} {
		if err := r.Apply(0, bad); err == nil || r.Digest() != before {
			t.Errorf("%v: %v", bad, err)
		}
	}
	r.do(t, 0, Action{Type: ActBrakes, Cards: []int{brakes}, Values: []int{3}})
	c := r.car(0)
	if c.Pos != 43 || c.T.Speed != 3 {
		t.Errorf("at %d, speed %d", c.Pos, c.T.Speed)
	}
	r.skipReact(t, 0)
	r.auto(t)
	if i := indexOf(c.Discard, brakes); i < 0 || c.Discard[i].Value != 0 {
		t.Errorf("discard %v: the Brakes forget their speed", c.Discard)
	}
}

func TestHeatUpgradeIsHeat(t *testing.T) { // §4.1: cards 17 and 48 are Heat cards
	for _, n := range []int{17, 48} {
		k := upgrade(n).card(1)
		if k.Kind != Heat || k.playable() || k.discardable() {
			t.Errorf("card %d: %+v", n, k)
		}
	}
}
