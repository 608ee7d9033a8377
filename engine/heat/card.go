package heat

import (
	"strconv"

	"github.com/heatracing/heat/engine/kit"
)

// Kind is the type of a card.
type Kind uint8

// Card kinds.
const (
	// Speed cards are the basic 1–4 cards; only they stop a [+] flip.
	Speed Kind = iota + 1
	// Upgrade cards: the starting 0 and 5 (and, later, Garage upgrades).
	Upgrade
	// Heat cards can never be played or discarded (but in a cluttered hand).
	Heat
	// Stress cards are played like any card and resolve by flipping until a Speed card.
	Stress
	// Sponsor cards (Championship) are gained at press corners and leave after one use.
	Sponsor
)

var cardKinds = kit.Enum[Kind]{Of: "kind", Words: []string{Speed: "speed", Upgrade: "upgrade", Heat: "heat", Stress: "stress", Sponsor: "sponsor"}}

func (k Kind) String() string { return cardKinds.String(k) }

// MarshalText writes the kind's name.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *Kind) UnmarshalText(b []byte) error { return cardKinds.Read(k, b) }

// Card is one card. IDs are unique within a race, so a player names the cards they play by id.
// Def, when not zero, names what the card does beyond its face value (see CardDefs).
type Card struct {
	ID    int    `json:"id"`
	Kind  Kind   `json:"kind"`
	Def   uint16 `json:"def,omitempty"`
	Value int    `json:"value"`
}

// def returns what the card does beyond its face value.
func (c Card) def() *CardDef { return &cardDefs[c.Def] }

func (c Card) String() string {
	switch {
	case c.Kind == Heat:
		return "Heat"
	case c.Kind == Stress:
		return "Stress"
	case c.Def != 0 && c.def().Number == 0 && c.def().Version > 0: // a plain card's version: "3+"
		return strconv.Itoa(c.Value) + "++"[:c.def().Version]
	case c.Def != 0 && c.Value == 0 && len(c.def().Choices) > 0:
		return c.def().Name + " " + choiceList(c.def().Choices)
	case c.Def != 0:
		return c.def().Name + " " + strconv.Itoa(c.Value)
	default:
		return strconv.Itoa(c.Value)
	}
}

// unplayed returns the card as it is out of play: a speed chosen when it was played (Brakes) is
// forgotten.
func (c Card) unplayed() Card {
	if c.Def != 0 && len(c.def().Choices) > 0 {
		c.Value = 0
	}
	return c
}

// playable reports whether a card may be played normally (everything but Heat).
func (c Card) playable() bool { return c.Kind != Heat }

// discardable reports whether a card may be discarded in step 8 (never Heat or Stress).
func (c Card) discardable() bool { return c.Kind == Speed || c.Kind == Upgrade || c.Kind == Sponsor }

// HandSize is the number of cards a hand is refilled to.
const HandSize = 7

// startingDeck returns a car's deck before shuffling: three each of the 1–4 Speed cards, the 0, the
// 5 and the Heat starting upgrades (unless the Garage replaces them), and the track's Stress
// cards. ids supplies card ids.
func startingDeck(stress int, upgrades bool, ids *int) []Card {
	deck := make([]Card, 0, 15+stress+8) // room for Stress from spin-outs
	add := func(k Kind, v int) {
		deck = append(deck, Card{ID: *ids, Kind: k, Value: v})
		*ids++
	}
	for v := 1; v <= 4; v++ {
		for range 3 {
			add(Speed, v)
		}
	}
	if upgrades {
		add(Upgrade, 0)
		add(Upgrade, 5)
		add(Heat, 0)
	}
	for range stress {
		add(Stress, 0)
	}
	return deck
}

// choiceList writes the speeds a card offers: "1/3".
func choiceList(choices []int) string {
	b := make([]byte, 0, 2*len(choices))
	for i, v := range choices {
		if i > 0 {
			b = append(b, '/')
		}
		b = strconv.AppendInt(b, int64(v), 10)
	}
	return string(b)
}
