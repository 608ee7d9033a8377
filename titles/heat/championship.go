package heat

import (
	"errors"
	"fmt"
	"slices"

	engine "github.com/heatracing/heat/engine/heat"
	"github.com/heatracing/heat/engine/heat/bot"
	ekit "github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/kit"
)

// A championship is one match of several races (rules reference §6): the host runs it, every move
// is saved, and between races the seat that started the match (the host, or the solo player)
// starts the next race. A player away for a race is driven by the bot like in any race, and keeps
// their seat in the standings.

// ChampSettings choose a championship: a published season, or 3 or 4 circuits with a random event
// card per race or none.
type ChampSettings struct {
	Season string   `json:"season,omitempty"` // "1961", "1962" or "1963"
	Tracks []string `json:"tracks,omitempty"` // a custom championship's circuits, in order
	Events bool     `json:"events,omitempty"` // a custom championship: a random event card per race
}

// NextRaceIntent starts the next race of a championship once the current one is over.
var NextRaceIntent = []byte(`{"type":"next-race"}`)

const actNextRace engine.ActionType = "next-race"

// ChampView is what a seat sees of a race: the race's view, and around it the championship or the
// Race Mode node it belongs to, if any.
type ChampView struct {
	engine.View
	Champ    ChampInfo     `json:"champ,omitzero"`
	Campaign *CampaignInfo `json:"campaign,omitempty"`
}

// ChampInfo is the championship around the current race.
type ChampInfo struct {
	Season    string              `json:"season,omitempty"`
	Legs      []engine.Leg        `json:"legs"`
	Index     int                 `json:"index"` // the current race, from 0
	Event     engine.EventCard    `json:"event"` // the current race's event card
	Results   []engine.RaceResult `json:"results"`
	Standings []engine.Standing   `json:"standings"`
	Grid      []int               `json:"grid,omitempty"` // the current race's grid, pole first (none: random)
	Between   bool                `json:"between,omitempty"`
	Over      bool                `json:"over,omitempty"`
	Champion  int                 `json:"champion"` // -1 until the end
	Starter   int                 `json:"starter"`  // the seat that starts the next race
}

// champConfig turns the lobby's settings into a championship configuration.
func champConfig(cfg engine.Config, s Settings) engine.ChampConfig {
	cs := s.Championship
	cfg.Track, cfg.Laps = "", 0
	cc := engine.ChampConfig{Race: cfg, Season: cs.Season, RandomEvents: cs.Events && cs.Season == ""}
	for _, t := range cs.Tracks {
		cc.Races = append(cc.Races, engine.Leg{Track: t})
	}
	return cc
}

// checkChamp says what is wrong with a championship's settings, in a player's words.
func checkChamp(cfg engine.Config, s Settings) error {
	if s.Mode != "" && s.Mode != engine.ModeRace {
		return errors.New("a championship is made of races, not Qualifying")
	}
	if s.Laps != 0 {
		return errors.New("a championship's races have their circuits' laps (and the events change them)")
	}
	_, err := engine.NewChampionship(champConfig(cfg, s), 0)
	return err
}

// champGame is a championship.
type champGame struct {
	ch       *engine.Championship
	settings Settings
	level    bot.Level
	humans   []int
}

func newChampGame(ch *engine.Championship, s Settings, humans []int) *champGame {
	level, _ := bot.ParseLevel(s.BotLevel)
	return &champGame{ch: ch, settings: s, level: level, humans: humans}
}

func (g *champGame) race() *engine.Race { return g.ch.Race() }
func (g *champGame) seats() int         { return len(g.ch.Race().Config().Seats) }
func (g *champGame) file() saved {
	f := g.ch.File()
	return saved{Championship: &f, Humans: g.humans}
}

// starter is the seat that starts the next race: the first human seat (the host's, or the solo
// player's), or seat 0.
func (g *champGame) starter() int {
	if len(g.humans) > 0 {
		return g.humans[0]
	}
	return 0
}

func (g *champGame) Apply(seat int, a engine.Action) error {
	if a.Type == actNextRace {
		if seat != g.starter() {
			return errors.New("the host starts the next race")
		}
		return g.ch.NextRace()
	}
	if err := g.ch.Apply(seat, a); err != nil {
		return err
	}
	if a.Type == engine.ActRetire {
		if _, err := endIfHumansOut(g, g.humans); err != nil {
			return fmt.Errorf("the race could not be played out after the last driver retired: %w", err)
		}
	}
	return nil
}

func (g *champGame) view(seat, since int) (p2p.SeatView, error) {
	r := g.ch.Race()
	offset := g.ch.EventsBefore() // events are numbered across the races
	evs := r.Events(seat, max(since-offset, 0))
	for i := range evs {
		evs[i].N += offset
	}
	return p2p.EncodeSeatView(g.champView(seat), offset+r.EventCount(), evs)
}

// champView is seat's view of the championship now.
func (g *champGame) champView(seat int) ChampView {
	r := g.ch.Race()
	legs := g.ch.Legs()
	e, _ := engine.EventCardOf(legs[g.ch.Index()].Event)
	v := ChampView{View: r.View(seat), Champ: ChampInfo{
		Season: g.ch.Config().Season, Legs: legs, Index: g.ch.Index(), Event: e,
		Results: g.ch.Results(), Standings: g.ch.Standings(), Grid: slices.Clone(r.Config().Grid),
		Between: g.ch.Between(), Over: g.ch.Over(), Champion: g.ch.Champion(), Starter: g.starter(),
	}}
	v.Events += g.ch.EventsBefore()
	return v
}

func (g *champGame) Pending() []int {
	if g.ch.Between() {
		return []int{g.starter()}
	}
	return g.ch.Race().Pending()
}

// auto decides with the bot for the current race; between races it starts the next one (for a
// host away longer than the grace).
func (g *champGame) auto(seat int) (engine.Action, error) {
	if g.ch.Between() {
		if seat != g.starter() {
			return engine.Action{}, kit.Idle(seat)
		}
		return engine.Action{Type: actNextRace}, nil
	}
	return bot.Decide(g.ch.Race().View(seat), g.level)
}

func (g *champGame) Over() bool { return g.ch.Over() }

// replayChamp takes a championship's save apart for the audit: each race's actions, and between
// races the starter's next-race intent.
func replayChamp(s Settings, sv saved) (uint64, match, []ekit.Logged[engine.Action], error) {
	f := *sv.Championship
	ch, err := engine.NewChampionship(f.Config, f.Seed)
	if err != nil {
		return 0, nil, nil, fmt.Errorf("the championship's setup is refused: %w", err)
	}
	g := newChampGame(ch, s, sv.Humans)
	var log []ekit.Logged[engine.Action]
	for i, rf := range f.Races {
		if i > 0 {
			log = append(log, ekit.Logged[engine.Action]{Seat: g.starter(), Action: engine.Action{Type: actNextRace}})
		}
		log = append(log, rf.Actions...)
	}
	return f.Seed, g, log, nil
}
