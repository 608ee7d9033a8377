package havoc

import (
	"fmt"

	"github.com/heatracing/heat/engine/kit"
)

// ActionType names what a seat does.
type ActionType string

// Actions, by stage.
const (
	ActPick  ActionType = "pick"  // dealer selection: Slot, 1–18
	ActPlay  ActionType = "play"  // Storm: Card, and Suit for a Queen that calls one
	ActDraw  ActionType = "draw"  // Storm: draw (1, or the toxic 7s' count) and end the turn
	ActLane  ActionType = "lane"  // lane selection: Lane, 1–4
	ActPlace ActionType = "place" // coin stage: Coin (its ID) at Pos, Lane
	ActRoll  ActionType = "roll"  // racing stage: Die
)

// Die is the die a car rolls.
type Die string

// Dice (the rules' "Movement Options").
const (
	DieMove Die = "move" // the movement die (or dice); one die in and out of the pit
	DieLane Die = "lane" // the lane-change die
)

// Action is one decision of a seat. Numbers are 1-based, so a zero field is absent.
type Action struct {
	Type ActionType `json:"type"`
	Slot int        `json:"slot,omitempty"`
	Card int        `json:"card,omitempty"`
	Suit Suit       `json:"suit,omitempty"`
	Lane int        `json:"lane,omitempty"`
	Coin int        `json:"coin,omitempty"`
	Pos  int        `json:"pos,omitempty"`
	Die  Die        `json:"die,omitempty"`
}

// MaxActionBytes is the largest encoded action ParseAction reads.
const MaxActionBytes = 512

// ParseAction reads an action sent by a player. Anything but a well-formed action is an error.
func ParseAction(b []byte) (Action, error) { return kit.ParseAction[Action](b, MaxActionBytes) }

func (a Action) String() string {
	switch a.Type {
	case ActPick:
		return fmt.Sprintf("pick card %d", a.Slot)
	case ActPlay:
		if a.Suit != NoSuit {
			return fmt.Sprintf("play card %d, call %s", a.Card, a.Suit)
		}
		return fmt.Sprintf("play card %d", a.Card)
	case ActLane:
		return fmt.Sprintf("take lane %d", a.Lane)
	case ActPlace:
		return fmt.Sprintf("place coin %d at position %d, lane %d", a.Coin, a.Pos, a.Lane)
	case ActRoll:
		return fmt.Sprintf("roll the %s die", a.Die)
	}
	return string(a.Type)
}

// Logged is an action in a game's log.
type Logged = kit.Logged[Action]
