//go:build heatoracle

package bot

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"sort"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// A fair planner over the whole race: at each of its plans, the car deals what it may not see
// anew (the engine's Redeal, built with the heatoracle tag: its deck's order, the Legend deck,
// the generator) several times, and plays each of its best plays on every deal to the race's end
// with the ceiling's beam (ceiling_test.go); it keeps the play that finishes best on average.
// It reads nothing its seat may not see: every deal is one the seat cannot tell from the race.
// It is far over any decision's time budget: a measurement of what planning the whole race
// would win, not a level.
//
//	LEVELS_CIRCUITS=italia,gb go test -tags heatoracle -count=1 -timeout 120m -run 'TestPIMC$' -v ./engine/heat/bot/ -args -pimc.races=50
var (
	pimcRaces = flag.Int("pimc.races", 0, "races per circuit for TestPIMC (0: skip)")
	pimcDeals = flag.Int("pimc.deals", 8, "deals of the unseen a plan meets")
	pimcCands = flag.Int("pimc.cands", 6, "plays compared at each plan")
	pimcWidth = flag.Int("pimc.width", 4, "the beam within each deal")
	pimcInner = flag.Int("pimc.inner", 4, "the plays tried at each position within a deal")
	pimcLup   = flag.Int("pimc.lineup", 7, "the line-up (levels_test.go), the planner in seat 0")
)

func TestPIMC(t *testing.T) {
	if *pimcRaces == 0 {
		t.Skip("a measurement: run with -pimc.races")
	}
	lu := lineUps[*pimcLup]
	for _, track := range measuredCircuits() {
		tr, err := tracks.Get(track)
		if err != nil {
			t.Fatal(err)
		}
		m := raceEach(t, track, *pimcRaces, func(t testing.TB, i int) engine.View {
			seed := *ceilingSeed + uint64(i)
			r := newLineUpRace(t, track, lu, seed)
			pimcRace(t, r, tr, lu, seed)
			return r.View(engine.Spectator)
		})
		t.Logf("%s: the fair planner (%v at +%d) ahead in %v (deals %d, candidates %d, width %d, inner %d)",
			track, lu.cars, lu.legendLevel, m.summary(lu), *pimcDeals, *pimcCands, *pimcWidth, *pimcInner)
	}
}

// pimcRace drives r to its end, seat 0 planned by the fair planner, the rest by their levels.
func pimcRace(t testing.TB, r *engine.Race, tr *tracks.Track, lu lineUp, seed uint64) {
	var chosen *play // the play planned at the shift, for the play step after it
	for steps := 0; !r.Over(); steps++ {
		if steps > 20000 {
			t.Fatal("the race does not end")
		}
		seat := r.Pending()[0]
		v := r.View(seat)
		d := v.Me.Legal.Decision
		if seat == 0 && d == engine.DecidePlay && chosen != nil {
			mustApply(t, r, 0, engine.Action{Type: engine.ActPlay, Cards: chosen.cards, Values: chosen.value})
			chosen = nil
			continue
		}
		if seat == 0 && (d == engine.DecideShift || d == engine.DecidePlay) {
			if p, ok := pimcPlan(t, r, tr, seed); ok {
				if d == engine.DecideShift {
					mustApply(t, r, 0, engine.Action{Type: engine.ActShift, Gear: p.gear.Gear})
					chosen = &p
				} else {
					mustApply(t, r, 0, engine.Action{Type: engine.ActPlay, Cards: p.cards, Values: p.value})
				}
				continue
			}
		}
		a, err := Decide(v, lu.cars[seat].level)
		if err != nil {
			t.Fatal(err)
		}
		mustApply(t, r, seat, a)
	}
}

// pimcPlan is the play that finishes best on average over fresh deals of the unseen.
func pimcPlan(t testing.TB, r *engine.Race, tr *tracks.Track, seed uint64) (play, bool) {
	v := r.View(0)
	ps := newDriver(v, tr, Expert).plays()
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].score > ps[j].score })
	if len(ps) > *pimcCands {
		ps = ps[:*pimcCands]
	}
	if len(ps) < 2 || ps[0].cards == nil {
		return play{}, false
	}
	h := fnv.New64a()
	fmt.Fprint(h, seed, v.Round)
	base := h.Sum64()
	sums := make([]float64, len(ps))
	for k := range *pimcDeals {
		det := r.Redeal(0, base+uint64(k)*0x9e3779b97f4a7c15)
		for i, p := range ps {
			b := &branch{r: det.Fork()}
			planPlay(t, b, 0, p)
			best := beamFrom(t, advanceAll(t, b, 0), tr, 0, *pimcWidth, *pimcInner)
			sums[i] += finishScore(best.r, 0)
		}
	}
	bi, bs := 0, math.Inf(-1)
	for i, s := range sums {
		if s > bs {
			bi, bs = i, s
		}
	}
	return ps[bi], true
}
