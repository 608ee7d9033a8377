package heat

import (
	"crypto/sha256"
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

// simOutcome hashes everything a race is but its logs: positions, cards, results, the generator.
func simOutcome(t testing.TB, r *Race) [32]byte {
	s := r.s
	s.Events, s.Log = eventLog{}, actionLog{}
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return sha256.Sum256(b)
}

// The differential test: thousands of random races played twice with the same choices, recorded
// and simulated (forked at a random moment, or from the start), end in the same state, byte for
// byte: positions, every pile of cards, results, standings and the generator's state.
func TestForkPlaysLikeTheRecordingRace(t *testing.T) {
	races := 2000
	if testing.Short() {
		races = 200
	}
	tracks := []string{"usa", "italia", "france", "gb"}
	for i := range races {
		seed := uint64(i)
		cfg := Config{Track: tracks[i%4], Seats: sixCars(i % 4)[:2+i%5]}
		switch i % 7 {
		case 1:
			cfg.Garage, cfg.Weather = GarageBoth, WeatherRandom
		case 2:
			cfg.Garage = GarageQuick
		case 3:
			cfg.End = EndLeaderFinishes
		case 4:
			cfg.Press, cfg.Sponsors = []int{0, 1}, 1
		}
		rec, err := New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		forkAt := int(seed*7919) % 400 // an action count; 0 forks at the start
		var sim *Race
		g := &rng.Source{S: seed}
		var buf [MaxCars]int
		for n := 0; !rec.Over(); n++ {
			if n == forkAt {
				sim = rec.Fork()
			}
			pending := rec.appendPending(buf[:0])
			seat := pending[g.Intn(len(pending))]
			if g.Intn(500) == 0 && rec.Legal(seat).Retire {
				a := Action{Type: ActRetire}
				apply2(t, rec, sim, seat, a)
				continue
			}
			apply2(t, rec, sim, seat, randomAction(rec, seat, g))
		}
		if sim == nil {
			continue // the race ended before the fork
		}
		if !sim.Over() || simOutcome(t, sim) != simOutcome(t, rec) || sim.s.RNG != rec.s.RNG {
			t.Fatalf("race %d (%+v) forked at action %d: the simulation ends differently", i, cfg, forkAt)
		}
		if st, want := sim.Standings(), rec.Standings(); string(toBytes(st)) != string(toBytes(want)) {
			t.Fatalf("race %d: standings %v, recorded %v", i, st, want)
		}
		if sim.EventCount() != 0 || len(sim.File().Actions) != 0 {
			t.Fatalf("race %d: the fork recorded %d events and %d actions", i, sim.EventCount(), len(sim.File().Actions))
		}
	}
}

// apply2 applies an action to the recording race and, once forked, to the simulation too, which
// must accept or refuse it alike.
func apply2(t *testing.T, rec, sim *Race, seat int, a Action) {
	t.Helper()
	err := rec.Apply(seat, a)
	if err != nil {
		t.Fatalf("recording race: %v", err)
	}
	if sim != nil {
		if err := sim.Apply(seat, a); err != nil {
			t.Fatalf("simulation refused %s: %v", a, err)
		}
	}
}

func toBytes(s []int) []byte {
	b := make([]byte, len(s))
	for i, v := range s {
		b[i] = byte(v)
	}
	return b
}

// A fork shares nothing with its race: playing it leaves the race untouched.
func TestForkIsIndependent(t *testing.T) {
	r, err := New(Config{Track: "france", Seats: sixCars(2), Garage: GarageQuick, Weather: WeatherRandom}, 8)
	if err != nil {
		t.Fatal(err)
	}
	g := &rng.Source{S: 3}
	for range 120 {
		p := r.Pending()
		if err := r.Apply(p[0], randomAction(r, p[0], g)); err != nil {
			t.Fatal(err)
		}
	}
	before := r.Digest()
	f := r.Fork()
	playRandom(f, &rng.Source{S: 4})
	if r.Digest() != before {
		t.Error("playing a fork changed its race")
	}
}
