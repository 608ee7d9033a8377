//go:build heatoracle

package heat

import "slices"

// Future returns what seat may not see of its own future: its deck in order (the top card last)
// and the Legend card the round flips (nil when the Legend deck is empty: the flip will shuffle
// it first, so nobody can know). Built only with the heatoracle tag, for measuring what a bot
// that knew them would win.
func (r *Race) Future(seat int) ([]Card, *LegendCard) {
	deck := slices.Clone(r.s.Cars[seat].Deck)
	d := r.s.Legends
	n := d.Current
	if n == 0 && len(d.Deck) > 0 {
		n = d.Deck[len(d.Deck)-1]
	}
	if n == 0 {
		return deck, nil
	}
	card := legendCards[n-1]
	return deck, &card
}
