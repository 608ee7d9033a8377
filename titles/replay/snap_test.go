package replay_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles/replay"
)

// shown is what a page reads at a position: the view and every event so far.
func shown(t *testing.T, u p2p.Update) string {
	t.Helper()
	b, err := json.Marshal(struct {
		View   json.RawMessage
		Events []json.RawMessage
	}{u.View, u.Events})
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// fromStart is what every seat (and a spectator) reads at every position of g, each position
// replayed from the start on its own: the reference the cursor's copies must match.
func fromStart(t *testing.T, g *replay.Game) (byPos [][]string, rounds []int) {
	t.Helper()
	r, err := g.Entry.Title.Replay(g.File.Save)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		var row []string
		for seat := p2p.Spectator; seat < g.Seats; seat++ {
			v, err := r.Game.View(seat, 0)
			if err != nil {
				t.Fatal(err)
			}
			row = append(row, shown(t, p2p.Update{SeatView: v}))
			if seat == p2p.Spectator {
				var rv struct{ Round int }
				if err := json.Unmarshal(v.View, &rv); err != nil {
					t.Fatal(err)
				}
				rounds = append(rounds, rv.Round)
			}
		}
		byPos = append(byPos, row)
		if i == len(g.Moves) {
			return byPos, rounds
		}
		if err := r.Game.Apply(g.Moves[i].Seat, g.Moves[i].Intent); err != nil {
			t.Fatal(err)
		}
	}
}

// Seeking, stepping back and moving a round back from the copies of a game land on exactly what
// a replay from the start shows there, for every seat, and play on from there the same.
func TestSeekAndBackLandWhereAReplayFromTheStartDoes(t *testing.T) {
	ctx := context.Background()
	g, err := replay.Open(ctx, files(t)["havoc"])
	if err != nil {
		t.Fatal(err)
	}
	n := len(g.Moves)
	if n < 3*replay.SnapEvery {
		t.Fatalf("the game has %d moves: too few to cross copies", n)
	}
	if got := g.Copies(); got != n/replay.SnapEvery+1 {
		t.Fatalf("%d copies of a game of %d moves, want one every %d", got, n, replay.SnapEvery)
	}
	want, rounds := fromStart(t, g)
	for seat := p2p.Spectator; seat < g.Seats; seat++ {
		c, err := g.Cursor(seat)
		if err != nil {
			t.Fatal(err)
		}
		at := func(how string, i int, u p2p.Update) {
			t.Helper()
			if got := shown(t, u); got != want[i][seat+1] {
				t.Fatalf("seat %d, %s to %d: the cursor shows\n%.300s\nwhere a replay from the start shows\n%.300s", seat, how, i, got, want[i][seat+1])
			}
		}
		// Back one move at a time across a copy, then on by steps from there.
		mid := 2*replay.SnapEvery + 1
		for _, i := range []int{n, mid + 1, mid, mid - 1, mid - 2, 0, n / 2, 5, n - 1} {
			u, err := c.Seek(ctx, i)
			if err != nil {
				t.Fatal(err)
			}
			at("seeking", i, u)
		}
		if _, err := c.Seek(ctx, replay.SnapEvery-3); err != nil {
			t.Fatal(err)
		}
		for i := replay.SnapEvery - 2; i <= replay.SnapEvery+3; i++ {
			if _, ok, err := c.Step(); err != nil || !ok {
				t.Fatalf("step to %d: %v", i, err)
			}
			u, err := c.Seek(ctx, c.Pos())
			if err != nil {
				t.Fatal(err)
			}
			at("stepping", i, u)
		}
		// A round back from every position: where the rounds read from the start say.
		for i := n; i > n-3*replay.SnapEvery && i > 0; i -= 7 {
			if _, err := c.Seek(ctx, i); err != nil {
				t.Fatal(err)
			}
			p, err := c.PrevRound(ctx)
			if err != nil {
				t.Fatal(err)
			}
			if w := prevRound(rounds, i); p != w {
				t.Fatalf("seat %d: a round back from %d goes to %d, not %d (rounds %v)", seat, i, p, w, rounds[max(w-2, 0):i+1])
			}
		}
	}
}

// prevRound is the first position of position i's round, or of the round before when i is its
// first.
func prevRound(rounds []int, i int) int {
	first := func(j int) int {
		for j > 0 && rounds[j-1] == rounds[j] {
			j--
		}
		return j
	}
	if s := first(i); s < i {
		return s
	}
	return first(i - 1)
}
