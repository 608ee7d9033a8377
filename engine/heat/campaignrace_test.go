package heat

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

// versioned replaces the card at index i of a car's hand by a campaign card, keeping its id.
func (r *Race) versioned(t *testing.T, seat, i int, cc CampaignCard) Card {
	t.Helper()
	c := r.car(seat)
	k, err := campaignCard(cc, c.Hand[i].ID)
	if err != nil {
		t.Fatal(err)
	}
	c.Hand[i] = k
	return k
}

func baseDeckWith(upgrades ...CampaignCard) []CampaignCard {
	d := versionedDeck(0)[:CampaignSpeedCards]
	for i := range d {
		d[i].Version = 0
	}
	return append(d, upgrades...)
}

func TestCampaignConfigRefusals(t *testing.T) {
	good := baseDeckWith(CampaignCard{ID: "start-0"}, CampaignCard{ID: "start-5", Version: 2}, CampaignCard{ID: "garage-12", Version: 1})
	seats := func(deck []CampaignCard) []SeatConfig {
		return []SeatConfig{{Name: "Ana", Colour: "red", Deck: deck}, {Name: "Bo", Colour: "blue"}}
	}
	swap := func(i int, cc CampaignCard) []CampaignCard {
		d := slices.Clone(good)
		d[i] = cc
		return d
	}
	for _, tt := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"unknown id", Config{Seats: seats(swap(3, CampaignCard{ID: "garage-49"}))}, `card 4: "garage-49" is not a card`},
		{"bad version", Config{Seats: seats(swap(0, CampaignCard{ID: "speed-1", Version: 3}))}, "versions are 0, 1 and 2"},
		{"negative version", Config{Seats: seats(swap(14, CampaignCard{ID: "start-0", Version: -1}))}, "version -1"},
		{"14 cards", Config{Seats: seats(good[:14])}, "holds 15 cards, not 14"},
		{"empty deck", Config{Seats: seats([]CampaignCard{})}, "holds 15 cards, not 0"},
		{"13 Speed", Config{Seats: seats(swap(14, CampaignCard{ID: "speed-4"}))}, "not 13 and 2"},
		{"a Legend's deck", Config{Seats: []SeatConfig{{Name: "Ana", Colour: "red"}, {Name: "L", Colour: "blue", Legend: true, Deck: good}}}, "Legends race without cards"},
		{"with the Garage", Config{Garage: GarageBasic, Seats: seats(good)}, "without the Garage"},
		{"in a championship", Config{Champ: &ChampRace{}, Seats: seats(good)}, "championship"},
		{"unknown mode", Config{Special: []Special{5}, Seats: seats(nil)}, "special mode 5 does not exist"},
		{"mode twice", Config{Special: []Special{2, 2}, Seats: seats(nil)}, "listed twice"},
	} {
		tt.cfg.Track = "usa"
		err := tt.cfg.Validate()
		if !errors.Is(err, ErrConfig) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want %q", tt.name, err, tt.want)
		}
		if _, err := New(tt.cfg, 1); err == nil {
			t.Errorf("%s: the race started", tt.name)
		}
	}
	ok := Config{Track: "usa", Seats: seats(good), Special: []Special{0, 1, 2, 3, 4}}
	if err := ok.Validate(); err != nil {
		t.Fatal(err)
	}
}

func TestCampaignDeckReplacesTheStartingDeck(t *testing.T) {
	deck := baseDeckWith(CampaignCard{ID: "garage-17", Version: 1}, CampaignCard{ID: "start-5", Version: 2}, CampaignCard{ID: "garage-42"})
	deck[0].Version = 1
	cfg := Config{Track: "italia", Seats: []SeatConfig{{Name: "Ana", Colour: "red", Deck: deck}, {Name: "Bo", Colour: "blue"}}}
	r, err := New(cfg, 7)
	if err != nil {
		t.Fatal(err)
	}
	c := r.car(0)
	all := slices.Concat(c.Deck, c.Hand)
	if len(all) != 15+r.track.Stress || count(all, Stress) != r.track.Stress || count(all, Heat) != 0 {
		t.Fatalf("%d cards, %d Stress, %d Heat: %v", len(all), count(all, Stress), count(all, Heat), all)
	}
	names := map[string]int{}
	for _, k := range all {
		names[k.String()]++
	}
	for name, n := range map[string]int{"1+": 1, "1": 2, "4": 3, "Heat+ 0": 1, "5++": 1, "Turbocharger 7": 1} {
		if names[name] != n {
			t.Errorf("%d cards %q, want %d: %v", names[name], name, n, names)
		}
	}
	other := slices.Concat(r.car(1).Deck, r.car(1).Hand)
	if count(other, Heat) != 1 || count(other, Upgrade) != 2 {
		t.Errorf("seat 1 lost the starting deck: %v", other)
	}
	v := r.View(1)
	if v.Cars[0].Hand != len(c.Hand) || v.Me.Hand == nil || slices.ContainsFunc(v.Me.Hand, func(k Card) bool { return indexOf(c.Hand, k.ID) >= 0 }) {
		t.Errorf("seat 1 sees seat 0's hand: %+v", v.Me.Hand)
	}
	again, _ := New(cfg, 7)
	if again.Digest() != r.Digest() {
		t.Error("the same seed set up another race")
	}
}

