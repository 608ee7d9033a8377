package bloodfang

import (
	"encoding/json"
	"fmt"
)

// Rank is what a card costs: the pawns its tile must hold (1–3), or Replacement.
type Rank int

// Ranks.
const (
	// Replacement cards go onto a tile holding one of their owner's cards, which they destroy.
	Replacement Rank = 4
)

// MarshalJSON writes 1, 2, 3 or "replacement".
func (r Rank) MarshalJSON() ([]byte, error) {
	if r == Replacement {
		return []byte(`"replacement"`), nil
	}
	return json.Marshal(int(r))
}

// UnmarshalJSON reads 1, 2, 3 or "replacement".
func (r *Rank) UnmarshalJSON(b []byte) error {
	if string(b) == `"replacement"` {
		*r = Replacement
		return nil
	}
	var n int
	if err := json.Unmarshal(b, &n); err != nil || n < 1 || n > 3 {
		return fmt.Errorf("rank %s is not 1, 2, 3 or \"replacement\"", b)
	}
	*r = Rank(n)
	return nil
}

func (r Rank) String() string {
	if r == Replacement {
		return "replacement"
	}
	return fmt.Sprintf("rank %d", int(r))
}

// CellType says what a cell of a card's range does.
type CellType string

// Cell types (RULES.md: the plan's RangeCell).
const (
	CellPawn    CellType = "pawn"    // places a pawn, or captures an enemy tile
	CellAbility CellType = "ability" // the card's abilities reach it
	CellBoth    CellType = "both"
)

func (t CellType) pawn() bool    { return t == CellPawn || t == CellBoth }
func (t CellType) ability() bool { return t == CellAbility || t == CellBoth }

// RangeCell is one cell of a card's range: an offset from the card's tile, as seen by the first
// player (columns grow towards the opponent). For the second player columns are mirrored.
type RangeCell struct {
	Row  int      `json:"row"`
	Col  int      `json:"col"`
	Type CellType `json:"type"`
}

// Trigger is when an ability acts (RULES.md: the plan's AbilityTrigger).
type Trigger string

// Triggers.
const (
	WhenPlayed    Trigger = "played"    // once, as the card is placed
	WhileInPlay   Trigger = "in-play"   // a continuous modifier while the card is on the board
	WhenDestroyed Trigger = "destroyed" // once, as the card leaves the board
)

// EffectKind is what an ability does (RULES.md: the plan's AbilityEffect).
type EffectKind string

// Effects.
const (
	EffectPower EffectKind = "power" // raise (Amount > 0) or lower (Amount < 0) the targets' power
)

// Effect is what an ability does to each target.
type Effect struct {
	Kind   EffectKind `json:"kind"`
	Amount int        `json:"amount"`
}

// Target says which cards in the ability's cells an ability acts on (RULES.md: the plan's AbilityTarget).
type Target string

// Targets, relative to the card's owner.
const (
	TargetAllies  Target = "allies"
	TargetEnemies Target = "enemies"
	TargetAll     Target = "all"
)

// hits reports whether a card of owner other is a target of an ability of a card of owner.
func (t Target) hits(owner, other int) bool {
	switch t {
	case TargetAllies:
		return owner == other
	case TargetEnemies:
		return owner != other
	}
	return true
}

// Ability is one ability of a card: it acts on the cards in the card's ability cells.
type Ability struct {
	Trigger Trigger `json:"trigger"`
	Effect  Effect  `json:"effect"`
	Target  Target  `json:"target"`
}

// Card is a card's definition (RULES.md: the plan's CardDefinition).
type Card struct {
	ID        string      `json:"id"`
	Name      string      `json:"name"`
	Rank      Rank        `json:"rank"`
	Power     int         `json:"power"`
	Range     []RangeCell `json:"range"`
	Abilities []Ability   `json:"abilities,omitempty"`
}

// Deck is a preset deck: 15 different cards.
type Deck struct {
	ID    string   `json:"id"`
	Name  string   `json:"name"`
	Pitch string   `json:"pitch"`
	Cards []string `json:"cards"`
}
