package heat

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// ActionType names what a seat does.
type ActionType string

// Actions.
const (
	ActDraft      ActionType = "draft"      // the Garage draft: Cards, the one card picked
	ActShift      ActionType = "shift"      // step 1: Gear
	ActPlay       ActionType = "play"       // step 2: Cards
	ActBrakes     ActionType = "brakes"     // step 3: Values, the speed of each Brakes in Cards
	ActCooldown   ActionType = "cooldown"   // step 5: Count Heat cards from hand to Engine
	ActHeat       ActionType = "heat"       // step 5: pay the Heat of Cards played (none: all, or what the Engine can)
	ActScrap      ActionType = "scrap"      // step 5: resolve the Scrap of Cards played (none: all)
	ActBoost      ActionType = "boost"      // step 5: pay 1 Heat, flip for speed
	ActAdrenaline ActionType = "adrenaline" // step 5: move 1 more space
	ActReduce     ActionType = "reduce"     // step 5: discard Count Stress cards from hand
	ActSalvage    ActionType = "salvage"    // step 5: Cards from the discard pile into the deck
	ActDirect     ActionType = "direct"     // step 5: play Cards (one with Direct Play) from hand
	ActAccelerate ActionType = "accelerate" // step 5: +N Speed per [+] resolved
	ActRefresh    ActionType = "refresh"    // step 5: Cards played go on top of the deck at step 9
	ActReactDone  ActionType = "react-done" // step 5: end React
	ActSlipstream ActionType = "slipstream" // step 6: Accept or decline
	ActDiscard    ActionType = "discard"    // step 8: Cards (possibly none)
	ActRetire     ActionType = "retire"     // any time once the race has started: the car leaves the race
	ActSwap       ActionType = "swap"       // a championship's draft: Cards, an upgrade owned and a leftover to exchange, or none
)

// Action is one decision of a seat.
type Action struct {
	Type   ActionType `json:"type"`
	Gear   int        `json:"gear,omitempty"`
	Cards  []int      `json:"cards,omitempty"`
	Values []int      `json:"values,omitempty"` // play: the value picked for each card that offers a choice, by position in Cards
	Count  int        `json:"count,omitempty"`
	Accept bool       `json:"accept,omitempty"`
}

// maxActionNumber bounds every number of an action: far above any card id, gear or count of a
// race, and small enough for the packed action log to keep exactly.
const maxActionNumber = 1 << 20

// inRange reports whether every number of a is within ±maxActionNumber.
func (a *Action) inRange() bool {
	small := func(v int) bool { return v >= -maxActionNumber && v <= maxActionNumber }
	if !small(a.Gear) || !small(a.Count) {
		return false
	}
	for _, v := range a.Cards {
		if !small(v) {
			return false
		}
	}
	for _, v := range a.Values {
		if !small(v) {
			return false
		}
	}
	return true
}

// MaxActionBytes is the largest encoded action ParseAction reads.
const MaxActionBytes = 1024

// ParseAction reads an action sent by a player. Anything but a well-formed action is an error.
func ParseAction(b []byte) (Action, error) {
	var a Action
	if len(b) > MaxActionBytes {
		return a, badAction("that action is too long (%d bytes)", len(b))
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&a); err != nil {
		return Action{}, badAction("that action could not be read: %v", err)
	}
	if dec.More() {
		return Action{}, badAction("that action has extra data after it")
	}
	return a, nil
}

func (a Action) String() string {
	switch a.Type {
	case ActShift:
		return fmt.Sprintf("shift to %s gear", Ordinal(a.Gear))
	case ActPlay:
		return fmt.Sprintf("play cards %v", a.Cards)
	case ActCooldown:
		return fmt.Sprintf("cool down %d", a.Count)
	case ActSlipstream:
		if a.Accept {
			return "slipstream"
		}
		return "no slipstream"
	case ActDiscard:
		return fmt.Sprintf("discard %v", a.Cards)
	case ActDraft:
		return fmt.Sprintf("draft %v", a.Cards)
	case ActBrakes:
		return fmt.Sprintf("brakes %v at %v", a.Cards, a.Values)
	case ActReduce:
		return fmt.Sprintf("reduce %d Stress", a.Count)
	case ActSalvage:
		return fmt.Sprintf("salvage %v", a.Cards)
	case ActDirect:
		return fmt.Sprintf("play %v directly", a.Cards)
	case ActRefresh:
		return fmt.Sprintf("refresh %v", a.Cards)
	case ActRetire:
		return "retire"
	case ActHeat:
		if len(a.Cards) == 0 {
			return "pay the cards' Heat"
		}
		return fmt.Sprintf("pay the Heat of %v", a.Cards)
	case ActScrap:
		if len(a.Cards) == 0 {
			return "scrap"
		}
		return fmt.Sprintf("scrap for %v", a.Cards)
	}
	return string(a.Type)
}

// Logged is an action in a race's log.
type Logged struct {
	Seat   int    `json:"seat"`
	Action Action `json:"action"`
}
