package heat

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/heatracing/heat/engine/rng"
	"github.com/heatracing/heat/tracks"
)

// A championship (rules reference §6) is a sequence of races on the same cars: one of the
// published seasons, or 3 or 4 races on circuits of the players' choice with a random event card
// per race or none. Between races it carries the standings, each driver's upgrades and unused
// sponsors; the next race's grid is set by the standings, leader on pole.

// ChampConfig describes a championship before it starts.
type ChampConfig struct {
	// Race holds the cars and the options every race shares (Legends, Garage, Weather, end
	// rule). Its track, laps, grid, press corners, sponsors and championship part are set per
	// race and must be left empty.
	Race Config `json:"race"`
	// Season is a published season's year ("1961", "1962", "1963"); "" for a custom one.
	Season string `json:"season,omitempty"`
	// Races are a custom championship's 3 or 4 races (a season fills them in).
	Races []Leg `json:"races,omitempty"`
	// RandomEvents draws a different event card for every race of a custom championship.
	RandomEvents bool `json:"randomEvents,omitempty"`
}

// ErrChampionship wraps every problem with a championship configuration.
var ErrChampionship = errors.New("this championship cannot start")

// normalized checks a championship configuration and fills in its races, drawing their events
// from the seed when they are random.
func (c ChampConfig) normalized(seed uint64) (ChampConfig, error) {
	err := c.normalize(seed)
	return c, err
}

// normalize does normalized's work in place: one copy of the championship goes back to the
// caller, not one per problem it can find.
func (c *ChampConfig) normalize(seed uint64) error {
	fail := func(format string, args ...any) error {
		return champError(format, args...)
	}
	b := c.Race
	switch {
	case b.Track != "" || b.Laps != 0 || len(b.Grid) > 0 || len(b.Press) > 0 || b.Sponsors != 0 || b.Champ != nil:
		return fail("the track, laps, grid, press corners and sponsors are set race by race")
	case b.Mode != "" && b.Mode != ModeRace:
		return fail("a championship is made of races, not %s", b.Mode)
	case b.Weather != WeatherOff && b.Weather != WeatherRandom:
		return fail("a championship draws its weather race by race: choose random weather or none")
	case len(b.Roads) > 0:
		return fail("a championship draws its road conditions race by race")
	}
	c.Races = slices.Clone(c.Races)
	if c.Season != "" {
		s, ok := SeasonOf(c.Season)
		switch {
		case !ok:
			return fail("there is no %s season (the seasons are 1961, 1962 and 1963)", c.Season)
		case len(c.Races) > 0 || c.RandomEvents:
			return fail("the %s season has its own races and events", c.Season)
		}
		c.Races = s.Races
	}
	if len(c.Races) < 3 || len(c.Races) > 4 {
		return fail("a championship has 3 or 4 races, not %d", len(c.Races))
	}
	for i, l := range c.Races {
		if _, err := tracks.Get(l.Track); err != nil {
			return fail("race %d: %v", i+1, err)
		}
		if l.Event < 0 || l.Event > EventCards || c.RandomEvents && l.Event != 0 {
			return fail("race %d: event card %d is not one to choose", i+1, l.Event)
		}
	}
	if c.RandomEvents {
		deck := make([]int, EventCards)
		for i := range deck {
			deck[i] = i + 1
		}
		g := rng.Source{S: seed ^ 0x6576656e7473} // "events": apart from the races' seeds
		rng.Shuffle(&g, deck)
		for i := range c.Races {
			c.Races[i].Event = deck[i]
		}
		c.RandomEvents = false // drawn: the races now say which
	}
	// Every race must be able to start; the first one shows the cars' problems.
	for i := range c.Races {
		cfg := c.raceConfig(i, nil, nil)
		if err := cfg.Validate(); err != nil {
			return fail("race %d: %s", i+1, strings.TrimPrefix(err.Error(), ErrConfig.Error()+": "))
		}
	}
	return nil
}

// champError is a problem with a championship, wrapping ErrChampionship.
//
//go:noinline
func champError(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrChampionship, fmt.Sprintf(format, args...))
}

// raceConfig is the configuration of race i, given the grid and what each driver carries.
func (c *ChampConfig) raceConfig(i int, grid []int, carry []Carry) Config {
	l := c.Races[i]
	e := &eventCards[l.Event]
	cfg := c.Race
	cfg.Seats = slices.Clone(c.Race.Seats)
	cfg.Track = l.Track
	cfg.Grid = slices.Clone(grid)
	cfg.Sponsors = e.Sponsors
	cfg.Champ = &ChampRace{Event: l.Event, Carry: slices.Clone(carry)}
	if t, err := tracks.Get(l.Track); err == nil {
		cfg.Laps = max(t.Laps+e.Laps, 1)
		press := e.Press
		if l.Event == 0 {
			press = []int{0} // no event card: the press corner stands at A
		}
		cfg.Press = (&EventCard{Press: press}).PressCorners(len(t.Corners))
	}
	return cfg
}

// raceSeed is the seed of race i, from the championship's.
func raceSeed(seed uint64, i int) uint64 {
	g := rng.Source{S: seed + uint64(i)*0x9e3779b97f4a7c15}
	return g.Next()
}
