package havoc

import (
	"fmt"
	"strconv"
	"strings"
)

// The words of a position (position.go): cards as rank and suit letter (7h, 10d, Qs2: the second
// deck's), coins as face ("+2", "-3", "tow"), with an ID and an owner where they have them
// ("5:-3:1").

var suitLetters = [...]string{"", "h", "d", "s", "c"}

// cardWord writes a card: its rank, its suit's letter, and 2 for the second deck's.
func cardWord(c Card) string {
	w := c.Rank.String() + suitLetters[c.Suit%5]
	if (c.ID-1)/CardsPerDeck == 1 {
		w += "2"
	}
	return w
}

// parseCard reads a card of a game played with decks decks (0: one).
func parseCard(w string, decks int) (Card, error) {
	bad := fmt.Errorf("%q is no card: a rank (7–10, J, Q, K, A) and a suit (h, d, s, c), 2 after it for the second deck's (Qs2)", w)
	copyOf := 0
	if strings.HasSuffix(w, "2") && len(w) > 2 {
		w, copyOf = w[:len(w)-1], 1
	}
	if len(w) < 2 {
		return Card{}, bad
	}
	var c Card
	if c.Rank.UnmarshalText([]byte(w[:len(w)-1])) != nil {
		return Card{}, bad
	}
	for i, l := range suitLetters {
		if i > 0 && l == w[len(w)-1:] {
			c.Suit = Suit(i)
		}
	}
	if c.Suit == NoSuit {
		return Card{}, bad
	}
	if copyOf >= max(decks, 1) {
		return Card{}, fmt.Errorf("%s2 is the second deck's: write \"decks 2\" before the cards", w)
	}
	c.ID = copyOf*CardsPerDeck + (int(c.Suit)-1)*int(Ace-Seven+1) + int(c.Rank-Seven) + 1
	return c, nil
}

// cardList reads cards.
func cardList(words string, decks int) ([]Card, error) {
	var out []Card
	for _, w := range strings.Fields(words) {
		c, err := parseCard(w, decks)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// cardWords writes cards, separated by spaces.
func cardWords(cs []Card) string {
	ws := make([]string, len(cs))
	for i, c := range cs {
		ws[i] = cardWord(c)
	}
	return strings.Join(ws, " ")
}

// faceWord writes a coin's face.
func faceWord(c Coin) string {
	switch {
	case c.Tow:
		return "tow"
	case c.Value > 0:
		return "+" + strconv.Itoa(c.Value)
	}
	return strconv.Itoa(c.Value)
}

// coinWord writes a coin: its ID and face, and its owner when owner is true.
func coinWord(c Coin, owner bool) string {
	w := strconv.Itoa(c.ID) + ":" + faceWord(c)
	if owner {
		w += ":" + strconv.Itoa(c.Owner)
	}
	return w
}

// parseCoin reads [id:]face[:owner]; a coin without an owner is owner's.
func parseCoin(w string, owner int) (Coin, error) {
	parts := strings.Split(w, ":")
	bad := fmt.Errorf("%q is no coin: a face (+2 to +5, -2 to -5, tow), after its ID (5:-3) and before its owner's seat (5:-3:1) where it has them", w)
	if len(parts) > 3 {
		return Coin{}, bad
	}
	c := Coin{Owner: owner}
	face := parts[0]
	if len(parts) > 1 {
		id, err := strconv.Atoi(parts[0])
		if err != nil || id < 1 {
			return Coin{}, bad
		}
		c.ID, face = id, parts[1]
	}
	if len(parts) == 3 {
		o, err := strconv.Atoi(parts[2])
		if err != nil || o < 0 || o >= MaxPlayers {
			return Coin{}, bad
		}
		c.Owner = o
	}
	if face == "tow" {
		c.Tow = true
		return c, nil
	}
	v, err := strconv.Atoi(face)
	if err != nil || v < -5 || v > 5 || (v > -2 && v < 2) || (v > 0 && face[0] != '+') {
		return Coin{}, bad
	}
	c.Value = v
	return c, nil
}

// coinList reads coins; those without an owner are owner's.
func coinList(words string, owner int) ([]Coin, error) {
	var out []Coin
	for _, w := range strings.Fields(words) {
		c, err := parseCoin(w, owner)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}
