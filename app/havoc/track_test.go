package havoc

import (
	"testing"
	"time"
)

// Moves that come faster than they play are squeezed behind the one playing, so the board (which
// takes no click while a pawn moves) is never long behind the race.
func TestCatchUpBoundsTheQueue(t *testing.T) {
	for _, tt := range []struct {
		name  string
		durs  []time.Duration
		total time.Duration // of the moves behind the first, after
	}{
		{"one move", []time.Duration{3 * time.Second}, 0},
		{"a short queue is left alone", []time.Duration{time.Second, 2 * time.Second, 3 * time.Second}, 5 * time.Second},
		{"a long queue is squeezed", []time.Duration{time.Second, 4 * time.Second, 4 * time.Second, 4 * time.Second}, maxBacklog},
	} {
		t.Run(tt.name, func(t *testing.T) {
			moves := make([]move, len(tt.durs))
			for i, d := range tt.durs {
				moves[i] = move{seat: i, dur: d}
			}
			catchUp(moves)
			if moves[0].dur != tt.durs[0] {
				t.Errorf("the move playing went from %v to %v", tt.durs[0], moves[0].dur)
			}
			var total time.Duration
			for i, m := range moves[1:] {
				total += m.dur
				if m.dur <= 0 || m.dur > tt.durs[i+1] {
					t.Errorf("move %d lasts %v (was %v)", i+1, m.dur, tt.durs[i+1])
				}
			}
			if d := total - tt.total; d < -time.Millisecond || d > time.Millisecond {
				t.Errorf("the moves behind the first last %v, want %v", total, tt.total)
			}
		})
	}
}
