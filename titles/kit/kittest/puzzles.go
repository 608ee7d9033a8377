package kittest

import (
	"testing"

	"github.com/heatracing/heat/p2p"
	"github.com/heatracing/heat/titles"
)

// Puzzles checks that a game's entry lists at least want puzzles, and every one: it starts at its position with the player in
// the first seat and the puzzle's bots beside it, waiting for the player; its goal is not met
// before a move, and says why; Auto plays it to its end within steps moves, and the goal's check
// then says what happened.
func Puzzles(t *testing.T, e titles.Entry, want, steps int) {
	t.Helper()
	if len(e.Puzzles) < max(want, 1) {
		t.Fatalf("%s lists %d puzzles, want %d", e.Name, len(e.Puzzles), want)
	}
	for _, pz := range e.Puzzles {
		t.Run(pz.ID, func(t *testing.T) {
			seats := []p2p.Seat{{Name: "Ana"}}
			for i := range pz.Bots {
				seats = append(seats, p2p.Seat{Name: "Bot " + string(rune('A'+i)), Bot: true})
			}
			m, err := e.Title.New(pz.Settings, seats, 5)
			if err != nil {
				t.Fatal(err)
			}
			if got := m.Pending(); len(got) != 1 || got[0] != 0 {
				t.Fatalf("the puzzle waits for %v, not the player", got)
			}
			if ok, why := solved(t, pz, m); ok || why == "" {
				t.Fatalf("solved before a move: %v %q", ok, why)
			}
			moves := 0
			m = AutoPlay(t, e.Title, m, -1, func(p2p.Match) {
				if moves++; moves > steps {
					t.Fatalf("no end after %d moves", steps)
				}
			})
			if _, why := solved(t, pz, m); why == "" {
				t.Fatal("the goal's check says nothing of the finished puzzle")
			}
		})
	}
}

// solved is the puzzle's check of m's save.
func solved(t *testing.T, pz titles.Puzzle, m p2p.Match) (bool, string) {
	t.Helper()
	save, err := m.Save()
	if err != nil {
		t.Fatal(err)
	}
	return pz.Solved(save)
}
