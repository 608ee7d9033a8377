package heat

import (
	"errors"
	"slices"
	"testing"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/engine/rng"
)

// Retiring (RULES.md, "Retiring"): a driver takes its car out of the race; it is ranked last and
// the race goes on for the others.

func TestRetireScenarios(t *testing.T) {
	for _, tt := range []struct {
		name string
		// before plays the race up to the moment seat 0 retires.
		before func(t *testing.T, r *Race)
	}{
		{"while choosing cards", func(t *testing.T, r *Race) {}},
		{"after committing its cards", func(t *testing.T, r *Race) {
			r.commit(t, 0, 2, "2 2")
		}},
		{"in its React step", func(t *testing.T, r *Race) {
			r.commit(t, 0, 2, "2 2")
			r.auto(t, 0)
			if d := r.Legal(0).Decision; d != DecideReact {
				t.Fatalf("seat 0 decides %q, want react", d)
			}
		}},
		{"while another car decides", func(t *testing.T, r *Race) {
			r.commit(t, 0, 2, "2 2")
			r.commit(t, 1, 1, "1")
			if r.Pending()[0] == 0 {
				t.Fatal("seat 0 moves first: the scene should put seat 1 in front")
			}
		}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := scene(t, "usa",
				carSpec{Pos: 10, Gear: 2, Hand: "2 2 H 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6},
				carSpec{Pos: 20, Hand: "1 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6},
				legendAt(15, ""))
			tt.before(t, r)
			if !r.Legal(0).Retire {
				t.Fatal("Legal does not offer Retire")
			}
			from := r.pos(r.car(0))
			held := cardsHeld(r.car(0))
			ev, err := r.applied(0, Action{Type: ActRetire})
			if err != nil {
				t.Fatalf("retire: %v", err)
			}
			retired := kinds(ev, EvRetire)
			if len(retired) != 1 || retired[0].Seat != 0 || retired[0].From != from {
				t.Fatalf("retire events %+v: want one for seat 0 from %v", retired, from)
			}
			if got := Describe(retired[0], []string{"Ann", "Bob", "Cid"}); got != "Ann retires." {
				t.Errorf("the race log says %q", got)
			}
			c := r.car(0)
			if n := cardsHeld(c); n != held {
				t.Errorf("the retired car holds %d cards, it held %d", n, held)
			}
			if r.onTrack(c) || len(c.Played) != 0 || c.Committed || !r.Retired(0) {
				t.Errorf("retired car: on track %v, played %v, committed %v", r.onTrack(c), c.Played, c.Committed)
			}
			v := r.View(0)
			if !v.Cars[0].Retired || v.Cars[0].Finished || v.Me.Legal.Retire || v.Me.Legal.Decision != DecideNothing {
				t.Errorf("its view: car %+v, legal %+v", v.Cars[0], v.Me.Legal)
			}
			if err := r.Apply(0, Action{Type: ActShift, Gear: 1}); !errors.Is(err, kit.ErrNotYourTurn) {
				t.Errorf("a retired seat shifts: %v", err)
			}
			// The race goes on for the others and ends when they have finished.
			for !r.Over() {
				pending := r.Pending()
				if slices.Contains(pending, 0) {
					t.Fatal("the race waits for a retired car")
				}
				r.auto(t)
			}
			if st := r.Standings(); st[len(st)-1] != 0 || !slices.Contains(r.s.Finished, 1) || slices.Contains(r.s.Finished, 0) {
				t.Errorf("standings %v, finished %v: seat 0 should be last and not finished", st, r.s.Finished)
			}
		})
	}
}

func cardsHeld(c *car) int {
	return len(c.Deck) + len(c.Hand) + len(c.Discard) + len(c.Played) + len(c.Engine)
}

func TestRetireRefusals(t *testing.T) {
	r := scene(t, "usa",
		carSpec{Pos: 10, Hand: "1 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6},
		carSpec{Pos: 20, Hand: "1 1 1 1 1 1 1", Deck: "1 1 1 1 1 1 1", Engine: 6},
		legendAt(15, ""))
	r.do(t, 1, Action{Type: ActRetire})
	draft, err := New(Config{Track: "usa", Seats: sixCars(4), Garage: GarageBasic}, 3)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		r    *Race
		seat int
		want error
	}{
		{"a Legend", r, 2, kit.ErrIllegal},
		{"twice", r, 1, kit.ErrIllegal},
		{"during the draft", draft, draft.Pending()[0], kit.ErrNotYourTurn},
	} {
		before := tt.r.Digest()
		if err := tt.r.Apply(tt.seat, Action{Type: ActRetire}); !errors.Is(err, tt.want) || tt.r.Digest() != before {
			t.Errorf("%s: %v, want %v and no change", tt.name, err, tt.want)
		}
		if tt.r.Legal(tt.seat).Retire {
			t.Errorf("%s: Legal offers Retire", tt.name)
		}
	}
	for !r.Over() {
		r.auto(t)
	}
	if err := r.Apply(0, Action{Type: ActRetire}); !errors.Is(err, ErrOver) {
		t.Errorf("retiring after the race: %v", err)
	}
}

// A finished car cannot retire, and cars that retire one after the other rank last, the latest
// to retire first.
func TestRetiredRankLastLatestFirst(t *testing.T) {
	r, err := New(Config{Track: "usa", Seats: sixCars(2)}, 11)
	if err != nil {
		t.Fatal(err)
	}
	g := &rng.Source{S: 5}
	for _, seat := range []int{3, 1, 0} {
		for range 25 { // some random play between retirements
			if r.Over() {
				break
			}
			p := r.Pending()
			s := p[g.Intn(len(p))]
			if err := r.Apply(s, randomAction(r, s, g)); err != nil {
				t.Fatal(err)
			}
		}
		if err := r.Apply(seat, Action{Type: ActRetire}); err != nil {
			t.Fatalf("seat %d retires: %v", seat, err)
		}
	}
	playRandom(r, g)
	st := r.Standings()
	if !slices.Equal(st[len(st)-3:], []int{0, 1, 3}) {
		t.Errorf("standings %v: want the retired cars last, the latest first: [... 0 1 3]", st)
	}
	over := r.events(0, nil)
	if last := over[len(over)-1]; last.Kind != EvOver || !slices.Equal(last.Order, st) {
		t.Errorf("the last event %+v should rank %v", last, st)
	}
	finisher := r.s.Finished[0]
	if err := r.retireAllowed(finisher); err == nil {
		t.Error("a finished car may retire")
	}
	// The race file replays to the same race.
	again, err := FileFormat.Replay(r.File())
	if err != nil || again.Digest() != r.Digest() {
		t.Errorf("replay: %v, same digest %v", err, err == nil && again.Digest() == r.Digest())
	}
}

// The race ends when every car still racing has finished, and at once (at the end of the round)
// when every car has retired.
func TestRetireEndsTheRace(t *testing.T) {
	for _, tt := range []struct {
		name    string
		legends int
		retire  []int
	}{
		{"every driver retires, Legends race on", 3, []int{0, 1, 2}},
		{"every car retires", 0, []int{0, 1, 2, 3, 4, 5}},
		{"all but one", 0, []int{0, 1, 2, 3, 4}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, err := New(Config{Track: "italia", Seats: sixCars(tt.legends)}, 2)
			if err != nil {
				t.Fatal(err)
			}
			for _, seat := range tt.retire {
				if err := r.Apply(seat, Action{Type: ActRetire}); err != nil {
					t.Fatalf("seat %d: %v", seat, err)
				}
			}
			playRandom(r, &rng.Source{S: 9})
			if !r.Over() || r.s.Round >= MaxRounds {
				t.Fatalf("over %v at round %d", r.Over(), r.s.Round)
			}
			if want := 6 - len(tt.retire); len(r.s.Finished) != want {
				t.Errorf("%d cars finished, want %d", len(r.s.Finished), want)
			}
		})
	}
}