func TestVersionFamilies(t *testing.T) {
	for _, tt := range []struct {
		name     string
		card     CampaignCard
		gear     int
		cooldown int // Cooldown offered in React
		slip     int // slipstream spaces added
		heat     int // Heat paid for the card
	}{
		{"Speed 3", CampaignCard{ID: "speed-3"}, 2, 1, 0, 0},
		{"Speed 3+ cools 1", CampaignCard{ID: "speed-3", Version: 1}, 2, 2, 0, 0},
		{"Speed 3++ cools 1, slipstream +1", CampaignCard{ID: "speed-3", Version: 2}, 2, 2, 1, 0},
		{"5+ cools 1", CampaignCard{ID: "start-5", Version: 1}, 2, 2, 0, 0},
		{"Cooling System 13+ cools 2", CampaignCard{ID: "garage-13", Version: 1}, 2, 3, 0, 0},
		{"Cooling System 11", CampaignCard{ID: "garage-11"}, 2, 2, 0, 1},
		{"Cooling System 11+ costs no Heat", CampaignCard{ID: "garage-11", Version: 1}, 2, 2, 0, 0},
		{"Cooling System 11++ adds slipstream", CampaignCard{ID: "garage-11", Version: 2}, 2, 2, 1, 0},
		{"Turbocharger 42+ costs 1 Heat", CampaignCard{ID: "garage-42", Version: 1}, 2, 4, 0, 1},
		{"Turbocharger 42++ costs none", CampaignCard{ID: "garage-42", Version: 2}, 2, 4, 0, 0},
		{"Heat+ is a 0", CampaignCard{ID: "start-heat", Version: 1}, 2, 1, 0, 0},
		{"Heat++ is a 0 that cools 1", CampaignCard{ID: "garage-48", Version: 2}, 2, 2, 0, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := scene(t, "usa", carSpec{Pos: 20, Gear: 2, Hand: "1 1 H H H H 2", Deck: "1 1 1 1 1 1 1", Engine: 4})
			k := r.versioned(t, 0, 0, tt.card)
			if l := r.Legal(0); l.Play == nil && r.Apply(0, Action{Type: ActShift, Gear: tt.gear}) != nil {
				t.Fatal("cannot shift")
			}
			if l := r.Legal(0); !slices.Contains(l.Play.Cards, k.ID) {
				t.Fatalf("%s cannot be played: %v", k, l.Play.Cards)
			}
			ev, err := r.applied(0, Action{Type: ActPlay, Cards: []int{k.ID, r.hand(t, 0, "1")[0]}})
			if err != nil {
				t.Fatal(err)
			}
			c := r.car(0)
			if l := r.Legal(0); l.Decision != DecideReact || l.Cooldown != min(tt.cooldown, count(c.Hand, Heat)) {
				t.Errorf("React offers Cooldown %d (%s), want %d", l.Cooldown, l.Decision, tt.cooldown)
			}
			if len(r.Legal(0).Heat) > 0 { // the card's Heat, paid in React
				ev = append(ev, r.do(t, 0, Action{Type: ActHeat})...)
			}
			paid := 0
			for _, e := range kinds(ev, EvCardHeat) {
				paid += e.Heat
			}
			if paid != tt.heat || c.T.SlipBoost != tt.slip {
				t.Errorf("paid %d Heat, slipstream +%d; want %d, +%d", paid, c.T.SlipBoost, tt.heat, tt.slip)
			}
		})
	}
}

func TestViewShowsTheCampaign(t *testing.T) {
	deck := baseDeckWith(CampaignCard{ID: "start-0"}, CampaignCard{ID: "start-5"}, CampaignCard{ID: "start-heat"})
	for i := range deck[:CampaignSpeedCards] {
		deck[i] = CampaignCard{ID: "speed-4", Version: 1}
	}
	cfg := Config{Track: "usa", Special: []Special{SpecialDiscard}, Seats: []SeatConfig{{Name: "Ana", Colour: "red", Deck: deck}, {Name: "Bo", Colour: "blue"}}}
	r, err := New(cfg, 2)
	if err != nil {
		t.Fatal(err)
	}
	v := r.View(0)
	if !slices.Equal(v.Special, []Special{SpecialDiscard}) || len(v.Me.Campaign) != CampaignDeckSize || v.Me.Campaign[0].String() != "4+" {
		t.Fatalf("special %v, campaign %v", v.Special, v.Me.Campaign)
	}
	speeds, _ := v.SpeedCards()
	if want := 12 - count(v.Me.Hand, Speed); speeds != [5]int{4: want} {
		t.Errorf("Speed cards left %v, want %d 4s", speeds, want)
	}
	if r.View(1).Me.Campaign != nil || r.View(Spectator).Me != nil {
		t.Error("a seat without a campaign deck, or a spectator, sees one")
	}
}
