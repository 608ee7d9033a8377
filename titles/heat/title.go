// Package heat puts Heat: Pedal to the Metal behind the session layer's Title and Game
// interfaces: the lobby's settings become an engine configuration, intents become engine actions,
// and the bot driver decides for bot seats and absent players.
package heat

import (
	"fmt"
	"slices"
	"strings"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	ekit "github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/kit"
)

// Settings are the lobby's choices for a Heat race.
type Settings struct {
	Track             string         `json:"track"`
	Laps              int            `json:"laps,omitempty"` // 0: the circuit's own
	Mode              engine.Mode    `json:"mode,omitempty"`
	End               engine.EndRule `json:"end,omitempty"`
	Legends           int            `json:"legends,omitempty"`
	LegendLevel       int            `json:"legendLevel,omitempty"`
	AggressiveLegends bool           `json:"aggressiveLegends,omitempty"`
	BotLevel          string         `json:"botLevel,omitempty"` // easy, normal (default), hard
	// The modules: the Garage's upgrade cards (drafted from a pool, or dealt for a quick start),
	// and random weather and road conditions.
	Garage  engine.Garage `json:"garage,omitempty"`
	Weather bool          `json:"weather,omitempty"`
	// Championship makes the match a championship of several races (Track and Laps are then
	// the races').
	Championship *ChampSettings `json:"championship,omitempty"`
	// Campaign makes the match a Race Mode race (campaign.go).
	Campaign *CampaignSettings `json:"campaign,omitempty"`
	// Puzzle starts the race at a puzzle's position (engine.Puzzles, by ID; puzzle.go).
	Puzzle string `json:"puzzle,omitempty"`
}

// DefaultSettings is a first race: USA, its 2 laps, no Legends.
func DefaultSettings() Settings { return Settings{Track: "usa", BotLevel: "normal"} }

// match is one Heat match as the kit runs it: a race (game) or a championship (champGame).
type match interface {
	kit.Match[engine.Action]
	race() *engine.Race // the race running now
	seats() int
	view(seat, since int) (p2p.SeatView, error)
	auto(seat int) (engine.Action, error)
	file() saved
}

// Rules is Heat's definition for the kit: a race, or a championship of several, from the lobby's
// settings; the bot decides at the lobby's level for bot seats and absent players.
var Rules = &kit.Rules[Settings, engine.Action, match, saved]{
	ID: "heat", Name: "Heat", Noun: "race",
	Colours: slices.Clone(engine.Colours),
	Validate: func(s Settings, seats []p2p.Seat) error {
		_, _, err := configure(s, seats)
		return err
	},
	// The lobby's seats in order, then the Legends in the colours left.
	Start: func(s Settings, seats []p2p.Seat, seed uint64) (match, error) {
		cfg, s, err := configure(s, seats)
		if err != nil {
			return nil, err
		}
		var humans []int
		for i, st := range seats {
			if !st.Bot {
				humans = append(humans, i)
			}
		}
		if s.Championship != nil {
			ch, err := engine.NewChampionship(champConfig(cfg, s), seed)
			if err != nil {
				return nil, err
			}
			return newChampGame(ch, s, humans), nil
		}
		r, err := engine.New(cfg, seed)
		if err != nil {
			return nil, err
		}
		return newGame(r, s, humans), nil
	},
	Parse: engine.ParseAction,
	Seats: match.seats,
	View:  match.view,
	Auto:  func(m match, _ Settings, seat int) (engine.Action, error) { return m.auto(seat) },
	Idle:  bot.ErrNothingToDecide,
	File:  match.file,
	Load: func(s Settings, sv saved) (match, error) {
		if sv.Championship != nil {
			ch, err := engine.ReplayChampionship(*sv.Championship)
			if err != nil {
				return nil, err
			}
			return newChampGame(ch, s, sv.Humans), nil
		}
		r, err := engine.FileFormat.Replay(sv.Race)
		if err != nil {
			return nil, err
		}
		return newGame(r, s, sv.Humans), nil
	},
	Replay: func(s Settings, sv saved) (uint64, match, []ekit.Logged[engine.Action], error) {
		if sv.Championship != nil {
			return replayChamp(s, sv)
		}
		r, err := engine.FileFormat.Start(sv.Race)
		return sv.Race.Seed, newGame(r, s, sv.Humans), sv.Race.Actions, err
	},
}

// Title is Heat for the session layer.
var Title = Rules.Title()

