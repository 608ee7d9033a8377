// Package bloodfang puts Blood Fang behind the session layer through titles/kit: the lobby's
// settings become an engine configuration (each seat's deck, who plays first, the AI's level),
// intents become engine actions, and the AI decides for bot seats and absent players.
package bloodfang

import (
	"slices"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/bloodfang/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/kit"
)

// ID is the game's ID in the registry and in saves.
const ID = "bloodfang"

// colours are the players' colours on the board.
var colours = []string{"red", "blue", "green", "purple"}

// Rules is Blood Fang's definition for the kit: the engine's game is the match.
var Rules = kit.Plain(kit.Rules[Settings, engine.Action, *engine.Game, kit.EngineFile[engine.Config, engine.Action]]{
	ID: ID, Name: "Blood Fang", Noun: "game",
	Colours: slices.Clone(colours),
	Check:   Settings.check,
	Start: func(s Settings, seats []p2p.Seat, seed uint64) (*engine.Game, error) {
		return engine.New(configure(s, seats), seed)
	},
	Validate: func(s Settings, seats []p2p.Seat) error { return configure(s, seats).Validate() },
	Parse:    engine.ParseAction,
	Seats:    func(*engine.Game) int { return engine.Players },
	View: func(g *engine.Game, seat, since int) (p2p.SeatView, error) {
		return p2p.EncodeSeatView(g.View(seat), g.EventCount(), g.Events(seat, since))
	},
	// The AI decides at the lobby's level, from the seat's own view.
	Auto: func(g *engine.Game, s Settings, seat int) (engine.Action, error) {
		return bot.Decide(g.View(seat), s.level())
	},
	Idle: bot.ErrNothingToDecide,
}, engine.FileFormat)

// Title is Blood Fang for the session layer.
var Title = Rules.Title()
