package heat

import (
	"errors"
	"fmt"
	"slices"

	"github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/tracks"
)

// Mode is the kind of session.
type Mode string

// Modes.
const (
	// ModeRace is a race between cars: players, bot drivers and Legends.
	ModeRace Mode = "race"
	// ModeQualifying is one car alone on the track, timing its laps; Adrenaline and Slipstream
	// are skipped and the session ends as soon as the laps are done.
	ModeQualifying Mode = "qualifying"
)

// EndRule says when a race ends.
type EndRule string

// End rules.
const (
	// EndAllFinish is the published rule: every car races until it has finished.
	EndAllFinish EndRule = "all-finish"
	// EndLeaderFinishes is a house rule: the round in which the first car finishes is the last;
	// the others are ranked by where they stand.
	EndLeaderFinishes EndRule = "leader-finishes"
)

// Colours of the cars (and of the Legends' helmets on the Legend cards).
var Colours = []string{"red", "blue", "green", "yellow", "black", "gray"}

// MaxCars is the most cars a race can hold.
const MaxCars = 6

// MaxLegendLevel is the highest Legend difficulty: it adds to every helmet speed.
const MaxLegendLevel = 4

// Config describes a race before it starts.
type Config struct {
	Track string  `json:"track"`
	Laps  int     `json:"laps,omitempty"` // 0: the circuit's own number of laps
	Mode  Mode    `json:"mode,omitempty"` // "": race
	End   EndRule `json:"end,omitempty"`  // "": every car finishes
	// Seats are the cars, in seat order. Players and bot drivers are both drivers to the engine;
	// Legends are driven by the engine itself.
	Seats []SeatConfig `json:"seats"`
	// LegendLevel adds 0..4 to every Legend helmet speed.
	LegendLevel int `json:"legendLevel,omitempty"`
	// AggressiveLegends lets a Legend starting on a chevron space cross one more corner line.
	AggressiveLegends bool `json:"aggressiveLegends,omitempty"`
	// Grid lists seats from pole backwards; empty means a random grid.
	Grid []int `json:"grid,omitempty"`

	// Garage plays the Garage module: the upgrade cards drafted (from the basic, advanced or both
	// pools), or three random basic ones dealt (quick start), replace the starting upgrades.
	Garage Garage `json:"garage,omitempty"`
	// Weather plays the Weather module: "random" draws a Weather token and a road-condition token
	// for every corner after the draft; a weather's name sets it, with the Roads given.
	Weather Weather `json:"weather,omitempty"`
	// Roads are road-condition tokens on corners: on the corner (Overheat, the speed limit one
	// lower or higher) or on the sector after it (weather, free Boost, slipstream +1).
	Roads []RoadToken `json:"roads,omitempty"`
	// Press lists the press corners (Championship, corner indexes from 0): crossing one at
	// Speed 2 or more over its limit, or by slipstreaming, gains a sponsor card.
	Press []int `json:"press,omitempty"`
	// Sponsors is the number of sponsor cards each driver draws into the opening hand
	// (Championship events).
	Sponsors int `json:"sponsors,omitempty"`
	// Champ makes the race one of a championship: its event card and the cards each driver
	// brings from the earlier races (see ChampRace).
	Champ *ChampRace `json:"champ,omitempty"`
	// Special lists the campaign's special modes the race plays (Race Mode, special.go).
	Special []Special `json:"special,omitempty"`
	// Position, when given, starts the race there (position.go): a puzzle. Track, Laps and the
	// cars come from it; Seats, when given, name and colour them.
	Position string `json:"position,omitempty"`
}

// RoadToken is a road-condition token on a corner.
type RoadToken struct {
	Corner int      `json:"corner"` // index from 0
	Kind   RoadKind `json:"kind"`
}

// RoadKind is what a corner's road-condition token does.
type RoadKind string

// Road conditions (rules reference §5): three on the corner, three on the sector after it.
const (
	RoadOverheat   RoadKind = "overheat"   // exceeding the limit costs 1 more Heat
	RoadLimitDown  RoadKind = "limit-down" // the speed limit is 1 lower
	RoadLimitUp    RoadKind = "limit-up"   // the speed limit is 1 higher
	RoadWeather    RoadKind = "weather"    // sector: the weather's sector effect
	RoadFreeBoost  RoadKind = "free-boost" // sector: Boost costs no Heat
	RoadSlipstream RoadKind = "slipstream" // sector: a slipstream may go 1 space further
)

// RoadKinds lists the six road conditions; the Weather module has two tokens of each.
var RoadKinds = []RoadKind{RoadWeather, RoadOverheat, RoadLimitDown, RoadLimitUp, RoadFreeBoost, RoadSlipstream}

// OnSector reports whether the token acts on the sector after its corner rather than the corner.
func (k RoadKind) OnSector() bool {
	return k == RoadWeather || k == RoadFreeBoost || k == RoadSlipstream
}

// SeatConfig is one car.
type SeatConfig struct {
	Name   string `json:"name"`
	Colour string `json:"colour"`
	Legend bool   `json:"legend,omitempty"`
	// Deck is a driver's campaign deck (Race Mode): 15 cards that replace the starting deck.
	Deck []CampaignCard `json:"deck,omitempty"`
}

