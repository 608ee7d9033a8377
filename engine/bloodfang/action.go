package bloodfang

import (
	"fmt"

	"github.com/heatracing/heat/engine/kit"
)

// ActionType names what a seat does.
type ActionType string

// Actions.
const (
	ActMulligan ActionType = "mulligan" // return Cards (hand IDs, possibly none) and draw as many
	ActPlay     ActionType = "play"     // place hand card Card at At
	ActPass     ActionType = "pass"
)

// Action is one decision of a seat.
type Action struct {
	Type  ActionType `json:"type"`
	Card  int        `json:"card,omitempty"`  // play: a hand card's ID
	At    *Pos       `json:"at,omitempty"`    // play: the tile
	Cards []int      `json:"cards,omitempty"` // mulligan: the hand cards to return
}

// Play returns the action that places hand card id at p.
func Play(id int, p Pos) Action { return Action{Type: ActPlay, Card: id, At: &p} }

// MaxActionBytes is the largest encoded action ParseAction reads.
const MaxActionBytes = 512

// ParseAction reads an action sent by a player. Anything but a well-formed action is an error.
func ParseAction(b []byte) (Action, error) { return kit.ParseAction[Action](b, MaxActionBytes) }

func (a Action) String() string {
	switch a.Type {
	case ActMulligan:
		if len(a.Cards) == 0 {
			return "keep the hand"
		}
		return fmt.Sprintf("return cards %v", a.Cards)
	case ActPlay:
		if a.At == nil {
			return fmt.Sprintf("play card %d", a.Card)
		}
		return fmt.Sprintf("play card %d at lane %d, tile %d", a.Card, a.At.Row+1, a.At.Col+1)
	}
	return string(a.Type)
}

// Logged is an action in a game's log (RULES.md: the plan's actionLog).
type Logged = kit.Logged[Action]
