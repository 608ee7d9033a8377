package racemode

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
)

// Card is one card of a campaign deck: the id of a Heat card and its version (0 the base card,
// 1 and 2 its stronger versions).
type Card struct {
	ID      string `json:"id"`
	Version int    `json:"version"`
}

// MaxVersion is the highest card version.
const MaxVersion = 2

// Deck sizes: a Heat player deck is 12 Speed cards and 3 upgrades.
const (
	DeckSize   = 15
	SpeedCards = 12
	Upgrades   = DeckSize - SpeedCards
)

// Deck is a campaign deck (the race adds its Heat and Stress cards itself).
type Deck []Card

// garageCards is the number of Garage upgrade cards (engine/heat's UpgradeCount).
const garageCards = 48

// The base game's starting upgrades.
var startUpgrades = []string{"start-0", "start-5", "start-heat"}

// IsSpeed reports whether id is a Speed card, speed-1 to speed-4.
func IsSpeed(id string) bool {
	return id == "speed-1" || id == "speed-2" || id == "speed-3" || id == "speed-4"
}

// IsUpgrade reports whether id is an upgrade card: a starting upgrade or garage-1 … garage-48.
func IsUpgrade(id string) bool {
	for _, s := range startUpgrades {
		if id == s {
			return true
		}
	}
	n, ok := garageNumber(id)
	return ok && n >= 1 && n <= garageCards
}

func garageNumber(id string) (int, bool) {
	rest, ok := strings.CutPrefix(id, "garage-")
	if !ok || rest == "" || len(rest) > 2 || rest[0] == '0' {
		return 0, false
	}
	n := 0
	for _, c := range []byte(rest) {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = 10*n + int(c-'0')
	}
	return n, true
}

// Validate reports why a card cannot be in a deck, or nil.
func (c Card) Validate() error {
	if !IsSpeed(c.ID) && !IsUpgrade(c.ID) {
		return fmt.Errorf("%q is not a card a campaign deck can hold", c.ID)
	}
	if c.Version < 0 || c.Version > MaxVersion {
		return fmt.Errorf("card %s has version %d; versions are 0, 1 and 2", c.ID, c.Version)
	}
	return nil
}

// ErrDeckEmpty is the seed's message for a race asked for without a deck.
var ErrDeckEmpty = errors.New("deck is empty")

// Validate reports why d is not a campaign deck: 15 valid cards, 12 Speed and 3 upgrades.
func (d Deck) Validate() error {
	if len(d) == 0 {
		return ErrDeckEmpty
	}
	if len(d) != DeckSize {
		return fmt.Errorf("a deck holds %d cards, not %d", DeckSize, len(d))
	}
	speed := 0
	for i, c := range d {
		if err := c.Validate(); err != nil {
			return fmt.Errorf("card %d: %w", i+1, err)
		}
		if IsSpeed(c.ID) {
			speed++
		}
	}
	if speed != SpeedCards {
		return fmt.Errorf("a deck holds %d Speed cards and %d upgrades, not %d and %d", SpeedCards, Upgrades, speed, DeckSize-speed)
	}
	return nil
}

// Clone returns a copy of d.
func (d Deck) Clone() Deck {
	if d == nil {
		return nil
	}
	return append(Deck(nil), d...)
}

// BaseDeck returns Heat's base starting deck with the given three upgrades, all at version 0:
// three each of speed-1 to speed-4, then the upgrades.
func BaseDeck(upgrades ...string) Deck {
	d := make(Deck, 0, DeckSize)
	for v := 1; v <= 4; v++ {
		for range 3 {
			d = append(d, Card{ID: "speed-" + strconv.Itoa(v)})
		}
	}
	for _, u := range upgrades {
		d = append(d, Card{ID: u})
	}
	return d
}