// ErrConfig wraps every problem with a race configuration.
var ErrConfig = errors.New("this race cannot start")

// Validate reports whether a race can start with this configuration, in words a player can read.
func (c Config) Validate() error {
	if c.Position != "" {
		_, err := newAt(c, 0)
		return err
	}
	_, _, err := c.normalized()
	return err
}

// normalized checks a configuration and fills in its defaults.
func (c Config) normalized() (Config, *tracks.Track, error) {
	t, err := c.normalize()
	if err != nil {
		return c, nil, err
	}
	return c, t, nil
}

// configError is a problem with a race configuration, wrapping ErrConfig.
//
//go:noinline
func configError(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrConfig, fmt.Sprintf(format, args...))
}

// normalize does normalized's work in place: one copy of the configuration goes back to the
// caller, not one per problem it can find.
func (c *Config) normalize() (*tracks.Track, error) {
	fail := func(format string, args ...any) (*tracks.Track, error) {
		return nil, configError(format, args...)
	}
	t, err := tracks.Get(c.Track)
	if err != nil {
		return fail("%v", err)
	}
	if c.Mode == "" {
		c.Mode = ModeRace
	}
	if c.End == "" {
		c.End = EndAllFinish
	}
	if c.Laps == 0 {
		c.Laps = t.Laps
	}
	switch {
	case c.Mode != ModeRace && c.Mode != ModeQualifying:
		return fail("unknown mode %q", c.Mode)
	case c.End != EndAllFinish && c.End != EndLeaderFinishes:
		return fail("unknown end rule %q", c.End)
	case c.Laps < 1 || c.Laps > tracks.MaxLaps:
		return fail("a race has 1 to %d laps, not %d", tracks.MaxLaps, c.Laps)
	case len(c.Seats) == 0:
		return fail("there are no cars")
	case len(c.Seats) > MaxCars:
		return fail("a race holds at most %d cars, not %d", MaxCars, len(c.Seats))
	case c.LegendLevel < 0 || c.LegendLevel > MaxLegendLevel:
		return fail("Legend difficulty goes from +0 to +%d, not %+d", MaxLegendLevel, c.LegendLevel)
	}
	if err := kit.CheckSeats("car", Colours, len(c.Seats), func(i int) (string, string) { return c.Seats[i].Name, c.Seats[i].Colour }); err != nil {
		return fail("%v", err)
	}
	drivers := 0
	for _, s := range c.Seats {
		if !s.Legend {
			drivers++
		}
	}
	if drivers == 0 {
		return fail("at least one car must be driven by a player or a bot")
	}
	if c.Mode == ModeQualifying && (len(c.Seats) != 1 || c.Seats[0].Legend) {
		return fail("Qualifying Laps is one driver alone on the track")
	}
	if len(c.Grid) > 0 {
		if len(c.Grid) != len(c.Seats) {
			return fail("the grid lists %d cars but the race has %d", len(c.Grid), len(c.Seats))
		}
		placed := make([]bool, len(c.Seats))
		for _, s := range c.Grid {
			if s < 0 || s >= len(c.Seats) || placed[s] {
				return fail("the grid must list every car once")
			}
			placed[s] = true
		}
	}
	if c.Sponsors < 0 || c.Sponsors > 3 {
		return fail("drivers draw 0 to 3 sponsors before the race, not %d", c.Sponsors)
	}
	roads := map[int]bool{}
	for _, r := range c.Roads {
		switch {
		case r.Corner < 0 || r.Corner >= len(t.Corners):
			return fail("a road condition lies on corner %d; %s has corners 1 to %d", r.Corner+1, t.Name, len(t.Corners))
		case roads[r.Corner]:
			return fail("corner %d has two road conditions", r.Corner+1)
		case !slices.Contains(RoadKinds, r.Kind):
			return fail("unknown road condition %q", r.Kind)
		}
		roads[r.Corner] = true
	}
	switch {
	case c.Garage != GarageOff && !slices.Contains(Garages, c.Garage):
		return fail("unknown Garage choice %q: choose one of %v", c.Garage, Garages)
	case c.Weather != WeatherOff && c.Weather != WeatherRandom && !slices.Contains(Weathers, c.Weather):
		return fail("unknown weather %q: choose random or one of %v", c.Weather, Weathers)
	case c.Weather == WeatherRandom && len(c.Roads) > 0:
		return fail("random weather draws its own road conditions: give no roads with it")
	}
	for _, p := range c.Press {
		if p < 0 || p >= len(t.Corners) {
			return fail("press corner %d is not on %s (corners 1 to %d)", p+1, t.Name, len(t.Corners))
		}
	}
	if c.Champ != nil {
		if err := c.Champ.validate(t, c); err != nil {
			return fail("%v", err)
		}
	}
	if err := c.validateCampaign(); err != nil {
		return fail("%v", err)
	}
	if len(t.Grid) < len(c.Seats) {
		return fail("%s has %d grid spots for %d cars", t.Name, len(t.Grid), len(c.Seats))
	}
	return t, nil
}
