package bloodfang

import (
	"fmt"

	"github.com/heatracing/heat/engine/kit"
)

// Sizes (RULES.md: the plan's constants).
const (
	Rows     = 3  // lanes
	Cols     = 5  // tiles a lane
	MaxPawns = 3  // pawns a tile holds at most
	DeckSize = 15 // cards a deck
	Players  = 2
)

// Defaults of a Config's zero fields.
const (
	DefaultHandSize = 5
	DefaultDeck     = "vanguard"
)

// FirstBySeed in Config.First lets the seed decide who plays first.
const FirstBySeed = -1

// Config describes a game before it starts (RULES.md: the plan's GameConfig plus the seats' decks).
type Config struct {
	Seats     []SeatConfig `json:"seats"`               // exactly two
	First     int          `json:"first"`               // the seat that plays first: 0, 1 or FirstBySeed
	HandSize  int          `json:"handSize,omitempty"`  // cards dealt, 3–7; 0 takes 5
	FirstDraw bool         `json:"firstDraw,omitempty"` // the first player draws on turn 1 too
	// Position, when given, starts the game there instead of dealing (position.go): a puzzle.
	Position string `json:"position,omitempty"`
}

// SeatConfig is one player and their deck: a preset deck's ID, or a list of 15 different cards
// of the starter set (Cards wins when both are given).
type SeatConfig struct {
	Name  string   `json:"name"`
	Deck  string   `json:"deck,omitempty"`
	Cards []string `json:"cards,omitempty"`
}

// Validate reports whether a game can start with this configuration, in words a player can read.
func (c Config) Validate() error {
	if c.Position != "" {
		_, err := ParsePosition(c.Position, 0)
		return err
	}
	_, _, err := c.normalized(starter())
	return err
}

// normalized checks a configuration, fills in its defaults and returns each seat's deck as
// card indices.
func (c Config) normalized(cs *CardSet) (Config, [Players][]int, error) {
	var decks [Players][]int
	fail := func(format string, args ...any) (Config, [Players][]int, error) {
		return c, decks, fmt.Errorf("%w: %s", kit.ErrConfig, fmt.Sprintf(format, args...))
	}
	if c.HandSize == 0 {
		c.HandSize = DefaultHandSize
	}
	if c.Position != "" {
		return c.positionDecks()
	}
	switch {
	case len(c.Seats) != Players:
		return fail("Blood Fang is a duel: it takes 2 players, not %d", len(c.Seats))
	case c.First != 0 && c.First != 1 && c.First != FirstBySeed:
		return fail("the first player is seat 0 or 1, or left to chance, not %d", c.First)
	case c.HandSize < 3 || c.HandSize > 7:
		return fail("each player is dealt 3 to 7 cards, not %d", c.HandSize)
	}
	seats := make([]SeatConfig, Players)
	for i, s := range c.Seats {
		if s.Name == "" || len(s.Name) > 40 {
			return fail("player %d needs a name of 1 to 40 characters", i+1)
		}
		ids := s.Cards
		if len(ids) == 0 {
			if s.Deck == "" {
				s.Deck = DefaultDeck
			}
			d, ok := cs.Deck(s.Deck)
			if !ok {
				return fail("player %d chose deck %q, which does not exist", i+1, s.Deck)
			}
			ids = d.Cards
		} else {
			s.Deck = ""
		}
		idx, err := cs.deckIndices(ids)
		if err != nil {
			return fail("player %d's deck: %v", i+1, err)
		}
		decks[i] = idx
		s.Cards = append([]string(nil), s.Cards...)
		seats[i] = s
	}
	c.Seats = seats
	return c, decks, nil
}
