package bot

import (
	"flag"
	"fmt"
	"math"
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// The ceiling: how far ahead of the Legends a driver who knew everything could finish. A bot sees
// its own view; this planner reads the whole race instead (its deck's order, the Legend cards,
// the generator behind every reshuffle) by forking it, and searches the whole race with a beam:
// at each of its car's plans, every play of the hand (the best few by the normal judgement), each
// with the React, slipstream and discard choices that matter (a Boost or not, the slipstream or
// not, three ways to discard), played forward on a fork until the car's next plan; the widest
// beams kept by the spaces made and the expert's learned value of the position. Since a fork
// plays the very race (the same generator), the best race the beam finds is one the car could
// have driven; so its share of the meetings is a floor under what perfect knowledge could win,
// and over the share a fair bot can reach. It is a measurement, not a level:
//
//	go test -count=1 -timeout 120m -run 'TestCeiling$' -v ./engine/heat/bot/ -args -ceiling.races=100
//
// (LEVELS_CIRCUITS picks the circuits; -ceiling.width and -ceiling.plays the beam.) Without
// -ceiling.races it plans two races on Great Britain with a small beam and checks only that each
// replays, so the measurement keeps working; -short skips it.
var (
	ceilingRaces = flag.Int("ceiling.races", 0, "races per circuit for TestCeiling (0: a quick check)")
	ceilingWidth = flag.Int("ceiling.width", 32, "the planner's beam: positions kept a round")
	ceilingPlays = flag.Int("ceiling.plays", 12, "the plays tried from each position (the best by the normal judgement)")
	ceilingLevel = flag.Int("ceiling.legends", 2, "the Legends' level")
	ceilingSeed  = flag.Uint64("ceiling.seed", heldOutSeed, "first seed")
)

func TestCeiling(t *testing.T) {
	if testing.Short() {
		t.Skip("plans whole races; run without -short")
	}
	n, width, plays, circuits := *ceilingRaces, *ceilingWidth, *ceilingPlays, measuredCircuits()
	if n == 0 {
		n, width, plays, circuits = 2, 2, 2, []string{"gb"}
	}
	lu := lineUp{[]entrant{expertBot, legend, legend}, *ceilingLevel}
	for _, track := range circuits {
		tr, err := tracks.Get(track)
		if err != nil {
			t.Fatal(err)
		}
		m := raceEach(t, track, n, func(t testing.TB, i int) engine.View {
			r := newLineUpRace(t, track, lu, *ceilingSeed+uint64(i))
			best := beamRace(t, r, tr, 0, width, plays)
			// The race it found is one the car could drive: replayed on the real race, action for
			// action, it ends the same.
			for _, sa := range best.acts {
				mustApply(t, r, sa.seat, sa.a)
			}
			v := r.View(engine.Spectator)
			if !r.Over() || !slices.EqualFunc(v.Cars, best.r.View(engine.Spectator).Cars, sameFinish) {
				t.Errorf("%s seed %d: the planner's race does not replay", track, *ceilingSeed+uint64(i))
			}
			return v
		})
		t.Logf("%s: the planner ahead of the Legends at +%d in %v (width %d, plays %d)",
			track, lu.legendLevel, m.summary(lu), width, plays)
	}
}

// measuredCircuits are the circuits a measurement races: all four, or those LEVELS_CIRCUITS names.
func measuredCircuits() []string {
	if only := os.Getenv("LEVELS_CIRCUITS"); only != "" {
		return strings.Split(only, ",")
	}
	return []string{"usa", "italia", "france", "gb"}
}

// measured are the finished races of a measurement, seat 0's.
type measured []engine.View

// raceEach runs race(i) for i in [0, n) as parallel subtests of a subtest named after the track
// (as many at once as -test.parallel allows, by default one a core) and returns the finished
// races in order: a race that fails fails its own subtest, and leaves its view empty.
func raceEach(t *testing.T, track string, n int, race func(t testing.TB, i int) engine.View) measured {
	out := make(measured, n)
	t.Run(track, func(t *testing.T) {
		for i := range n {
			t.Run(fmt.Sprint(i), func(t *testing.T) {
				t.Parallel()
				out[i] = race(t, i)
			})
		}
	})
	return out
}

// summary is seat 0's share of its meetings with the drivers of another kind, with its interval,
// and its mean finishing round.
func (m measured) summary(lu lineUp) string {
	won, all, sum := 0, 0, 0
	for _, v := range m {
		if len(v.Cars) == 0 { // a race that failed
			continue
		}
		for _, c := range v.Cars[1:] {
			if lu.cars[c.Seat] == lu.cars[0] {
				continue
			}
			all++
			if v.Cars[0].Place < c.Place {
				won++
			}
		}
		sum += v.Cars[0].FinishRound
	}
	lo, hi := wilson(won, all)
	return fmt.Sprintf("%d of %d meetings, %.1f%% (%.0f–%.0f), mean finishing round %.2f",
		won, all, 100*float64(won)/float64(max(all, 1)), 100*lo, 100*hi, float64(sum)/float64(max(len(m), 1)))
}

func sameFinish(a, b engine.CarView) bool {
	return a.Place == b.Place && a.FinishRound == b.FinishRound && a.Pos == b.Pos
}

// wilson is the 95 % Wilson interval of k successes in n.
func wilson(k, n int) (lo, hi float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p, nf := float64(k)/float64(n), float64(n)
	c := p + z*z/(2*nf)
	w := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf))
	d := 1 + z*z/nf
	return (c - w) / d, (c + w) / d
}

