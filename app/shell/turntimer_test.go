package shell

import (
	"testing"
	"time"
)

func TestTimerHint(t *testing.T) {
	for _, tt := range []struct {
		timer time.Duration
		who   string
		want  string
	}{
		{0, "a bot", "No turn timer."},
		{30 * time.Second, "a bot", "30 s a turn; then a bot decides for the player."},
		{90 * time.Second, "the AI", "90 s a turn; then the AI decides for the player."},
	} {
		if got := TimerHint(tt.timer, tt.who); got != tt.want {
			t.Errorf("TimerHint(%v, %q) = %q, want %q", tt.timer, tt.who, got, tt.want)
		}
	}
}
