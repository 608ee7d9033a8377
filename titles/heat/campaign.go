package heat

import (
	"errors"
	"fmt"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/racemode"
	"github.com/heatracing/heat/p2p"
)

// A Race Mode race (a MATCH or the BOSS of engine/racemode) is a solo Heat race like any other:
// the player in seat 0 with the run's deck, one bot driver per opponent deck, the node's special
// modes. Its settings carry the node and the run it was started from, and its view says so, with
// the result once it is over, so that the pages report it to the right node of the right run.

// CampaignSettings make a race a Race Mode race. The circuit and laps are the Settings' Track
// and Laps.
type CampaignSettings struct {
	Node      int                     `json:"node"`
	Run       string                  `json:"run"` // the run's seed, in decimal
	Player    []engine.CampaignCard   `json:"player"`
	Opponents [][]engine.CampaignCard `json:"opponents"`
	Special   []engine.Special        `json:"special,omitempty"`
}

// CampaignInfo is what a seat's view says of the Race Mode node around the race.
type CampaignInfo struct {
	Node    int              `json:"node"`
	Run     string           `json:"run"`
	Special []engine.Special `json:"special,omitempty"`
	Won     bool             `json:"won,omitempty"` // the race is over and the player finished ahead of every opponent
}

// CampaignRace returns the settings of the race a campaign setup asks for: the run's deck against
// the node's opponents, driven by bots at the normal level (the easy one where the race is gentle),
// under the setup's special modes. The
// race ends with the round in which the first car finishes: winning is finishing ahead of every
// opponent, which that round decides, so nobody waits for the others to reach the flag.
func CampaignRace(s racemode.Setup, run string) Settings {
	c := &CampaignSettings{Node: s.Node, Run: run, Player: campaignDeck(s.Player)}
	for _, d := range s.Race.Opponents {
		c.Opponents = append(c.Opponents, campaignDeck(d))
	}
	for _, m := range s.Modes {
		c.Special = append(c.Special, engine.Special(m))
	}
	level := "normal"
	if s.Race.Gentle {
		level = "easy" // a newcomer's first races
	}
	return Settings{Track: s.Race.Circuit, Laps: s.Race.Laps, End: engine.EndLeaderFinishes, BotLevel: level, Campaign: c}
}

func campaignDeck(d racemode.Deck) []engine.CampaignCard {
	out := make([]engine.CampaignCard, len(d))
	for i, c := range d {
		out[i] = engine.CampaignCard{ID: c.ID, Version: c.Version}
	}
	return out
}

// campaignConfig is the race of Race Mode settings for the lobby's seats: the player's seat first,
// then one bot per opponent deck, each with the lobby's name and colour.
func campaignConfig(s Settings, seats []p2p.Seat) (engine.Config, error) {
	c := s.Campaign
	switch {
	case s.Championship != nil || s.Legends != 0 || s.Garage != engine.GarageOff || s.Weather:
		return engine.Config{}, errors.New("a Race Mode race is raced without Legends, championship or modules")
	case s.Mode != "" && s.Mode != engine.ModeRace:
		return engine.Config{}, errors.New("a Race Mode race is a race, not Qualifying")
	case len(seats) != 1+len(c.Opponents):
		return engine.Config{}, fmt.Errorf("this Race Mode race has %d opponents, and %d bot drivers joined", len(c.Opponents), len(seats)-1)
	case len(seats) > 0 && seats[0].Bot:
		return engine.Config{}, errors.New("the player drives the first car of a Race Mode race")
	}
	m := engine.CampaignMatch{Circuit: s.Track, Laps: s.Laps, Player: c.Player, Opponents: c.Opponents, Special: c.Special}
	cfg, err := m.Config(seats[0].Name)
	if err != nil {
		return engine.Config{}, err
	}
	cfg.End = s.End
	for i, st := range seats {
		cfg.Seats[i].Name, cfg.Seats[i].Colour = st.Name, st.Colour
	}
	return cfg, cfg.Validate()
}

// campaignInfo is the Race Mode node around the race for its view, nil for other races.
func (g *game) campaignInfo() *CampaignInfo {
	c := g.settings.Campaign
	if c == nil {
		return nil
	}
	return &CampaignInfo{Node: c.Node, Run: c.Run, Special: c.Special, Won: g.r.CampaignWon()}
}
