package havoc

import (
	"fmt"
	"strconv"
)

// Suit is a card's suit; NoSuit is the zero value (no suit called, none given).
type Suit uint8

// Suits.
const (
	NoSuit Suit = iota
	Hearts
	Diamonds
	Spades
	Clubs
)

// Suits lists the four suits in order.
var Suits = []Suit{Hearts, Diamonds, Spades, Clubs}

var (
	suitNames   = [...]string{"", "hearts", "diamonds", "spades", "clubs"}
	suitSymbols = [...]string{"", "♥", "♦", "♠", "♣"}
)

func (s Suit) String() string {
	if int(s) < len(suitNames) {
		return suitNames[s]
	}
	return fmt.Sprintf("suit(%d)", int(s))
}

// MarshalText writes the suit's name.
func (s Suit) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText reads a suit's name.
func (s *Suit) UnmarshalText(b []byte) error {
	for i, n := range suitNames {
		if n == string(b) {
			*s = Suit(i)
			return nil
		}
	}
	return fmt.Errorf("%q is not a suit (hearts, diamonds, spades or clubs)", b)
}

// Rank is a card's rank: 7 to 10, then Jack 11, Queen 12, King 13 and Ace 14 (the rules: "7 low,
// Ace high").
type Rank uint8

// The ranks with a rule of their own.
const (
	Seven Rank = 7
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

var rankNames = map[Rank]string{Jack: "J", Queen: "Q", King: "K", Ace: "A"}

func (r Rank) String() string {
	if n, ok := rankNames[r]; ok {
		return n
	}
	return strconv.Itoa(int(r))
}

// MarshalText writes the rank: 7, 8, 9, 10, J, Q, K or A.
func (r Rank) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a rank.
func (r *Rank) UnmarshalText(b []byte) error {
	for k := Seven; k <= Ace; k++ {
		if k.String() == string(b) {
			*r = k
			return nil
		}
	}
	return fmt.Errorf("%q is not a rank", b)
}

// Card is one card of the Storm deck. IDs run from 1 to 32 (one deck) or 64 (two); a player
// names the card it plays by its ID.
type Card struct {
	ID   int  `json:"id"`
	Rank Rank `json:"rank"`
	Suit Suit `json:"suit"`
}

func (c Card) String() string { return c.Rank.String() + suitSymbols[c.Suit%5] }

// CardsPerDeck is the size of one Storm deck: 7 to Ace in four suits.
const CardsPerDeck = 32

// newDeck returns the cards of the given number of decks, in ID order.
func newDeck(decks int) []Card {
	out := make([]Card, 0, decks*CardsPerDeck)
	for range decks {
		for _, s := range Suits {
			for r := Seven; r <= Ace; r++ {
				out = append(out, Card{ID: len(out) + 1, Rank: r, Suit: s})
			}
		}
	}
	return out
}
