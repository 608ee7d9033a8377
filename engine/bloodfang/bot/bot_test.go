package bot

import (
	"encoding/json"
	"errors"
	"testing"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/rng"
)

// Two games that differ only in what the seat cannot see (the other hand, both decks' order)
// give the bot the same view, and so the same decision, at every level.
func TestDecisionIgnoresHiddenState(t *testing.T) {
	checked := 0
	for seed := range uint64(6) {
		g, err := engine.New(engine.Config{Seats: []engine.SeatConfig{{Name: "a", Deck: "plague"}, {Name: "b", Deck: "bastion"}}}, seed)
		if err != nil {
			t.Fatal(err)
		}
		r := &rng.Source{S: seed}
		for step := 0; !g.Over(); step++ {
			seat := g.Pending()[0]
			v := g.View(seat)
			if step%3 == 1 && v.Me.Legal.Decision == engine.DecidePlay {
				// Two whole games built from this view, with the hidden cards dealt differently.
				one, err := engine.Guess(v, &rng.Source{S: 1})
				if err != nil {
					t.Fatal(err)
				}
				two, err := engine.Guess(v, &rng.Source{S: 2})
				if err != nil {
					t.Fatal(err)
				}
				if one.Digest() == two.Digest() {
					continue // nothing hidden left to deal differently
				}
				a, _ := json.Marshal(one.View(seat))
				b, _ := json.Marshal(two.View(seat))
				if string(a) != string(b) {
					t.Fatal("the two games look different to the seat")
				}
				for _, l := range Levels {
					x, err1 := Decide(one.View(seat), l)
					y, err2 := Decide(two.View(seat), l)
					if err1 != nil || err2 != nil || x.String() != y.String() {
						t.Fatalf("seed %d step %d %s: %v then %v (%v, %v)", seed, step, l, x, y, err1, err2)
					}
				}
				checked++
			}
			a, err := Random(v, r)
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 10 {
		t.Fatalf("only %d decisions checked", checked)
	}
}

func TestNothingToDecide(t *testing.T) {
	g, _ := engine.New(engine.Config{Seats: []engine.SeatConfig{{Name: "a"}, {Name: "b"}}}, 1)
	g.Apply(0, engine.Action{Type: engine.ActMulligan})
	for _, v := range []engine.View{g.View(0), g.View(engine.Spectator)} {
		if _, err := Decide(v, Hard); !errors.Is(err, ErrNothingToDecide) {
			t.Errorf("Decide: %v", err)
		}
		if _, err := Random(v, &rng.Source{}); !errors.Is(err, ErrNothingToDecide) {
			t.Errorf("Random: %v", err)
		}
		if _, err := Greedy(v, &rng.Source{}); !errors.Is(err, ErrNothingToDecide) {
			t.Errorf("Greedy: %v", err)
		}
	}
	if _, err := Decide(g.View(1), "impossible"); err == nil {
		t.Error("an unknown level decided")
	}
	a, err := Decide(g.View(1), Hard)
	if err != nil || a.Type != engine.ActMulligan {
		t.Errorf("mulligan: %v %v", a, err)
	}
}

// Every level answers every decision of whole games with a legal action.
func TestLevelsPlayWholeGames(t *testing.T) {
	for _, l := range Levels {
		for seed := range uint64(3) {
			play(t, seed, level(l), level(Easy), int(seed%2))
		}
	}
}
