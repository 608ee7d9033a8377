// Package bloodfang puts Blood Fang behind the session layer's Title and Game interfaces: the
// lobby's settings become an engine configuration (each seat's deck, who plays first, the AI's
// level), intents become engine actions, and the AI decides for bot seats and absent players.
package bloodfang

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/bloodfang/bot"
	"github.com/heatracing/heat/p2p"
)

// ID is the game's ID in the registry and in saves.
const ID = "bloodfang"

// Title is Blood Fang for the session layer.
type Title struct{}

var _ p2p.Title = Title{}

// colours are the players' colours on the board.
var colours = []string{"red", "blue", "green", "purple"}

// Colours are the colours the lobby offers.
func (Title) Colours() []string { return slices.Clone(colours) }

// CheckSettings says what is wrong with the lobby's settings for these seats, in a player's words.
func (Title) CheckSettings(settings json.RawMessage, seats []p2p.Seat) error {
	cfg, _, err := configure(settings, seats)
	if err != nil {
		return err
	}
	return cfg.Validate()
}

// New starts a game with the lobby's seats in order.
func (Title) New(settings json.RawMessage, seats []p2p.Seat, seed uint64) (p2p.Game, error) {
	cfg, s, err := configure(settings, seats)
	if err != nil {
		return nil, err
	}
	g, err := engine.New(cfg, seed)
	if err != nil {
		return nil, err
	}
	return &game{g: g, settings: s}, nil
}

// saved is what Save writes: the settings and the game file.
type saved struct {
	Title    string      `json:"title"`
	Settings Settings    `json:"settings"`
	Game     engine.File `json:"game"`
}

// Load rebuilds a game from Save.
func (Title) Load(save []byte) (p2p.Game, error) {
	sv, err := readSave(save)
	if err != nil {
		return nil, err
	}
	g, err := engine.Replay(sv.Game)
	if err != nil {
		return nil, err
	}
	return &game{g: g, settings: sv.Settings}, nil
}

// Replay takes a finished game's save apart for the fairness audit: its seed, the game before
// its first move, and each move as the intent the pages submit.
func (Title) Replay(save []byte) (p2p.Replay, error) {
	sv, err := readSave(save)
	if err != nil {
		return p2p.Replay{}, err
	}
	f := sv.Game
	if f.Version != engine.FileVersion {
		return p2p.Replay{}, fmt.Errorf("game file version %d cannot be read (this game reads version %d)", f.Version, engine.FileVersion)
	}
	g, err := engine.New(f.Config, f.Seed)
	if err != nil {
		return p2p.Replay{}, fmt.Errorf("the game file's setup is refused: %w", err)
	}
	out := p2p.Replay{Seed: f.Seed, Game: &game{g: g, settings: sv.Settings}}
	for _, l := range f.Actions {
		b, err := json.Marshal(l.Action)
		if err != nil {
			return p2p.Replay{}, err
		}
		out.Actions = append(out.Actions, p2p.Action{Seat: l.Seat, Intent: b})
	}
	return out, nil
}

// readSave reads what Save wrote, refusing anything else in a player's words.
func readSave(save []byte) (saved, error) {
	dec := json.NewDecoder(bytes.NewReader(save))
	dec.DisallowUnknownFields()
	var sv saved
	if err := dec.Decode(&sv); err != nil {
		return sv, fmt.Errorf("not a saved Blood Fang game: %w", err)
	}
	if sv.Title != ID {
		return sv, fmt.Errorf("this save is for %q, not Blood Fang", sv.Title)
	}
	return sv, sv.Settings.check()
}

// game is one Blood Fang game behind p2p.Game.
type game struct {
	g        *engine.Game
	settings Settings
}

func (g *game) Apply(seat int, intent json.RawMessage) error {
	a, err := engine.ParseAction(intent)
	if err != nil {
		return err
	}
	return g.g.Apply(seat, a)
}

func (g *game) View(seat, since int) (p2p.SeatView, error) {
	if seat != p2p.Spectator && (seat < 0 || seat >= engine.Players) {
		return p2p.SeatView{}, fmt.Errorf("there is no seat %d", seat)
	}
	return p2p.EncodeSeatView(g.g.View(seat), g.g.EventCount(), g.g.Events(seat, since))
}

func (g *game) Pending() []int { return g.g.Pending() }

// Auto decides with the AI, at the lobby's level, from the seat's own view.
func (g *game) Auto(seat int) (json.RawMessage, error) {
	if seat < 0 || seat >= engine.Players {
		return nil, fmt.Errorf("there is no seat %d", seat)
	}
	a, err := bot.Decide(g.g.View(seat), g.settings.level())
	if errors.Is(err, bot.ErrNothingToDecide) {
		return nil, fmt.Errorf("seat %d has nothing to decide now", seat)
	}
	if err != nil {
		return nil, err
	}
	return json.Marshal(a)
}

func (g *game) Over() bool { return g.g.Over() }

func (g *game) Save() ([]byte, error) {
	return json.Marshal(saved{Title: ID, Settings: g.settings, Game: g.g.File()})
}
