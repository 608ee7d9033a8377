package bloodfang

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// cardList reads card IDs.
func (g *Game) cardList(list string) ([]int, error) {
	var out []int
	for _, id := range strings.Fields(list) {
		i := slices.IndexFunc(g.set.cards, func(c Card) bool { return c.ID == id })
		if i < 0 {
			return nil, fmt.Errorf("there is no card %q", id)
		}
		out = append(out, i)
	}
	return out, nil
}

// parseTile reads one tile: ".", A1–A3, B1–B3, or A:card / B:card with a bonus (+1, -2).
func (g *Game) parseTile(w string) (tile, error) {
	if w == "." {
		return tile{Owner: NoSeat}, nil
	}
	owner := map[byte]int{'A': 0, 'B': 1}
	o, ok := owner[w[0]]
	if !ok {
		return tile{}, fmt.Errorf("a tile is \".\", A or B with pawns (A2), or A: or B: with a card (A:sentry)")
	}
	if card, found := strings.CutPrefix(w[1:], ":"); found {
		bonus := 0
		if i := strings.IndexAny(card, "+-"); i > 0 {
			b, err := strconv.Atoi(card[i:])
			if err != nil {
				return tile{}, fmt.Errorf("the card's bonus %q is not a number", card[i:])
			}
			card, bonus = card[:i], b
		}
		defs, err := g.cardList(card)
		if err != nil {
			return tile{}, err
		}
		g.s.NextUnit++
		return tile{Owner: o, Unit: unit{ID: g.s.NextUnit, Def: defs[0], Owner: o, Bonus: bonus}}, nil
	}
	p, err := strconv.Atoi(w[1:])
	if err != nil || p < 1 || p > MaxPawns {
		return tile{}, fmt.Errorf("a tile holds 1 to %d pawns", MaxPawns)
	}
	return tile{Owner: o, Pawns: p}, nil
}
