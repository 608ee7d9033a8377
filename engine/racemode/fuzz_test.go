package racemode

import (
	"bytes"
	"testing"

	"github.com/heatracing/heat/engine/rng"
)

// ids the random actions aim at: every node of the default map, and some that are on none.
var fuzzIDs = []int{-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 99, BossID, 101}

// act plays one random action read from b, three bytes at a time.
func act(r *Run, b []byte) {
	op, x, y := b[0], b[1], b[2]
	id := fuzzIDs[int(x)%len(fuzzIDs)]
	a, v := int(y>>4)-1, int(y&15)-1
	switch op % 10 {
	case 0:
		_ = r.ChooseStartDeck(a)
	case 1, 2:
		_ = r.RaceResult(id, y&1 == 0)
	case 3:
		_ = r.ChooseCard(id, a, v)
	case 4:
		_ = r.UpgradeCard(id, a, v)
	case 5:
		_ = r.SkipUpgrade(id)
	case 6:
		_ = r.SetGlobalModes([]Mode{Mode(a), Mode(v)})
	case 7:
		r.SetCamera(Camera{X: float64(a), Y: float64(v)})
	case 8:
		if y == 0 {
			r.Restart(uint64(x), Opening([]string{"one", "all", "?"}[int(x)%3]))
		}
	default:
		_, _ = r.Choices(id)
		_, _ = r.RaceAt(id)
	}
}

// checkInvariants: one completed node per level on a path the rule allows from the start, a
// deck of 15 valid cards once the start deck is chosen (none before), accessible nodes in the
// Accessible state, and a save that loads back to the same run.
func checkInvariants(t *testing.T, r *Run) {
	t.Helper()
	c := r.Completed()
	if err := r.Map().checkPath(c, r.Opening()); err != nil {
		t.Fatalf("completed %v: %v", c, err)
	}
	if d := r.Deck(); len(c) == 0 && len(d) != 0 {
		t.Fatalf("a deck %v before the start deck", d)
	} else if err := d.Validate(); len(c) > 0 && err != nil {
		t.Fatalf("deck %v: %v", d, err)
	}
	for _, id := range r.Accessible() {
		if r.State(id) != Accessible {
			t.Fatalf("node %d is accessible but shows %s", id, r.State(id))
		}
	}
	saved := r.Marshal()
	got, err := Load(r.Map(), saved)
	if err != nil {
		t.Fatalf("a run's own save is refused: %v\n%s", err, saved)
	}
	if !bytes.Equal(got.Marshal(), saved) {
		t.Fatalf("the save changed on a round trip: %s", saved)
	}
}

func runActions(t *testing.T, def *Definition, o Opening, data []byte) {
	r := newRun(t, def, o)
	for len(data) >= 3 {
		act(r, data[:3])
		data = data[3:]
		checkInvariants(t, r)
	}
}

func FuzzActions(f *testing.F) {
	f.Add([]byte{0, 0, 16, 1, 2, 0, 3, 5, 0x12, 4, 8, 0x52})
	f.Add([]byte{0, 0, 0, 1, 1, 0, 3, 2, 0x1d, 4, 3, 0x12, 1, 21, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		runActions(t, Default(), Opening([]string{"one", "all"}[len(data)%2]), data)
	})
}

// Random action sequences, seeded, that mostly aim at the accessible nodes so that runs go deep.
func TestRandomRuns(t *testing.T) {
	wins := 0
	for seed := range uint64(200) {
		src := rng.New(seed)
		def := Default()
		if seed%3 == 0 {
			def = Short()
		}
		o := []Opening{OneChild, AllChildren}[seed%2]
		r := newRun(t, def, o)
		deepest := 0
		for range 120 {
			// A card choice a random win left open is answered, as the page asks a player to.
			if pc := r.PendingChoice(); pc != 0 && src.Intn(2) == 0 {
				_ = r.SkipCardChoice(pc)
			}
			if acc := r.Accessible(); len(acc) > 0 && src.Intn(3) > 0 {
				_ = takeNode(r, acc[src.Intn(len(acc))])
			} else {
				act(r, []byte{byte(src.Intn(10)), byte(src.Intn(256)), byte(src.Intn(256))})
			}
			checkInvariants(t, r)
			deepest = max(deepest, r.CurrentLevel())
		}
		if r.Won() {
			wins++
		}
		if deepest < 3 {
			t.Errorf("seed %d: a random run never passed level %d", seed, deepest)
		}
	}
	if wins < 50 {
		t.Errorf("only %d of 200 random runs beat the boss", wins)
	}
}
