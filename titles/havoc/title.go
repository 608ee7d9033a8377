// Package havoc puts Havoc Speedway behind the session layer's Title and Game interfaces: the
// lobby's settings become an engine configuration, intents become engine actions, and the bot
// decides for bot seats and absent players.
package havoc

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	engine "github.com/heatracing/heat/engine/havoc"
	"github.com/heatracing/heat/engine/havoc/bot"
	"github.com/heatracing/heat/p2p"
)

// Settings are the host's rule settings (seed 001, "Game Rule Settings"); zero takes the
// engine's default.
type Settings struct {
	Laps  int `json:"laps,omitempty"`  // 1–5
	Dice  int `json:"dice,omitempty"`  // 1 or 2
	Decks int `json:"decks,omitempty"` // 1 or 2
	Cards int `json:"cards,omitempty"` // 3–5
	Coins int `json:"coins,omitempty"` // 1–3
}

// DefaultSettings are the engine's defaults.
func DefaultSettings() Settings {
	d := engine.Defaults
	return Settings{Laps: d.Laps, Dice: d.Dice, Decks: d.Decks, Cards: d.Cards, Coins: d.Coins}
}

// Title is Havoc Speedway for the session layer.
type Title struct{}

var _ p2p.Title = Title{}

// Colours are the eight pawn colours.
func (Title) Colours() []string { return slices.Clone(engine.Colours) }

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
	// Pauses are the host's continues between stages: each is the number of engine actions
	// played before it.
	Pauses []int `json:"pauses,omitempty"`
}

// ID is the game's ID in the registry and in saves.
const ID = "havoc"

// Load rebuilds a game from Save.
func (Title) Load(save []byte) (p2p.Game, error) {
	sv, err := readSave(save)
	if err != nil {
		return nil, err
	}
	return rebuild(sv)
}

// Replay takes a finished game's save apart for the audit: its seed, the game before its first
// action, and each logged action as the intent the pages submit (the action as JSON).
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
	intents, seats, err := replayActions(sv)
	if err != nil {
		return p2p.Replay{}, err
	}
	for i, b := range intents {
		out.Actions = append(out.Actions, p2p.Action{Seat: seats[i], Intent: b})
	}
	return out, nil
}

func readSave(save []byte) (saved, error) {
	dec := json.NewDecoder(bytes.NewReader(save))
	dec.DisallowUnknownFields()
	var sv saved
	if err := dec.Decode(&sv); err != nil {
		return sv, fmt.Errorf("not a saved Havoc Speedway game: %w", err)
	}
	if sv.Title != ID {
		return sv, fmt.Errorf("this save is for %q, not Havoc Speedway", sv.Title)
	}
	return sv, nil
}

func configure(raw json.RawMessage, seats []p2p.Seat) (engine.Config, Settings, error) {
	var s Settings
	if len(raw) > 0 {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&s); err != nil {
			return engine.Config{}, s, fmt.Errorf("the game settings could not be read: %w", err)
		}
	}
	cfg := engine.Config{Laps: s.Laps, Dice: s.Dice, Decks: s.Decks, Cards: s.Cards, Coins: s.Coins}
	for _, st := range seats {
		cfg.Seats = append(cfg.Seats, engine.SeatConfig{Name: st.Name, Colour: st.Colour})
	}
	return cfg, s, nil
}

// game is one Havoc Speedway game behind p2p.Game.
type game struct {
	g        *engine.Game
	settings Settings
	pause    *Pause // the pause between two stages, if the game is in one
	pauses   []int  // the continues so far (see saved.Pauses)
	actions  int    // the engine actions played so far
}

func (g *game) Apply(seat int, intent json.RawMessage) error {
	a, err := engine.ParseAction(intent)
	if err != nil {
		return err
	}
	if a.Type == ActContinue {
		return g.resume(seat)
	}
	if g.pause != nil {
		return fmt.Errorf("the game waits for the host to continue to the next stage")
	}
	return g.apply(seat, a)
}

func (g *game) View(seat, since int) (p2p.SeatView, error) {
	if seat != p2p.Spectator && (seat < 0 || seat >= len(g.g.Config().Seats)) {
		return p2p.SeatView{}, fmt.Errorf("there is no seat %d", seat)
	}
	v := View{View: g.g.View(seat)}
	if g.pause != nil {
		p := *g.pause
		v.Pause = &p
	}
	return p2p.EncodeSeatView(v, g.g.EventCount(), g.g.Events(seat, since))
}

func (g *game) Pending() []int {
	if g.pause != nil {
		return []int{HostSeat}
	}
	return g.g.Pending()
}

// Auto decides with the bot from the seat's own view.
func (g *game) Auto(seat int) (json.RawMessage, error) {
	if g.pause != nil {
		if seat != HostSeat {
			return nil, fmt.Errorf("seat %d has nothing to decide now", seat)
		}
		return json.Marshal(engine.Action{Type: ActContinue})
	}
	a, err := bot.Decide(g.g.View(seat))
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
	return json.Marshal(saved{Title: ID, Settings: g.settings, Game: g.g.File(), Pauses: g.pauses})
}