// Random races where drivers retire at random moments keep every invariant and replay the same.
func TestRandomRetirements(t *testing.T) {
	for seed := uint64(1); seed <= 40; seed++ {
		cfg := Config{Track: []string{"usa", "italia", "france", "gb"}[seed%4], Seats: sixCars(int(seed % 3))}
		if seed%5 == 0 {
			cfg.Garage, cfg.Weather = GarageQuick, WeatherRandom
		}
		r, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		g := &rng.Source{S: seed}
		for n := 0; !r.Over(); n++ {
			if g.Intn(40) == 0 {
				seat := g.Intn(len(r.s.Cars))
				if r.Legal(seat).Retire {
					if err := r.Apply(seat, Action{Type: ActRetire}); err != nil {
						t.Fatalf("seed %d: seat %d retires: %v", seed, seat, err)
					}
				}
			}
			if r.Over() {
				break
			}
			for seat := range r.s.Cars {
				if r.Legal(seat).Retire != (r.retireAllowed(seat) == nil) {
					t.Fatalf("seed %d: Legal and Apply disagree on whether seat %d may retire", seed, seat)
				}
			}
			p := r.Pending()
			seat := p[g.Intn(len(p))]
			before, since := positions(r), r.EventCount()
			if err := r.Apply(seat, randomAction(r, seat, g)); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if err := checkInvariants(r, before, since); err != nil {
				t.Fatalf("seed %d after %d actions: %v", seed, n, err)
			}
		}
		again, err := FileFormat.Replay(r.File())
		if err != nil || again.Digest() != r.Digest() {
			t.Fatalf("seed %d: replay %v", seed, err)
		}
		st := r.Standings()
		if len(st) != 6 || !slices.Equal(st[len(st)-len(r.s.Retired):], reversed(r.s.Retired)) {
			t.Errorf("seed %d: standings %v, retired %v", seed, st, r.s.Retired)
		}
	}
}

func reversed(s []int) []int {
	out := slices.Clone(s)
	slices.Reverse(out)
	return out
}

// The solo automatic end: once every human seat is out of the race, PlayOut ends it.
func TestPlayOutAfterTheHumansRetire(t *testing.T) {
	r, err := New(Config{Track: "gb", Seats: sixCars(3)}, 4)
	if err != nil {
		t.Fatal(err)
	}
	humans := []int{0}
	if r.OutOfRace(humans) {
		t.Fatal("a racing human counts as out")
	}
	if err := r.Apply(0, Action{Type: ActRetire}); err != nil {
		t.Fatal(err)
	}
	if !r.OutOfRace(humans) {
		t.Fatal("a retired human counts as racing")
	}
	g := &rng.Source{S: 1}
	err = r.PlayOut(func(seat int) (Action, error) {
		if seat == 0 {
			t.Fatal("PlayOut asks the retired seat")
		}
		return randomAction(r, seat, g), nil
	})
	if err != nil || !r.Over() {
		t.Fatalf("PlayOut: %v, over %v", err, r.Over())
	}
	if st := r.Standings(); st[5] != 0 || len(r.s.Finished) != 5 {
		t.Errorf("standings %v, finished %v", st, r.s.Finished)
	}
	// A decider's error stops it.
	r2, _ := New(Config{Track: "gb", Seats: sixCars(3)}, 4)
	boom := errors.New("boom")
	if err := r2.PlayOut(func(int) (Action, error) { return Action{}, boom }); !errors.Is(err, boom) {
		t.Errorf("PlayOut with a failing decider: %v", err)
	}
}
