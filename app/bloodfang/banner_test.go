package bloodfang

import (
	"strings"
	"testing"

	engine "github.com/heatracing/heat/engine/bloodfang"
)

// An opening hand none of whose cards the player's tiles can take yet is said so at the
// mulligan, while the swap can still help; a hand with one card to place says nothing more.
func TestStuckOpeningHandIsSaid(t *testing.T) {
	byRank := map[engine.Rank]string{}
	for _, c := range engine.Starter().Cards() {
		if _, ok := byRank[c.Rank]; !ok {
			byRank[c.Rank] = c.ID
		}
	}
	for _, r := range []engine.Rank{1, 2, 3, engine.Replacement} {
		if byRank[r] == "" {
			t.Fatalf("the starter set has no card of rank %d", r)
		}
	}
	hand := func(ranks ...engine.Rank) []engine.HandCard {
		var h []engine.HandCard
		for i, r := range ranks {
			h = append(h, engine.HandCard{ID: i + 1, Card: byRank[r]})
		}
		return h
	}
	for _, tc := range []struct {
		name  string
		hand  []engine.HandCard
		pawns int // on each of the player's home tiles
		says  string
	}{
		{"ranks 2 and 3 on tiles of 1 pawn", hand(2, 3, 2, 2, 3), 1, "each needs more than the 1 pawn your tiles hold"},
		{"a replacement with nothing to replace", hand(engine.Replacement, 2, 3, 2, 2), 1, "each needs more than the 1 pawn your tiles hold"},
		{"ranks 3 on tiles of 2 pawns", hand(3, 3, 3), 2, "each needs more than the 2 pawns your tiles hold"},
		{"one card of rank 1", hand(2, 3, 1, 2, 3), 1, ""},
		{"rank 2 on a tile of 2 pawns", hand(2, 3), 2, ""},
		{"an unknown card", []engine.HandCard{{ID: 1, Card: "no-such-card"}}, 1, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			v := newGame(t).View(0)
			if v.Me == nil || v.Phase != engine.PhaseMulligan {
				t.Fatalf("the game does not open on the mulligan: %+v", v.Me)
			}
			v.Me.Hand = tc.hand
			for r := range v.Board {
				for c := range v.Board[r] {
					if v.Board[r][c].Owner == v.Seat {
						v.Board[r][c].Pawns = tc.pawns
					}
				}
			}
			got := stuckHint(&v)
			if tc.says == "" && got != "" {
				t.Errorf("a hand with a card to place is warned: %q", got)
			}
			if tc.says != "" && (!strings.Contains(got, tc.says) || !strings.Contains(got, "Swap some")) {
				t.Errorf("the warning reads %q, want it to say %q and to suggest the swap", got, tc.says)
			}
		})
	}
	if got := stuckHint(nil); got != "" {
		t.Errorf("no view, yet a warning: %q", got)
	}
}
