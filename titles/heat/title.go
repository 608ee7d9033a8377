// Package heat puts Heat: Pedal to the Metal behind the session layer's Title and Game
// interfaces: the lobby's settings become an engine configuration, intents become engine actions,
// and the bot driver decides for bot seats and absent players.
package heat

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
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
}

// DefaultSettings is a first race: USA, its 2 laps, no Legends.
func DefaultSettings() Settings { return Settings{Track: "usa", BotLevel: "normal"} }

// Title is Heat for the session layer.
type Title struct{}

var _ p2p.Title = Title{}

// Colours are the six car colours.
func (Title) Colours() []string { return slices.Clone(engine.Colours) }

// CheckSettings says what is wrong with the lobby's settings for these seats, if anything.
func (Title) CheckSettings(settings json.RawMessage, seats []p2p.Seat) error {
	_, _, err := configure(settings, seats)
	return err
}

// New starts a race: the lobby's seats in order, then the Legends in the colours left.
func (Title) New(settings json.RawMessage, seats []p2p.Seat, seed uint64) (p2p.Match, error) {
	cfg, s, err := configure(settings, seats)
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
	g := newGame(r, s)
	g.humans = humans
	return g, nil
}

// saved is what Save writes beside the settings (for the bots' level, through titles/kit): the
// race file.
type saved struct {
	Settings Settings        `json:"-"`
	Race     engine.RaceFile `json:"race,omitzero"`
	// Championship is a championship's file instead of Race.
	Championship *engine.ChampFile `json:"championship,omitempty"`
	// Humans are the seats people drive (not bots): once none races, the race is played out.
	Humans []int `json:"humans,omitempty"`
}

// Load rebuilds a race from Save.
func (Title) Load(save []byte) (p2p.Match, error) {
	sv, err := readSave(save)
	if err != nil {
		return nil, err
	}
	if sv.Championship != nil {
		ch, err := engine.ReplayChampionship(*sv.Championship)
		if err != nil {
			return nil, err
		}
		return newChampGame(ch, sv.Settings, sv.Humans), nil
	}
	r, err := engine.Replay(sv.Race)
	if err != nil {
		return nil, err
	}
	g := newGame(r, sv.Settings)
	g.humans = sv.Humans
	return g, nil
}

// Replay takes a finished race's save apart for the audit: its seed, the race before its first
// action, and each logged action as the intent the pages submit (the action as JSON).
func (Title) Replay(save []byte) (p2p.Replay, error) {
	sv, err := readSave(save)
	if err != nil {
		return p2p.Replay{}, err
	}
	if sv.Championship != nil {
		return replayChamp(sv)
	}
	r, err := engine.FileFormat.Start(sv.Race)
	if err != nil {
		return p2p.Replay{}, fmt.Errorf("the race file's setup is refused: %w", err)
	}
	return kit.Replay(sv.Race.Seed, newGame(r, sv.Settings), sv.Race.Actions)
}

// readSave reads what Save wrote, refusing anything else in a player's words.
func readSave(save []byte) (saved, error) {
	var sv saved
	err := kit.ReadSave(save, "heat", "Heat", "race", &sv.Settings, &sv)
	return sv, err
}

func configure(raw json.RawMessage, seats []p2p.Seat) (engine.Config, Settings, error) {
	s, err := kit.Settings[Settings](raw, "race")
	if err != nil {
		return engine.Config{}, s, err
	}
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

// game is one Heat race behind p2p.Match.
type game struct {
	r        *engine.Race
	settings Settings
	level    bot.Level
	humans   []int // the seats people drive
}

func newGame(r *engine.Race, s Settings) *game {
	level, _ := bot.ParseLevel(s.BotLevel)
	return &game{r: r, settings: s, level: level}
}

// Race gives the engine race (for local use: tests and the solo host).
func (g *game) Race() *engine.Race { return g.r }

func (g *game) Apply(seat int, intent json.RawMessage) error {
	a, err := engine.ParseAction(intent)
	if err != nil {
		return err
	}
	if err := g.r.Apply(seat, a); err != nil {
		return err
	}
	if a.Type == engine.ActRetire {
		// Nobody left to race against: the others' race is played out at once.
		if _, err := EndIfHumansOut(g, g.humans); err != nil {
			return fmt.Errorf("the race could not be played out after the last driver retired: %w", err)
		}
	}
	return nil
}

func (g *game) View(seat, since int) (p2p.SeatView, error) {
	if seat != p2p.Spectator && (seat < 0 || seat >= len(g.r.View(engine.Spectator).Cars)) {
		return p2p.SeatView{}, fmt.Errorf("there is no seat %d", seat)
	}
	if info := g.campaignInfo(); info != nil {
		return p2p.EncodeSeatView(ChampView{View: g.r.View(seat), Campaign: info}, g.r.EventCount(), g.r.Events(seat, since))
	}
	return p2p.EncodeSeatView(g.r.View(seat), g.r.EventCount(), g.r.Events(seat, since))
}

func (g *game) Pending() []int { return g.r.Pending() }

// Auto decides with the bot at the level the host chose in the lobby (or the solo setup): for bot
// seats, and for players whose turn timer ran out or who dropped.
func (g *game) Auto(seat int) (json.RawMessage, error) {
	return kit.Decide[engine.Action](seat, bot.ErrNothingToDecide)(bot.Decide(g.r.View(seat), g.level))
}

func (g *game) Over() bool { return g.r.Over() }

func (g *game) Save() ([]byte, error) {
	return kit.WriteSave("heat", g.settings, saved{Race: g.r.File(), Humans: g.humans})
}
