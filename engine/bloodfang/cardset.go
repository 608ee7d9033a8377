package bloodfang

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
	"sync"
)

//go:embed cards.json
var starterJSON []byte

// starter is the embedded starter set, read and checked the first time a game needs it (a test
// proves it loads): not when the package loads, which every page of the platform pays for.
var starter = sync.OnceValue(func() *CardSet { return mustLoad(starterJSON) })

func mustLoad(b []byte) *CardSet {
	cs, err := LoadCards(b)
	if err != nil {
		panic("bloodfang: the embedded cards.json is broken: " + err.Error())
	}
	return cs
}

// CardSet is a validated set of card definitions and preset decks. It never changes once loaded.
type CardSet struct {
	cards []Card
	index map[string]int
	decks []Deck
}

// Starter returns the starter set embedded in the engine.
func Starter() *CardSet { return starter() }

// Limits of the card data.
const (
	MaxPower  = 9 // a card's printed power is 1–9
	MaxAmount = 9 // an ability raises or lowers by 1–9
	maxReach  = 4 // a range cell lies at most this many columns away (2 rows)
)

// LoadCards reads and validates a card file. It returns a set only when every card and deck is
// valid: a bad file never loads half-way.
func LoadCards(b []byte) (*CardSet, error) {
	var f struct {
		Cards []Card `json:"cards"`
		Decks []Deck `json:"decks"`
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return nil, fmt.Errorf("the card file could not be read: %w", err)
	}
	if dec.More() {
		return nil, fmt.Errorf("the card file has extra data after its end")
	}
	if len(f.Cards) == 0 || len(f.Cards) > 1000 {
		return nil, fmt.Errorf("the card file holds %d cards; it needs 1 to 1000", len(f.Cards))
	}
	cs := &CardSet{index: map[string]int{}}
	for i, c := range f.Cards {
		if err := checkCard(c); err != nil {
			return nil, fmt.Errorf("card %d (%q): %w", i+1, c.ID, err)
		}
		if _, dup := cs.index[c.ID]; dup {
			return nil, fmt.Errorf("card %d: the ID %q is used twice", i+1, c.ID)
		}
		cs.index[c.ID] = i
		c.Range, c.Abilities = slices.Clone(c.Range), slices.Clone(c.Abilities)
		cs.cards = append(cs.cards, c)
	}
	seen := map[string]bool{}
	for i, d := range f.Decks {
		if d.ID == "" || d.Name == "" || seen[d.ID] {
			return nil, fmt.Errorf("deck %d needs an ID of its own and a name", i+1)
		}
		seen[d.ID] = true
		if _, err := cs.deckIndices(d.Cards); err != nil {
			return nil, fmt.Errorf("deck %q: %w", d.ID, err)
		}
		d.Cards = slices.Clone(d.Cards)
		cs.decks = append(cs.decks, d)
	}
	return cs, nil
}

// checkCard validates one definition.
func checkCard(c Card) error {
	switch {
	case c.ID == "" || len(c.ID) > 40:
		return fmt.Errorf("a card needs an ID of 1 to 40 characters")
	case c.Name == "":
		return fmt.Errorf("a card needs a name")
	case c.Rank < 1 || c.Rank > Replacement:
		return fmt.Errorf("the rank must be 1, 2, 3 or replacement")
	case c.Power < 1 || c.Power > MaxPower:
		return fmt.Errorf("the power must be 1 to %d, not %d", MaxPower, c.Power)
	case len(c.Range) > Rows*Cols:
		return fmt.Errorf("the range has %d cells, more than the board", len(c.Range))
	}
	cells := map[[2]int]bool{}
	reach := false
	for _, r := range c.Range {
		switch {
		case r.Row == 0 && r.Col == 0:
			return fmt.Errorf("a range cell may not be the card's own tile")
		case r.Row < -(Rows-1) || r.Row > Rows-1 || r.Col < -maxReach || r.Col > maxReach:
			return fmt.Errorf("range cell (%d, %d) lies off any board", r.Row, r.Col)
		case r.Type != CellPawn && r.Type != CellAbility && r.Type != CellBoth:
			return fmt.Errorf("range cell (%d, %d) has type %q; the types are pawn, ability and both", r.Row, r.Col, r.Type)
		case cells[[2]int{r.Row, r.Col}]:
			return fmt.Errorf("range cell (%d, %d) is listed twice", r.Row, r.Col)
		}
		cells[[2]int{r.Row, r.Col}] = true
		reach = reach || r.Type.ability()
	}
	if len(c.Abilities) > 4 {
		return fmt.Errorf("a card has at most 4 abilities")
	}
	for _, a := range c.Abilities {
		switch {
		case a.Trigger != WhenPlayed && a.Trigger != WhileInPlay && a.Trigger != WhenDestroyed:
			return fmt.Errorf("trigger %q is not played, in-play or destroyed", a.Trigger)
		case a.Effect.Kind != EffectPower:
			return fmt.Errorf("effect %q is not one this engine knows (power)", a.Effect.Kind)
		case a.Effect.Amount == 0 || a.Effect.Amount < -MaxAmount || a.Effect.Amount > MaxAmount:
			return fmt.Errorf("an ability changes power by 1 to %d up or down, not %d", MaxAmount, a.Effect.Amount)
		case a.Target != TargetAllies && a.Target != TargetEnemies && a.Target != TargetAll:
			return fmt.Errorf("target %q is not allies, enemies or all", a.Target)
		case !reach:
			return fmt.Errorf("the card has abilities but no ability cell in its range")
		}
	}
	return nil
}

// deckIndices checks a deck list (DeckSize different known cards) and returns its card indices.
func (cs *CardSet) deckIndices(ids []string) ([]int, error) {
	if len(ids) != DeckSize {
		return nil, fmt.Errorf("a deck holds %d cards, not %d", DeckSize, len(ids))
	}
	out := make([]int, 0, DeckSize)
	for _, id := range ids {
		i, ok := cs.index[id]
		if !ok {
			return nil, fmt.Errorf("there is no card %q", id)
		}
		if slices.Contains(out, i) {
			return nil, fmt.Errorf("card %q is in the deck twice", id)
		}
		out = append(out, i)
	}
	return out, nil
}

// Cards returns every card of the set, in file order.
func (cs *CardSet) Cards() []Card {
	out := make([]Card, len(cs.cards))
	for i, c := range cs.cards {
		c.Range, c.Abilities = slices.Clone(c.Range), slices.Clone(c.Abilities)
		out[i] = c
	}
	return out
}

// Card returns a card by ID.
func (cs *CardSet) Card(id string) (Card, bool) {
	i, ok := cs.index[id]
	if !ok {
		return Card{}, false
	}
	c := cs.cards[i]
	c.Range, c.Abilities = slices.Clone(c.Range), slices.Clone(c.Abilities)
	return c, true
}

// Decks returns the preset decks.
func (cs *CardSet) Decks() []Deck {
	out := make([]Deck, len(cs.decks))
	for i, d := range cs.decks {
		d.Cards = slices.Clone(d.Cards)
		out[i] = d
	}
	return out
}

// Deck returns a preset deck by ID.
func (cs *CardSet) Deck(id string) (Deck, bool) {
	for _, d := range cs.decks {
		if d.ID == id {
			d.Cards = slices.Clone(d.Cards)
			return d, true
		}
	}
	return Deck{}, false
}
