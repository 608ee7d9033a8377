package havoc

import (
	"fmt"
	"slices"

	"github.com/heatracing/heat/engine/kit"
)

// Colours of the pawns (the rules' "Player Management").
var Colours = []string{"yellow", "orange", "red", "pink", "purple", "blue", "green", "black"}

// Player counts (the rules' "Player Management": 4 player slots at most). The Storm needs two.
const (
	MinPlayers = 2
	MaxPlayers = 4
)

// Config describes a game before it starts: its seats and the host's rule settings (the rules'
// "Game Rule Settings"). Zero settings take the defaults of Defaults.
type Config struct {
	Seats []SeatConfig `json:"seats"`
	Laps  int          `json:"laps"`  // 1–5
	Dice  int          `json:"dice"`  // movement dice, 1 or 2
	Decks int          `json:"decks"` // Storm decks, 1 (32 cards) or 2 (64)
	Cards int          `json:"cards"` // cards dealt per hand, 3–5
	Coins int          `json:"coins"` // N, the coins the Storm's winner draws, 1–3
	// Position, when given, starts the game there (position.go): its text gives the settings
	// and the players, whose names Seats may give instead.
	Position string `json:"position,omitempty"`
}

// SeatConfig is one player.
type SeatConfig struct {
	Name   string `json:"name"`
	Colour string `json:"colour"`
}

// Defaults are the settings a zero field takes: 3 laps, one die, one deck, 5 cards, 2 coins.
var Defaults = Config{Laps: 3, Dice: 1, Decks: 1, Cards: 5, Coins: 2}

// Validate reports whether a game can start with this configuration, in words a player can read.
func (c Config) Validate() error {
	if c.Position != "" {
		_, err := newAt(c, 0)
		return err
	}
	_, err := c.normalized()
	return err
}

// normalized checks a configuration and fills in its defaults.
func (c Config) normalized() (Config, error) {
	fail := func(format string, args ...any) (Config, error) {
		return c, fmt.Errorf("%w: %s", kit.ErrConfig, fmt.Sprintf(format, args...))
	}
	fill := func(v *int, def int) {
		if *v == 0 {
			*v = def
		}
	}
	fill(&c.Laps, Defaults.Laps)
	fill(&c.Dice, Defaults.Dice)
	fill(&c.Decks, Defaults.Decks)
	fill(&c.Cards, Defaults.Cards)
	fill(&c.Coins, Defaults.Coins)
	switch {
	case len(c.Seats) < MinPlayers || len(c.Seats) > MaxPlayers:
		return fail("Havoc Speedway takes %d to %d players, not %d", MinPlayers, MaxPlayers, len(c.Seats))
	case c.Laps < 1 || c.Laps > 5:
		return fail("a race has 1 to 5 laps, not %d", c.Laps)
	case c.Dice < 1 || c.Dice > 2:
		return fail("cars move with 1 or 2 dice, not %d", c.Dice)
	case c.Decks < 1 || c.Decks > 2:
		return fail("the Storm is played with 1 or 2 decks, not %d", c.Decks)
	case c.Cards < 3 || c.Cards > 5:
		return fail("each player is dealt 3 to 5 cards, not %d", c.Cards)
	case c.Coins < 1 || c.Coins > 3:
		return fail("the Storm's winner draws 1 to 3 coins, not %d", c.Coins)
	}
	if err := kit.CheckSeats("player", Colours, len(c.Seats), func(i int) (string, string) { return c.Seats[i].Name, c.Seats[i].Colour }); err != nil {
		return fail("%v", err)
	}
	c.Seats = slices.Clone(c.Seats)
	return c, nil
}
