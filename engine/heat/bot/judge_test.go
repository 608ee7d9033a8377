package bot

import (
	"slices"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
)

// upgradeCard makes a card of the Garage upgrade with the given number.
func upgradeCard(t *testing.T, id, number, value int) engine.Card {
	for def, d := range engine.CardDefs() {
		if d.Number == number {
			return engine.Card{ID: id, Kind: engine.Upgrade, Def: uint16(def), Value: value}
		}
	}
	t.Fatalf("no upgrade card %d", number)
	return engine.Card{}
}

// TestPlayWithUnpayableCards: when every card the gear allows costs Heat the Engine cannot pay,
// the bot still plays (the engine discards the card and flips a [+] for it) rather than answer
// the play with a shift, which the race would ask again forever.
func TestPlayWithUnpayableCards(t *testing.T) {
	hand := []engine.Card{upgradeCard(t, 1, 11, 6), upgradeCard(t, 2, 11, 6)} // Cooling System: 1 Heat
	for i := 3; i <= engine.HandSize; i++ {
		hand = append(hand, engine.Card{ID: i, Kind: engine.Heat})
	}
	for _, tc := range []struct {
		name  string
		naive bool
	}{{"bot", false}, {"naive bot", true}} {
		t.Run(tc.name, func(t *testing.T) {
			v := engine.View{
				Track: "usa", Laps: 1,
				Cars: []engine.CarView{{Seat: 0, Pos: engine.Pos{Progress: 0, Lane: 1}, Gear: 1, OnTrack: true}},
				Me: &engine.Private{Hand: hand, Engine: 0, Plan: &engine.Plan{Gear: 1}, Legal: engine.Legal{
					Decision: engine.DecidePlay, Play: &engine.PlayOption{Gear: 1, Count: 1, Cards: []int{1, 2}},
				}},
			}
			a, err := decide(v, Normal, tc.naive)
			if err != nil {
				t.Fatal(err)
			}
			if a.Type != engine.ActPlay || len(a.Cards) != 1 || !slices.Contains([]int{1, 2}, a.Cards[0]) {
				t.Errorf("got %v, want one of the two upgrades played", a)
			}
		})
	}
}
