package bloodfang

import (
	"encoding/json"
	"fmt"
	"strings"

	engine "github.com/heatracing/heat/engine/bloodfang"
	"github.com/heatracing/heat/engine/bloodfang/bot"
	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// Settings are the lobby's choices; zero values take the defaults.
type Settings struct {
	Decks []string `json:"decks,omitempty"` // each seat's preset deck, in seat order; "" or missing: Vanguard
	First int      `json:"first,omitempty"` // 0: chance decides; 1: the first seat; 2: the second
	Level string   `json:"level,omitempty"` // the AI's level for bot seats and absent players; "": normal
	Hand  int      `json:"hand,omitempty"`  // cards dealt, 3–7; 0: 5
	// Puzzle starts the game at a puzzle's position (engine.Puzzles, by ID) instead of dealing.
	Puzzle string `json:"puzzle,omitempty"`
}

// DefaultSettings are what an empty settings object means.
func DefaultSettings() Settings {
	return Settings{Decks: []string{engine.DefaultDeck, engine.DefaultDeck}, Level: string(bot.Normal), Hand: engine.DefaultHandSize}
}

func (s Settings) level() bot.Level {
	if s.Level == "" {
		return bot.Normal
	}
	return bot.Level(s.Level)
}

// check explains what is wrong with the settings themselves, in a player's words.
func (s Settings) check() error {
	if !s.level().Valid() {
		return fmt.Errorf("the computer plays at easy, normal or hard, not %q", s.Level)
	}
	if s.First < 0 || s.First > 2 {
		return fmt.Errorf("the first player is left to chance, or is the first or the second seat")
	}
	if _, ok := puzzle(s.Puzzle); s.Puzzle != "" && !ok {
		return fmt.Errorf("there is no puzzle %q", s.Puzzle)
	}
	if len(s.Decks) > engine.Players {
		return fmt.Errorf("a game has two seats, so two decks, not %d", len(s.Decks))
	}
	for i, d := range s.Decks {
		if _, ok := engine.Starter().Deck(d); d != "" && !ok {
			var names []string
			for _, p := range engine.Starter().Decks() {
				names = append(names, p.Name)
			}
			return fmt.Errorf("seat %d's deck %q does not exist; the decks are %s", i+1, d, strings.Join(names, ", "))
		}
	}
	return nil
}

// configure turns the lobby's settings and seats into an engine configuration.
func configure(s Settings, seats []p2p.Seat) engine.Config {
	cfg := engine.Config{First: engine.FirstBySeed, HandSize: s.Hand}
	if p, ok := puzzle(s.Puzzle); ok {
		cfg.Position = p.Position
	}
	if s.First > 0 {
		cfg.First = s.First - 1
	}
	for i, st := range seats {
		sc := engine.SeatConfig{Name: st.Name}
		if i < len(s.Decks) {
			sc.Deck = s.Decks[i]
		}
		cfg.Seats = append(cfg.Seats, sc)
	}
	return cfg
}

// puzzle is the engine's puzzle with the ID id.
func puzzle(id string) (engine.Puzzle, bool) {
	for _, p := range engine.Puzzles {
		if p.ID == id {
			return p, true
		}
	}
	return engine.Puzzle{}, false
}

// puzzles are the engine's puzzles for the registry: each against the hard AI, the player first.
func puzzles() []titles.Puzzle {
	var out []titles.Puzzle
	for _, p := range engine.Puzzles {
		b, _ := json.Marshal(Settings{Puzzle: p.ID, Level: string(bot.Hard)}) // plain data
		out = append(out, titles.Puzzle{ID: p.ID, Name: p.Name, Goal: p.Goal, Settings: b, Bots: 1, Solved: solved})
	}
	return out
}

// solved reads a finished puzzle game's save: the player, in the first seat, must win.
func solved(save []byte) (bool, string) {
	m, err := Title.Load(save)
	if err != nil {
		return false, err.Error()
	}
	g, ok := Rules.Of(m)
	switch {
	case !ok:
		return false, "not a Blood Fang game"
	case !g.Over():
		return false, "the game is not over"
	case g.Winner() == 0:
		r := g.Result()
		return true, fmt.Sprintf("you won, %d–%d", r.Scores[0], r.Scores[1])
	}
	r := g.Result()
	return false, fmt.Sprintf("you did not win, %d–%d", r.Scores[0], r.Scores[1])
}
