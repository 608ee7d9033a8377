package heat

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/racemode"
	"github.com/heatracing/heat/p2p"
)

// shortSetup is the race of the short campaign's MATCH (node 1) or boss, the Cool head deck
// chosen and every node before it taken.
func shortSetup(t *testing.T, node int) racemode.Setup {
	t.Helper()
	m, err := racemode.Generate(racemode.Short())
	if err != nil {
		t.Fatal(err)
	}
	r := racemode.New(m, 5, racemode.OneChild)
	steps := []func() error{func() error { return r.ChooseStartDeck(1) }}
	if node == racemode.BossID {
		steps = append(steps, func() error { return r.RaceResult(1, true) },
			func() error { return r.ChooseCard(2, 0, 14) }, func() error { return r.UpgradeCard(3, 0, 2) })
	}
	for _, step := range steps {
		if err := step(); err != nil {
			t.Fatal(err)
		}
	}
	s, err := r.RaceAt(node)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func campaignSeats(bots int) []p2p.Seat {
	seats := []p2p.Seat{{Name: "Ada", Colour: "green"}}
	for i := range bots {
		seats = append(seats, p2p.Seat{Name: "Bot" + string(rune('1'+i)), Colour: []string{"red", "blue", "yellow"}[i], Bot: true})
	}
	return seats
}

// campaignView reads seat 0's view of a game as the pages do.
func campaignView(t *testing.T, g p2p.Match) ChampView {
	t.Helper()
	v, _ := viewOf(t, g, 0)
	return v
}

func TestCampaignSettingsBecomeARace(t *testing.T) {
	s := CampaignRace(shortSetup(t, 1), "5")
	g, err := Title.New(settings(t, s), campaignSeats(1), 3)
	if err != nil {
		t.Fatal(err)
	}
	cfg := raceOf(g).Config()
	if cfg.Track != "usa" || cfg.Laps != 1 || cfg.End != engine.EndLeaderFinishes {
		t.Errorf("track %s, laps %d, end %s", cfg.Track, cfg.Laps, cfg.End)
	}
	if cfg.Seats[0].Name != "Ada" || cfg.Seats[0].Colour != "green" || cfg.Seats[1].Name != "Bot1" {
		t.Errorf("seats %+v", cfg.Seats)
	}
	if got := cfg.Seats[0].Deck[12].ID; got != "garage-12" {
		t.Errorf("the player races the Cool head deck, its first upgrade is %s", got)
	}
	if len(cfg.Seats[1].Deck) != racemode.DeckSize {
		t.Errorf("the opponent races %d cards", len(cfg.Seats[1].Deck))
	}
	v := campaignView(t, g)
	if v.Campaign == nil || v.Campaign.Node != 1 || v.Campaign.Run != "5" || v.Campaign.Won {
		t.Errorf("the view's campaign %+v", v.Campaign)
	}
	if v.Champ.Legs != nil {
		t.Errorf("a Race Mode race is no championship: %+v", v.Champ)
	}

	// The boss's special rules reach the race and the view.
	boss := CampaignRace(shortSetup(t, racemode.BossID), "5")
	if boss.Campaign.Node != racemode.BossID || len(boss.Campaign.Special) != 1 || boss.Campaign.Special[0] != engine.SpecialHotEngine {
		t.Errorf("the boss's settings %+v", boss.Campaign)
	}
}

func TestCampaignSettingsRefused(t *testing.T) {
	base := func(edit func(s *Settings)) Settings {
		s := CampaignRace(shortSetup(t, 1), "5")
		edit(&s)
		return s
	}
	tests := []struct {
		name  string
		s     Settings
		seats []p2p.Seat
		want  string
	}{
		{"no bot", base(func(*Settings) {}), campaignSeats(0), "has 1 opponents, and 0 bot drivers"},
		{"a bot too many", base(func(*Settings) {}), campaignSeats(2), "and 2 bot drivers"},
		{"Legends", base(func(s *Settings) { s.Legends = 1 }), campaignSeats(1), "without Legends"},
		{"the Garage", base(func(s *Settings) { s.Garage = engine.GarageBasic }), campaignSeats(1), "modules"},
		{"Qualifying", base(func(s *Settings) { s.Mode = engine.ModeQualifying }), campaignSeats(1), "not Qualifying"},
		{"a bad card", base(func(s *Settings) { s.Campaign.Player[0].ID = "speed-9" }), campaignSeats(1), "speed-9"},
		{"a bad mode", base(func(s *Settings) { s.Campaign.Special = []engine.Special{7} }), campaignSeats(1), "special mode 7"},
		{"a bot first", base(func(*Settings) {}), []p2p.Seat{{Name: "B", Colour: "red", Bot: true}, {Name: "A", Colour: "blue"}}, "the player drives the first car"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Title.CheckSettings(settings(t, tt.s), tt.seats)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error with %q", err, tt.want)
			}
		})
	}
}

// A Race Mode race played to the end says whether the player won, and says the same after a
// save and a load (a reload of the page: reload checks the views match).
func TestCampaignRaceResult(t *testing.T) {
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := Title.New(settings(t, CampaignRace(shortSetup(t, 1), "5")), campaignSeats(1), seed)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() {
			step(t, g)
		}
		r := raceOf(g)
		if got := campaignView(t, g).Campaign.Won; got != r.CampaignWon() {
			t.Errorf("seed %d: the view says won %v, the race %v", seed, got, r.CampaignWon())
		}
		if a, b := campaignView(t, g), campaignView(t, reload(t, g)); !reflect.DeepEqual(a.Campaign, b.Campaign) {
			t.Errorf("seed %d: after a load the campaign reads %+v, before %+v", seed, b.Campaign, a.Campaign)
		}
	}
}

// Retiring loses a Race Mode race at once: the others' race is played out.
func TestCampaignRetireLoses(t *testing.T) {
	g, err := Title.New(settings(t, CampaignRace(shortSetup(t, 1), "5")), campaignSeats(1), 2)
	if err != nil {
		t.Fatal(err)
	}
	matchOf(g).(*game).humans = []int{0}
	for !slices.Contains(g.Pending(), 0) {
		step(t, g)
	}
	if err := g.Apply(0, RetireIntent); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || campaignView(t, g).Campaign.Won {
		t.Errorf("after retiring: over %v, won %v", g.Over(), campaignView(t, g).Campaign.Won)
	}
}