// beamRace searches the race for seat me from its start to its end and returns the finished race
// the beam ends in that places me best (the sooner, the further past the line, as the race ranks),
// with the actions that drove it.
func beamRace(t testing.TB, start *engine.Race, tr *tracks.Track, me, width, plays int) *branch {
	return beamFrom(t, advanceAll(t, &branch{r: start.Fork()}, me), tr, me, width, plays)
}

// beamFrom searches on from the branches of beam to the race's end and returns the finished
// branch that places me best.
func beamFrom(t testing.TB, beam []*branch, tr *tracks.Track, me, width, plays int) *branch {
	var best *branch
	bestScore := math.Inf(-1)
	for round := 0; len(beam) > 0; round++ {
		if round > 80 {
			t.Fatal("the planner's race does not end")
		}
		type scored struct {
			b *branch
			s float64
		}
		var kept []scored
		seen := map[string]bool{}
		for _, b := range beam {
			if b.r.Over() {
				if s := finishScore(b.r, me); s > bestScore {
					best, bestScore = b, s
				}
				continue
			}
			v := b.r.View(me)
			k := positionKey(v)
			if seen[k] {
				continue
			}
			seen[k] = true
			d := newDriver(v, tr, Expert)
			judge := d.bestPlay().score
			kept = append(kept, scored{b, float64(v.Cars[me].Pos.Progress) + d.leafValue(judge)})
		}
		if best != nil && best.r.View(engine.Spectator).Cars[me].Place == 1 {
			break // nothing finishes ahead of first
		}
		sort.SliceStable(kept, func(i, j int) bool { return kept[i].s > kept[j].s })
		if len(kept) > width {
			kept = kept[:width]
		}
		beam = beam[:0:0]
		for _, k := range kept {
			beam = append(beam, expand(t, k.b, tr, me, plays)...)
		}
	}
	return best
}

// finishScore is how well a finished race went for me: the drivers it finished ahead of, then
// the sooner and the further past the line the better.
func finishScore(r *engine.Race, me int) float64 {
	c := r.View(engine.Spectator).Cars[me]
	return float64(-c.Place) - 0.05*float64(c.FinishRound) + 0.001*float64(c.Pos.Progress)
}

// positionKey tells apart the positions that differ for the car's future: two forks alike in it
// race alike (the rest, the Legends and the generator, follows from the same choices or nearly).
func positionKey(v engine.View) string {
	me := v.Cars[v.Seat]
	ids := make([]int, 0, len(v.Me.Hand))
	for _, c := range v.Me.Hand {
		ids = append(ids, c.ID)
	}
	slices.Sort(ids)
	return fmt.Sprint(me.Pos, me.Gear, v.Me.Engine, ids, len(v.Me.Discard), me.Deck)
}

// expand plays each of the best plays of the car's hand, and each choice after it, to the car's
// next plan (or the race's end).
func expand(t testing.TB, b *branch, tr *tracks.Track, me, n int) []*branch {
	v := b.r.View(me)
	d := newDriver(v, tr, Normal)
	ps := d.plays()
	sort.SliceStable(ps, func(i, j int) bool { return ps[i].score > ps[j].score })
	if len(ps) > n {
		ps = ps[:n]
	}
	if len(ps) == 0 || ps[0].cards == nil {
		a, err := Decide(v, Normal)
		if err != nil {
			t.Fatal(err)
		}
		f := b.fork()
		f.apply(t, me, a)
		return advanceAll(t, f, me)
	}
	var out []*branch
	for _, p := range ps {
		f := b.fork()
		planPlay(t, f, me, p)
		out = append(out, advanceAll(t, f, me)...)
	}
	return out
}

