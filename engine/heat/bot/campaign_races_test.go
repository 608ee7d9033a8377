package bot

import (
	"strconv"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/tracks"
)

// campaignDeck is a Race Mode deck: the base Speed cards and three upgrades, versions spread
// by n.
func campaignDeck(n int) []engine.CampaignCard {
	var d []engine.CampaignCard
	for i := range engine.CampaignSpeedCards {
		d = append(d, engine.CampaignCard{ID: "speed-" + strconv.Itoa(1+i/3), Version: (n + i) % 3})
	}
	for i := range 3 {
		id := "garage-" + strconv.Itoa(1+(n*11+i*17)%engine.UpgradeCount)
		d = append(d, engine.CampaignCard{ID: id, Version: (n + 2*i) % 3})
	}
	return d
}

// raceCampaign races bots with campaign decks to the end and returns the race.
func raceCampaign(t *testing.T, track string, special []engine.Special, seed uint64, level Level) *engine.Race {
	t.Helper()
	var seats []engine.SeatConfig
	for i := range 3 {
		seats = append(seats, engine.SeatConfig{Name: engine.Colours[i], Colour: engine.Colours[i], Deck: campaignDeck(int(seed) + i)})
	}
	r, err := engine.New(engine.Config{Track: track, Seats: seats, Special: special}, seed)
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; !r.Over(); steps++ {
		seat := r.Pending()[0]
		if steps > 5000 {
			t.Fatalf("%s, modes %v, seed %d: the race does not end (round %d)", track, special, seed, r.View(seat).Round)
		}
		a, err := Decide(r.View(seat), level)
		if err != nil {
			t.Fatal(err)
		}
		if err := r.Apply(seat, a); err != nil {
			t.Fatalf("%s, modes %v, seed %d: the %s bot chose %v: %v", track, special, seed, level, a, err)
		}
	}
	return r
}

// TestCampaignRacesEnd races bots with campaign decks on every circuit, each special mode in
// turn and all of them together, to the finish; the same seed races the same race.
func TestCampaignRacesEnd(t *testing.T) {
	modes := [][]engine.Special{nil, {0}, {1}, {2}, {3}, {4}, {0, 1, 2, 3, 4}}
	for i, track := range tracks.IDs() {
		special := modes[i%len(modes)]
		seed := uint64(i + 1)
		r := raceCampaign(t, track, special, seed, Level(i%2))
		if v := r.View(-1); len(v.Standings) != 3 {
			t.Errorf("%s: standings %v", track, v.Standings)
		}
		t.Logf("%s, modes %v: %d rounds, standings %v", track, special, r.View(-1).Round, r.View(-1).Standings)
		if i == 0 {
			if again := raceCampaign(t, track, special, seed, Level(i%2)); again.Digest() != r.Digest() {
				t.Errorf("%s: the same seed raced another race", track)
			}
		}
	}
	for i, special := range modes {
		raceCampaign(t, "usa", special, uint64(100+i), Normal)
	}
	raceCampaign(t, "gb", modes[len(modes)-1], 200, Hard)
}

// TestSearchModelsTheCampaignDeck checks that the Hard bot's model of its hidden deck is the
// seat's own campaign deck, versions included, not the base starting deck.
func TestSearchModelsTheCampaignDeck(t *testing.T) {
	var deck []engine.CampaignCard
	for range engine.CampaignSpeedCards {
		deck = append(deck, engine.CampaignCard{ID: "speed-4", Version: 2})
	}
	deck = append(deck, engine.CampaignCard{ID: "garage-12", Version: 1}, engine.CampaignCard{ID: "garage-12", Version: 1}, engine.CampaignCard{ID: "start-heat"})
	r, err := engine.New(engine.Config{Track: "usa", Seats: []engine.SeatConfig{{Name: "Ana", Colour: "red", Deck: deck}}}, 5)
	if err != nil {
		t.Fatal(err)
	}
	v := r.View(0)
	tr, _ := tracks.Get("usa")
	model := newDriver(v, tr, Hard).deckCards()
	if len(model) != v.Me.Deck {
		t.Fatalf("%d cards modelled, the deck holds %d", len(model), v.Me.Deck)
	}
	speed4 := v.Me.Campaign[0]
	heat := 0
	for _, k := range model {
		switch k.Kind {
		case engine.Speed:
			if k.Def != speed4.Def || k.Value != 4 {
				t.Errorf("modelled %+v, the deck's Speed cards are all %+v", k, speed4)
			}
		case engine.Upgrade:
			if k.Def != v.Me.Campaign[12].Def {
				t.Errorf("modelled upgrade %+v", k)
			}
		case engine.Heat:
			heat++
		}
	}
	inHand := 0
	for _, k := range v.Me.Hand {
		if k.Kind == engine.Heat {
			inHand++
		}
	}
	if heat != 1-inHand {
		t.Errorf("%d Heat modelled, %d in hand, the deck has 1", heat, inHand)
	}
}

// TestCampaignMatch starts a MATCH's race from plain campaign data and lets bots drive every car
// to the flag: the player has won exactly when it leads the standings.
func TestCampaignMatch(t *testing.T) {
	m := engine.CampaignMatch{Circuit: "france", Laps: 1, Player: campaignDeck(3),
		Opponents: [][]engine.CampaignCard{campaignDeck(4), campaignDeck(5)}, Special: []engine.Special{engine.SpecialHotEngine}}
	cfg, err := m.Config("Ana")
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Seats[0].Name != "Ana" || len(cfg.Seats) != 3 || cfg.Seats[2].Name != "Opponent 2" {
		t.Fatalf("seats %+v", cfg.Seats)
	}
	wins := 0
	for seed := range uint64(6) {
		r, err := engine.New(cfg, seed)
		if err != nil {
			t.Fatal(err)
		}
		if r.CampaignWon() {
			t.Fatal("won before the start")
		}
		for !r.Over() {
			seat := r.Pending()[0]
			a, err := Decide(r.View(seat), Normal)
			if err != nil {
				t.Fatal(err)
			}
			if err := r.Apply(seat, a); err != nil {
				t.Fatal(err)
			}
		}
		if r.CampaignWon() != (r.Standings()[0] == 0) {
			t.Errorf("seed %d: won %v, standings %v", seed, r.CampaignWon(), r.Standings())
		}
		if r.CampaignWon() {
			wins++
		}
	}
	t.Logf("the player won %d of 6", wins)
	for _, bad := range []engine.CampaignMatch{
		{Circuit: "france", Player: campaignDeck(1)},
		{Circuit: "monza", Player: campaignDeck(1), Opponents: [][]engine.CampaignCard{campaignDeck(2)}},
		{Circuit: "usa", Player: campaignDeck(1)[:3], Opponents: [][]engine.CampaignCard{campaignDeck(2)}},
	} {
		if _, err := bad.Config("Ana"); err == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}
