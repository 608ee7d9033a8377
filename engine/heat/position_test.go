package heat

import (
	"testing"

	"github.com/heatracing/heat/engine/kit/enginetest"
	"github.com/heatracing/heat/engine/rng"
)

// Every puzzle has a way through, found by trying lines of play at random (the same lines every
// run), and most lines fail: it asks something.
func TestEveryPuzzleIsSolvable(t *testing.T) {
	start := func(p Puzzle) (*Race, error) { return ParsePosition(p.Position, 1) }
	enginetest.Puzzles(t, Puzzles, 5, func(p Puzzle) string { return p.ID }, start, func(t *testing.T, p Puzzle, r *Race) {
		if got := r.Pending(); len(got) != 1 || got[0] != 0 {
			t.Fatalf("the puzzle waits for %v", got)
		}
		if ok, _ := p.Solved(r); ok {
			t.Fatal("solved before a move")
		}
		g := &rng.Source{S: 7}
		tries, wins := 0, 0
		for tries < 20000 && (wins == 0 || tries < 400) {
			tries++
			f := r.Fork()
			for n := 0; n < 400 && !f.Over() && f.s.Round <= p.Deadline; n++ {
				seat := f.Pending()
				if len(seat) == 0 || f.Apply(seat[0], randomAction(f, seat[0], g)) != nil {
					break
				}
			}
			if ok, _ := p.Solved(f); ok {
				wins++
			}
		}
		if wins == 0 {
			t.Fatalf("no way through in %d lines of play", tries)
		}
		if wins*2 >= tries {
			t.Errorf("%d of %d random lines get through: the puzzle asks nothing", wins, tries)
		}
	})
}

func TestBadPositionsSayWhatIsWrong(t *testing.T) {
	good := "track usa\nlaps 1\ncar You\nat 40\nhand 1 2 3\n"
	bad := []struct{ Name, Text, Want string }{
		{"no track", "car You\nat 3\n", "names its track"},
		{"a car's line first", "track usa\nat 3\n", "belongs to a car"},
		{"no track at all", "laps 1\n", "names its track"},
		{"unknown track", "track mars\n", "line 1"},
		{"no car", "track usa\n", "needs a car"},
		{"no place", "track usa\ncar You\n", "needs its place"},
		{"off the track", "track usa\nlaps 1\ncar You\nat 500\n", "from 0 to 68"},
		{"a bad card", "track usa\ncar You\nat 4\nhand 1 9\n", `"9" is no card`},
		{"a bad gear", "track usa\ncar You\nat 4\ngear 6\n", "gear is a number from 1 to 4"},
		{"same spot", "track usa\ncar A\nat 4\nlane 1\ncar B\nat 4\nlane 1\n", "same spot"},
		{"twice", "track usa\ncar A\nat 4\nat 5\n", "given twice"},
		{"same name", "track usa\ncar A\nat 4\ncar A\nat 6\n", "two cars are named"},
		{"unknown line", "track usa\nweather rain\n", "not part of a position"},
	}
	parse := func(text string) error {
		_, err := ParsePosition(text, 1)
		return err
	}
	enginetest.BadPositions(t, parse, good, bad)
}

// A race started at a position replays from its file like any other.
func TestAPositionReplaysFromItsFile(t *testing.T) {
	r, err := New(Config{Position: Puzzles[0].Position, Seats: []SeatConfig{{Name: "Ana", Colour: "blue"}}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	g := &rng.Source{S: 1}
	for n := 0; n < 400 && !r.Over(); n++ {
		seat := r.Pending()[0]
		if err := r.Apply(seat, randomAction(r, seat, g)); err != nil {
			t.Fatal(err)
		}
	}
	f := r.File()
	back, err := FileFormat.Replay(f)
	if err != nil {
		t.Fatal(err)
	}
	if back.Digest() != r.Digest() {
		t.Fatal("the replayed race differs")
	}
}
