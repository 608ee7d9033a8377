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
	g, err := Title{}.New(settings(t, Settings{Track: "usa", Legends: 2, BotLevel: "hard"}), seats, 5)
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
	done, err := EndIfHumansOut(g, []int{0})
	if !done || err != nil || !g.Over() {
		t.Fatalf("solo end: %v, %v, over %v", done, err, g.Over())
	}
	if st := g.(*game).Race().Standings(); st[len(st)-1] != 0 {
		t.Errorf("standings %v: the retired human should be last", st)
	}
	// The saved race replays.
	b, err := g.Save()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := (Title{}).Load(b); err != nil {
		t.Errorf("load: %v", err)
	}
}