// saved is what a save keeps beside the settings (for the bots' level): the race file.
type saved struct {
	Race engine.RaceFile `json:"race,omitzero"`
	// Championship is a championship's file instead of Race.
	Championship *engine.ChampFile `json:"championship,omitempty"`
	// Humans are the seats people drive (not bots): once none races, the race is played out.
	Humans []int `json:"humans,omitempty"`
}

// configure reads the lobby's settings for these seats into a race's configuration, and the
// settings with their defaults.
func configure(s Settings, seats []p2p.Seat) (engine.Config, Settings, error) {
	if s.BotLevel == "" {
		s.BotLevel = "normal"
	}
	if _, err := bot.ParseLevel(s.BotLevel); err != nil {
		return engine.Config{}, s, err
	}
	if s.Campaign != nil {
		cfg, err := campaignConfig(s, seats)
		return cfg, s, err
	}
	if s.Puzzle != "" {
		return puzzleConfig(s, seats)
	}
	if s.Legends < 0 || s.Legends > engine.MaxCars-1 {
		return engine.Config{}, s, fmt.Errorf("a race takes 0 to %d Legends, not %d", engine.MaxCars-1, s.Legends)
	}
	cfg := engine.Config{
		Track: s.Track, Laps: s.Laps, Mode: s.Mode, End: s.End,
		LegendLevel: s.LegendLevel, AggressiveLegends: s.AggressiveLegends, Garage: s.Garage,
	}
	if s.Weather {
		cfg.Weather = engine.WeatherRandom
	}
	used := map[string]bool{}
	for _, st := range seats {
		cfg.Seats = append(cfg.Seats, engine.SeatConfig{Name: st.Name, Colour: st.Colour})
		used[st.Colour] = true
	}
	if len(seats)+s.Legends > engine.MaxCars {
		return cfg, s, fmt.Errorf("%d drivers and %d Legends make %d cars; a race holds %d", len(seats), s.Legends, len(seats)+s.Legends, engine.MaxCars)
	}
	for _, col := range engine.Colours {
		if len(cfg.Seats) == len(seats)+s.Legends {
			break
		}
		if !used[col] {
			cfg.Seats = append(cfg.Seats, engine.SeatConfig{Name: LegendName(col), Colour: col, Legend: true})
		}
	}
	if s.Championship != nil {
		return cfg, s, checkChamp(cfg, s)
	}
	return cfg, s, cfg.Validate()
}

// LegendName names the Legend of a colour.
func LegendName(colour string) string {
	if colour == "" {
		return "Legend"
	}
	return strings.ToUpper(colour[:1]) + colour[1:] + " Legend"
}

// game is one Heat race.
type game struct {
	r        *engine.Race
	settings Settings
	level    bot.Level
	humans   []int // the seats people drive
}

func newGame(r *engine.Race, s Settings, humans []int) *game {
	level, _ := bot.ParseLevel(s.BotLevel)
	return &game{r: r, settings: s, level: level, humans: humans}
}

func (g *game) race() *engine.Race { return g.r }
func (g *game) seats() int         { return len(g.r.View(engine.Spectator).Cars) }
func (g *game) Pending() []int     { return g.r.Pending() }
func (g *game) Over() bool         { return g.r.Over() }
func (g *game) file() saved        { return saved{Race: g.r.File(), Humans: g.humans} }

func (g *game) Apply(seat int, a engine.Action) error {
	if err := g.r.Apply(seat, a); err != nil {
		return err
	}
	if a.Type == engine.ActRetire {
		// Nobody left to race against: the others' race is played out at once.
		if _, err := endIfHumansOut(g, g.humans); err != nil {
			return fmt.Errorf("the race could not be played out after the last driver retired: %w", err)
		}
	}
	return nil
}

func (g *game) view(seat, since int) (p2p.SeatView, error) {
	if info := g.campaignInfo(); info != nil {
		return p2p.EncodeSeatView(ChampView{View: g.r.View(seat), Campaign: info}, g.r.EventCount(), g.r.Events(seat, since))
	}
	return p2p.EncodeSeatView(g.r.View(seat), g.r.EventCount(), g.r.Events(seat, since))
}

// auto decides with the bot at the level the host chose in the lobby (or the solo setup): for bot
// seats, and for players whose turn timer ran out or who dropped.
func (g *game) auto(seat int) (engine.Action, error) { return bot.Decide(g.r.View(seat), g.level) }
