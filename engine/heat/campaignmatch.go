package heat

import (
	"fmt"
	"strconv"
)

// CampaignMatch is a Race Mode race (a MATCH or the BOSS) in plain data, as engine/racemode's
// Setup gives it: the circuit, the laps (0: the circuit's), the player's deck, one deck per bot
// opponent and the special modes (campaign.Mode n is Special(n)).
type CampaignMatch struct {
	Circuit   string
	Laps      int
	Player    []CampaignCard
	Opponents [][]CampaignCard
	Special   []Special
}

// MaxOpponents is the most bot opponents a campaign race holds.
const MaxOpponents = MaxCars - 1

// Config returns the race of a campaign match: the player, named name, in seat 0 and red; the
// opponents after, in the other colours, named "Opponent 1"…; a grid drawn from the race's seed.
// It reports in a player's words why the match cannot race.
func (m CampaignMatch) Config(name string) (Config, error) {
	if len(m.Opponents) < 1 || len(m.Opponents) > MaxOpponents {
		return Config{}, fmt.Errorf("%w: a campaign race has 1 to %d opponents, not %d", ErrConfig, MaxOpponents, len(m.Opponents))
	}
	seats := []SeatConfig{{Name: name, Colour: Colours[0], Deck: m.Player}}
	for i, d := range m.Opponents {
		seats = append(seats, SeatConfig{Name: "Opponent " + strconv.Itoa(i+1), Colour: Colours[i+1], Deck: d})
	}
	cfg := Config{Track: m.Circuit, Laps: m.Laps, Seats: seats, Special: m.Special}
	if err := cfg.Validate(); err != nil {
		return Config{}, err
	}
	return cfg, nil
}

// CampaignWon reports whether the player (seat 0) won a campaign race that is over: it finished
// ahead of every opponent.
func (r *Race) CampaignWon() bool {
	return r.Over() && len(r.s.Finished) > 0 && r.Standings()[0] == 0 && !r.s.Cars[0].Retired
}
