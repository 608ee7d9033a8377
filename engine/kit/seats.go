package kit

import (
	"fmt"
	"slices"
)

// CheckSeats checks the seats of a game whose players each take a colour: name and colour give
// seat i's, n seats in all. Every seat has a name and one of colours, and no two share a colour.
// noun is a seat in the error's words ("car", "player"); the error is a sentence for the player.
func CheckSeats(noun string, colours []string, n int, seat func(i int) (name, colour string)) error {
	seen := map[string]int{}
	for i := range n {
		name, colour := seat(i)
		if name == "" {
			return fmt.Errorf("%s %d has no name", noun, i+1)
		}
		if !slices.Contains(colours, colour) {
			return fmt.Errorf("%s %d has colour %q; the colours are %v", noun, i+1, colour, colours)
		}
		if j, dup := seen[colour]; dup {
			return fmt.Errorf("%ss %d and %d are both %s", noun, j+1, i+1, colour)
		}
		seen[colour] = i
	}
	return nil
}
