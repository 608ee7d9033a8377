package bloodfang

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
)

// wins reports whether seat, to play or not, can force a win from g whatever the other seat
// does, searching every line to the end (puzzles are small: a few cards, no draws).
func wins(g *Game, seat int, budget *int) bool {
	if g.Over() {
		return g.Winner() == seat
	}
	*budget--
	if *budget < 0 {
		return false
	}
	mover := g.Pending()[0]
	opts := g.Options(nil, mover)
	for _, a := range opts {
		c := g.Clone()
		c.quiet = true
		if err := c.Apply(mover, a); err != nil {
			continue
		}
		w := wins(c, seat, budget)
		if mover == seat && w {
			return true
		}
		if mover != seat && !w {
			return false
		}
	}
	return mover != seat
}

// Every puzzle is solvable, and not by passing: the player's first pass loses.
func TestEveryPuzzleIsSolvable(t *testing.T) {
	start := func(p Puzzle) (*Game, error) { return ParsePosition(p.Position, 1) }
	enginetest.Puzzles(t, Puzzles, 5, func(p Puzzle) string { return p.ID }, start, func(t *testing.T, p Puzzle, g *Game) {
		if g.Pending()[0] != 0 {
			t.Fatal("the player does not move first")
		}
		budget := 5_000_000
		if !wins(g, 0, &budget) {
			t.Fatalf("no forced win (budget left %d)", budget)
		}
		c := g.Clone()
		c.quiet = true
		if err := c.Apply(0, Action{Type: ActPass}); err != nil {
			t.Fatal(err)
		}
		budget = 5_000_000
		if wins(c, 0, &budget) {
			t.Error("passing wins too: the puzzle asks nothing")
		}
		if p.Name == "" || p.Goal == "" || strings.TrimSpace(p.Position) == "" {
			t.Error("a puzzle needs a name, a goal and a position")
		}
	})
}

func TestBadPositionsSayWhatIsWrong(t *testing.T) {
	good := "hand 0: sentry\nhand 1: scout\nboard\nA1 . . . B1\nA1 . . . B1\nA1 . . . B1\n"
	bad := []struct{ Name, Text, Want string }{
		{"no board", "hand 0: sentry\nhand 1: scout\n", "needs \"board\""},
		{"short lane", strings.Replace(good, "A1 . . . B1\nA1", "A1 . . B1\nA1", 1), "line 4"},
		{"unknown card", strings.Replace(good, "sentry", "unicorn", 1), `no card "unicorn"`},
		{"too many pawns", strings.Replace(good, "A1 . . . B1", "A4 . . . B1", 1), "1 to 3 pawns"},
		{"a foreign tile", strings.Replace(good, "A1 . . . B1", "C1 . . . B1", 1), "lane 1, tile 1"},
		{"a bad turn", "turn 0\n" + good, "the turn is 1 or more"},
		{"a bad seat", "active 2\n" + good, "0 or 1"},
		{"twice", "hand 0: scout\n" + good, "given twice"},
		{"unknown line", "weather rain\n" + good, "not part of a position"},
		{"no hands", "board\nA1 . . . B1\nA1 . . . B1\nA1 . . . B1\n", "needs the hands"},
		{"a bad bonus", strings.Replace(good, "A1 . . . B1", "A:sentry+x . . . B1", 1), "bonus"},
	}
	parse := func(text string) error {
		_, err := ParsePosition(text, 1)
		return err
	}
	enginetest.BadPositions(t, parse, good, bad)
}

// A game started at a position replays from its file like any other.
func TestAPositionReplaysFromItsFile(t *testing.T) {
	g, err := New(Config{Position: Puzzles[0].Position, Seats: []SeatConfig{{Name: "Ana"}, {Name: "Bo"}}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		seat := g.Pending()[0]
		if err := g.Apply(seat, g.Options(nil, seat)[0]); err != nil {
			t.Fatal(err)
		}
	}
	b, err := json.Marshal(g.File())
	if err != nil {
		t.Fatal(err)
	}
	r, err := FileFormat.Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	if r.Digest() != g.Digest() || r.Names()[0] != "Ana" {
		t.Fatal("the replayed game differs")
	}
}
