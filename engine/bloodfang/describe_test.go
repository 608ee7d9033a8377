package bloodfang

import (
	"strings"
	"testing"
)

func TestDescribe(t *testing.T) {
	names := []string{"Ann", "Bob"}
	at := &Pos{Row: 1, Col: 2}
	for _, tt := range []struct {
		e    Event
		want string
	}{
		{Event{Kind: EvDeal, Seat: 0, Count: 5}, "Ann is dealt 5 cards"},
		{Event{Kind: EvDeal, Seat: 0, Count: 1, Cards: []HandCard{{ID: 1, Card: "giant"}}}, "Ann is dealt 1 cards: Giant"},
		{Event{Kind: EvMulligan, Seat: 1}, "Bob keeps their hand"},
		{Event{Kind: EvMulligan, Seat: 1, Count: 2}, "Bob returns 2 cards and draws 2"},
		{Event{Kind: EvTurn, Seat: 1, Turn: 4}, "turn 4: Bob to play"},
		{Event{Kind: EvDraw, Seat: 0}, "Ann draws a card"},
		{Event{Kind: EvNoDraw, Seat: 0}, "Ann's deck is empty: no draw"},
		{Event{Kind: EvPlace, Seat: 0, Card: "dragon", Power: 6, At: at}, "Ann plays Dragon (power 6) on lane 2, tile 3"},
		{Event{Kind: EvPawn, Seat: 0, Pawns: 1, At: at}, "Ann now has 1 pawn on lane 2, tile 3"},
		{Event{Kind: EvCapture, Seat: 1, Pawns: 2, At: at}, "Bob captures lane 2, tile 3 with its 2 pawns"},
		{Event{Kind: EvPower, Seat: 1, Amount: -3, Power: 1, At: at}, "an ability of Bob lowers the card on lane 2, tile 3 by 3: power 1"},
		{Event{Kind: EvPower, Seat: 1, Amount: 2, Power: 5, At: at}, "raises"},
		{Event{Kind: EvDestroy, Seat: 0, Card: "sentry", At: at, Cause: CausePower}, "Ann's Sentry on lane 2, tile 3 is destroyed (its power fell to 0)"},
		{Event{Kind: EvDestroy, Seat: 0, Card: "sentry", At: at, Cause: CauseReplaced}, "(replaced)"},
		{Event{Kind: EvPass, Seat: 1}, "Bob passes"},
		{Event{Kind: EvOver, Seat: NoSeat, Lanes: [][2]int{{1, 1}, {0, 0}, {2, 2}}, Scores: []int{0, 0}}, "the game ends in a draw, 0–0 (lane 1 1–1"},
		{Event{Kind: EvOver, Seat: 0, Lanes: [][2]int{{3, 1}, {0, 0}, {0, 0}}, Scores: []int{3, 0}}, "Ann wins 3–0 (lane 1 3–1"},
	} {
		if got := Describe(tt.e, names); !strings.Contains(got, tt.want) {
			t.Errorf("%s: %q, want %q", tt.e.Kind, got, tt.want)
		}
	}
}

// Options and Legal offer the same plays, and every one of them applies.
func TestOptionsMatchLegal(t *testing.T) {
	for seed := range uint64(10) {
		g, err := New(duel("bastion", "vanguard"), seed)
		must(t, err)
		r := randomSource(seed)
		for !g.Over() {
			seat := g.Pending()[0]
			l := g.Legal(seat)
			n := 0
			for _, m := range l.Plays {
				n += len(m.Tiles)
			}
			opts := g.Options(nil, seat)
			if l.Decision == DecidePlay && len(opts) != n+1 {
				t.Fatalf("seed %d: %d options, Legal has %d plays and the pass", seed, len(opts), n)
			}
			for _, o := range opts {
				c := g.Clone()
				if err := c.Apply(seat, o); err != nil {
					t.Fatalf("seed %d: option %v refused: %v", seed, o, err)
				}
			}
			if g.Legal(1-seat).Decision == DecidePlay {
				t.Fatal("both seats may play")
			}
			must(t, g.Apply(seat, randomAction(g, seat, r)))
		}
	}
}
