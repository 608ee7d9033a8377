// Package havoc puts Havoc Speedway behind the session layer through titles/kit: the lobby's
// settings become an engine configuration, intents become engine actions, and the bot decides for
// bot seats and absent players. Its match is the engine's game with the table's pauses between
// stages (pause.go).
package havoc

import (
	"slices"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/havoc/bot"
	ekit "github.com/heatracing/heat/engine/kit"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/kit"
)

// ID is the game's ID in the registry and in saves.
const ID = "havoc"

// Settings are the host's rule settings (the rules' "Game Rule Settings"); zero takes the
// engine's default.
type Settings struct {
	Laps  int `json:"laps,omitempty"`  // 1–5
	Dice  int `json:"dice,omitempty"`  // 1 or 2
	Decks int `json:"decks,omitempty"` // 1 or 2
	Cards int `json:"cards,omitempty"` // 3–5
	Coins int `json:"coins,omitempty"` // 1–3
}

// DefaultSettings are what a new game offers: a race of about ten minutes against three bots
// (two laps on two dice, four cards a hand), where the engine's defaults (three laps on one die,
// five cards) take over forty. A zero setting still takes the engine's default.
func DefaultSettings() Settings {
	d := engine.Defaults
	return Settings{Laps: 2, Dice: 2, Decks: d.Decks, Cards: 4, Coins: d.Coins}
}

// file is what a save keeps beside the settings: the game file, and the host's continues between
// stages, each the number of engine actions played before it.
type file struct {
	Game   engine.File `json:"game"`
	Pauses []int       `json:"pauses,omitempty"`
}

// Rules is Havoc Speedway's definition for the kit.
var Rules = &kit.Rules[Settings, engine.Action, *game, file]{
	ID: ID, Name: "Havoc Speedway", Noun: "game",
	Colours: slices.Clone(engine.Colours),
	Start: func(s Settings, seats []p2p.Seat, seed uint64) (*game, error) {
		g, err := engine.New(configure(s, seats), seed)
		if err != nil {
			return nil, err
		}
		return &game{g: g}, nil
	},
	Parse: engine.ParseAction,
	Seats: func(g *game) int { return len(g.g.Config().Seats) },
	View: func(g *game, seat, since int) (p2p.SeatView, error) {
		v := View{View: g.g.View(seat)}
		if g.pause != nil {
			p := *g.pause
			v.Pause = &p
		}
		return p2p.EncodeSeatView(v, g.g.EventCount(), g.g.Events(seat, since))
	},
	Auto: func(g *game, _ Settings, seat int) (engine.Action, error) {
		if g.pause != nil {
			if seat != HostSeat {
				return engine.Action{}, kit.Idle(seat)
			}
			return engine.Action{Type: ActContinue}, nil
		}
		return bot.Decide(g.g.View(seat))
	},
	Idle:  bot.ErrNothingToDecide,
	File:  func(g *game) file { return file{Game: g.g.File(), Pauses: g.pauses} },
	Load:  func(_ Settings, f file) (*game, error) { return rebuild(f) },
	Clone: (*game).clone,
	Replay: func(_ Settings, f file) (uint64, *game, []ekit.Logged[engine.Action], error) {
		g, err := engine.FileFormat.Start(f.Game)
		return f.Game.Seed, &game{g: g}, replayActions(f), err
	},
}

// Title is Havoc Speedway for the session layer.
var Title = Rules.Title()

func configure(s Settings, seats []p2p.Seat) engine.Config {
	cfg := engine.Config{Laps: s.Laps, Dice: s.Dice, Decks: s.Decks, Cards: s.Cards, Coins: s.Coins}
	for _, st := range seats {
		cfg.Seats = append(cfg.Seats, engine.SeatConfig{Name: st.Name, Colour: st.Colour})
	}
	return cfg
}

// game is one Havoc Speedway game: the engine's, and the table's pause between stages.
type game struct {
	g       *engine.Game
	pause   *Pause // the pause between two stages, if the game is in one
	pauses  []int  // the continues so far (see file.Pauses)
	actions int    // the engine actions played so far
}

func (g *game) Apply(seat int, a engine.Action) error {
	if a.Type == ActContinue {
		return g.resume(seat)
	}
	if g.pause != nil {
		return errWaitsForHost
	}
	return g.apply(seat, a)
}

func (g *game) Pending() []int {
	if g.pause != nil {
		return []int{HostSeat}
	}
	return g.g.Pending()
}

func (g *game) Over() bool { return g.g.Over() }