// planPlay makes seat me's plan in b a play: its shift (then the others decide, as the round
// asks), then its cards.
func planPlay(t testing.TB, b *branch, me int, p play) {
	if b.r.View(me).Me.Legal.Decision == engine.DecideShift {
		b.apply(t, me, engine.Action{Type: engine.ActShift, Gear: p.gear.Gear})
		runOthers(t, b, me)
	}
	if pending(b.r, me) && b.r.View(me).Me.Legal.Decision == engine.DecidePlay {
		b.apply(t, me, engine.Action{Type: engine.ActPlay, Cards: p.cards, Values: p.value})
	}
}

// branch is a fork of the race and every action taken in it since the start, so that the race the
// planner keeps can be replayed on the real one.
type branch struct {
	r    *engine.Race
	acts []seatAction
}

type seatAction struct {
	seat int
	a    engine.Action
}

func (b *branch) fork() *branch {
	return &branch{b.r.Fork(), slices.Clone(b.acts)}
}

func (b *branch) apply(t testing.TB, seat int, a engine.Action) {
	mustApply(t, b.r, seat, a)
	b.acts = append(b.acts, seatAction{seat, a})
}

func mustApply(t testing.TB, r *engine.Race, seat int, a engine.Action) {
	if err := r.Apply(seat, a); err != nil {
		t.Fatalf("seat %d: %v: %v", seat, a, err)
	}
}

func pending(r *engine.Race, seat int) bool {
	p := r.Pending()
	return len(p) > 0 && p[0] == seat
}

// runOthers lets every other seat decide (by the normal bot) until seat me is asked or the race ends.
func runOthers(t testing.TB, b *branch, me int) {
	for steps := 0; !b.r.Over() && !pending(b.r, me); steps++ {
		if steps > 1000 {
			t.Fatal("the others do not stop")
		}
		seat := b.r.Pending()[0]
		a, err := Decide(b.r.View(seat), Normal)
		if err != nil {
			t.Fatal(err)
		}
		b.apply(t, seat, a)
	}
}

// advanceAll plays b forward to seat me's next plan, branching on me's React, slipstream and
// discard choices, and returns every branch it ends in.
func advanceAll(t testing.TB, b *branch, me int) []*branch {
	for steps := 0; ; steps++ {
		if steps > 1000 {
			t.Fatal("the turn does not end")
		}
		runOthers(t, b, me)
		if b.r.Over() {
			return []*branch{b}
		}
		v := b.r.View(me)
		switch v.Me.Legal.Decision {
		case engine.DecideShift, engine.DecidePlay:
			return []*branch{b}
		}
		opts := options(t, v)
		if len(opts) == 1 {
			b.apply(t, me, opts[0])
			continue
		}
		var out []*branch
		for _, a := range opts[1:] {
			f := b.fork()
			f.apply(t, me, a)
			out = append(out, advanceAll(t, f, me)...)
		}
		b.apply(t, me, opts[0])
		return append(out, advanceAll(t, b, me)...)
	}
}

// options are the choices worth trying at a decision other than a plan: the hard bot's, and a
// Boost, the Adrenaline, the slipstream taken or not, and a few ways to discard.
func options(t testing.TB, v engine.View) []engine.Action {
	l := v.Me.Legal
	var own engine.Action
	var err error
	if l.Decision == engine.DecideDiscard {
		own, err = Decide(v, Normal) // the hard bot's discard searches: the other two cover it
	} else {
		own, err = Decide(v, Hard)
	}
	if err != nil {
		t.Fatal(err)
	}
	opts := []engine.Action{own}
	add := func(a engine.Action) {
		for _, o := range opts {
			if o.Type == a.Type && o.Accept == a.Accept && o.Count == a.Count && slices.Equal(o.Cards, a.Cards) {
				return
			}
		}
		opts = append(opts, a)
	}
	switch l.Decision {
	case engine.DecideReact:
		if l.Cooldown > 0 || len(l.Heat) > 0 || len(l.Scrap) > 0 {
			return opts
		}
		if l.Adrenaline {
			add(engine.Action{Type: engine.ActAdrenaline})
		}
		if l.Boost {
			add(engine.Action{Type: engine.ActBoost})
		}
		add(engine.Action{Type: engine.ActReactDone})
	case engine.DecideSlipstream:
		if l.Slipstream != nil {
			add(engine.Action{Type: engine.ActSlipstream, Accept: true, Count: l.SlipstreamExtra})
		}
		add(engine.Action{Type: engine.ActSlipstream})
	case engine.DecideDiscard:
		add(engine.Action{Type: engine.ActDiscard, Cards: []int{}})
		var slow []int
		for _, id := range l.Discard {
			for _, c := range v.Me.Hand {
				if c.ID == id && c.Kind != engine.Heat && c.Kind != engine.Stress && c.Value <= 2 {
					slow = append(slow, id)
				}
			}
		}
		add(engine.Action{Type: engine.ActDiscard, Cards: slow})
	}
	return opts
}
