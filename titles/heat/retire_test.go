package heat

import (
	"encoding/json"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/p2p"
)

// A player retires through an intent; the view tells its seat; the solo host then ends the race.
func TestRetireIntentAndSoloEnd(t *testing.T) {
	seats := []p2p.Seat{{Name: "Ada", Colour: "blue"}, {Name: "Bot", Colour: "red", Bot: true}}
	g, err := Title.New(settings(t, Settings{Track: "usa", Legends: 2, BotLevel: "hard"}), seats, 5)
	if err != nil {
		t.Fatal(err)
	}
	if done, err := EndIfHumansOut(g, []int{0}); done || err != nil {
		t.Fatalf("the race ended with its human racing: %v, %v", done, err)
	}
	var before engine.View
	sv, _ := g.View(0, 0)
	if err := json.Unmarshal(sv.View, &before); err != nil {
		t.Fatal(err)
	}
	if !before.Me.Legal.Retire {
		t.Fatal("the view does not offer Retire")
	}
	if err := g.Apply(0, RetireIntent); err != nil {
		t.Fatalf("retire intent: %v", err)
	}
	sv, _ = g.View(0, 0)
	var after engine.View
	if err := json.Unmarshal(sv.View, &after); err != nil {
		t.Fatal(err)
	}
	if !after.Cars[0].Retired || after.Me.Legal.Retire {
		t.Errorf("after retiring: car %+v, legal %+v", after.Cars[0], after.Me.Legal)
	}
	// The only human retired: the race was played out at once.
	if !g.Over() {
		t.Fatal("the race goes on after its only human retired")
	}
	if done, err := EndIfHumansOut(g, []int{0}); done || err != nil {
		t.Errorf("an ended race played out again: %v, %v", done, err)
	}
	if st := raceOf(g).Standings(); st[len(st)-1] != 0 {
		t.Errorf("standings %v: the retired human should be last", st)
	}
	// The saved race replays.
	b, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Title.Load(b); err != nil {
		t.Errorf("load: %v", err)
	}
}

// With two people racing, the race goes on when one retires and ends when the other does too,
// also after the host saved and loaded it.
func TestLastHumanRetiringEndsTheRace(t *testing.T) {
	seats := []p2p.Seat{{Name: "Ada", Colour: "blue"}, {Name: "Bob", Colour: "green"}, {Name: "Bot", Colour: "red", Bot: true}}
	g, err := Title.New(settings(t, Settings{Track: "italia", Legends: 1}), seats, 9)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(1, RetireIntent); err != nil {
		t.Fatal(err)
	}
	if g.Over() {
		t.Fatal("the race ended with Ada still racing")
	}
	b, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if g, err = Title.Load(b); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(0, RetireIntent); err != nil {
		t.Fatal(err)
	}
	if !g.Over() {
		t.Fatal("the race goes on with both people retired")
	}
	st := raceOf(g).Standings()
	if n := len(st); st[n-1] != 1 || st[n-2] != 0 {
		t.Errorf("standings %v: Ada (0) and Bob (1) should be last, the latest to retire first", st)
	}
}
