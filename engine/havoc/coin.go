package havoc

import "fmt"

// Coin is a coin of the purse. Its ID is given when it is drawn (so an ID says nothing of its
// value); Owner is the seat that drew it. A coin whose Value is 0 and Tow false is face down:
// that is how other seats see it.
type Coin struct {
	ID    int  `json:"coin"`
	Owner int  `json:"owner"`
	Value int  `json:"value,omitempty"` // spaces forward (+) or backward (−)
	Tow   bool `json:"tow,omitempty"`   // Tow-to-Pit
}

// FaceDown reports whether the coin's face is hidden.
func (c Coin) FaceDown() bool { return c.Value == 0 && !c.Tow }

// faceDown returns the coin as a seat that does not own it sees it.
func (c Coin) faceDown() Coin { return Coin{ID: c.ID, Owner: c.Owner} }

func (c Coin) String() string {
	switch {
	case c.Tow:
		return "Tow-to-Pit"
	case c.Value > 0:
		return fmt.Sprintf("+%d", c.Value)
	case c.Value < 0:
		return fmt.Sprintf("−%d", -c.Value)
	}
	return "a face-down coin"
}

// PurseSize is the number of coins in the game (the rules' "Coin Values").
const PurseSize = 90

// purseMix is the purse: how many coins of each face (the rules' "Coin Values").
var purseMix = []struct {
	coin  Coin
	count int
}{
	{Coin{Value: 2}, 16}, {Coin{Value: 3}, 12}, {Coin{Value: 4}, 8}, {Coin{Value: 5}, 6},
	{Coin{Value: -2}, 16}, {Coin{Value: -3}, 12}, {Coin{Value: -4}, 8}, {Coin{Value: -5}, 6},
	{Coin{Tow: true}, 6},
}

// newPurse returns the 90 faces, unshuffled.
func newPurse() []Coin {
	out := make([]Coin, 0, PurseSize)
	for _, m := range purseMix {
		for range m.count {
			out = append(out, m.coin)
		}
	}
	return out
}
