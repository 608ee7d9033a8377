package racemode

import "fmt"

// Mode is a special mode: a rule that changes a race (the seed's modes 0–4, in Heat's terms).
type Mode int

// The special modes.
const (
	ModeHotEngine    Mode = iota // 0: starting breath is 3 instead of 1
	ModeFreshHand                // 1: discard the hand and draw 5 instead of normal draws
	ModeGrowingSpeed             // 2: a card's points rise by 1 permanently when played
	ModeDiscard                  // 3: discard a card at the end of each round
	ModeScrapReturns             // 4: scrapped Speed and upgrade cards come back on top of the deck each turn
	modeCount
)

// Modes lists every special mode in order.
var Modes = []Mode{ModeHotEngine, ModeFreshHand, ModeGrowingSpeed, ModeDiscard, ModeScrapReturns}

var modeNames = [modeCount]string{"Hot engine", "Fresh hand", "Growing speed", "Forced discard", "Scrap returns"}

var modeHelp = [modeCount]string{
	"The race starts with 3 more Heat cards in every Engine.",
	"At replenish, the hand is discarded and 5 cards are drawn (Heat and Stress rules still hold).",
	"A Speed card gains +1 speed for the rest of the race each time it is played.",
	"At the end of each round, every driver discards the lowest card in hand (never Heat or Stress).",
	"At the end of each turn, the Speed and upgrade cards you scrapped that turn go back on top of your deck.",
}

// Valid reports whether m is one of the five modes.
func (m Mode) Valid() bool { return m >= 0 && m < modeCount }

// Name is the mode's short player-facing name.
func (m Mode) Name() string {
	if !m.Valid() {
		return fmt.Sprintf("mode %d", int(m))
	}
	return modeNames[m]
}

// Description is the mode's rule as the player reads it.
func (m Mode) Description() string {
	if !m.Valid() {
		return "an unknown mode"
	}
	return modeHelp[m]
}

// validModes reports why ms is not a list of distinct valid modes, or nil.
func validModes(ms []Mode) error {
	var seen [modeCount]bool
	for _, m := range ms {
		if !m.Valid() {
			return fmt.Errorf("special mode %d does not exist (modes are 0 to %d)", int(m), modeCount-1)
		}
		if seen[m] {
			return fmt.Errorf("special mode %d is listed twice", int(m))
		}
		seen[m] = true
	}
	return nil
}
